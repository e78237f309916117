/**
 * The item page's structured data (issue 20, item 2): the kind of work, its facts in the page language, and a
 * serialisation no text of the record can break out of.
 */
import { describe, expect, it } from 'vitest';
import { itemView } from '../../../src/lib/edm/item.ts';
import { itemStructuredData, workType } from '../../../src/lib/seo/structured-data/item.ts';
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
