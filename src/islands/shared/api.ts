/**
 * How islands call the portal's own `/_api/*` (never an upstream API, never with a token): JSON in
 * and out, same-origin cookies, and every failure shown as a toast with the catalogue message the
 * server sent. A 401 that asks for login sends the browser there (the target is remembered).
 */
export class IslandApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'IslandApiError';
    this.status = status;
    this.code = code;
  }
}

// One way to raise a toast for scripts and islands alike: it waits for the toast area if that is not listening yet.
export { toast } from '../site/events.ts';
import { reportError } from '../site/events.ts';

interface ErrorBody {
  readonly error?: string;
  readonly message?: string;
  readonly login?: string;
}

export async function callApi<T>(path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; quiet?: boolean } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/_api/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    const failed = document.documentElement.dataset.failedRequest ?? 'The request failed. Please try again.';
    if (!init.quiet) reportError({ message: failed });
    throw new IslandApiError(failed, 0, 'network');
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (response.ok) return body;
  if (response.status === 401 && typeof body.login === 'string' && body.login.startsWith('/') && !body.login.startsWith('//')) {
    window.location.assign(body.login);
  }
  const message = body.message ?? `HTTP ${String(response.status)}`;
  // A refusal is an error: the generic notice shows it as "Error: {message}" (spec section 8).
  if (!init.quiet) reportError({ message });
  throw new IslandApiError(message, response.status, body.error ?? 'unknown');
}

/** Labels an island was given by the page (translated on the server), with `{{name}}` values. */
export function label(labels: Readonly<Record<string, string>>, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  return (labels[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
