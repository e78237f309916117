/**
 * The pictures of entity cards (`AutomatedEntityCard` in theme groups and card groups, spec section 3). An editor
 * may store an image URL on the card (`image`, read as `entityImage`); cards without one show the entity's own
 * picture, `isShownBy` (or `depiction`) of the Entity API, fetched in one `/retrieve` for a page, as portal.js does
 * for theme pages (`EntityCardGroup`). Without either the card shows its placeholder. Issue 26, item 1: every
 * card of every theme page was a grey box because no card carried an image.
 */
import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import { retrieveEntities, type CallOptions } from '../apis/entity.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { parseEntityUri } from '../edm/entity-path.ts';
import { entityView } from '../edm/entity-view.ts';

/** The fields of an entity card the picture depends on. */
export interface EntityCardImageFields {
  readonly identifier: string | null;
  readonly entityImage: string | null;
}

/** Thumbnails of entities by URI. */
export type EntityImages = ReadonlyMap<string, string>;

/** How many entities one `/retrieve` asks for (the Entity API's page size). */
const RETRIEVE_LIMIT = 100;

/**
 * The thumbnails of the entities of cards that carry no image of their own, one Entity API request for all.
 * A failing Entity API means no pictures (the cards keep their placeholders), never a failed page.
 */
export async function entityCardImages(cards: readonly EntityCardImageFields[], options: CallOptions = {}): Promise<EntityImages> {
  const uris = [...new Set(cards.filter((card) => !card.entityImage && card.identifier && parseEntityUri(card.identifier)).map((card) => card.identifier ?? ''))];
  if (uris.length === 0) return new Map();
  try {
    const entities = await retrieveEntities(uris.slice(0, RETRIEVE_LIMIT), options);
    return new Map(
      entities.flatMap((entity) => {
        const thumbnail = entityView(entity, 'en')?.thumbnail;
        return thumbnail ? [[entity.id, thumbnail] as const] : [];
      }),
    );
  } catch {
    return new Map();
  }
}

/**
 * The picture of one entity card: its own image (a Europeana Thumbnail API URL becomes the configured v3
 * thumbnail, as item previews do; any other https URL is kept), else the entity's, else none.
 */
export function entityCardThumbnail(card: EntityCardImageFields, images: EntityImages): string | undefined {
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
  return card.identifier ? images.get(card.identifier) : undefined;
}
