/**
 * What the Entity API adds to entity cards (`AutomatedEntityCard` in theme groups and card groups, spec section 3),
 * fetched in one `/retrieve` for a page, as portal.js does for theme pages (`EntityCardGroup`):
 * - the picture: an editor may store an image URL on the card (`image`, read as `entityImage`); cards without one show
 *   the entity's own picture, `isShownBy` (or `depiction`); without either the card shows its placeholder. Issue 26,
 *   item 1: every card of every theme page was a grey box because no card carried an image.
 * - the name in the page language: portal.js titles these cards with the entity's `prefLabel` for the page's language;
 *   the card's own name (the editor's, in English) stays where the Entity API has no label in that language or does
 *   not answer (a German theme page listed "Painting", "15th century" while the exhibitions said "15. Jahrhundert").
 */
import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import { retrieveEntities, type CallOptions } from '../apis/entity.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { parseEntityUri } from '../edm/entity-path.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { englishFallbackLang } from './fallback.ts';
import { entityView, type EntityView } from '../edm/entity-view.ts';

/** The fields of an entity card its picture and name depend on. */
export interface EntityCardFields {
  readonly identifier: string | null;
  readonly entityImage: string | null;
}

/** The Entity API's view of the entities of a page's cards, in the page's language, by URI. */
export type CardEntities = ReadonlyMap<string, EntityView>;

/** How many entities one `/retrieve` asks for (the Entity API's page size). */
const RETRIEVE_LIMIT = 100;

/**
 * The entities of a page's cards, one Entity API request for all, viewed in `locale` (their names and pictures).
 * A failing Entity API means none (the cards keep their own names and their placeholders), never a failed page.
 */
export async function entityCardEntities(cards: readonly EntityCardFields[], locale = 'en', options: CallOptions = {}): Promise<CardEntities> {
  const uris = [...new Set(cards.filter((card) => card.identifier && parseEntityUri(card.identifier)).map((card) => card.identifier ?? ''))];
  if (uris.length === 0) return new Map();
  try {
    const entities = await retrieveEntities(uris.slice(0, RETRIEVE_LIMIT), options);
    return new Map(
      entities.flatMap((entity) => {
        const view = entityView(entity, locale);
        return view ? [[entity.id, view] as const] : [];
      }),
    );
  } catch {
    return new Map();
  }
}

/**
 * The title of one entity card: the entity's name in the page language, else the card's own name, else the entity's
 * name in another language (with that language, for the `lang` attribute), else none (the card is not shown). The
 * card's own name is marked English where it is the English fallback of a topic or a period ("Painting" on a German
 * page); a person's, a place's or an organisation's name is a proper name, which WCAG 3.1.2 leaves unmarked.
 */
export function entityCardTitle(
  card: EntityCardFields & { readonly name: string | null; readonly nameEN?: string | null },
  entities: CardEntities,
  locale: LocaleCode,
): { title: string; lang: string | undefined } | undefined {
  const view = card.identifier ? entities.get(card.identifier) : undefined;
  if (view && view.labelLang === undefined) return { title: view.label, lang: undefined };
  if (card.name) {
    const type = card.identifier ? parseEntityUri(card.identifier)?.type : undefined;
    const common = type === 'concept' || type === 'timespan';
    return { title: card.name, lang: common ? englishFallbackLang(locale, card.name, card.nameEN) : undefined };
  }
  return view ? { title: view.label, lang: view.labelLang } : undefined;
}

/**
 * The picture of one entity card: its own image (a Europeana Thumbnail API URL becomes the configured v3
 * thumbnail, as item previews do; any other https URL is kept), else the entity's, else none.
 */
export function entityCardThumbnail(card: EntityCardFields, entities: CardEntities): string | undefined {
  const own = card.entityImage?.trim();
  if (own) {
    try {
      const thumbnail = thumbnailFromEdmPreview(own, THUMBNAIL_SIZE_LARGE);
      if (thumbnail) return thumbnail;
    } catch {
      // Not a thumbnail URL the configured Thumbnail API can serve: the URL itself, when it is a web address.
    }
    return /^https:\/\/\S+$/.test(own) ? own : undefined;
  }
  return card.identifier ? entities.get(card.identifier)?.thumbnail : undefined;
}
