/**
 * An editor's change of an entity's description (src/lib/edm/entity-description.ts, issue 25, spec section 7): into
 * the Europeana proxy when the internal profile has one, a topic's `note` (lists) or an organisation's `description`
 * (texts), one language replaced or removed, everything else kept.
 */
import { describe, expect, it } from 'vitest';
import { descriptionUpdate, isDescriptionEditable } from '../../../src/lib/edm/entity-description.ts';

describe('descriptionUpdate', () => {
  it('changes a topic\'s note in one language and keeps the others', () => {
    const body = descriptionUpdate({ id: 'http://data.europeana.eu/concept/55', type: 'Concept', prefLabel: { en: 'Fashion' }, note: { en: ['Old'], de: ['Alt'] } }, 'concept', 'de', ' Neu ');
    expect(body).toEqual({ id: 'http://data.europeana.eu/concept/55', type: 'Concept', prefLabel: { en: 'Fashion' }, note: { en: ['Old'], de: ['Neu'] } });
  });

  it('writes an organisation\'s description as text, and removes a language when the text is empty', () => {
    const organisation = { id: 'http://data.europeana.eu/organization/1', type: 'Organization', prefLabel: { en: 'A' }, description: { en: 'Old' } };
    expect(descriptionUpdate(organisation, 'organization', 'fr', 'Nouveau').description).toEqual({ en: 'Old', fr: 'Nouveau' });
    expect(descriptionUpdate(organisation, 'organization', 'en', '  ')).not.toHaveProperty('description');
  });

  it('sends the Europeana proxy of the internal profile, never what the API computes', () => {
    const internal = {
      id: 'http://data.europeana.eu/concept/55',
      type: 'Concept',
      '@context': 'http://www.europeana.eu/schemas/context/entity.jsonld',
      isAggregatedBy: { recordCount: 3 },
      proxies: [
        { id: 'http://data.europeana.eu/concept/55#proxy_europeana', type: 'Concept', note: { en: ['Old'] } },
        { id: 'http://www.wikidata.org/entity/Q12684', type: 'Concept', note: { en: ['From Wikidata'] } },
      ],
    };
    expect(descriptionUpdate(internal, 'concept', 'en', 'New')).toEqual({ id: 'http://data.europeana.eu/concept/55#proxy_europeana', type: 'Concept', note: { en: ['New'] } });
    const local = descriptionUpdate({ ...internal, proxies: undefined }, 'concept', 'en', 'New');
    expect(Object.keys(local).sort()).toEqual(['id', 'note', 'type']);
  });

  it('lets editors change topics and organisations only', () => {
    expect(['agent', 'concept', 'organization', 'place', 'timespan'].filter((type) => isDescriptionEditable(type as 'agent'))).toEqual(['concept', 'organization']);
  });
});
