import { readFileSync } from 'node:fs';
import { recordSchema, type EdmRecord } from '../../../src/lib/apis/record.ts';

/** The real Record API answer for the MIMO Hammerflügel (services/seed/data/record). */
export function hammerfluegel(): EdmRecord {
  const path = new URL('../../../services/seed/data/record/portal-collections_record_09102__GNM_693983.json', import.meta.url);
  const body = JSON.parse(readFileSync(path, 'utf8')) as { object: unknown };
  return recordSchema.parse(body.object);
}

/** A painting shaped like the seeded Art Institute records, with overrides. */
export function painting(overrides: Partial<Record<string, unknown>> = {}): EdmRecord {
  return recordSchema.parse({
    about: '/2000001/aic_80604',
    type: 'IMAGE',
    title: ['Portrait after a Costume Ball'],
    proxies: [
      {
        about: '/proxy/europeana/2000001/aic_80604',
        europeanaProxy: true,
        dcCreator: { def: ['http://data.europeana.eu/agent/91257422'] },
        dcType: { def: ['http://data.europeana.eu/concept/9000001'] },
      },
      {
        about: '/proxy/provider/2000001/aic_80604',
        europeanaProxy: false,
        dcTitle: { en: ['Portrait after a Costume Ball'], fr: ['Portrait après un bal costumé'] },
        dcCreator: { en: ['Edgar Degas (French, 1834–1917)'] },
        dcDate: { def: ['1879'] },
        dcType: { en: ['Painting'] },
        dcDescription: { en: ['Distemper on canvas'] },
      },
    ],
    aggregations: [
      {
        about: '/aggregation/provider/2000001/aic_80604',
        edmDataProvider: { def: ['Art Institute of Chicago'] },
        edmProvider: { def: ['Art Institute of Chicago'] },
        edmRights: { def: ['http://creativecommons.org/publicdomain/zero/1.0/'] },
        edmIsShownBy: 'https://www.artic.edu/iiif/2/a/full/843,/0/default.jpg',
        edmIsShownAt: 'https://www.artic.edu/artworks/80604',
        webResources: [
          { about: 'https://www.artic.edu/iiif/2/a/full/843,/0/default.jpg', ebucoreHasMimeType: 'image/jpeg', ebucoreWidth: 843 },
          { about: 'https://www.artic.edu/artworks/80604' },
        ],
      },
    ],
    europeanaAggregation: { edmPreview: 'https://api.europeana.eu/thumbnail/v2/url.json?uri=x', edmCountry: { def: ['United States of America'] } },
    agents: [{ about: 'http://data.europeana.eu/agent/91257422', prefLabel: { en: ['Edgar Degas'], de: ['Edgar Degas'] } }],
    concepts: [{ about: 'http://data.europeana.eu/concept/9000001', prefLabel: { en: ['Painting'], de: ['Gemälde'] } }],
    ...overrides,
  });
}
