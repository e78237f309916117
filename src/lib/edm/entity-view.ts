import { LOGO_SIZE, THUMBNAIL_SIZE_LARGE, THUMBNAIL_SIZE_SMALL } from '../constants.ts';
import type { Entity } from '../apis/entity.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { entityPath, parseEntityUri, type EntityType } from './entity-path.ts';
import { langMapFirst, langMapValue } from './langmap.ts';
import { otherLanguage } from '../i18n/locales.ts';
import { wikimediaThumbnailUrl } from './wikimedia.ts';

/** The search field that scopes a search to an entity's items. */
export const ENTITY_SCOPE_FIELD: Readonly<Record<EntityType, string>> = {
  agent: 'edm_agent',
  concept: 'skos_concept',
  organization: 'foaf_organization',
  place: 'edm_place',
  timespan: 'edm_timespan',
};

/** An entity (or a theme) as a chip linking to its page (src/components/entity/EntityChip.astro). */
export interface Chip {
  readonly href: string;
  readonly label: string;
  readonly lang?: string | undefined;
  readonly uri?: string | undefined;
  /** A small picture of the entity or theme (decorative: the label names it). */
  readonly image?: string | undefined;
}

export interface EntityView {
  readonly uri: string;
  readonly type: EntityType;
  readonly id: string;
  readonly label: string;
  readonly labelLang: string | undefined;
  readonly description: string | undefined;
  readonly descriptionLang: string | undefined;
  readonly thumbnail: string | undefined;
  readonly href: string;
  readonly recordCount: number | undefined;
  readonly dates: string | undefined;
}

function first(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/** The year of an ISO date (`1801-01-01` → `1801`, `-0499-01-01` → `-499`); other text as it is. */
function yearOf(value: string | undefined): string | undefined {
  const match = /^(-?)0*(\d{1,4})-\d{2}-\d{2}/.exec(value ?? '');
  return match ? `${match[1] ?? ''}${match[2] ?? ''}` : value;
}

/**
 * Time spans in time order (issue 26, item 9: the centuries listing came in the API's ranking order); other
 * entities as they are. Sorts by the year the span begins; a span without one keeps its place at the end.
 */
export function inTimeOrder(entities: readonly Entity[]): Entity[] {
  const begins = (entity: Entity): number => {
    const begin = first(entity.begin);
    const year = begin === undefined ? Number.NaN : Number(yearOf(begin));
    return Number.isFinite(year) ? year : Number.POSITIVE_INFINITY;
  };
  return [...entities].sort((a, b) => begins(a) - begins(b));
}

/**
 * What the portal shows of an entity, in the visitor's language; `undefined` for anything that
 * is not an entity URI of the data host.
 */
export function entityView(entity: Entity, locale: string): EntityView | undefined {
  const parts = parseEntityUri(entity.id);
  if (!parts) return undefined;
  const label = langMapValue(entity.prefLabel, locale);
  const description = langMapValue(entity.note ?? entity.description, locale);
  const labelText = label?.values[0] ?? entity.id;
  const preview = entity.isShownBy?.thumbnail ?? entity.depiction?.thumbnail;
  let thumbnail: string | undefined;
  try {
    thumbnail = preview ? thumbnailFromEdmPreview(preview, THUMBNAIL_SIZE_LARGE) : undefined;
  } catch {
    thumbnail = undefined;
  }
  // A time span's bounds are ISO dates (`1801-01-01`); its years say it (`1801–1900`).
  const bound = (value: string | undefined): string | undefined => (parts.type === 'timespan' ? yearOf(value) : value);
  const born = bound(first(entity.dateOfBirth) ?? first(entity.begin));
  const died = bound(first(entity.dateOfDeath) ?? first(entity.end));
  return {
    uri: entity.id,
    type: parts.type,
    id: parts.id,
    label: labelText,
    labelLang: otherLanguage(label?.lang, locale),
    description: description?.values[0],
    descriptionLang: otherLanguage(description?.lang, locale),
    thumbnail,
    href: entityPath(entity.id, langMapFirst(entity.prefLabel, 'en') ?? labelText, locale),
    recordCount: entity.isAggregatedBy?.recordCount,
    dates: born || died ? `${born ?? ''}–${died ?? ''}` : undefined,
  };
}

/**
 * The picture of an entity's chip (portal.js `$apis.entity.imageUrl` in EntityBadges: related collections): its
 * `isShownBy` thumbnail from the Thumbnail API at the small size, else an organisation's logo from Wikimedia
 * Commons at the chip's size, else none.
 * @example entityChipImage(monet, 'https://upload.wikimedia.org') // 'https://api.europeana.eu/thumbnail/v3/200/…'
 */
export function entityChipImage(entity: Entity, wikimediaUploadUrl: string): string | undefined {
  const preview = entity.isShownBy?.thumbnail;
  if (preview !== undefined) {
    try {
      return thumbnailFromEdmPreview(preview, THUMBNAIL_SIZE_SMALL);
    } catch {
      return undefined;
    }
  }
  return entity.logo ? wikimediaThumbnailUrl(entity.logo.id, LOGO_SIZE * 2, wikimediaUploadUrl) : undefined;
}
