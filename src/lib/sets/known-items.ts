import { ApiError, type ApiContext } from '../apis/client.ts';
import { search } from '../apis/record.ts';
import { PortalError } from '../errors/catalogue.ts';
import { quoteValue } from '../search/escape.ts';

/**
 * Items that do not exist in a gallery write (issue 18, item 8). The Set API refuses a new gallery
 * or an addition naming items it does not know with a plain 400; the portal then asks the Search
 * API which of those items exist, and when some do not, the refusal says so
 * (`galleryItemsUnknown`) instead of "something went wrong". Checked only after a refusal, so a
 * write that succeeds costs no extra call.
 */

/** The ids of `ids` the Search API does not know (any content tier). */
export async function missingItems(ids: readonly string[], context?: ApiContext): Promise<string[]> {
  const unique = [...new Set(ids)];
  const response = await search(
    { query: `europeana_id:(${unique.map(quoteValue).join(' OR ')})`, qf: ['contentTier:*'], profile: 'minimal', rows: unique.length, start: 1 },
    { context },
  );
  const found = new Set(response.items.map((item) => item.id));
  return unique.filter((id) => !found.has(id));
}

/**
 * Runs a Set API write naming `ids`; a 400 for items that do not exist becomes `galleryItemsUnknown`
 * (400), any other failure is rethrown as it was.
 */
export async function withKnownItems<T>(ids: readonly string[], write: () => Promise<T>, context?: ApiContext): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400 || ids.length === 0) throw error;
    let missing: string[];
    try {
      missing = await missingItems(ids, context);
    } catch {
      // The Search API cannot tell: the Set API's refusal stands as it was.
      throw error;
    }
    if (missing.length === 0) throw error;
    throw new PortalError(`Unknown items: ${missing.slice(0, 10).join(', ')}`, { status: 400, code: 'galleryItemsUnknown', cause: error });
  }
}
