/**
 * Server time of on-demand pages: requests one at a time over keep-alive, after a warm-up;
 * p50/p95 per page. Budget (issue "Search, item and collection pages"): search p95 ≤ 80 ms
 * against the seed. Item and entity pages are reported.
 *
 * Usage: node tests/bench/pages.bench.ts [baseURL]   (default: starts the portal on port 4386)
 */
import { writeFigures } from './report.ts';
import { percentile, startPortal } from './support.ts';

const PAGES: readonly { name: string; path: string; budgetP95Ms?: number }[] = [
  { name: 'search (query)', path: '/en/search?query=portrait', budgetP95Ms: 80 },
  { name: 'search (filters)', path: '/en/search?query=*&qf=TYPE:"IMAGE"&reusability=open&page=2', budgetP95Ms: 80 },
  { name: 'item', path: '/en/item/2000001/aic_80604' },
  { name: 'entity', path: '/en/collections/person/91257422-edgar-degas' },
];
const WARMUP = 20;
const ROUNDS = 150;

const argUrl = process.argv[2];
const portal = argUrl ? undefined : await startPortal(4386, 4486);
const base = argUrl ?? portal?.url ?? '';
let failed = false;
try {
  const rows = [];
  for (const page of PAGES) {
    const url = `${base}${page.path}`;
    for (let i = 0; i < WARMUP; i += 1) await (await fetch(url)).arrayBuffer();
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${page.path} answered ${String(response.status)}`);
      samples.push(performance.now() - started);
    }
    const p95 = percentile(samples, 95);
    const ok = page.budgetP95Ms === undefined || p95 <= page.budgetP95Ms;
    if (!ok) failed = true;
    rows.push({
      page: page.name,
      'p50 ms': percentile(samples, 50).toFixed(1),
      'p95 ms': p95.toFixed(1),
      budget: page.budgetP95Ms === undefined ? '—' : `≤ ${String(page.budgetP95Ms)} ms ${ok ? 'ok' : 'MISSED'}`,
    });
  }
  console.table(rows);
  writeFigures('7-pages', rows.map((row) => ({ bench: 'pages (sequential)', figure: row.page, value: `p50 ${row['p50 ms']} / p95 ${row['p95 ms']} ms`, budget: row.budget.replace(/ (ok|MISSED)$/, ''), pass: row.budget === '—' ? undefined : row.budget.endsWith('ok') })));
} finally {
  portal?.stop();
}
process.exit(failed ? 1 : 0);
