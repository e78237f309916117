import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soak } from '../../scripts/soak.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Fuzzing (issue "Hostile input"): fast-check generated paths, queries, headers, cookies and form
 * bodies against every route family. FUZZ_REQUESTS requests (10,000 in CI): no 5xx, no answer
 * slower than 2 s, no stack trace or upstream key in any answer. Then, on the same portal (one
 * after the other, so neither disturbs the other's timings), the CI version of `npm run soak`.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 16;

const FAMILIES = [
  '/en',
  '/en/search',
  '/en/item/2000001/aic_93784',
  '/en/item',
  '/en/collections/person/91257422',
  '/en/collections/persons',
  '/en/stories',
  '/en/stories/monet-at-etretat',
  '/en/galleries',
  '/en/account',
  '/en/account/login',
  '/account/callback',
  '/account/logout',
  '/en/media',
  '/_api/likes',
  '/_api/sets',
  '/_api/pins',
  '/_api/api-keys',
  '/_api/entity-suggest',
  '/_api/quick-search',
  '/_api/oembed',
  '/_api/feedback',
  '/_api/media/x',
  '/portal/en/record/2000001/aic_93784.html',
  '/en/contentful/entry-editor',
];

const FORBIDDEN = /\n\s+at [\w.<>]+ \(|node:internal|api2demo|local-portal-secret|local-development-session-secret|local-webhook-secret/;

const segment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('..', '.', '%2e%2e', '%2f', '%5c', '%00', '%ff', '%', '~', '@', ';', '\u00e9', 'item', 'en', 'search', '_api'),
  fc.stringMatching(/^[a-zA-Z0-9_-]{1,20}$/),
);

function encodePath(raw: string): string {
  return raw.replace(/[^\x21-\x7e]|[?#]/gu, (c) => encodeURIComponent(c));
}

const requestArb = fc.record({
  family: fc.constantFrom(...FAMILIES),
  extra: fc.array(segment, { maxLength: 3 }),
  query: fc.array(
    fc.tuple(fc.constantFrom('query', 'page', 'qf', 'redirect', 'lang', 'locale', 'view', 'reusability', 'mode', 'secret', 'url', 'text', 'id', 'facet', 'sort'), fc.string({ maxLength: 40 })),
    { maxLength: 4 },
  ),
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
  cookie: fc.option(fc.constantFrom('portal-session=../../etc/passwd', 'portal-session=00000000-0000-4000-8000-000000000000', 'i18n_locale_code=xx', 'portal_signed_in=1', '=;;;=', 'a=%zz'), { nil: undefined }),
  header: fc.option(fc.tuple(fc.constantFrom('x-record-api-url', 'x-forwarded-proto', 'accept-language', 'origin', 'accept', 'content-type'), fc.string({ maxLength: 30 })), { nil: undefined }),
  body: fc.option(fc.oneof(fc.json(), fc.string({ maxLength: 200 })), { nil: undefined }),
});

type FuzzRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function send(base: URL, r: FuzzRequest): Promise<{ status: number; ms: number; body: string; path: string }> {
  const path = [r.family, ...r.extra.map((s) => encodePath(s))].join('/') + (r.query.length ? `?${new URLSearchParams(r.query).toString()}` : '');
  const headers: Record<string, string> = { origin: base.origin };
  if (r.cookie !== undefined) headers.cookie = r.cookie;
  if (r.header !== undefined) headers[r.header[0]] = r.header[1].replace(/[^\x20-\x7e]/g, '');
  const hasBody = r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD';
  if (hasBody) headers['content-type'] ??= 'application/json';
  const started = Date.now();
  return new Promise((done, fail) => {
    // A fresh connection per request: a reused keep-alive socket closed by an early answer is the client's race, not a failure.
    const req = request({ host: base.hostname, port: base.port, path, method: r.method, headers, timeout: 5000, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        if (body.length < 200_000) body += c;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: Date.now() - started, body, path }));
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${r.method} ${path}`)));
    req.on('error', fail);
    if (hasBody) req.write(r.body);
    req.end();
  });
}

describe('fuzzing every route family', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 180_000);
  afterAll(() => stack.stop());

  it(`${String(REQUESTS)} generated requests: no 5xx, none over 2 s, nothing leaked`, async () => {
    const samples = fc.sample(requestArb, { numRuns: REQUESTS, seed: Number(process.env.FUZZ_SEED ?? 20261122) });
    const base = new URL(stack.portal);
    const failures: string[] = [];
    let index = 0;
    const worker = async (): Promise<void> => {
      while (index < samples.length) {
        const r = samples[index++];
        if (r === undefined) break;
        try {
          const answer = await send(base, r);
          if (answer.status >= 500) failures.push(`${String(answer.status)} ${r.method} ${answer.path}`);
          else if (answer.ms > 2000) failures.push(`${String(answer.ms)} ms ${r.method} ${answer.path}`);
          else if (FORBIDDEN.test(answer.body)) failures.push(`leak ${r.method} ${answer.path}`);
        } catch (error) {
          failures.push(`${String(error)}: ${JSON.stringify(r)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('load: 100 concurrent visitors for 10 s (pages and sign-in actions), zero errors, p99 reported', async () => {
    const result = await soak(stack, 100, Number(process.env.SOAK_SECONDS ?? 10));
    console.log(`[soak] ${String(result.requests)} requests, p50 ${String(result.p50)} ms, p99 ${String(result.p99)} ms`);
    expect(result.requests).toBeGreaterThan(100);
    expect(result.errors).toBe(0);
  }, 120_000);
});
