/**
 * The error catalogue of spec section 8: one place that turns a status and a scope into an
 * error code, and an error code into the message keys of `i18n/<code>.json`.
 */
import { refusalLine } from './server-log.ts';

/** Suffix of an error code by HTTP status. */
const SUFFIX_BY_STATUS: Readonly<Record<number, string>> = {
  401: 'Unauthorised',
  403: 'Unauthorised',
  404: 'NotFound',
  410: 'Gone',
  423: 'Locked',
};

/** Scopes that have catalogue entries of their own. */
export type ErrorScope = 'generic' | 'gallery' | 'item' | 'page' | 'pinning' | 'search';

/** Every error code that has a message in `i18n/en.json` under `errorMessage.{code}`. */
export const ERROR_CODES = [
  'authClientDisabled',
  'authDuplicateKey',
  'authKeyLimitReached',
  'badRequest',
  'galleryItemsUnknown',
  'galleryLocked',
  'galleryNotAGallery',
  'galleryNotFound',
  'galleryNotOwner',
  'galleryPublishersOnly',
  'galleryUnauthorised',
  'genericGone',
  'genericLocked',
  'genericNotFound',
  'genericUnauthorised',
  'genericUnknownError',
  'IIIFManifestFailure',
  'inputControlCharacters',
  'inputRequired',
  'inputTooLong',
  'invalidRequest',
  'itemGone',
  'itemNotFound',
  'pageNotFound',
  'pinningNotFound',
  'requestTooLarge',
  'searchPaginationLimitExceeded',
  'searchQueryInvalid',
  'searchResultsNotFound',
  'translateQuotaError',
  'uriTooLong',
  'upstreamUnavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const codeSet: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && codeSet.has(value);
}

/**
 * Error code = scope (default `generic`) + suffix of the status. A status without a suffix, or a
 * code the catalogue does not know, is `genericUnknownError`.
 * @example errorCode(404, 'item') // 'itemNotFound'
 */
export function errorCode(status: number, scope: ErrorScope = 'generic'): ErrorCode {
  const suffix = SUFFIX_BY_STATUS[status];
  if (!suffix) return 'genericUnknownError';
  const code = `${scope}${suffix}`;
  if (isErrorCode(code)) return code;
  const generic = `generic${suffix}`;
  return isErrorCode(generic) ? generic : 'genericUnknownError';
}

/** Message keys of a code: message, and optional title and meta title. */
export function messageKeys(code: ErrorCode): { message: string; title: string; metaTitle: string } {
  return {
    message: `errorMessage.${code}`,
    title: `errorMessage.${code}.title`,
    metaTitle: `errorMessage.${code}.metaTitle`,
  };
}

export interface PortalErrorOptions {
  readonly status?: number | undefined;
  readonly code?: ErrorCode | undefined;
  readonly scope?: ErrorScope | undefined;
  /** Values interpolated into the message, e.g. `{ limit: 1000 }`. */
  readonly values?: Readonly<Record<string, string | number>> | undefined;
  readonly cause?: unknown;
}

/**
 * An error the portal knows how to show: it sets the HTTP status (default 500) and names the
 * catalogue entry whose translated message the error page shows.
 */
export class PortalError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(message: string, options: PortalErrorOptions = {}) {
    const status = options.status ?? 500;
    // A refusal (4xx) is the visitor's answer, not a failure: logged as one info line, without a stack
    // (./server-log.ts); failures keep their stack. So a refusal's stack is not captured at all: V8 walks the
    // (async) call stack for every Error made, 10–100 µs here, a few per cent of a 404 page's render.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    try {
      super(message, options.cause === undefined ? undefined : { cause: options.cause });
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'PortalError';
    this.status = status;
    this.code = options.code ?? errorCode(this.status, options.scope);
    this.values = options.values ?? {};
    if (this.status < 500) this.stack = refusalLine(this.status, this.code, message);
  }
}

function numberIn(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined;
}

/**
 * Any thrown value as a PortalError (spec section 8 "Generic errors"): the message from a string,
 * a `message` field or a JSON dump; the status from `statusCode`, `status` or `response.status`,
 * else 500.
 */
export function toPortalError(error: unknown): PortalError {
  if (error instanceof PortalError) return error;
  if (typeof error === 'string') return new PortalError(error);
  if (error !== null && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    const response = record.response as Record<string, unknown> | undefined;
    const status =
      numberIn(record.statusCode) ?? numberIn(record.status) ?? numberIn(response?.status) ?? 500;
    let message: string;
    if (typeof record.message === 'string') {
      message = record.message;
    } else {
      try {
        message = JSON.stringify(error);
      } catch {
        message = 'Unknown error';
      }
    }
    return new PortalError(message, { status, cause: error });
  }
  return new PortalError('Unknown error', { cause: error });
}
