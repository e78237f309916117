/**
 * Load soak (issue "Load and data"): simulated visitors over a realistic mix of pages and sign-in
 * actions against a throwaway portal (tests/security/stack.ts) on the current build. Reports the
 * request count, errors and p50/p99 latency; exits 1 on any error (non-2xx/3xx answer or a
 * connection failure).
 *
 * Run: `npm run soak` (100 visitors, 60 s) or `node scripts/soak.ts --connections 20 --duration 10`.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { signInToPortal, startStack, type Stack } from '../tests/security/stack.ts';

/** The part of autocannon (a devDependency without type declarations) the soak uses. */
interface SoakRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}
interface AutocannonResult {
  readonly requests: { readonly total: number };
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly '5xx': number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; timeout: number; requests: SoakRequest[] }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface SoakResult {
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly p50: number;
  readonly p99: number;
}

/** The mix: mostly reading (home, search, items, stories, entities), some signed-in traffic. */
function requests(sessionCookie: string, origin: string): SoakRequest[] {
  const pages = [
    '/en',
    '/de',
    '/en/search?query=portrait',
    '/en/search?query=landscape&qf=TYPE:%22IMAGE%22',
    '/en/item/2000001/aic_93784',
    '/en/item/2000001/aic_14594',
    '/en/stories',
    '/en/stories/monet-at-etretat',
    '/en/collections/persons',
    '/en/galleries',
    '/_api/health',
  ];
  const anonymous: SoakRequest[] = pages.map((path) => ({ method: 'GET', path }));
  const signedIn: SoakRequest[] = [
    { method: 'GET', path: '/en/account', headers: { cookie: sessionCookie } },
    { method: 'GET', path: '/_api/likes', headers: { cookie: sessionCookie } },
    { method: 'POST', path: '/_api/likes', headers: { cookie: sessionCookie, origin, 'content-type': 'application/json' }, body: JSON.stringify({ id: '/2000001/aic_93784' }) },
    { method: 'DELETE', path: '/_api/likes', headers: { cookie: sessionCookie, origin, 'content-type': 'application/json' }, body: JSON.stringify({ id: '/2000001/aic_93784' }) },
    { method: 'GET', path: '/_api/sets', headers: { cookie: sessionCookie } },
  ];
  return [...anonymous, ...anonymous, ...signedIn];
}

/** Runs the soak against a running stack. */
export async function soak(stack: Stack, connections: number, durationS: number): Promise<SoakResult> {
  const jar = await signInToPortal(stack, 'user@example.org');
  const result = await autocannon({
    url: stack.portal,
    connections,
    duration: durationS,
    timeout: 10,
    requests: requests(jar.header(), stack.portal),
  });
  // 401/403/404 are correct answers of the mix; 5xx and failures are not.
  const serverErrors = result['5xx'];
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + serverErrors,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { connections: { type: 'string', default: '100' }, duration: { type: 'string', default: '60' } } });
  const stack = await startStack();
  try {
    const result = await soak(stack, Number(values.connections), Number(values.duration));
    console.log(`[soak] ${values.connections} visitors, ${values.duration} s: ${String(result.requests)} requests, ${String(result.errors)} errors, p50 ${String(result.p50)} ms, p99 ${String(result.p99)} ms`);
    process.exitCode = result.errors === 0 ? 0 : 1;
  } finally {
    stack.stop();
  }
}
