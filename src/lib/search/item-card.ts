import { SEARCH_FIELD_MAX_LENGTH, THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import type { HitSelector, SearchItem } from '../apis/schemas.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { langMapValue } from '../edm/langmap.ts';
import { otherLanguage } from '../i18n/locales.ts';
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
  /** Where the item's full text matched the search (list view, instead of the description). */
  readonly hit?: HitText | undefined;
}

/** A full-text match in a few words of its context; `lang` when the text's language is known. */
export interface HitText {
  readonly prefix: string;
  readonly exact: string;
  readonly suffix: string;
  readonly lang: string | undefined;
  /** Whether words were left out before the prefix or after the suffix. */
  readonly cutBefore: boolean;
  readonly cutAfter: boolean;
}

/** Words of context kept on either side of a hit (europeana.eu's ContentCard: HIT_TEXT_AFFIX_MAX_WORDS). */
export const HIT_CONTEXT_WORDS = 15;

/**
 * A hit selector as a card shows it: up to 15 words either side of the match, the language from its field.
 * @example hitText({ prefix: 'towards the edge, where the ', exact: 'boundary', suffix: ' never smooths out.', field: 'fulltext.en' })
 */
export function hitText(selector: HitSelector): HitText {
  // Word by word (a backtracking pattern over a long prefix would take seconds).
  const before = [...selector.prefix.matchAll(/\S+/gu)];
  const after = [...selector.suffix.matchAll(/\S+/gu)];
  const firstKept = before.length > HIT_CONTEXT_WORDS ? before[before.length - HIT_CONTEXT_WORDS] : undefined;
  const lastKept = after.length > HIT_CONTEXT_WORDS ? after[HIT_CONTEXT_WORDS - 1] : undefined;
  const prefix = firstKept === undefined ? selector.prefix : selector.prefix.slice(firstKept.index);
  const suffix = lastKept === undefined ? selector.suffix : selector.suffix.slice(0, lastKept.index + lastKept[0].length);
  return {
    prefix,
    exact: selector.exact,
    suffix,
    lang: /^fulltext\.([a-z]{2,3})$/.exec(selector.field ?? '')?.[1],
    cutBefore: firstKept !== undefined,
    cutAfter: lastKept !== undefined,
  };
}

/**
 * The selector a card shows: the first match in the page's language, else the first match (a result's hits may be
 * in several of its full texts' languages).
 */
export function pickHitSelector(selectors: readonly HitSelector[], locale: string): HitSelector | undefined {
  return selectors.find((selector) => selector.field === `fulltext.${locale}`) ?? selectors[0];
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
export function itemCard(item: SearchItem, locale: string, hit?: HitSelector): ItemCard {
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
    titleLang: otherLanguage(title?.lang, locale),
    creator: cut(creator?.values[0]),
    description: cut(description?.values[0]),
    dataProvider: cut(item.dataProvider?.[0]),
    thumbnail,
    type: item.type ?? 'IMAGE',
    year: item.year?.[0],
    hit: hit === undefined ? undefined : hitText(hit),
  };
}
