import unquotable from './data/unquotable-facets.json' with { type: 'json' };
import { escapeLuceneSpecials } from '../../search/escape.ts';
import { langPrefix, redirect, type LegacyRule } from './rule.ts';
import { themeFor } from './themes.ts';

/** Facets whose values are sent unquoted (`data/unquotable-facets.json`). */
const UNQUOTABLE_FACETS: ReadonlySet<string> = new Set(unquotable as readonly string[]);

const SEARCH = /^\/portal(\/[a-z]{2})?\/search(?:\.html)?$/i;
const COLLECTION = /^\/portal(\/[a-z]{2})?\/collections\/([^/]+?)(?:\.html)?$/i;

/** `f[FIELD]`, `f[FIELD][]`, `f[FIELD][0]`. */
const FACET_KEY = /^f\[([^\]]+)\](?:\[\d*\])?$/;
/** `range[FIELD][begin]`, `range[FIELD][end]`. */
const RANGE_KEY = /^range\[([^\]]+)\]\[(begin|end)\]$/;
/** `qf`, `qf[]`, `qf[0]`. */
const QF_KEY = /^qf(?:\[\d*\])?$/;

/**
 * Legacy search pages → `/search`, and legacy collection pages with a `q` parameter → a search
 * filtered by that collection (`qf=collection:{theme}`). The rule builds its own query:
 * `q` then the old free-text `qf` values joined with ` AND ` into `query`; `f[FIELD][]` facets,
 * `range[FIELD][begin|end]`, `f[REUSABILITY][]` and `f[api][]` mapped to the new filters;
 * `page` and `per_page` dropped; any other parameter kept.
 */
export const searchRule: LegacyRule = (path, search) => {
  const params = new URLSearchParams(search);
  const plain = SEARCH.exec(path);
  if (plain) return redirect(`${langPrefix(plain[1])}/search`, mapSearchQuery(params, []), 301);
  const collection = COLLECTION.exec(path);
  if (collection && params.has('q')) {
    return redirect(`${langPrefix(collection[1])}/search`, mapSearchQuery(params, [`collection:${themeFor(collection[2] ?? '')}`]));
  }
  return undefined;
};

/** The new search query of a legacy one, as a `?…` string. */
export function mapSearchQuery(params: URLSearchParams, initialQf: readonly string[]): string {
  const terms: string[] = [];
  const freeText: string[] = [];
  const qf = [...initialQf];
  const ranges = new Map<string, { begin: string; end: string }>();
  let reusability: string[] | undefined;
  let api: string | undefined;
  const others: [string, string][] = [];

  for (const [key, value] of params) {
    if (key === 'q') {
      terms.push(value);
    } else if (QF_KEY.test(key) || key === 'query') {
      freeText.push(value);
    } else if (key === 'page' || key === 'per_page') {
      continue;
    } else {
      const facet = FACET_KEY.exec(key)?.[1];
      const range = RANGE_KEY.exec(key);
      if (facet === 'REUSABILITY') {
        (reusability ??= []).push(value);
      } else if (facet === 'api') {
        api ??= value === 'default' ? 'metadata' : value === 'api' ? 'fulltext' : undefined;
      } else if (facet !== undefined) {
        const unquoted = UNQUOTABLE_FACETS.has(facet) || value.includes('*');
        qf.push(`${facet}:${unquoted ? value : `"${escapeLuceneSpecials(value)}"`}`);
      } else if (range) {
        const field = range[1] ?? '';
        const bounds = ranges.get(field) ?? { begin: '', end: '' };
        bounds[range[2] === 'begin' ? 'begin' : 'end'] = value;
        ranges.set(field, bounds);
      } else {
        others.push([key, value]);
      }
    }
  }
  for (const [field, { begin, end }] of ranges) {
    const from = begin || '*';
    const to = end || '*';
    qf.push(from === to ? `${field}:${from}` : `${field}:[${from} TO ${to}]`);
  }

  const out = new URLSearchParams();
  out.set('query', [...terms, ...freeText].join(' AND '));
  for (const filter of qf) out.append('qf', filter);
  if (reusability) out.set('reusability', reusability.join(','));
  if (api !== undefined) out.set('api', api);
  for (const [key, value] of others) out.append(key, value);
  return `?${out.toString()}`;
}
