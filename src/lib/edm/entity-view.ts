import { THUMBNAIL_SIZE_LARGE } from '../constants.ts';
import type { Entity } from '../apis/entity.ts';
import { thumbnailFromEdmPreview } from '../apis/thumbnail.ts';
import { entityPath, parseEntityUri, type EntityType } from './entity-path.ts';
import { langMapFirst, langMapValue } from './langmap.ts';

/** The search field that scopes a search to an entity's items. */
export const ENTITY_SCOPE_FIELD: Readonly<Record<EntityType, string>> = {
  agent: 'edm_agent',
  concept: 'skos_concept',
  organization: 'foaf_organization',
  place: 'edm_place',
  timespan: 'edm_timespan',
};

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
  const born = first(entity.dateOfBirth) ?? first(entity.begin);
  const died = first(entity.dateOfDeath) ?? first(entity.end);
  return {
    uri: entity.id,
    type: parts.type,
    id: parts.id,
    label: labelText,
    labelLang: label?.lang !== locale ? label?.lang : undefined,
    description: description?.values[0],
    descriptionLang: description?.lang !== locale ? description?.lang : undefined,
    thumbnail,
    href: entityPath(entity.id, langMapFirst(entity.prefLabel, 'en') ?? labelText, locale),
    recordCount: entity.isAggregatedBy?.recordCount,
    dates: born || died ? `${born ?? ''}–${died ?? ''}` : undefined,
  };
}
