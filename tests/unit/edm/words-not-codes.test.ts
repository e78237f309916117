/**
 * Issue 26, items 9 and 10: the item page, the filters and the listings show words where a visitor expects
 * words, in the page language: no concept URIs, rights statement names, colour names, country and language
 * names, centuries as years and in time order.
 */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/lib/apis/entity.ts';
import { entityView, inTimeOrder } from '../../../src/lib/edm/entity-view.ts';
import { itemView } from '../../../src/lib/edm/item.ts';
import { rightsStatement, rightsStatementName } from '../../../src/lib/edm/rights.ts';
import { countryName, languageName } from '../../../src/lib/i18n/display-names.ts';
import { createTranslator } from '../../../src/lib/i18n/messages.ts';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';
import { PALETTE, colourNameKey } from '../../../src/lib/search/colour-names.ts';
import { facetValueLabel } from '../../../src/lib/search/facet-labels.ts';
import { painting } from './fixtures.ts';

const en = createTranslator('en');
const de = createTranslator('de');

describe('"Type of object" and other concept fields', () => {
  const withTypes = (dcType: Record<string, string[]>) =>
    painting({
      proxies: [
        { about: '/proxy/europeana/2000001/aic_80604', europeanaProxy: true, dcType },
        { about: '/proxy/provider/2000001/aic_80604', europeanaProxy: false, dcTitle: { en: ['A painting'] } },
      ],
    });
  const types = (dcType: Record<string, string[]>, locale = 'en') =>
    itemView(withTypes(dcType), { locale }).allMetadata.find((f) => f.name === 'dcType')?.values.map((v) => v.text);

  it('shows the label of a concept the record describes, in the page language', () => {
    expect(types({ def: ['http://data.europeana.eu/concept/9000001'] }, 'de')).toEqual(['Gemälde']);
  });

  it('leaves out concept URIs the record gives no label for, Europeana or other vocabularies', () => {
    expect(types({ def: ['http://data.europeana.eu/concept/21', 'http://vocab.getty.edu/aat/300053241'], en: ['Drawing'] })).toEqual(['Drawing']);
    expect(types({ def: ['http://data.europeana.eu/concept/21', 'http://vocab.getty.edu/aat/300053241'] })).toBeUndefined();
  });

  it('never shows an unlabelled entity URI of the data host, in any field', () => {
    const record = painting({
      proxies: [{ about: '/proxy/europeana/x', europeanaProxy: true, dcCreator: { def: ['http://data.europeana.eu/agent/123'] }, dcTitle: { en: ['T'] } }],
      agents: [],
    });
    expect(itemView(record, { locale: 'en' }).creator).toBeUndefined();
  });

  it('keeps a web address that is the only value of a non-concept field, as a link', () => {
    const record = painting({
      proxies: [{ about: '/proxy/provider/x', europeanaProxy: false, dcTitle: { en: ['T'] }, dcSource: { def: ['https://example.org/source'] } }],
    });
    const source = itemView(record, { locale: 'en' }).allMetadata.find((f) => f.name === 'dcSource');
    expect(source?.values).toEqual([expect.objectContaining({ text: 'https://example.org/source', url: 'https://example.org/source' })]);
  });
});

describe('country and language names (item page and filters)', () => {
  it('names the countries the APIs write in English in the page language', () => {
    expect(countryName('United States of America', 'de')).toBe('Vereinigte Staaten');
    expect(countryName('Czech Republic', 'fr')).toBe('Tchéquie');
    expect(countryName('france', 'de')).toBe('Frankreich');
    expect(countryName('Bosnia and Herzegovina', 'en')).toBe('Bosnia & Herzegovina');
    expect(countryName('Europe', 'de')).toBe('Europa');
    expect(countryName('Atlantis', 'de')).toBe('Atlantis');
  });

  it('names languages by code, and keeps what is not a language tag', () => {
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('nl', 'el')).toBe('Ολλανδικά');
    expect(languageName('not a tag', 'de')).toBe('not a tag');
  });

  it('gives every country a name in every interface language', () => {
    for (const locale of LOCALE_CODES) expect(countryName('Netherlands', locale), locale).not.toBe('');
    expect(new Set(LOCALE_CODES.map((locale) => countryName('Germany', locale))).size).toBeGreaterThan(15);
  });

  it('translates the item page’s providing country and language', () => {
    const record = painting({ europeanaAggregation: { edmCountry: { def: ['Netherlands'] }, edmLanguage: { def: ['nl'] } } });
    const all = itemView(record, { locale: 'de' }).allMetadata;
    expect(all.find((f) => f.name === 'edmCountry')?.values[0]?.text).toBe('Niederlande');
    expect(all.find((f) => f.name === 'edmLanguage')?.values[0]?.text).toBe('Niederländisch');
  });

  it('labels the COUNTRY and LANGUAGE filters in the page language', () => {
    expect(facetValueLabel('COUNTRY', 'United Kingdom', 'de', de)).toBe('Vereinigtes Königreich');
    expect(facetValueLabel('LANGUAGE', 'de', 'fr', createTranslator('fr'))).toBe('allemand');
  });
});

describe('rights statements', () => {
  it('names every statement the rights filter meets, with the version telling licences apart', () => {
    const name = (url: string) => facetValueLabel('RIGHTS', url, 'en', en);
    expect(name('http://www.europeana.eu/rights/rr-f/')).toBe('Rights Reserved - Free Access');
    expect(name('http://rightsstatements.org/vocab/InC/1.0/')).toBe('In Copyright');
    expect(name('http://creativecommons.org/licenses/by-sa/3.0/')).toBe('CC BY-SA 3.0');
    expect(name('http://creativecommons.org/licenses/by-sa/4.0/')).toBe('CC BY-SA 4.0');
    expect(name('http://creativecommons.org/publicdomain/zero/1.0/')).toBe('CC0');
    expect(name('https://example.org/licence/')).toBe('example.org/licence');
  });

  it('names a statement the same way on the item page’s badge, translated', () => {
    expect(rightsStatementName(rightsStatement('http://rightsstatements.org/vocab/InC/1.0/'), de)).toBe(de('item.rights.InC'));
    expect(de('item.rights.InC')).not.toBe(en('item.rights.InC'));
  });
});

describe('colour names', () => {
  it('names every colour of the palette in every language', () => {
    for (const locale of LOCALE_CODES) {
      const t = createTranslator(locale);
      const names = Object.keys(PALETTE).map((hex) => facetValueLabel('COLOURPALETTE', hex, locale, t));
      for (const name of names) expect(name, locale).not.toMatch(/^#|^colours\./);
      expect(new Set(names).size, `${locale}: one name per colour`).toBe(names.length);
    }
  });

  it('names a code outside the table after the nearest palette colour, and leaves other values alone', () => {
    expect(colourNameKey('#2f4f4f')).toBe('colours.darkslategray');
    expect(colourNameKey('#F0F8FF')).toBe('colours.whitesmoke');
    expect(colourNameKey('#FE0000')).toBe('colours.red');
    expect(colourNameKey('red')).toBeUndefined();
    expect(facetValueLabel('COLOURPALETTE', '#000000', 'de', de)).toBe('Schwarz');
  });
});

describe('centuries', () => {
  const century = (id: number, begin: string, end: string, label: string): Entity => ({
    id: `http://data.europeana.eu/timespan/${String(id)}`,
    type: 'TimeSpan',
    prefLabel: { en: label },
    begin,
    end,
  });
  const nineteenth = century(19, '1801-01-01', '1900-12-31', '19th century');
  const listing = [nineteenth, century(15, '1401-01-01', '1500-12-31', '15th century'), century(17, '1601-01-01', '1700-12-31', '17th century')];

  it('shows a time span’s years, not its ISO dates', () => {
    expect(entityView(nineteenth, 'en')?.dates).toBe('1801–1900');
    expect(entityView(century(1, '-0499-01-01', '-0400-12-31', '5th century BC'), 'en')?.dates).toBe('-499–-400');
  });

  it('lists time spans in time order', () => {
    expect(inTimeOrder(listing).map((e) => e.prefLabel?.en)).toEqual(['15th century', '17th century', '19th century']);
  });
});
