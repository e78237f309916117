/**
 * What an on-demand page's loader answers (issue 21 item 2, "thin pages": route → loader → page model → view).
 * The loader takes the request's inputs ({@link PageRequest}) and returns one {@link PageResult}: the finished
 * model of the page with what its response says (status, cache), a redirect it decided, or a failure already
 * presented and reported. The page only applies it ({@link answerPage}) and renders.
 */
import type { CacheOptions } from 'astro';
import type { TFunction } from 'i18next';
import type { ApiContext } from '../apis/client.ts';
import type { SessionUser } from '../auth/claims.ts';
import { toPortalError } from '../errors/catalogue.ts';
import { presentError, type PresentedError } from '../errors/present.ts';
import { reportHandledError, type RequestFacts } from '../errors/report.ts';
import type { LocaleCode } from '../i18n/locales.ts';

/** The inputs of a page request a loader reads: its address, the visitor, the language and the upstream context. */
export interface PageRequest {
  readonly url: URL;
  readonly locale: LocaleCode;
  readonly t: TFunction;
  readonly user: SessionUser | undefined;
  /** For the upstream calls: the request's headers and API request log (src/middleware/request-context.ts). */
  readonly context: ApiContext;
  /** For the reports of failures the page handles (src/lib/errors/report.ts). */
  readonly facts: RequestFacts;
}

export type RedirectStatus = 301 | 302 | 303;

export type PageResult<M> =
  | {
    readonly kind: 'page';
    readonly model: M;
    /** The response's status when not 200 (a depublished item's 410, a search error's status). */
    readonly status?: number | undefined;
    /** The `cache-control` header, when the page sets one itself. */
    readonly cacheControl?: string | undefined;
    /** The route cache's options, when the page is the same for every anonymous visitor (src/lib/cache/page-cache.ts). */
    readonly routeCache?: CacheOptions | undefined;
  }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: RedirectStatus }
  | { readonly kind: 'error'; readonly presented: PresentedError };

/** The page request of an Astro page or endpoint: what the middleware put in its locals, and its address. */
export function pageRequest(astro: { readonly url: URL; readonly request: Request; readonly locals: App.Locals }): PageRequest {
  const { locale, t, user, apiContext, requestId } = astro.locals;
  return { url: astro.url, locale, t, user, context: apiContext, facts: { url: astro.url, method: astro.request.method, requestId } };
}

/**
 * The one way a page presents a failure: the catalogue's message for it (src/lib/errors/present.ts), and a report
 * when it is ours or upstream's (status ≥ 500, src/lib/errors/report.ts). Its response is never stored
 * ({@link answerPage}).
 */
export function failedPage(error: unknown, request: Pick<PageRequest, 't' | 'facts'>): { readonly kind: 'error'; readonly presented: PresentedError } {
  const failure = toPortalError(error);
  reportHandledError(request.facts, failure);
  return { kind: 'error', presented: presentError(failure, request.t) };
}

/** What of an Astro page a result is applied to. */
export interface PageResponse {
  readonly response: { status?: number | undefined; readonly headers: Headers };
  readonly cache: { set(options: CacheOptions): void };
}

/** A page result of a loader that has no failure of its own to present (the search page shows its failures in the results). */
export type FinishedPage<M> = Extract<PageResult<M>, { kind: 'page' }>;

/**
 * Applies a page or failure result to the response: a failure's status and `cache-control: no-store`; a page's
 * status, cache-control and route cache. Answers the model, or the presented failure the page shows instead
 * (src/components/error/FailedPage.astro). Redirects are the page's own `return Astro.redirect(…)`.
 */
export function answerPage<M>(astro: PageResponse, result: FinishedPage<M>): { readonly model: M; readonly presented?: undefined };
export function answerPage<M>(
  astro: PageResponse,
  result: Exclude<PageResult<M>, { kind: 'redirect' }>,
): { readonly model: M; readonly presented?: undefined } | { readonly model?: undefined; readonly presented: PresentedError };
export function answerPage<M>(
  astro: PageResponse,
  result: Exclude<PageResult<M>, { kind: 'redirect' }>,
): { readonly model: M; readonly presented?: undefined } | { readonly model?: undefined; readonly presented: PresentedError } {
  if (result.kind === 'error') {
    astro.response.status = result.presented.status;
    astro.response.headers.set('cache-control', 'no-store');
    return { presented: result.presented };
  }
  if (result.status !== undefined) astro.response.status = result.status;
  if (result.cacheControl !== undefined) astro.response.headers.set('cache-control', result.cacheControl);
  if (result.routeCache) astro.cache.set(result.routeCache);
  return { model: result.model };
}
