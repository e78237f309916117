/**
 * An error that becomes an HTTP response with a Europeana-style body `{ success: false, error }`.
 * Throw it anywhere inside a handler; the server turns it into the response.
 * @example throw new HttpError(400, 'Invalid query parameter: rows must be at most 100')
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, options: { code?: string; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code;
    this.extra = options.extra ?? {};
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
