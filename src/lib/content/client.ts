import { ClientError, GraphQLClient } from 'graphql-request';
import { createHash } from 'node:crypto';
import { deepFreeze, upstreamResponses } from '../apis/response-cache.ts';
import { HTTP_TIMEOUT_MS } from '../constants.ts';
import { config } from '../config.ts';
import type { RecordedRequest } from '../apis/client.ts';
import { localeByCode, type LocaleCode } from '../i18n/locales.ts';
import { noteReads } from '../publication/reads.ts';
import { groupedAnswer, localeGroupsActive, neverGroup } from './locale-groups.ts';

/**
 * The one client of the content service (Contentful's GraphQL Content API, spec section 7): POST on the
 * space-and-environment path with the delivery token, or the preview token for drafts.
 */

/** How one content query runs. */
export interface ContentOptions {
  /** Drafts too, with the preview token (`?mode=preview`). */
  readonly preview?: boolean | undefined;
  /** Requests of the page, for the debug panel (on-demand pages). */
  readonly requestLog?: RecordedRequest[] | undefined;
  /**
   * The query reads every entry of a listing only for what orders and filters it, and shows none of them: its
   * entries are recorded as key reads (src/lib/publication/reads.ts), not as entries the page shows.
   */
  readonly listingKeys?: boolean | undefined;
  /** Gives up sooner than the 10 s default (spec section 9), e.g. a search page's related stories. */
  readonly timeoutMs?: number | undefined;
  /**
   * Keeps the answer this long for every page that asks the same (on-demand pages' related stories and exhibitions,
   * the same for every visitor); never drafts, and never a pre-rendered page's query, which must read the content as
   * published. Every publication forgets them (`forgetContentAnswers`).
   */
  readonly cacheTtlMs?: number | undefined;
}

/** A content query that failed; the message names the query and the entry, as the build log must. */
export class ContentQueryError extends Error {
  override readonly name = 'ContentQueryError';
  readonly operation: string;
  readonly entry: string;
  constructor(operation: string, entry: string, cause: unknown) {
    super(`Content query ${operation} failed for ${entry}: ${describe(cause)}`, { cause });
    this.operation = operation;
    this.entry = entry;
  }
}

function describe(error: unknown): string {
  if (error instanceof ClientError) {
    const messages = error.response.errors?.map((e) => e.message).join('; ');
    return `HTTP ${String(error.response.status)}${messages ? `: ${messages}` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The GraphQL endpoint of the configured space and environment. */
export function contentEndpoint(): string {
  const { origin, space, environment } = config().content;
  return `${origin.replace(/\/+$/, '')}/v1/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}`;
}

/** The content-service locale of an interface language (`de` → `de-DE`). */
export function contentLocale(locale: LocaleCode): string {
  return localeByCode(locale).iso;
}

const clients = new Map<string, GraphQLClient>();

function client(preview: boolean): GraphQLClient {
  const { deliveryToken, previewToken } = config().content;
  const token = preview ? previewToken : deliveryToken;
  const endpoint = contentEndpoint();
  const key = `${endpoint} ${String(preview)}`;
  let found = clients.get(key);
  if (!found) {
    found = new GraphQLClient(endpoint, {
      headers: { authorization: `Bearer ${token}` },
      // Field errors (unknown locale, limits) arrive with partial data: never render half a page.
      errorPolicy: 'none',
      // Every document here has one operation, which GraphQL runs without being named. Naming it costs
      // graphql-request a parse of the whole document on every request (to find the name): about 2 % of the deploy
      // build's CPU and 3–5 % of what an uncached search page allocates (BENCHMARKS.md "The long tail").
      excludeOperationName: true,
      // The 10 s default, or sooner when the query passes its own signal (ContentOptions.timeoutMs).
      fetch: (input, init) => {
        const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
        return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
      },
    });
    clients.set(key, found);
  }
  return found;
}

/** The operation name of a query document (`query StoryPage(…)` → `StoryPage`). */
export function operationName(document: string): string {
  return /\bquery\s+(\w+)/.exec(document)?.[1] ?? 'anonymous';
}

/**
 * A pre-rendered page's query answered from the request that asks its language with four others
 * (./locale-groups.ts), or undefined when it is to be asked alone: the document cannot be grouped, or the grouped
 * request failed with an answer from the service (it is then asked alone, so the error the page reports is its
 * own; a 400, the service refusing the grouped form, keeps the document out of grouping in every group from then on).
 */
async function groupedResponse(document: string, variables: Readonly<Record<string, unknown>>): Promise<Record<string, unknown> | undefined> {
  try {
    return await groupedAnswer(document, variables, (grouped, others) =>
      client(false).request<Record<string, unknown>>({ document: grouped, variables: { ...others, preview: false } }),
    );
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    if (error.response.status === 400) neverGroup(document);
    return undefined;
  }
}

/**
 * Runs one query. The response shape is the query's selection: the service validates it against its schema,
 * so `T` describes exactly what the document asks for.
 *
 * @param entry names the entry in errors, e.g. `story "monet-at-etretat" (de-DE)`.
 */
export async function contentQuery<T>(
  document: string,
  variables: Readonly<Record<string, unknown>>,
  entry: string,
  options: ContentOptions = {},
): Promise<T> {
  const preview = options.preview === true;
  const operation = operationName(document);
  options.requestLog?.push({ method: 'POST', url: `${contentEndpoint()}?_query=${operation}` });
  const ask = async (): Promise<T> => {
    try {
      const grouped = localeGroupsActive() && !preview && options.timeoutMs === undefined ? await groupedResponse(document, variables) : undefined;
      return (grouped as T | undefined) ?? await client(preview).request<T>({
        document,
        variables: { ...variables, preview },
        ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
      });
    } catch (error) {
      throw new ContentQueryError(operation, entry, error);
    }
  };
  const ttl = options.cacheTtlMs ?? 0;
  const response = preview || ttl <= 0 ? await ask() : ((await keptAnswer(document, variables, ttl, ask)) as T);
  // What the page being rendered read: the dependency index of incremental publication (src/lib/publication/).
  noteReads(response, variables, options.listingKeys === true ? operation : undefined);
  return response;
}

/** What the content client derives from a kept answer's text (`ResponseCache.derived`): the answer, frozen. */
const KEPT_ANSWER = { parse: (text: string): unknown => deepFreeze(JSON.parse(text)) };
/** Keys of kept content answers begin with this. */
const KEPT_PREFIX = 'content ';
/** A short, stable name of each query document (long constant strings): the same in every module graph. */
const documentDigests = new Map<string, string>();

/**
 * The kept answer of a query for on-demand pages, or `ask`'s: in the shared upstream cache (src/lib/apis/response-cache.ts:
 * its lifetime, one request for concurrent calls, no failure kept, one memory bound with the API answers), as text
 * from which each page gets the same frozen value.
 */
function keptAnswer(document: string, variables: Readonly<Record<string, unknown>>, ttlMs: number, ask: () => Promise<unknown>): Promise<unknown> {
  let digest = documentDigests.get(document);
  if (digest === undefined) {
    digest = createHash('sha256').update(document).digest('base64url').slice(0, 16);
    documentDigests.set(document, digest);
  }
  const key = `${KEPT_PREFIX}${digest} ${JSON.stringify(variables)}`;
  return upstreamResponses.derived(key, ttlMs, async () => JSON.stringify(await ask()), KEPT_ANSWER, KEPT_ANSWER.parse);
}

/** Forgets every kept content answer: content was published (src/runtime/publication.ts, on every node). */
export function forgetContentAnswers(): void {
  upstreamResponses.forget((key) => key.startsWith(KEPT_PREFIX));
}
