/**
 * Editors change an entity's description (spec section 7, entity management; portal.js `EntityUpdateModal.vue`,
 * issue 25): topics and organisations only, by users with the `entities:editor` role, one language at a time. The
 * change goes into the entity's Europeana proxy, fetched first so that nothing else in it is lost; a topic's
 * description is its `note` (a list per language), an organisation's its `description` (one text per language).
 */
import type { InternalEntity } from '../apis/entity-management.ts';
import type { EntityType } from './entity-path.ts';

/** The kinds of entity whose description editors may change (europeana.eu: topics and organisations). */
export const EDITABLE_ENTITY_TYPES: readonly EntityType[] = ['concept', 'organization'];

/** The longest description an editor may write. */
export const DESCRIPTION_MAX_CHARS = 5000;

export function isDescriptionEditable(type: EntityType): boolean {
  return EDITABLE_ENTITY_TYPES.includes(type);
}

/** Fields the Entity API computes, never sent back. */
const COMPUTED = new Set(['@context', 'isAggregatedBy', 'proxies']);

/**
 * The body of the update: the Europeana proxy of the internal profile (the whole entity when the service gives no
 * proxies, as the local services do) with the description in `lang` replaced, or removed when `text` is empty.
 * @example descriptionUpdate({ id, type: 'Concept', note: { en: ['Old'] } }, 'concept', 'en', 'New').note // { en: ['New'] }
 */
export function descriptionUpdate(entity: InternalEntity, type: EntityType, lang: string, text: string): Record<string, unknown> {
  const proxy = entity.proxies?.find((candidate) => candidate.id.endsWith('#proxy_europeana'));
  const base: Record<string, unknown> = proxy ? { ...proxy } : Object.fromEntries(Object.entries(entity).filter(([key]) => !COMPUTED.has(key)));
  const field = type === 'concept' ? 'note' : 'description';
  const current = base[field];
  const others = current !== null && typeof current === 'object' && !Array.isArray(current) ? Object.entries(current as Record<string, unknown>).filter(([key]) => key !== lang) : [];
  const trimmed = text.trim();
  const values = Object.fromEntries(trimmed === '' ? others : [...others, [lang, type === 'concept' ? [trimmed] : trimmed]]);
  const rest = Object.fromEntries(Object.entries(base).filter(([key]) => key !== field));
  return Object.keys(values).length > 0 ? { ...rest, [field]: values } : rest;
}
