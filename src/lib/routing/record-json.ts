/**
 * `/{lang}/item/{dataset}/{id}.json` (portal.js server-middleware/record-json.js): the item page with its API
 * requests panel open, `/{lang}/item/{dataset}/{id}#api-requests`, where the Record API request of the item is
 * listed (a link to the API response with the debug settings' key).
 */
const RECORD_JSON = /^(\/[a-z]{2})?\/item\/([^/]+)\/([^/]+)\.json$/;

/**
 * Where a `.json` item URL goes, or undefined for any other path.
 * @example recordJsonLocation('/de/item/90402/SK_A_2344.json', '') // '/de/item/90402/SK_A_2344#api-requests'
 */
export function recordJsonLocation(pathname: string, search: string): string | undefined {
  const match = RECORD_JSON.exec(pathname);
  if (!match || match[2] === '.' || match[2] === '..' || match[3] === '' || match[3] === '.' || match[3] === '..') return undefined;
  return `${pathname.slice(0, -'.json'.length)}${search}#api-requests`;
}
