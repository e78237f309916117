import { DATA_HOST } from './model.ts';
import type { LangMap, SeedEntity } from './model.ts';
import { toLangMap, toStrings } from './langmap.ts';

/**
 * The Europeana concepts the sample items name (`edmConcept`, e.g. `concept/35` Drawing), as Entity API
 * concepts, so that every topic a record links to opens a page (issue 26, item 3). Derived here (seed/SOURCES.md
 * "Derived at seed time"): the labels are the items' own, real multilingual labels
 * (`edmConceptPrefLabelLangAware`), which a Search API item gives per language for all its concepts together.
 * A label belongs to a concept when it is the only one left for that language once the labels of the item's
 * other concepts are known (an item naming one concept gives all of them; the rest follows by elimination,
 * repeated until nothing changes). A concept none of whose labels can be told apart gets no entity and no
 * label in the records, so the portal shows no link to it.
 */

const EUROPEANA_CONCEPT = /^http:\/\/data\.europeana\.eu\/concept\/\d+$/;

/** Labels of each Europeana concept the items name, one per language (language → [label]). */
export function conceptLabelsOfItems(items: readonly Readonly<Record<string, unknown>>[]): Map<string, LangMap> {
  const known = new Map<string, Map<string, string>>();
  const named = items
    .map((item) => ({ concepts: [...new Set(toStrings(item.edmConcept))], labels: toLangMap(item.edmConceptPrefLabelLangAware) ?? {} }))
    .filter(({ concepts }) => concepts.length > 0);
  let changed = true;
  while (changed) {
    changed = false;
    for (const { concepts, labels } of named) {
      for (const [lang, values] of Object.entries(labels)) {
        const left = new Set(values);
        const unknown: string[] = [];
        for (const concept of concepts) {
          const label = known.get(concept)?.get(lang);
          if (label === undefined) unknown.push(concept);
          else left.delete(label);
        }
        const [concept] = unknown;
        const [label] = [...left];
        if (unknown.length !== 1 || left.size !== 1 || concept === undefined || label === undefined) continue;
        const labelsOf = known.get(concept) ?? new Map<string, string>();
        labelsOf.set(lang, label);
        known.set(concept, labelsOf);
        changed = true;
      }
    }
  }
  const out = new Map<string, LangMap>();
  for (const [concept, labels] of known) {
    if (!EUROPEANA_CONCEPT.test(concept)) continue;
    out.set(concept, Object.fromEntries([...labels].sort(([a], [b]) => a.localeCompare(b)).map(([lang, label]) => [lang, [label]])));
  }
  return out;
}

/** The concepts as Entity API JSON (prefLabel one string per language), as the Entity API serves them. */
export function conceptEntities(labels: ReadonlyMap<string, LangMap>): SeedEntity[] {
  return [...labels].map(([uri, map]) => ({
    uri,
    type: 'concept',
    json: {
      id: uri,
      type: 'Concept',
      prefLabel: Object.fromEntries(Object.entries(map).flatMap(([lang, values]) => (values[0] === undefined ? [] : [[lang, values[0]]]))),
      inScheme: [`${DATA_HOST}/concept`],
    },
  }));
}
