import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One figure of a benchmark, as the table of `npm run bench` shows it. */
export interface Figure {
  readonly bench: string;
  readonly figure: string;
  readonly value: string;
  /** `—` when the figure is reported without a budget. */
  readonly budget: string;
  /** `undefined`: no budget. */
  readonly pass: boolean | undefined;
}

export const BENCH_DIR = resolve(import.meta.dirname, '..', '..', 'bench');
const PARTS_DIR = join(BENCH_DIR, 'parts');

/** Writes one benchmark's figures (bench/parts/{name}.json), printed and merged by tests/bench/run.ts. */
export function writeFigures(name: string, figures: readonly Figure[], details: unknown = {}): void {
  mkdirSync(PARTS_DIR, { recursive: true });
  writeFileSync(join(PARTS_DIR, `${name}.json`), `${JSON.stringify({ name, date: new Date().toISOString(), figures, details }, null, 2)}\n`);
}

export function readAllFigures(): { name: string; figures: Figure[]; details: unknown }[] {
  let files: string[] = [];
  try {
    files = readdirSync(PARTS_DIR).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(PARTS_DIR, file), 'utf8')) as { name: string; figures: Figure[]; details: unknown });
}

export function printFigures(figures: readonly Figure[]): void {
  console.table(figures.map((f) => ({ bench: f.bench, figure: f.figure, value: f.value, budget: f.budget, ok: f.pass === undefined ? '—' : f.pass ? 'ok' : 'MISSED' })));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
