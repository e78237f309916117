/**
 * Benchmark of the content service over real HTTP (keep-alive), not a timed test:
 *
 *   node tests/bench/content.bench.ts [--rounds 200]
 *
 * Starts the services on a fresh store (the editorial seed), then sends, per editorial page and locale, the one
 * query that page needs (tests/contract/content-queries.ts, the portal's query shapes). Prints p50/p95 per page
 * type, writes bench/content.json and exits 1 when the p95 of any page query exceeds 10 ms (the build must not
 * wait on the content service).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServicesProcess } from '../support/services.ts';
import * as Q from '../contract/content-queries.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const BUDGET_P95_MS = 10;
const PATH = '/content/v1/spaces/portal/environments/master';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const LOCALES = ['en-GB', 'de-DE', 'fr-FR', 'nl-NL', 'pl-PL'];

interface Scenario {
  readonly name: string;
  readonly query: string;
  readonly variables: readonly Record<string, unknown>[];
}

const perLocale = (extra: Record<string, unknown>[]): Record<string, unknown>[] => LOCALES.flatMap((locale) => extra.map((variables) => ({ locale, ...variables })));

const SCENARIOS: readonly Scenario[] = [
  { name: 'home page', query: Q.HOME_PAGE, variables: perLocale([{ identifier: 'home' }]) },
  { name: 'static / browse page', query: Q.BROWSE_STATIC_PAGE, variables: perLocale(['help', 'rights', 'rights/privacy-statement', 'faq', 'about-us', 'classroom', 'collections'].map((identifier) => ({ identifier }))) },
  { name: 'landing page', query: Q.LANDING_PAGE, variables: perLocale([{ identifier: 'apis' }, { identifier: 'share-your-collections' }]) },
  { name: 'story page', query: Q.STORY_PAGE, variables: perLocale(['monet-at-etretat', 'renoir-among-friends', 'saints-and-their-signs', 'myths-on-canvas'].map((identifier) => ({ identifier }))) },
  { name: 'exhibition chapter page (all chapters)', query: Q.EXHIBITION_CHAPTER_PAGE, variables: perLocale([{ identifier: 'impressionism-light-and-modern-life' }, { identifier: 'gold-and-devotion' }]) },
  { name: 'exhibition landing page', query: Q.EXHIBITION_LANDING_PAGE, variables: perLocale([{ identifier: 'gold-and-devotion' }]) },
  { name: 'stories listing (minimal)', query: Q.STORIES_MINIMAL, variables: perLocale([{}]) },
  { name: 'theme page', query: Q.THEME_PAGE, variables: perLocale([{ identifier: 'art' }, { identifier: 'religion' }]) },
  { name: 'themes', query: Q.THEMES, variables: perLocale([{}]) },
  { name: 'feature ideas page', query: Q.FEATURE_IDEAS_PAGE, variables: perLocale([{}]) },
];

function post(base: URL, body: string): Promise<number> {
  return new Promise((resolvePost, reject) => {
    const started = performance.now();
    const req = request(new URL(PATH, base), {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', authorization: 'Bearer local-delivery', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200 || text.includes('"errors"')) reject(new Error(`query failed (${String(res.statusCode)}): ${text.slice(0, 300)}`));
        else resolvePost(performance.now() - started);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(values.rounds);
const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-'));
const services = await startServicesProcess({ dataDir });
const base = new URL(services.url);
const results: { name: string; requests: number; p50: number; p95: number; max: number; pass: boolean }[] = [];
try {
  for (const scenario of SCENARIOS) {
    const bodies = scenario.variables.map((variables) => JSON.stringify({ query: scenario.query, variables }));
    for (let round = 0; round < 20; round += 1) for (const body of bodies) await post(base, body); // warm-up (JIT, caches)
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) for (const body of bodies) times.push(await post(base, body));
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    results.push({ name: scenario.name, requests: times.length, p50: quantile(times, 0.5), p95, max: times.at(-1) ?? 0, pass: p95 <= BUDGET_P95_MS });
  }
} finally {
  await services.stop();
  rmSync(dataDir, { recursive: true, force: true });
  agent.destroy();
}
for (const result of results) {
  console.log(`${result.pass ? 'ok  ' : 'FAIL'} ${result.name.padEnd(42)} n=${String(result.requests).padStart(5)}  p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  max ${result.max.toFixed(1)} ms  (budget p95 ≤ ${String(BUDGET_P95_MS)} ms)`);
}
mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
writeFileSync(join(REPO_ROOT, 'bench', 'content.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, budgetP95Ms: BUDGET_P95_MS, results }, null, 2)}\n`);
if (results.some((result) => !result.pass)) process.exitCode = 1;
