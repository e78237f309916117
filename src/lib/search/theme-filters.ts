/**
 * Filters of single collections (portal.js utils/europeana/themes.js, SearchFilters.vue, SearchDateFilter.vue):
 * the fashion collection's own facets (designer, object type, technique, material), whose values carry a prefix
 * or suffix that picks them out and is not shown ("Object Type: dress" → "dress", "Coco Chanel (Designer)" →
 * "Coco Chanel"), and the newspaper collection's date of issue, a range of days or one day, sent as
 * `qf=proxy_dcterms_issued:[1914-01-01 TO 1914-12-31]` or `qf=proxy_dcterms_issued:1914-05-03`.
 */
import { formatRange, parseRange, type Range } from './range.ts';

/** Facets the Search API computes only for a collection that asks for them. */
export const THEME_FACET_NAMES = ['proxy_dc_type.en', 'proxy_dc_format.en', 'proxy_dcterms_medium.en'] as const;
export type ThemeFacetName = (typeof THEME_FACET_NAMES)[number];

/** A collection's facet: the field, and the part of a value that makes it one of the collection's (portal.js `label`). */
export interface ThemeFacet {
  readonly field: ThemeFacetName | 'CREATOR';
  readonly pattern: RegExp;
}

/** portal.js themes.js `fashion.facets`, in its order. */
const FASHION_FACETS: readonly ThemeFacet[] = [
  { field: 'CREATOR', pattern: / \(Designer\)/ },
  { field: 'proxy_dc_type.en', pattern: /Object Type: / },
  { field: 'proxy_dc_format.en', pattern: /Technique: / },
  { field: 'proxy_dcterms_medium.en', pattern: /Material: / },
];

/** The newspapers' date filter field (portal.js themes.js `newspaper.filters.date.field`). */
export const ISSUED_FIELD = 'proxy_dcterms_issued';

/** The facets of a collection (`collection:fashion`), none for the others. */
export function themeFacets(theme: string | undefined): readonly ThemeFacet[] {
  return theme === 'fashion' ? FASHION_FACETS : [];
}

/** Whether a collection has the date-of-issue filter. */
export function hasIssuedFilter(theme: string | undefined): boolean {
  return theme === 'newspaper';
}

export function isThemeFacetName(value: string): value is ThemeFacetName {
  return (THEME_FACET_NAMES as readonly string[]).includes(value);
}

/** The facet of a collection `field` is, if it is one. */
function themeFacet(field: string, theme: string | undefined): ThemeFacet | undefined {
  return themeFacets(theme).find((facet) => facet.field === field) ?? (isThemeFacetName(field) ? FASHION_FACETS.find((facet) => facet.field === field) : undefined);
}

/** Whether a facet value belongs to the collection's facet (SearchFacetDropdown `filterFacetFields`): "Object Type: dress" does, "fashion object" does not. */
export function isThemeFacetValue(field: string, value: string, theme: string | undefined): boolean {
  const facet = themeFacet(field, theme);
  return facet === undefined || facet.pattern.test(value);
}

/**
 * A value as the sidebar shows it (facets mixin `tFacetOption`): without its collection prefix or suffix.
 * @example themeFacetValueLabel('proxy_dc_type.en', 'Object Type: evening dress', 'fashion') // 'evening dress'
 */
export function themeFacetValueLabel(field: string, value: string, theme: string | undefined): string {
  const facet = themeFacet(field, theme);
  return facet === undefined ? value : value.replace(facet.pattern, '');
}

/** The message key naming a facet: "Designer" for the fashion collection's creators, `facets.proxy_dc_type` for `proxy_dc_type.en`. */
export function facetLabelKey(field: string, theme: string | undefined): string {
  if (field === 'CREATOR' && theme === 'fashion') return 'facets.fashion.CREATOR';
  return `facets.${field.split('.')[0] ?? field}`;
}

/** The date-of-issue filter: from and to (open ends undefined), or one day. */
export type IssuedFilter = { readonly specific: false; readonly range: Range } | { readonly specific: true; readonly day: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a day `YYYY-MM-DD` (what `<input type="date">` sends). */
export function isDay(text: string): boolean {
  return DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/**
 * The date-of-issue filter of a `qf` value, or undefined for any other filter.
 * @example parseIssuedQf('proxy_dcterms_issued:[1914-01-01 TO *]') // { specific: false, range: { start: '1914-01-01', end: undefined } }
 */
export function parseIssuedQf(qf: string): IssuedFilter | undefined {
  if (!qf.startsWith(`${ISSUED_FIELD}:`)) return undefined;
  const value = qf.slice(ISSUED_FIELD.length + 1).trim();
  const range = parseRange(value);
  if (range) return { specific: false, range };
  const day = value.replace(/^"(.*)"$/, '$1');
  return isDay(day) ? { specific: true, day } : undefined;
}

/**
 * The `qf` value of the date filter the form sent (SearchFilters.vue `dateFilterSelected`): one day when "specific
 * date" is ticked (the start date), else a range with open ends; undefined when no valid date was given.
 * @example issuedQf({ start: '1914-05-03', end: '', specific: true }) // 'proxy_dcterms_issued:1914-05-03'
 */
export function issuedQf(form: { start: string; end: string; specific: boolean }): string | undefined {
  const start = isDay(form.start.trim()) ? form.start.trim() : undefined;
  const end = isDay(form.end.trim()) ? form.end.trim() : undefined;
  if (form.specific) return start === undefined ? undefined : `${ISSUED_FIELD}:${start}`;
  if (start === undefined && end === undefined) return undefined;
  return `${ISSUED_FIELD}:${formatRange({ start, end })}`;
}

/** The collections whose documents' text the search box once searched (europeana.eu's SearchFilters.vue alerts). */
const FULLTEXT_COLLECTIONS = ['newspaper', 'ww1'] as const;
export type FulltextCollection = (typeof FULLTEXT_COLLECTIONS)[number];

/**
 * The collection searched in when its filters should say that full-text search moved to the advanced search.
 * @example fulltextMovedCollection('newspaper') // 'newspaper'
 */
export function fulltextMovedCollection(theme: string | undefined): FulltextCollection | undefined {
  return FULLTEXT_COLLECTIONS.find((one) => one === theme);
}
