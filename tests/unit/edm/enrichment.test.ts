/**
 * Values a partner project added (portal.js `translationSource: 'enrichment'`): the Record API gives them in the
 * aggregator's proxy; the item page marks each one that the provider's own proxy does not have.
 */
import { describe, expect, it } from 'vitest';
import { enrichedValues } from '../../../src/lib/edm/fields.ts';
import { itemView } from '../../../src/lib/edm/item.ts';
import { painting } from './fixtures.ts';

const ID = '/2000001/aic_80604';
const provider = { about: `/proxy/provider${ID}`, europeanaProxy: false, dcTitle: { en: ['Portrait after a Costume Ball'] }, dcSubject: { en: ['Portraits'] } };
const aggregator = {
  about: `/proxy/aggregator${ID}`,
  europeanaProxy: false,
  dcTitle: { de: ['Bildnis nach einem Kostümball'] },
  // One subject the provider has too, one it has not.
  dcSubject: { en: ['Portraits', 'Masquerades'] },
};
const europeana = { about: `/proxy/europeana${ID}`, europeanaProxy: true, dcCreator: { def: ['http://data.europeana.eu/agent/91257422'] } };
const enriched = painting({ proxies: [provider, aggregator, europeana] });

describe('enrichment by partner projects', () => {
  it('is what only an aggregator\'s proxy gives', () => {
    expect(enrichedValues(enriched, 'dcSubject')).toEqual(new Set(['Masquerades']));
    expect(enrichedValues(enriched, 'dcTitle')).toEqual(new Set(['Bildnis nach einem Kostümball']));
    expect(enrichedValues(enriched, 'dcCreator')).toBeUndefined();
    expect(enrichedValues(painting(), 'dcTitle')).toBeUndefined();
  });

  it('marks the values a page shows: the German title on a German page, not the provider\'s English one', () => {
    const de = itemView(enriched, { locale: 'de' });
    expect(de.title).toMatchObject({ text: 'Bildnis nach einem Kostümball', lang: 'de', enriched: true });
    const en = itemView(enriched, { locale: 'en' });
    expect(en.title?.text).toBe('Portrait after a Costume Ball');
    expect(en.title?.enriched).toBeUndefined();
  });

  it('marks an added subject and leaves the provider\'s own unmarked', () => {
    const subjects = itemView(enriched, { locale: 'en' }).allMetadata.find((field) => field.name === 'dcSubject');
    expect(subjects?.values.map((value) => [value.text, value.enriched === true])).toEqual([
      ['Portraits', false],
      ['Masquerades', true],
    ]);
  });
});
