/**
 * `npm run bench`: every benchmark with a budget, one after another; exits non-zero when a
 * budget is missed. Not part of `npm test`. Figures and explanations: BENCHMARKS.md.
 */
import { spawnSync } from 'node:child_process';

const benches = [
  ['tests/bench/js-bytes.ts'],
  ['tests/bench/services.bench.ts'],
  ['tests/bench/legacy.bench.ts'],
  ['tests/bench/pages.bench.ts'],
];
let failed = false;
for (const args of benches) {
  console.log(`\n== ${args.join(' ')}`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
