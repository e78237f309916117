/**
 * Values of the item page's metadata shown as words in the page language (visual review of the item page): language
 * codes as language names, rights statements by their names, the user-generated flag never as "false".
 */
import { describe, expect, it } from 'vitest';
import { valueText, type FieldValue } from '../../../src/lib/edm/fields.ts';
import { AGGREGATION_FIELDS, METADATA_FIELDS, itemView } from '../../../src/lib/edm/item.ts';
import { languageCode, languageValues } from '../../../src/lib/edm/languages.ts';
import { createTranslator } from '../../../src/lib/i18n/messages.ts';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';
import { painting } from './fixtures.ts';

const value = (text: string, lang?: string): FieldValue => ({ text, lang, translated: false });
const texts = (values: readonly FieldValue[]) => values.map((v) => v.text);

describe('languageValues (dcLanguage, edmLanguage)', () => {
  it('names two-letter codes in the page language', () => {
    expect(texts(languageValues([value('el'), value('nl')], 'sk'))).toEqual(['gréčtina', 'holandčina']);
    expect(texts(languageValues([value('el')], 'en'))).toEqual(['Greek']);
  });

  it('names three-letter codes, bibliographic ones too, and codes of no language', () => {
    const names = (code: string) => texts(languageValues([value(code)], 'de'));
    for (const [code, name] of [['deu', 'Deutsch'], ['ger', 'Deutsch'], ['fre', 'Französisch'], ['fra', 'Französisch'], ['lat', 'Latein'], ['gre', 'Griechisch'], ['DUT', 'Niederländisch']] as const) {
      expect(names(code), code).toEqual([name]);
    }
    expect(names('zxx')).toEqual(['Keine Sprachinhalte']);
    expect(names('mul')).toEqual(['Mehrsprachig']);
  });

  it('names "und" (undetermined) by a message, in every language', () => {
    const [und] = languageValues([value('und')], 'fr');
    expect(und).toMatchObject({ message: 'item.language.undetermined', lang: undefined });
    expect(valueText(und ?? value(''), createTranslator('fr'))).toBe('Indéterminée');
    for (const locale of LOCALE_CODES) expect(createTranslator(locale)('item.language.undetermined'), locale).not.toBe('item.language.undetermined');
  });

  it('keeps what is not a code as the provider wrote it, with its language', () => {
    expect(languageValues([value('German'), value('Latin and Greek'), value('xx')], 'sk')).toEqual([value('German'), value('Latin and Greek'), value('xx')]);
    expect(languageCode('German')).toBeUndefined();
    expect(languageCode(' DEU ')).toBe('deu');
  });

  it('shows a language once when a name and a code, or two codes, name it ("German / deu")', () => {
    expect(languageValues([value('German'), value('deu')], 'sk')).toEqual([{ text: 'nemčina', lang: undefined, translated: false }]);
    expect(texts(languageValues([value('de'), value('deu'), value('ger')], 'en'))).toEqual(['German']);
    expect(texts(languageValues([value('Deutsch'), value('deu')], 'fr'))).toEqual(['allemand']);
    expect(texts(languageValues([value('allemand', 'fr'), value('de')], 'sk'))).toEqual(['nemčina']);
    expect(texts(languageValues([value('italian'), value('deu')], 'en'))).toEqual(['italian', 'German']);
  });
});

describe('itemView language fields', () => {
  const withLanguages = (dcLanguage: Record<string, string[]>, edmLanguage: Record<string, string[]>) =>
    painting({
      proxies: [{ about: '/proxy/provider/x', europeanaProxy: false, dcTitle: { en: ['T'] }, dcLanguage }],
      europeanaAggregation: { edmLanguage },
    });
  const shown = (name: string, locale: string, record = withLanguages({ def: ['German', 'deu'] }, { def: ['en'] })) =>
    texts(itemView(record, { locale }).allMetadata.find((f) => f.name === name)?.values ?? []);

  it('names the record’s languages as it names the metadata language, in the page language', () => {
    expect(shown('dcLanguage', 'sk')).toEqual(['nemčina']);
    expect(shown('edmLanguage', 'sk')).toEqual(['angličtina']);
    expect(shown('dcLanguage', 'sk', withLanguages({ def: ['el', 'nl'] }, { def: ['en'] }))).toEqual(['gréčtina', 'holandčina']);
  });
});

describe('rights statements in the metadata list', () => {
  const de = createTranslator('de');
  const en = createTranslator('en');
  const record = (dcRights?: Record<string, string[]>, edmRights = 'http://www.europeana.eu/rights/rr-f/') => {
    const base = painting();
    return painting({
      proxies: [...base.proxies, { about: '/proxy/provider/r', europeanaProxy: false, ...(dcRights ? { dcRights } : {}) }],
      aggregations: [{ ...base.aggregations[0], edmRights: { def: [edmRights] } }],
    });
  };
  const rightsValues = (name: string, r = record()) => itemView(r, { locale: 'de' }).allMetadata.find((f) => f.name === name)?.values ?? [];

  it('names the statement of edmRights in the page language, linked to its address', () => {
    const [rights] = rightsValues('edmRights');
    expect(rights).toMatchObject({ url: 'http://www.europeana.eu/rights/rr-f/', rights: { code: 'RR-F' } });
    expect(valueText(rights ?? value(''), de)).toBe(de('item.rights.RR-F'));
    expect(valueText(rights ?? value(''), en)).toBe('Rights Reserved - Free Access');
    const [cc] = rightsValues('edmRights', record(undefined, 'http://creativecommons.org/licenses/by-sa/4.0/'));
    expect(valueText(cc ?? value(''), en)).toBe('CC BY-SA 4.0');
  });

  it('names a statement in dcRights too, and leaves the provider’s own words alone', () => {
    const statement = rightsValues('dcRights', record({ def: ['http://rightsstatements.org/vocab/InC/1.0/'] }));
    expect(statement.map((v) => valueText(v, en))).toEqual(['In Copyright']);
    // Web addresses beside words are left out, as in every field (withoutCodes).
    const words = rightsValues('dcRights', record({ def: ['© Art Institute of Chicago', 'https://example.org/terms'] }));
    expect(words.map((v) => valueText(v, en))).toEqual(['© Art Institute of Chicago']);
    const link = rightsValues('dcRights', record({ def: ['https://example.org/terms'] }));
    expect(link.map((v) => valueText(v, en))).toEqual(['https://example.org/terms']);
  });
});

describe('the user-generated flag (edmUgc)', () => {
  const withUgc = (edmUgc: unknown) => {
    const base = painting();
    return painting({ aggregations: [{ ...base.aggregations[0], edmUgc }] });
  };

  it('is never a row of the metadata list, true or false (europeana.eu)', () => {
    for (const flag of ['false', 'true', undefined]) {
      expect(itemView(withUgc(flag), { locale: 'de' }).allMetadata.map((f) => f.name)).not.toContain('edmUgc');
    }
    expect(METADATA_FIELDS).not.toContain('edmUgc');
    expect(AGGREGATION_FIELDS).not.toContain('edmUgc');
  });

  it('marks a user-generated item, which the page says in words', () => {
    expect(itemView(withUgc('true'), { locale: 'en' }).userGenerated).toBe(true);
    expect(itemView(withUgc('TRUE'), { locale: 'en' }).userGenerated).toBe(true);
    expect(itemView(withUgc('false'), { locale: 'en' }).userGenerated).toBe(false);
    expect(itemView(withUgc(undefined), { locale: 'en' }).userGenerated).toBe(false);
    expect(createTranslator('de')('item.userGenerated')).not.toBe(createTranslator('en')('item.userGenerated'));
  });
});

describe('"Good to know"', () => {
  it('has no fields for a record without contributors, types, formats or subjects (the page shows no section then)', () => {
    const record = painting({ proxies: [{ about: '/proxy/provider/x', europeanaProxy: false, dcTitle: { en: ['T'] }, dcCreator: { en: ['Someone'] } }] });
    expect(itemView(record, { locale: 'en' }).goodToKnow).toEqual([]);
  });
});

describe('itemView: the dataset and the record\'s dates (europeana.eu MetadataBox)', () => {
  const fieldOf = (name: string, locale: string, record: ReturnType<typeof painting>) => itemView(record, { locale }).allMetadata.find((f) => f.name === name);

  it('links a dataset\'s name to the search for its records', () => {
    const dataset = fieldOf('edmDatasetName', 'de', painting({ edmDatasetName: ['09102_Ag_EU_MIMO "ESE"'] }));
    expect(dataset?.values).toEqual([
      {
        text: '09102_Ag_EU_MIMO "ESE"',
        lang: undefined,
        translated: false,
        url: undefined,
        searchHref: `/de/search?query=${encodeURIComponent('edm_datasetName:"09102_Ag_EU_MIMO \\"ESE\\""').replaceAll('%20', '+')}`,
      },
    ]);
    const query = new URLSearchParams(dataset?.values[0]?.searchHref?.split('?')[1]).get('query');
    expect(query).toBe('edm_datasetName:"09102_Ag_EU_MIMO \\"ESE\\""');
  });

  it('shows when the record was first published and last updated, as dates in the page language, after the dataset', () => {
    const record = painting({ edmDatasetName: ['d'], timestamp_created: '2013-11-22T15:33:22.537Z', timestamp_update: '2025-08-02T00:00:00.000Z' });
    expect(texts(fieldOf('timestampCreated', 'de', record)?.values ?? [])).toEqual(['22. November 2013']);
    expect(texts(fieldOf('timestampUpdate', 'sk', record)?.values ?? [])).toEqual(['2. augusta 2025']);
    const names = itemView(record, { locale: 'en' }).allMetadata.map((f) => f.name);
    expect(names.slice(-3)).toEqual(['edmDatasetName', 'timestampCreated', 'timestampUpdate']);
    expect(METADATA_FIELDS).toEqual(expect.arrayContaining(['timestampCreated', 'timestampUpdate']));
    expect(createTranslator('de')('metadata.timestampCreated')).toBe('Erstmals auf Europeana veröffentlicht');
  });

  it('leaves out a missing or unreadable date, and the Unix epoch Europeana gives for none', () => {
    for (const timestamp of [undefined, 'soon', '1970-01-01T00:00:00.000Z']) {
      const record = painting({ ...(timestamp === undefined ? {} : { timestamp_created: timestamp }) });
      expect(fieldOf('timestampCreated', 'en', record), String(timestamp)).toBeUndefined();
    }
  });
});
