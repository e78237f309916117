/**
 * The search page's forms send fields that are not the search state itself: the year range, the newspapers'
 * date-of-issue range (src/lib/search/theme-filters.ts) and the advanced search's rows (./advanced.ts). Each
 * becomes `qf` or `qa` values of the search URL, which the page redirects to (303), so that a result page always
 * has one address whatever form led there.
 */
import { formatRange } from './range.ts';
import { formRows, isBuilderSubmission, rowsToQa } from './advanced.ts';
import { MAX_FILTERS, parseSearchState, stateHref } from './state.ts';
import { issuedQf, parseIssuedQf } from './theme-filters.ts';

const YEAR = /^-?[0-9]{1,4}$/;

/**
 * The address a form submission on the search page leads to, or undefined when the request is not one.
 * @example searchFormRedirect(new URLSearchParams('query=paris&yearFrom=1850'), '/en/search') // '/en/search?query=paris&qf=YEAR%3A%5B1850+TO+*%5D'
 */
export function searchFormRedirect(submitted: URLSearchParams, basePath: string): string | undefined {
  const params = new URLSearchParams(submitted);
  let changed = false;
  // The date-of-issue fields become one filter: a range, or one day.
  if (params.has('issuedFrom') || params.has('issuedTo') || params.has('issuedSpecific')) {
    const issued = issuedQf({ start: params.get('issuedFrom') ?? '', end: params.get('issuedTo') ?? '', specific: params.get('issuedSpecific') === '1' });
    const qf = [...params.getAll('qf').filter((q) => parseIssuedQf(q.trim()) === undefined), ...(issued === undefined ? [] : [issued])];
    params.delete('qf');
    for (const value of qf) params.append('qf', value);
    for (const name of ['issuedFrom', 'issuedTo', 'issuedSpecific']) params.delete(name);
    changed = true;
  }
  // The year fields become one range filter, `YEAR:[from TO to]`.
  if (params.has('yearFrom') || params.has('yearTo')) {
    const yearFrom = params.get('yearFrom')?.trim() ?? '';
    const yearTo = params.get('yearTo')?.trim() ?? '';
    const next = parseSearchState(params);
    const range = YEAR.test(yearFrom) || YEAR.test(yearTo)
      ? [`YEAR:${formatRange({ start: YEAR.test(yearFrom) ? yearFrom : undefined, end: YEAR.test(yearTo) ? yearTo : undefined })}`]
      : [];
    return stateHref(basePath, { ...next, qf: [...next.qf.filter((q) => !q.startsWith('YEAR:')), ...range], page: 1 });
  }
  // The builder's rows become `qa` values; the values it did not write come back as hidden `qa` fields and stay.
  if (isBuilderSubmission(params)) {
    const next = parseSearchState(params);
    return stateHref(basePath, { ...next, qa: [...new Set([...next.qa, ...rowsToQa(formRows(params))])].slice(0, MAX_FILTERS), page: 1 });
  }
  return changed ? stateHref(basePath, { ...parseSearchState(params), page: 1 }) : undefined;
}
