/**
 * `npm test`: every check of the README, in the order they depend on each other, stopping after the first
 * step that fails (as `a && b && …` would):
 *
 * 1. typed ESLint (`npm run lint`) beside `astro check` and then the unit and contract tests
 *    (`npm run check`, `npm run test:unit`). Each of the three keeps one core busy and none needs another's
 *    result, so on the 2-core CI machine the two lines together take about as long as ESLint alone instead of
 *    the sum of all three. ESLint's output is printed once it has finished, not interleaved;
 * 2. the end-to-end tests (`npm run test:e2e`), which build the portal;
 * 3. the security, fault-injection and two-node tests against that build (`npm run test:integration`), two files
 *    at a time: they wait on the servers they start more than they compute (docs/decisions/0016-test-suite-time.md).
 *
 * Every step runs with its temporary directory (`TMPDIR`) inside one directory of this run, removed at the end
 * whatever happened: the throwaway stores, databases, builds and browser profiles of the tests, and those of the
 * servers they start, including any a stopped or killed process could not remove itself.
 *
 * At the end it prints how long each step took.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { makeRunDirectory } from '../tests/support/run-directory.ts';

const runDir = makeRunDirectory('portal-test-');
const env = { ...process.env, TMPDIR: runDir };
// Ctrl-C reaches the steps too (one process group); what they leave goes with the directory.
process.once('SIGINT', () => {
  rmSync(runDir, { recursive: true, force: true });
  process.exit(130);
});

interface Outcome {
  readonly script: string;
  readonly ok: boolean;
  readonly seconds: number;
}

/** Runs `npm run <script>`; with `buffered`, its output is held back and printed when it has finished. */
function run(script: string, buffered = false): Promise<Outcome> {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (ok: boolean): void => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) {
        process.stdout.write(`\n[test] ${script}, run beside the next steps, finished in ${String(seconds)} s${ok ? '' : ' and FAILED'}:\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, ok, seconds });
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.once('close', (code) => {
      done(code === 0);
    });
  });
}

/** Runs the scripts one after the other, as long as they pass. */
async function inTurn(...scripts: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const script of scripts) {
    const outcome = await run(script);
    outcomes.push(outcome);
    if (!outcome.ok) break;
  }
  return outcomes;
}

const started = Date.now();
const outcomes: Outcome[] = [];
const steps: (() => Promise<Outcome[]>)[] = [
  async () => (await Promise.all([run('lint', true).then((o) => [o]), inTurn('check', 'test:unit')])).flat(),
  () => inTurn('test:e2e'),
  () => inTurn('test:integration'),
];
for (const step of steps) {
  outcomes.push(...(await step()));
  if (outcomes.some((o) => !o.ok)) break;
}

rmSync(runDir, { recursive: true, force: true });
const total = Math.round((Date.now() - started) / 1000);
console.log(`\n[test] ${outcomes.map((o) => `${o.script} ${String(o.seconds)} s${o.ok ? '' : ' (failed)'}`).join(', ')}; ${String(total)} s in all`);
process.exitCode = outcomes.some((o) => !o.ok) ? 1 : 0;
