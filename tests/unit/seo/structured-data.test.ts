/**
 * The item page's structured data (issue 20, item 2): the kind of work, its facts in the page language, and a
 * serialisation no text of the record can break out of.
 */
import { describe, expect, it } from 'vitest';
import { itemView } from '../../../src/lib/edm/item.ts';
import { articleStructuredData } from '../../../src/lib/seo/structured-data/article.ts';
import { entityStructuredData } from '../../../src/lib/seo/structured-data/entity.ts';
import { galleryStructuredData } from '../../../src/lib/seo/structured-data/gallery.ts';
import { itemStructuredData, schemaDate, workType } from '../../../src/lib/seo/structured-data/item.ts';
import { jsonLdText } from '../../../src/lib/seo/structured-data/json-ld.ts';
import { hammerfluegel, painting } from '../edm/fixtures.ts';

const PAGE = { url: 'https://www.example.org/en/item/2000001/aic_80604', image: 'https://api.example.org/thumbnail/v3/400/abc', inLanguage: 'en' };

describe('an item page’s schema.org graph', () => {
  it('names a painting, its creator, date, licence, provider and image', () => {
    const graph = itemStructuredData(itemView(painting(), { locale: 'en' }), PAGE);
    expect(graph).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Painting',
      '@id': PAGE.url,
      name: 'Portrait after a Costume Ball',
      dateCreated: '1879',
      license: 'http://creativecommons.org/publicdomain/zero/1.0/',
      provider: { '@type': 'Organization', name: 'Art Institute of Chicago', url: 'https://www.artic.edu/artworks/80604' },
      image: PAGE.image,
      inLanguage: 'en',
      sameAs: 'https://www.artic.edu/artworks/80604',
    });
    // The creator Europeana knows, once, with the absolute URL of its collection page.
    expect(graph).toHaveProperty('creator', [{ '@type': 'Person', name: 'Edgar Degas', url: 'https://www.example.org/en/collections/person/91257422-edgar-degas' }]);
  });

  it('says the same work in the page language, with the page’s fallback', () => {
    const german = itemStructuredData(itemView(hammerfluegel(), { locale: 'de' }), { ...PAGE, inLanguage: 'de' });
    expect(german).toMatchObject({ '@type': 'VisualArtwork', name: 'Hammerflügel', inLanguage: 'de', license: expect.stringContaining('by-nc-sa') as unknown });
    expect(german).toHaveProperty('provider.name', 'Germanisches Nationalmuseum');
  });

  it('tells the kind of work from the EDM type and the type of object', () => {
    const kinds = (type: string, dcType?: string) =>
      workType({ type: type as 'IMAGE', allMetadata: dcType === undefined ? [] : [{ name: 'dcType', values: [{ text: dcType, lang: undefined, translated: false }], more: false }] });
    expect([kinds('TEXT'), kinds('SOUND'), kinds('VIDEO'), kinds('3D')]).toEqual(['Book', 'AudioObject', 'VideoObject', '3DModel']);
    expect(kinds('IMAGE', 'Photograph')).toBe('Photograph');
    expect(kinds('IMAGE', 'Gemälde')).toBe('Painting');
    expect(kinds('IMAGE', 'drawing')).toBe('VisualArtwork');
  });

  it('gives crawlers a date only where it is one (ISO 8601), not the provider’s wording of it', () => {
    expect(['1879', '-0300', '1916-04', '1916-04-12', '1916-04-12T10:30:00Z', '1916-04-12T10:30+01:00'].map((value) => schemaDate([value]))).toEqual(
      ['1879', '-0300', '1916-04', '1916-04-12', '1916-04-12T10:30:00Z', '1916-04-12T10:30+01:00'],
    );
    expect(['Date unknown', 'c. 1870', '19th century', '1870/1875', '1870-1875', '12.04.1916', '18790'].map((value) => schemaDate([value]))).toEqual(
      [undefined, undefined, undefined, undefined, undefined, undefined, undefined],
    );
    expect(schemaDate(['c. 1870', ' 1870 '])).toBe('1870');
    const undated = painting();
    const provider = undated.proxies[1];
    if (provider === undefined) throw new Error('the fixture has a provider proxy');
    const unknown = itemStructuredData(itemView(painting({ proxies: [undated.proxies[0], { ...provider, dcDate: { def: ['Date unknown'] } }] }), { locale: 'en' }), PAGE);
    expect(unknown).not.toHaveProperty('dateCreated');
  });

  it('leaves out what the record does not say', () => {
    const bare = itemStructuredData(itemView(painting({ aggregations: [] }), { locale: 'en' }), { ...PAGE, image: undefined });
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('license');
    expect(bare).not.toHaveProperty('provider');
  });
});

describe('JSON-LD in a script element', () => {
  it('cannot be closed or commented out by a title, and parses back to the same text', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const text = jsonLdText({ '@context': 'https://schema.org', '@type': 'VisualArtwork', name: title });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(text) as { name: string }).name).toBe(title);
  });
});

describe('a story’s or exhibition’s schema.org graph', () => {
  const facts = {
    url: 'https://www.example.org/de/stories/monet',
    headline: 'Monet in Étretat',
    description: 'Cliffs </script> and sea',
    image: 'https://images.example.org/monet.jpg?w=1200',
    datePublished: '2024-05-01T00:00:00.000Z',
    authors: [{ name: 'Ana Author', url: 'https://example.org/ana' }, { name: null }],
    inLanguage: 'en',
    publisher: 'Europeana',
  };

  it('is an Article with its authors, date, image and the language its words are in', () => {
    expect(articleStructuredData(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': facts.url,
      url: facts.url,
      mainEntityOfPage: facts.url,
      headline: 'Monet in Étretat',
      inLanguage: 'en',
      description: facts.description,
      image: facts.image,
      datePublished: facts.datePublished,
      author: [{ '@type': 'Person', name: 'Ana Author', url: 'https://example.org/ana' }],
      publisher: { '@type': 'Organization', name: 'Europeana' },
    });
  });

  it('leaves out a missing date, image and authors', () => {
    const bare = articleStructuredData({ ...facts, image: undefined, datePublished: null, authors: [], description: undefined });
    expect(Object.keys(bare).sort()).toEqual(['@context', '@id', '@type', 'headline', 'inLanguage', 'mainEntityOfPage', 'publisher', 'url']);
  });
});

describe('an entity’s and a gallery’s schema.org graph', () => {
  const entity = {
    uri: 'http://data.europeana.eu/concept/190', type: 'concept', id: '190', label: 'Art', labelLang: 'en', description: undefined, descriptionLang: undefined,
    thumbnail: 'https://api.example.org/thumbnail/v3/400/abc', href: '/en/collections/topic/190-art', recordCount: 10, dates: undefined,
  } as const;

  it('makes a person a Person, a topic or a time span a DefinedTerm of Europeana’s set, with its URI as identifier', () => {
    const url = 'https://www.example.org/en/collections/topic/190-art';
    expect(entityStructuredData(entity, { url })).toEqual({
      '@context': 'https://schema.org', '@type': 'DefinedTerm', '@id': url, url, name: 'Art', identifier: entity.uri, sameAs: entity.uri,
      image: entity.thumbnail, inDefinedTermSet: 'http://data.europeana.eu/concept/', termCode: '190',
    });
    expect(entityStructuredData({ ...entity, type: 'agent' }, { url })).toMatchObject({ '@type': 'Person' });
    expect(entityStructuredData({ ...entity, type: 'organization' }, { url })).toMatchObject({ '@type': 'Organization' });
    expect(entityStructuredData({ ...entity, type: 'place' }, { url })).toMatchObject({ '@type': 'Place' });
    expect(entityStructuredData({ ...entity, type: 'timespan' }, { url })).toMatchObject({ '@type': 'DefinedTerm', inDefinedTermSet: 'http://data.europeana.eu/timespan/' });
  });

  it('lists a gallery’s items in their order, with the gallery’s size', () => {
    const graph = galleryStructuredData({
      url: 'https://www.example.org/en/galleries/1-tattoos', name: 'Tattoos', description: undefined, total: 28,
      items: [{ url: 'https://www.example.org/en/item/1/a', name: 'A', image: 'https://img/a' }, { url: 'https://www.example.org/en/item/1/b', name: 'B' }],
    });
    expect(graph).toMatchObject({ '@type': 'ItemList', name: 'Tattoos', numberOfItems: 28 });
    expect(graph).not.toHaveProperty('description');
    expect(graph.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://www.example.org/en/item/1/a', name: 'A', image: 'https://img/a' },
      { '@type': 'ListItem', position: 2, url: 'https://www.example.org/en/item/1/b', name: 'B' },
    ]);
  });
});
