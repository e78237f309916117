import { SEARCH_FIELD_MAX_LENGTH, THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import type { SearchItem } from '../apis/schemas.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { langMapValue } from '../edm/langmap.ts';
import { truncate } from '../text/truncate.ts';

/** What a search result card shows, with fields truncated at 256 characters (spec section 5). */
export interface ItemCard {
  readonly id: string;
  readonly href: string;
  readonly title: string | undefined;
  /** Language of the title when it differs from the page's. */
  readonly titleLang: string | undefined;
  readonly creator: string | undefined;
  readonly description: string | undefined;
  readonly dataProvider: string | undefined;
  readonly thumbnail: string | undefined;
  readonly type: string;
  readonly year: string | undefined;
}

const cut = (text: string | undefined) => (text === undefined ? undefined : truncate(text, SEARCH_FIELD_MAX_LENGTH));

/**
 * The path of an item page in a language: `/{locale}/item/{dataset}/{id}` (spec section 3).
 * @example itemPath('/2000001/aic_93784', 'en') // '/en/item/2000001/aic_93784'
 */
export function itemPath(id: string, locale: string): string {
  return `/${locale}/item${id}`;
}

/** The card of a search item, in the visitor's language where the language maps have it. */
export function itemCard(item: SearchItem, locale: string): ItemCard {
  const title = langMapValue(item.dcTitleLangAware, locale);
  const creator = langMapValue(item.dcCreatorLangAware, locale);
  const description = langMapValue(item.dcDescriptionLangAware, locale);
  const preview = item.edmPreview?.[0];
  let thumbnail: string | undefined;
  try {
    thumbnail = preview ? thumbnailFromEdmPreview(preview, THUMBNAIL_SIZE_LARGE) : undefined;
  } catch {
    thumbnail = undefined;
  }
  return {
    id: item.id,
    href: itemPath(item.id, locale),
    title: cut(title?.values[0] ?? item.title?.[0]),
    titleLang: title?.lang !== undefined && title.lang !== locale ? title.lang : undefined,
    creator: cut(creator?.values[0]),
    description: cut(description?.values[0]),
    dataProvider: cut(item.dataProvider?.[0]),
    thumbnail,
    type: item.type ?? 'IMAGE',
    year: item.year?.[0],
  };
}
