/**
 * Error reports (spec section 8; issue "Error reporting"). Every server error becomes one report:
 * the route, status, error code, request id and a scrubbed message. By default the report is one
 * structured JSON log line (`[error-report] {…}`); with `ERROR_REPORTING_URL` it is also posted,
 * asynchronously and never blocking the response, as a Sentry-compatible store event
 * (`POST …/api/<project>/store/` JSON; `ERROR_REPORTING_TOKEN` goes in `X-Sentry-Auth`).
 * Reports never carry tokens, cookies, keys or personal data: anything that looks like one is
 * replaced by `[scrubbed]`.
 */
export interface ErrorReport {
  readonly route: string;
  readonly status: number;
  readonly code: string;
  readonly requestId: string;
  readonly method: string;
  readonly message: string;
}

const SCRUBBERS: readonly [RegExp, string][] = [
  // Bearer and JWT-shaped tokens.
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [scrubbed]'],
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[scrubbed]'],
  // key=value pairs of secrets in URLs, headers and messages.
  [/\b(wskey|api[_-]?key|apikey|key|token|access_token|refresh_token|id_token|secret|password|code|state|session|cookie|authorization|x-[\w-]*-api-url)\s*([=:])\s*("?)[^\s"&;,]+/gi, '$1$2$3[scrubbed]'],
  // Session ids and other UUIDs.
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[scrubbed]'],
  // E-mail addresses.
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Long opaque strings (keys, hashes, signatures).
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[scrubbed]'],
];

/** A text without tokens, cookies, keys, e-mail addresses or other secrets. */
export function scrub(text: string): string {
  let out = text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
  for (const [pattern, replacement] of SCRUBBERS) out = out.replace(pattern, replacement);
  return out;
}

/** The route of a path: ids and slugs are not needed to group errors, and may be personal. */
export function routeOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment, index) => (index <= 2 || /^[a-z-]+$/.test(segment) ? segment : ':id'))
    .join('/')
    .slice(0, 200);
}

function sentryEnvelope(report: ErrorReport, dsnProject: string): unknown {
  return {
    event_id: report.requestId.replace(/-/g, '').slice(0, 32).padEnd(32, '0'),
    timestamp: new Date().toISOString(),
    platform: 'node',
    level: report.status >= 500 ? 'error' : 'warning',
    logger: 'portal',
    transaction: report.route,
    project: dsnProject,
    message: { formatted: report.message },
    tags: { status: String(report.status), code: report.code, request_id: report.requestId, method: report.method },
  };
}

let pending = 0;
const MAX_PENDING = 50;

/** Reports an error: one log line, and a post to the configured service when there is one. */
export function reportError(input: ErrorReport, env: NodeJS.ProcessEnv = process.env): ErrorReport {
  const report: ErrorReport = { ...input, route: routeOf(input.route), message: scrub(input.message) };
  console.error(`[error-report] ${JSON.stringify(report)}`);
  const url = env.ERROR_REPORTING_URL;
  if (url === undefined || url === '' || !URL.canParse(url) || pending >= MAX_PENDING) return report;
  pending += 1;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = env.ERROR_REPORTING_TOKEN;
  if (token !== undefined && token !== '') headers['x-sentry-auth'] = `Sentry sentry_version=7, sentry_key=${token}, sentry_client=portal/1.0`;
  const project = /\/api\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'portal';
  void fetch(url, { method: 'POST', headers, body: JSON.stringify(sentryEnvelope(report, project)), signal: AbortSignal.timeout(5000) })
    .catch(() => {
      // The reporting service is down: the log line above is the report.
    })
    .finally(() => {
      pending -= 1;
    });
  return report;
}

/** What a page knows of the request it answers. */
export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  readonly requestId: string | undefined;
}

/**
 * Reports an error a page handled itself instead of throwing it: the item, entity and search pages
 * show their own error state (or a degraded page, such as search results without facets) and send the
 * report here. Failures on our side or upstream only (status ≥ 500): a 404 is the visitor's answer, not
 * an error of the portal. `degraded` names what the page left out when it still answered.
 */
export function reportHandledError(request: RequestFacts, error: { readonly status: number; readonly code: string; readonly message: string }, degraded?: string): ErrorReport | undefined {
  if (error.status < 500) return undefined;
  return reportError({
    route: request.url.pathname,
    status: error.status,
    code: error.code,
    requestId: request.requestId ?? 'unknown',
    method: request.method,
    message: degraded === undefined ? error.message : `${degraded}: ${error.message}`,
  });
}
