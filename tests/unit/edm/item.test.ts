import { describe, expect, it } from 'vitest';
import { MAX_ENTITY_CHIPS, itemView } from '../../../src/lib/edm/item.ts';
import { MAX_FIELD_VALUES, mergedProxyField } from '../../../src/lib/edm/fields.ts';
import { hammerfluegel, painting } from './fixtures.ts';

describe('itemView of the Hammerflügel (real Record API answer)', () => {
  const view = itemView(hammerfluegel(), { locale: 'en' });

  it('takes the title in its own language when the visitor language has none', () => {
    expect(view.title).toMatchObject({ text: 'Hammerflügel', lang: 'de', translated: false });
  });

  it('keeps creator values without a language, leaving out a web address beside words (issue 26, item 9)', () => {
    expect(view.creator?.values.map((v) => v.text)).toEqual(['Stein']);
  });

  it('replaces entity URIs by their labels in the visitor language, without links off the data host', () => {
    const type = view.allMetadata.find((f) => f.name === 'dcType');
    expect(type?.values[0]).toMatchObject({ text: 'Grand pianoforte', entityHref: undefined });
    const german = itemView(hammerfluegel(), { locale: 'de' });
    expect(german.allMetadata.find((f) => f.name === 'dcType')?.values[0]?.text).toBe('Hammerflügel');
  });

  it('reads rights, provider and type', () => {
    expect(view.rights).toMatchObject({ code: 'CC-BY-NC-SA', reusability: 'restricted', downloadable: true });
    expect(view.dataProvider?.values[0]?.text).toBe('Germanisches Nationalmuseum');
    expect(view.type).toBe('IMAGE');
  });

  it('has no entity chips: none of its entities is a data.europeana.eu entity', () => {
    expect(view.entities).toEqual([]);
  });

  it('lists its media with edmIsShownBy first', () => {
    expect(view.media[0]?.url).toBe('http://www.mimo-db.eu/media/GNM/IMAGE/MIR1097_1279787057222_2.jpg');
    expect(view.media.some((m) => m.kind === 'audio')).toBe(true);
    expect(view.media.some((m) => m.url === 'http://www.mimo-db.eu/GNM/693983')).toBe(false);
  });
});

describe('itemView of a painting', () => {
  it('merges the proxies, the provider first, entity labels linked to their pages', () => {
    const view = itemView(painting(), { locale: 'en' });
    expect(view.creator?.values).toEqual([
      { text: 'Edgar Degas (French, 1834–1917)', lang: 'en', translated: false },
      { text: 'Edgar Degas', lang: 'en', translated: false, entityHref: '/en/collections/person/91257422-edgar-degas' },
    ]);
  });

  it('falls back from the visitor language to English', () => {
    const view = itemView(painting(), { locale: 'de' });
    expect(view.description?.values[0]).toMatchObject({ text: 'Distemper on canvas', lang: 'en' });
    expect(view.title).toMatchObject({ text: 'Portrait after a Costume Ball', lang: 'en' });
    const french = itemView(painting(), { locale: 'fr' });
    expect(french.title).toMatchObject({ text: 'Portrait après un bal costumé', lang: 'fr' });
  });

  it('deduplicates values and labels equal values once', () => {
    const view = itemView(painting(), { locale: 'en' });
    expect(view.allMetadata.find((f) => f.name === 'dcType')?.values.map((v) => v.text)).toEqual(['Painting']);
  });

  it('shows at most 10 values a field, then marks more', () => {
    const many = Array.from({ length: 14 }, (_, i) => `Subject ${String(i + 1)}`);
    const record = painting();
    record.proxies[1] = { ...record.proxies[1], about: 'p', dcSubject: { en: many } };
    const subject = itemView(record, { locale: 'en' }).allMetadata.find((f) => f.name === 'dcSubject');
    expect(subject?.values).toHaveLength(MAX_FIELD_VALUES);
    expect(subject?.more).toBe(true);
  });

  it('groups good-to-know fields and all metadata', () => {
    const view = itemView(painting(), { locale: 'en' });
    // Creator, date and institution are the headline, shown once (issue 26, item 13).
    expect(view.goodToKnow.map((f) => f.name)).toEqual(['dcType']);
    expect([view.creator?.name, view.date?.name, view.dataProvider?.name]).toEqual(['dcCreator', 'dcDate', 'edmDataProvider']);
    const all = view.allMetadata.map((f) => f.name);
    expect(all).toEqual(expect.arrayContaining(['dcTitle', 'dcDescription', 'dcCreator', 'edmRights', 'edmIsShownAt', 'edmCountry']));
    expect(all.indexOf('dcTitle')).toBeLessThan(all.indexOf('edmDataProvider'));
  });

  it('makes at most five entity chips, only for data.europeana.eu entities', () => {
    const agents = Array.from({ length: 7 }, (_, i) => ({ about: `http://data.europeana.eu/agent/${String(i + 1)}`, prefLabel: { en: [`Person ${String(i + 1)}`] } }));
    const view = itemView(painting({ agents: [{ about: 'http://example.org/a', prefLabel: { en: ['Elsewhere'] } }, ...agents] }), { locale: 'nl' });
    expect(view.entities).toHaveLength(MAX_ENTITY_CHIPS);
    expect(view.entities[0]).toEqual({ uri: 'http://data.europeana.eu/agent/1', label: 'Person 1', lang: 'en', href: '/nl/collections/person/1-person-1' });
  });

  it('marks machine-translated values in the translated view', () => {
    const record = painting();
    record.proxies[1] = { ...record.proxies[1], about: 'p', dcDescription: { en: ['Distemper on canvas'], 'de-x-mt': ['Leimfarbe auf Leinwand'] } };
    const view = itemView(record, { locale: 'en', translateTo: 'de' });
    expect(view.description?.values[0]).toEqual({ text: 'Leimfarbe auf Leinwand', lang: 'de', translated: true });
    expect(view.hasTranslatedValues).toBe(true);
    expect(itemView(record, { locale: 'de' }).description?.values[0]?.translated).toBe(false);
  });

  it('reads a proxy field across proxies key by key', () => {
    expect(mergedProxyField(painting(), 'dcCreator')).toEqual({
      en: ['Edgar Degas (French, 1834–1917)'],
      def: ['http://data.europeana.eu/agent/91257422'],
    });
    expect(mergedProxyField(painting(), 'dcPublisher')).toBeUndefined();
  });
});
