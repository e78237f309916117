/**
 * The structured data of an entity page (issue 20, item 2): a person is a schema.org Person, an organisation an
 * Organization, a place a Place, a topic or a time span a DefinedTerm of Europeana's entity set; with the name and
 * description the page shows (in its language where the entity has one), its picture, and its data.europeana.eu
 * URI as the identifier other data sets link to.
 */
import type { DefinedTerm, Organization, Person, Place, WithContext } from 'schema-dts';
import type { EntityView } from '../../edm/entity-view.ts';

export interface EntityPageFacts {
  /** The page's canonical URL. */
  readonly url: string;
}

/** The schema.org graph of an entity page. */
export function entityStructuredData(entity: EntityView, page: EntityPageFacts): WithContext<Person | Organization | Place | DefinedTerm> {
  const common = {
    '@id': page.url,
    url: page.url,
    name: entity.label,
    identifier: entity.uri,
    sameAs: entity.uri,
    ...(entity.description ? { description: entity.description } : {}),
    ...(entity.thumbnail ? { image: entity.thumbnail } : {}),
  };
  const context = 'https://schema.org' as const;
  switch (entity.type) {
    case 'agent':
      return { '@context': context, '@type': 'Person', ...common };
    case 'organization':
      return { '@context': context, '@type': 'Organization', ...common };
    case 'place':
      return { '@context': context, '@type': 'Place', ...common };
    case 'concept':
    case 'timespan':
      return { '@context': context, '@type': 'DefinedTerm', ...common, inDefinedTermSet: `http://data.europeana.eu/${entity.type}/`, termCode: entity.id };
  }
}
