import type { ZodType } from 'zod';
import { HTTP_TIMEOUT_MS } from '../constants.ts';
import { config as portalConfig, type ApiName, type PortalConfig } from '../config.ts';
import { errorCode, PortalError, type ErrorCode, type ErrorScope } from '../errors/catalogue.ts';
import { deepFreeze, upstreamResponses } from './response-cache.ts';

/**
 * The base of every upstream API client (spec section 7 "General"): base URL and key from
 * configuration, the key sent as `wskey`, array parameters as repeated keys, a 10 s timeout,
 * a JSON accept header, errors mapped to the catalogue, and each request recorded for the
 * debug panel.
 */

export type ParamValue = string | number | boolean | undefined | null | readonly (string | number | boolean)[];
export type Params = Readonly<Record<string, ParamValue>>;

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
}

/** What a call knows of the page request it serves. */
export interface ApiContext {
  /** Incoming request headers, for the `x-{api}-api-url` override. */
  readonly requestHeaders?: Headers | undefined;
  /** Requests made for this page, shown by the debug panel. */
  readonly requestLog?: RecordedRequest[] | undefined;
}

export interface ApiDefinition {
  readonly name: ApiName;
  /** Sends the API key as `wskey` (thumbnails and the media proxy do not). */
  readonly sendsKey: boolean;
  /** Error scope for codes derived from the status, e.g. `item` for 404 → `itemNotFound`. */
  readonly scope?: ErrorScope;
  /** Upstream error codes (JSON `code` field) mapped to catalogue codes. */
  readonly codeTable?: Readonly<Record<string, ErrorCode>>;
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly params?: Params;
  readonly body?: unknown;
  /** Overrides the 10 s default, e.g. 15 s for entity updates. */
  readonly timeoutMs?: number;
  /** Bearer token of the signed-in user for authorising APIs. Never logged. */
  readonly accessToken?: string | undefined;
  readonly context?: ApiContext | undefined;
  readonly scope?: ErrorScope;
  /**
   * What an error status means for this call, where the status alone would mislead: a 403 on a
   * gallery write means "not yours", not "private" (`{ 403: 'galleryNotOwner' }`).
   */
  readonly codeByStatus?: Readonly<Partial<Record<number, ErrorCode>>> | undefined;
  /**
   * Keeps a successful answer this long in the shared upstream cache (src/lib/apis/response-cache.ts) and
   * shares concurrent identical calls. Only for reads that are the same for every visitor: GETs, and POSTs
   * that only look up (the Entity API's retrieve, keyed by its body); ignored with an access token.
   */
  readonly cacheTtlMs?: number;
  /** `If-Match`: a write that applies only to the version this validator names; the API answers 412 otherwise. */
  readonly ifMatch?: string | undefined;
}

/** An error answered by, or on the way to, an upstream API. */
export class ApiError extends PortalError {
  readonly api: ApiName;
  /** Upstream error code (JSON `code` field), when there was one. */
  readonly upstreamCode: string | undefined;
  /** The upstream's JSON error answer, unvalidated (the Record API's 410 carries the depublished record). */
  readonly body: unknown;

  constructor(
    api: ApiName,
    message: string,
    options: { status: number; code: ErrorCode; upstreamCode?: string | undefined; cause?: unknown; body?: unknown },
  ) {
    super(message, { status: options.status, code: options.code, cause: options.cause });
    this.name = 'ApiError';
    this.api = api;
    this.upstreamCode = options.upstreamCode;
    this.body = options.body;
  }
}

/** Serialises parameters with arrays as repeated keys; empty values are left out. */
export function serialiseParams(params: Params = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number | boolean)[]) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
}

/** The URL with any API key removed, as the debug panel shows it. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('wskey');
  return parsed.toString();
}

/** Header that may override an API's base URL, e.g. `x-record-api-url`. */
export function overrideHeaderName(api: ApiName): string {
  return `x-${api.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-api-url`;
}

/**
 * The base URL for a call: the configured one, or the `x-{api}-api-url` request header when
 * configuration enables overrides and the header names one of the allowed hosts. Otherwise
 * anyone could point the server at any host (server-side request forgery).
 */
export function resolveBaseUrl(api: ApiName, cfg: PortalConfig, headers?: Headers): string {
  const configured = cfg.apis[api].url;
  const override = headers?.get(overrideHeaderName(api));
  if (!override || !cfg.apiUrlOverride.enabled) return configured;
  let parsed: URL;
  try {
    parsed = new URL(override);
  } catch {
    return configured;
  }
  const allowed =
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') && cfg.apiUrlOverride.hosts.includes(parsed.host);
  return allowed ? override.replace(/\/+$/, '') : configured;
}

async function readErrorBody(response: Response): Promise<{ message?: string; code?: string; body?: unknown }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      const message = [record.error, record.message].find((v): v is string => typeof v === 'string');
      const code = typeof record.code === 'string' ? record.code : undefined;
      return { ...(message === undefined ? {} : { message }), ...(code === undefined ? {} : { code }), body };
    }
  } catch {
    // Not JSON: the status alone describes the error.
  }
  return {};
}

interface PreparedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  /** Its key in the shared upstream cache, when it may use it (`RequestOptions.cacheTtlMs`). */
  readonly cacheKey: string | undefined;
}

export interface ApiClient {
  readonly name: ApiName;
  /** The base URL a call would use, for building links such as thumbnail URLs. */
  baseUrl(context?: ApiContext): string;
  /** Performs a call and returns the parsed JSON body (or `undefined` for an empty body). */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /** Performs a call and validates the JSON body with a schema. */
  requestParsed<T>(path: string, schema: ZodType<T>, options?: RequestOptions): Promise<T>;
  /** Reads a resource to write it back (never from the shared cache): its validated body and its version (`ETag`). */
  requestVersioned<T>(path: string, schema: ZodType<T>, options?: RequestOptions): Promise<Versioned<T>>;
}

/** A resource as read before a write, with the validator (`ETag`) its write sends as `If-Match`. */
export interface Versioned<T> {
  readonly value: T;
  readonly etag: string | undefined;
}

export function createApiClient(definition: ApiDefinition, getConfig: () => PortalConfig = portalConfig): ApiClient {
  const { name } = definition;

  function fail(message: string, status: number, options: RequestOptions, upstreamCode?: string, cause?: unknown, body?: unknown): ApiError {
    const mapped = upstreamCode ? definition.codeTable?.[upstreamCode] : undefined;
    return new ApiError(name, message, {
      status,
      code: mapped ?? options.codeByStatus?.[status] ?? errorCode(status, options.scope ?? definition.scope),
      upstreamCode,
      cause,
      body,
    });
  }

  /** A call made ready: its URL and headers, recorded for the debug panel, and its key in the shared cache if it may use it. */
  function prepare(path: string, options: RequestOptions): PreparedCall {
    const cfg = getConfig();
    const method = options.method ?? 'GET';
    const base = resolveBaseUrl(name, cfg, options.context?.requestHeaders);
    const params = serialiseParams(options.params);
    // What the page's request log shows: the query as asked, before the key is added (a caller's own key: redacted).
    const shown = params.has('wskey') ? undefined : params.toString();
    if (definition.sendsKey && !params.has('wskey')) params.set('wskey', cfg.apis[name].key);
    const query = params.toString();
    const url = `${base}${path}${query ? `?${query}` : ''}`;
    options.context?.requestLog?.push({ method, url: shown === undefined ? redactUrl(url) : `${base}${path}${shown ? `?${shown}` : ''}` });

    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    if (options.ifMatch) headers['if-match'] = options.ifMatch;

    const cacheable =
      (method === 'GET' ? options.body === undefined : method === 'POST') && !options.accessToken && (options.cacheTtlMs ?? 0) > 0;
    const cacheKey = cacheable ? (method === 'GET' ? `${name} ${url}` : `${name} ${method} ${url} ${JSON.stringify(options.body)}`) : undefined;
    return { url, method, headers, cacheKey };
  }

  /** The answer's text for the shared cache: only JSON is kept, so a garbled answer is not served after the service recovers. */
  async function fetchJsonText(call: PreparedCall, options: RequestOptions): Promise<string> {
    const fetched = await fetchText(call.url, call.method, call.headers, options);
    try {
      if (fetched !== '') JSON.parse(fetched);
    } catch (error) {
      throw fail(`The ${name} API answered with malformed JSON`, 502, options, undefined, error);
    }
    return fetched;
  }

  function parseJson(text: string, options: RequestOptions): unknown {
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw fail(`The ${name} API answered with malformed JSON`, 502, options, undefined, error);
    }
  }

  function validate<T>(body: unknown, schema: ZodType<T>): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(name, `The ${name} API answered in an unexpected shape`, {
        status: 502,
        code: 'upstreamUnavailable',
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const call = prepare(path, options);
    const text =
      call.cacheKey === undefined
        ? await fetchText(call.url, call.method, call.headers, options)
        : await upstreamResponses.get(call.cacheKey, options.cacheTtlMs ?? 0, () => fetchJsonText(call, options));
    return parseJson(text, options);
  }

  /** One upstream call: the body text of a successful answer, or an ApiError. */
  async function fetchText(url: string, method: string, headers: Record<string, string>, options: RequestOptions): Promise<string> {
    return (await fetchAnswer(url, method, headers, options)).text;
  }

  /** One upstream call: the body text of a successful answer and its `ETag`, or an ApiError. */
  async function fetchAnswer(url: string, method: string, headers: Record<string, string>, options: RequestOptions): Promise<{ text: string; etag: string | undefined }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiError(name, timedOut ? `The ${name} API did not answer in time` : `The ${name} API cannot be reached`, {
        status: timedOut ? 504 : 502,
        code: 'upstreamUnavailable',
        cause: error,
      });
    }

    if (!response.ok) {
      const body = await readErrorBody(response);
      throw fail(body.message ?? `${name} API: HTTP ${String(response.status)}`, response.status, options, body.code, undefined, body.body);
    }
    return { text: await response.text(), etag: response.headers.get('etag') ?? undefined };
  }

  return {
    name,
    baseUrl: (context) => resolveBaseUrl(name, getConfig(), context?.requestHeaders),
    request,
    async requestParsed(path, schema, options = {}) {
      const call = prepare(path, options);
      if (call.cacheKey === undefined) return validate(parseJson(await fetchText(call.url, call.method, call.headers, options), options), schema);
      // A cached answer is parsed and checked once, not on every page that shows it (issue 21: JSON.parse and zod
      // were a tenth of what an uncached search page allocated); the value is shared, hence frozen.
      return upstreamResponses.derived(call.cacheKey, options.cacheTtlMs ?? 0, () => fetchJsonText(call, options), schema, (text) =>
        deepFreeze(validate(parseJson(text, options), schema)),
      );
    },
    async requestVersioned(path, schema, options = {}) {
      const call = prepare(path, options);
      const answer = await fetchAnswer(call.url, call.method, call.headers, options);
      return { value: validate(parseJson(answer.text, options), schema), etag: answer.etag };
    },
  };
}
