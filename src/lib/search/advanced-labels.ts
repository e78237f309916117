/**
 * The words an advanced search rule is shown with (its chip, its row in the builder), in the page language: the
 * field as the item page labels it, the modifier, and the term, a chosen entity by its name rather than its URI
 * (issue 22 item 3; the rules themselves: src/lib/search/advanced.ts).
 */
import type { TFunction } from 'i18next';
import type { ApiContext } from '../apis/client.ts';
import { retrieveEntities } from '../apis/entity.ts';
import { langMapFirst } from '../edm/langmap.ts';
import { advancedField, isEntityTerm, isEntityUri, qaToRule, type Rule } from './advanced.ts';

/** Names of the entities rules point to, by URI. */
export type EntityLabels = ReadonlyMap<string, string>;

/**
 * The names of the entities the rules of a search name (one Entity API `retrieve` for all of them); a rule whose
 * entity cannot be named now shows its URI.
 */
export async function loadEntityLabels(qa: readonly string[], locale: string, context?: ApiContext): Promise<EntityLabels> {
  const uris = [...new Set(qa.flatMap((value) => {
    const term = qaToRule(value)?.term;
    return term !== undefined && isEntityUri(term) ? [term] : [];
  }))];
  if (uris.length === 0) return new Map();
  try {
    const entities = await retrieveEntities(uris, { context });
    return new Map(entities.flatMap((entity) => {
      const label = langMapFirst(entity.prefLabel, locale);
      return label === undefined ? [] : [[entity.id, label] as const];
    }));
  } catch {
    // The search goes on; the chip shows the URI.
    return new Map();
  }
}

/** The term as shown: a chosen entity's name, or the words typed. */
export function termLabel(rule: Rule, entities: EntityLabels): string {
  return entities.get(rule.term) ?? rule.term;
}

/**
 * A rule in words.
 * @example ruleLabel({ field: 'proxy_dc_title', modifier: 'contains', term: 'harbour' }, t, new Map()) // 'Title contains harbour'
 * @example ruleLabel({ field: 'who', modifier: 'exact', term: 'http://data.europeana.eu/agent/1' }, t, names) // 'Who: Claude Monet'
 */
export function ruleLabel(rule: Rule, t: TFunction, entities: EntityLabels): string {
  const field = advancedField(rule.field);
  const fieldLabel = field ? t(field.label) : rule.field;
  // A chosen entity is the field's value, not a phrase in it: "Who: Claude Monet".
  if (isEntityTerm(rule) && rule.modifier !== 'doesNotContain') return `${fieldLabel}: ${termLabel(rule, entities)}`;
  return `${fieldLabel} ${t(`search.advanced.modifiers.${rule.modifier}`)} ${termLabel(rule, entities)}`;
}
