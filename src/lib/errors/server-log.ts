/**
 * The server log's rule for request errors (issue 18, item 14): a refusal (4xx: not found, gone, bad
 * request…) is the visitor's answer, not a failure of the portal, so it is one info line; `[ERROR]`
 * and a stack trace are for failures (5xx) only.
 *
 * The portal shows an error page by throwing a PortalError (src/lib/errors/catalogue.ts), and Astro
 * logs every thrown error as `[ERROR]` with `error.stack` before it renders src/pages/500.astro. So a
 * refusal carries a one-line "stack" made here ({@link refusalLine}), and Astro's log destination
 * (./astro-log-destination.ts, astro.config.ts `logger`) writes such lines at info level
 * ({@link asLogged}). Failures are untouched: Astro's `[ERROR]` line with the stack, and the error report
 * of ./report.ts.
 */
import type { AstroLoggerMessage } from 'astro';
import { scrub } from './report.ts';

const REFUSAL = /^refused 4\d\d [A-Za-z]+: /;

/**
 * What Astro logs, at error level and before any middleware runs (and again while it renders the error
 * page), for a request path whose percent-encoding is malformed (astro/dist/core/util/pathname.js): a
 * visitor's bad request, which the path-safety step answers 400 and logs as its refusal
 * (src/middleware/path-safety.ts). Not logged again.
 */
const ASTRO_MALFORMED_PATH = 'Error: Invalid URL encoding';

/**
 * The one line a refusal is logged as, in place of its stack: status, catalogue code and message
 * (scrubbed of anything secret, on one line).
 * @example refusalLine(404, 'pageNotFound', 'Story not found') // 'refused 404 pageNotFound: Story not found'
 */
export function refusalLine(status: number, code: string, message: string): string {
  return `refused ${String(status)} ${code}: ${scrub(message).replace(/\s+/g, ' ')}`;
}

/**
 * An event of Astro's logger as this portal logs it: refusal lines at info level, Astro's own note of a
 * malformed path not at all (undefined), the rest as they are.
 */
export function asLogged(event: AstroLoggerMessage): AstroLoggerMessage | undefined {
  if (event.level !== 'error') return event;
  if (event.message === ASTRO_MALFORMED_PATH) return undefined;
  if (!REFUSAL.test(event.message)) return event;
  return { ...event, level: 'info', label: 'router' };
}
