/**
 * Cost of the legacy-redirect step on a path no rule matches (`node tests/bench/legacy.bench.ts`):
 * `legacyRedirect` over 100,000 such paths, µs per call. Exits 1 over the budget of 50 µs.
 */
import { legacyRedirect } from '../../src/lib/routing/legacy/index.ts';
import { writeFigures } from './report.ts';

const BUDGET_US = 50;
const CALLS = 100_000;

/** Paths of today's portal, as the step sees them: none is an old URL. */
const shapes = [
  (i: number) => `/en/item/${String(2000 + (i % 977))}/record_${String(i)}`,
  (i: number) => `/de/search?query=paris+${String(i)}&page=${String((i % 40) + 1)}`,
  (i: number) => `/fr/collections/person/${String(60000 + i)}-name-${String(i)}`,
  (i: number) => `/it/galleries/${String(9000 + (i % 500))}-gallery-${String(i)}`,
  (i: number) => `/nl/stories/story-${String(i)}`,
  (i: number) => `/sv/exhibitions/faces-of-europe/chapter-${String(i % 12)}`,
  (i: number) => `/pl/themes/theme-${String(i % 30)}`,
  (i: number) => `/en/collections/topic/${String(i % 300)}-topic`,
  () => '/en',
  (i: number) => `/_astro/chunk-${String(i)}.js`,
];
const urls = Array.from({ length: CALLS }, (_, i) => {
  const shape = shapes[i % shapes.length] ?? (() => '/en');
  return new URL(`https://portal.test${shape(i)}`);
});

function run(): number {
  let matched = 0;
  for (const url of urls) if (legacyRedirect(url, 'en') !== undefined) matched += 1;
  return matched;
}

run(); // warm up
const start = process.hrtime.bigint();
const matched = run();
const elapsedUs = Number(process.hrtime.bigint() - start) / 1000;
const perCall = elapsedUs / CALLS;

if (matched !== 0) {
  console.error(`legacy redirects: ${String(matched)} of the "non-matching" paths matched a rule`);
  process.exit(1);
}
const ok = perCall <= BUDGET_US;
writeFigures('8-legacy', [{ bench: 'legacy', figure: 'legacy redirect step, no rule matches', value: `${perCall.toFixed(2)} µs/call`, budget: `≤ ${String(BUDGET_US)} µs`, pass: ok }]);
console.log(`legacy redirects, no match: ${perCall.toFixed(3)} µs per call over ${String(CALLS)} paths (budget ${String(BUDGET_US)} µs) ${ok ? '✅' : '❌'}`);
process.exit(ok ? 0 : 1);
