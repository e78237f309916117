import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkApiKey, requestApiKey } from './apikey.ts';
import { HttpError } from './errors.ts';
import { sendError } from './respond.ts';

/** What a handler receives for one request. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
  /** Origin the client used to reach the services (for ids inside IIIF manifests). */
  readonly origin: string;
  readonly apiKey: string | undefined;
}

export type Handler = (ctx: RequestContext) => void | Promise<void>;

export interface RouteOptions {
  /** Thumbnails, health and IIIF images need no key, like upstream. Default: key required. */
  readonly public?: boolean;
  /** The route applies only when this holds (e.g. `profile=internal` of entity management); otherwise routing goes on. */
  readonly when?: (query: URLSearchParams) => boolean;
}

/** A plain Node handler that owns every request under a path prefix (oidc-provider's `callback()`). */
export type MountedHandler = (req: IncomingMessage, res: ServerResponse) => void;

interface Route {
  readonly method: string;
  readonly segments: readonly string[];
  readonly handler: Handler;
  readonly public: boolean;
  readonly when: ((query: URLSearchParams) => boolean) | undefined;
}

/** Longest URL the services accept; beyond it the request is refused with 414 before parsing. */
const MAX_URL_LENGTH = 16 * 1024;

/**
 * A tiny method + path router. Patterns are slash-separated; `:name` captures one segment, and a pattern
 * segment like `:id.json` captures the segment without the `.json` suffix.
 * @example router.get('/record/v2/:dataset/:id.json', handler)
 */
export class Router {
  readonly #routes: Route[] = [];
  readonly #apiKeys: ReadonlySet<string>;
  readonly #keyValidators: ((key: string) => boolean)[] = [];
  readonly #mounts: { prefix: string; handler: MountedHandler }[] = [];

  constructor(apiKeys: readonly string[]) {
    this.#apiKeys = new Set(apiKeys);
  }

  get(pattern: string, handler: Handler, options: RouteOptions = {}): void {
    this.add('GET', pattern, handler, options);
  }

  post(pattern: string, handler: Handler, options: RouteOptions = {}): void {
    this.add('POST', pattern, handler, options);
  }

  put(pattern: string, handler: Handler, options: RouteOptions = {}): void {
    this.add('PUT', pattern, handler, options);
  }

  delete(pattern: string, handler: Handler, options: RouteOptions = {}): void {
    this.add('DELETE', pattern, handler, options);
  }

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): void {
    this.#routes.push({ method, segments: splitPath(pattern), handler, public: options.public ?? false, when: options.when });
  }

  /**
   * Hands every request under `prefix` that no route matched to `handler`, with `req.url` made relative to the
   * prefix and `req.originalUrl` kept (the Express/Connect mounting convention oidc-provider expects). No API key.
   */
  mount(prefix: string, handler: MountedHandler): void {
    this.#mounts.push({ prefix: prefix.replace(/\/$/, ''), handler });
  }

  /** Accepts keys beyond the configured list (enabled personal API keys); checked on every request. */
  acceptKeys(validator: (key: string) => boolean): void {
    this.#keyValidators.push(validator);
  }

  /** Whether `key` is a configured key or accepted by a validator. */
  isValidKey(key: string): boolean {
    return this.#apiKeys.has(key) || this.#keyValidators.some((validator) => validator(key));
  }

  /** Handles one request; every thrown error becomes a JSON error response, never an unhandled rejection. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let apiKey: string | undefined;
    try {
      const rawUrl = req.url ?? '/';
      if (rawUrl.length > MAX_URL_LENGTH) throw new HttpError(414, `URL too long: at most ${MAX_URL_LENGTH} characters`);
      const host = req.headers.host ?? '127.0.0.1';
      const url = new URL(rawUrl, `http://${host}`);
      const query = url.searchParams;
      apiKey = requestApiKey(req, query);
      const path = safeSplit(url.pathname);
      const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
      let pathMatched = false;
      for (const route of this.#routes) {
        const params = match(route.segments, path);
        if (params === undefined) continue;
        if (route.when !== undefined && !route.when(query)) continue;
        pathMatched = true;
        if (route.method !== method) continue;
        if (!route.public) checkApiKey(apiKey, (key) => this.isValidKey(key));
        await route.handler({ req, res, url, query, params, origin: `http://${host}`, apiKey });
        return;
      }
      if (pathMatched) throw new HttpError(405, `Method ${method} not allowed on ${url.pathname}`);
      const mounted = this.#mounts.find(({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
      if (mounted !== undefined) {
        Object.assign(req, { originalUrl: rawUrl, url: rawUrl.slice(mounted.prefix.length) || '/' });
        mounted.handler(req, res);
        return;
      }
      throw new HttpError(404, `No API at ${url.pathname}`);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendError(res, error, apiKey);
        return;
      }
      console.error('[services] unexpected error', error);
      sendError(res, new HttpError(500, 'Internal server error'), apiKey);
    }
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeSplit(pathname: string): string[] {
  return splitPath(pathname).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new HttpError(400, 'Malformed percent-encoding in the URL path');
    }
  });
}

function match(pattern: readonly string[], path: readonly string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index] ?? '';
    const actual = path[index] ?? '';
    if (expected.startsWith(':')) {
      const dot = expected.indexOf('.');
      if (dot === -1) {
        params[expected.slice(1)] = actual;
        continue;
      }
      const suffix = expected.slice(dot);
      if (!actual.endsWith(suffix) || actual.length === suffix.length) return undefined;
      params[expected.slice(1, dot)] = actual.slice(0, -suffix.length);
      continue;
    }
    if (expected !== actual) return undefined;
  }
  return params;
}
