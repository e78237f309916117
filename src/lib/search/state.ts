import { SEARCH_PAGE_SIZE, SEARCH_RESULT_WINDOW } from '../constants.ts';
import { requestedPage } from '../routing/page-param.ts';
import { quoteValue } from './escape.ts';
import { isBooleanFilter, isFacetName, type BooleanFilter, type FacetName } from './facets.ts';
import { isThemeFacetName, type ThemeFacetName } from './theme-filters.ts';

/**
 * Search state lives in the URL (`query`, `qf`, `api`, `reusability`, `qa`, `page`, `view`), so
 * back/forward and shared links work (spec section 2 "Search query keys").
 */
export const VIEWS = ['grid', 'list', 'mosaic'] as const;
export type View = (typeof VIEWS)[number];
export const DEFAULT_VIEW: View = 'grid';

export interface SearchState {
  readonly query: string;
  /** Filters as written in the URL, e.g. `TYPE:"IMAGE"`, `collection:art`, `YEAR:[1800 TO *]`. */
  readonly qf: readonly string[];
  readonly reusability: readonly string[];
  readonly api: 'fulltext' | 'metadata' | undefined;
  readonly qa: readonly string[];
  readonly page: number;
  readonly view: View;
}

/** Most filters a URL may carry; more is not a search but an attack. */
export const MAX_FILTERS = 100;

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}

/** Reads the state from a URL's parameters; the view falls back to the cookie, then grid. */
export function parseSearchState(params: URLSearchParams, viewCookie?: string): SearchState {
  const view = params.get('view') ?? viewCookie;
  const api = params.get('api');
  return {
    query: (params.get('query') ?? '').trim(),
    qf: params.getAll('qf').map((q) => q.trim()).filter(Boolean).slice(0, MAX_FILTERS),
    // `reusability=open,restricted` as the API writes it, or repeated keys as a form sends them.
    reusability: [...new Set(params.getAll('reusability').flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean))].slice(0, 10),
    api: api === 'fulltext' || api === 'metadata' ? api : undefined,
    qa: params.getAll('qa').map((q) => q.trim()).filter(Boolean).slice(0, MAX_FILTERS),
    page: requestedPage(params),
    view: isView(view) ? view : DEFAULT_VIEW,
  };
}

/** The filter toggle is marked "filters applied" when qf, api, reusability or qa is present. */
export function hasFiltersApplied(state: SearchState): boolean {
  return state.qf.length > 0 || state.api !== undefined || state.reusability.length > 0 || state.qa.length > 0;
}

/** A facet filter in the URL: `NAME:"value"`, `NAME:value`. */
export interface ParsedFilter {
  readonly name: FacetName | BooleanFilter | ThemeFacetName | 'REUSABILITY';
  readonly value: string;
}

const FILTER = /^([A-Za-z_]+(?:\.[a-z]{2})?):(?:"((?:[^"\\]|\\.)*)"|([^\s"]+))$/;

/** Parses one `qf` value into a facet and value, or `undefined` for other filters. */
export function parseFilter(qf: string): ParsedFilter | undefined {
  const match = FILTER.exec(qf);
  if (!match?.[1]) return undefined;
  const name = match[1];
  const value = match[2] === undefined ? (match[3] ?? '') : match[2].replace(/\\(.)/g, '$1');
  if (isFacetName(name) || isBooleanFilter(name) || isThemeFacetName(name)) return { name, value };
  return undefined;
}

/** The `qf` value selecting one facet value. */
export function filterQf(name: string, value: string): string {
  return name === 'collection' || name === 'contentTier' || isBooleanFilter(name) ? `${name}:${value}` : `${name}:${quoteValue(value)}`;
}

/**
 * The search page of a language searching for `query` (a volunteer's tag, a record's dataset).
 * @example querySearchHref('de', '"harbour"') // '/de/search?query=%22harbour%22'
 */
export function querySearchHref(locale: string, query: string): string {
  return paramsHref(`/${locale}/search`, new URLSearchParams({ query }));
}

/**
 * The search page of a language filtered to one facet value (a theme's quick search, a media type's count).
 * @example filterSearchHref('de', 'collection', 'art') // '/de/search?qf=collection%3Aart'
 */
export function filterSearchHref(locale: string, name: string, value: string): string {
  return paramsHref(`/${locale}/search`, new URLSearchParams({ qf: filterQf(name, value) }));
}

/** Selected values by facet, REUSABILITY included. */
export function selectedValues(state: SearchState): Map<string, string[]> {
  const selected = new Map<string, string[]>();
  for (const qf of state.qf) {
    const filter = parseFilter(qf);
    if (filter) selected.set(filter.name, [...(selected.get(filter.name) ?? []), filter.value]);
  }
  if (state.reusability.length > 0) selected.set('REUSABILITY', [...state.reusability]);
  return selected;
}

/** Serialises a state to query parameters; defaults (page 1, no view) are left out. */
export function stateToParams(state: SearchState, options: { keepView?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const qf of state.qf) params.append('qf', qf);
  if (state.reusability.length > 0) params.set('reusability', state.reusability.join(','));
  if (state.api) params.set('api', state.api);
  for (const qa of state.qa) params.append('qa', qa);
  if (state.page > 1) params.set('page', String(state.page));
  if (options.keepView) params.set('view', state.view);
  return params;
}

/** `basePath` with `params` as its query, or alone when there are none. */
export function paramsHref(basePath: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

export function stateHref(basePath: string, state: SearchState, options: { keepView?: boolean } = {}): string {
  return paramsHref(basePath, stateToParams(state, options));
}

/** The state with one facet value added or removed; the page goes back to 1. */
export function toggleFilter(state: SearchState, name: string, value: string): SearchState {
  if (name === 'REUSABILITY') {
    const reusability = state.reusability.includes(value)
      ? state.reusability.filter((r) => r !== value)
      : [...state.reusability, value];
    return { ...state, reusability, page: 1 };
  }
  const qf = filterQf(name, value);
  const selected = state.qf.some((q) => sameFilter(q, name, value));
  return { ...state, qf: selected ? state.qf.filter((q) => !sameFilter(q, name, value)) : [...state.qf, qf], page: 1 };
}

function sameFilter(qf: string, name: string, value: string): boolean {
  const parsed = parseFilter(qf);
  return parsed?.name === name && parsed.value === value;
}

/** The filters a search box keeps as hidden fields, so that a new query keeps them (`qf`, then `qa`). */
export function hiddenFilters(state: SearchState): { readonly name: 'qf' | 'qa'; readonly value: string }[] {
  return [...state.qf.map((value) => ({ name: 'qf' as const, value })), ...state.qa.map((value) => ({ name: 'qa' as const, value }))];
}

/** The state without a given raw `qf` or `qa` value (for the removable chips). */
export function withoutQf(state: SearchState, qf: string): SearchState {
  return { ...state, qf: state.qf.filter((q) => q !== qf), qa: state.qa.filter((q) => q !== qf), page: 1 };
}

/** All filters removed, the query kept (the reset button). */
export function resetFilters(state: SearchState): SearchState {
  return { ...state, qf: [], reusability: [], api: undefined, qa: [], page: 1 };
}

/** Search API `start` and `rows` for a page, within the 1000-result window; `undefined` beyond it. */
export function pageWindow(page: number, pageSize: number = SEARCH_PAGE_SIZE): { start: number; rows: number } | undefined {
  const start = (page - 1) * pageSize + 1;
  if (start > SEARCH_RESULT_WINDOW) return undefined;
  return { start, rows: Math.min(SEARCH_RESULT_WINDOW + 1 - start, pageSize) };
}

/**
 * Whether a page is the last one the 1000-result window lets a visitor see while more results exist (spec
 * section 9: the last page is flagged when start plus rows exceeds 1000), so the page says that only the first
 * 1000 can be viewed.
 * @example endsAtResultWindow(42, 58_000_000) // true: results 985 to 1000, more exist
 */
export function endsAtResultWindow(page: number, totalResults: number, pageSize: number = SEARCH_PAGE_SIZE): boolean {
  const window = pageWindow(page, pageSize);
  return window !== undefined && totalResults > SEARCH_RESULT_WINDOW && window.start + pageSize > SEARCH_RESULT_WINDOW;
}

/** The last page a visitor can reach for a number of results. */
export function lastPage(totalResults: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.min(totalResults, SEARCH_RESULT_WINDOW) / pageSize));
}
