/**
 * The places of a record that the item page's location map shows (src/lib/edm/places.ts, issue 24 item 2): from
 * the seeded records with places (services/seed/media-kinds.ts) and from shapes real Europeana records take
 * (coordinates as strings, places linked through `edmCurrentLocation`, places without coordinates).
 */
import { describe, expect, it } from 'vitest';
import { recordSchema, type EdmRecord } from '../../../src/lib/apis/record.ts';
import { MAX_MAP_PLACES, formatCoordinates, openStreetMapUrl, placesWithCoordinates } from '../../../src/lib/edm/places.ts';
import { buildMediaKindsSeed } from '../../../services/seed/media-kinds.ts';
import { hammerfluegel, painting } from './fixtures.ts';

function seeded(id: string): EdmRecord {
  const seed = buildMediaKindsSeed().find((record) => record.id === id);
  if (seed === undefined) throw new Error(`${id} is not in the seed`);
  return recordSchema.parse(seed.record);
}

const BRUSSELS = { about: 'https://sws.geonames.org/2800866/', prefLabel: { en: ['Brussels'], fr: ['Bruxelles'] }, latitude: 50.8467, longitude: 4.3525 };

describe('placesWithCoordinates of the seeded records', () => {
  it('gives the film’s place in the visitor’s language, with its coordinates', () => {
    expect(placesWithCoordinates(seeded('/2000002/film_mandelbrot'), 'fr')).toEqual([
      { uri: 'https://sws.geonames.org/2800866/', label: 'Bruxelles', lang: 'fr', latitude: 50.8467, longitude: 4.3525 },
    ]);
  });

  it('falls back to English where the visitor’s language has no name, as the item page does', () => {
    expect(placesWithCoordinates(seeded('/2000002/model_amphora'), 'fi')).toEqual([
      { uri: 'https://sws.geonames.org/264371/', label: 'Athens', lang: 'en', latitude: 37.9838, longitude: 23.7275 },
    ]);
    expect(placesWithCoordinates(seeded('/2000002/model_amphora'), 'el')[0]).toMatchObject({ label: 'Αθήνα', lang: 'el' });
  });

  it('finds a place on every seeded record that has one, and none on a record without places', () => {
    for (const id of ['/2000002/sound_carillon', '/2000002/film_mandelbrot', '/2000002/model_amphora', '/2000002/embed_youtube_bbb']) {
      expect(placesWithCoordinates(seeded(id), 'en'), id).toHaveLength(1);
    }
    expect(placesWithCoordinates(hammerfluegel(), 'en')).toEqual([]);
  });
});

describe('placesWithCoordinates of the shapes real records take', () => {
  it('reads coordinates given as numeric strings', () => {
    const record = painting({ places: [{ ...BRUSSELS, latitude: '50.8467', longitude: ' -4.3525 ' }] });
    expect(placesWithCoordinates(record, 'en')[0]).toMatchObject({ latitude: 50.8467, longitude: -4.3525 });
  });

  it.each([
    ['no coordinates', {}],
    ['only a latitude', { latitude: 50.8 }],
    ['a latitude beyond the pole', { latitude: 90.5, longitude: 4 }],
    ['a longitude beyond ±180°', { latitude: 50, longitude: -180.01 }],
    ['words', { latitude: 'north', longitude: 'east' }],
    ['a decimal comma', { latitude: '50,8', longitude: '4,3' }],
    ['an empty string', { latitude: '', longitude: '' }],
    ['a language map', { latitude: { def: ['50.8'] }, longitude: { def: ['4.3'] } }],
    ['not a number', { latitude: Number.NaN, longitude: 4 }],
  ])('leaves out a place with %s', (_case, coordinates) => {
    const record = painting({ places: [{ about: 'http://data.europeana.eu/place/1', prefLabel: { en: ['Somewhere'] }, ...coordinates }] });
    expect(placesWithCoordinates(record, 'en')).toEqual([]);
  });

  it('keeps the poles and the antimeridian', () => {
    const record = painting({ places: [{ about: 'urn:pole', latitude: -90, longitude: 180 }, { about: 'urn:date-line', latitude: '0', longitude: '-180' }] });
    expect(placesWithCoordinates(record, 'en').map(({ latitude, longitude }) => [latitude, longitude])).toEqual([[-90, 180], [0, -180]]);
  });

  it('puts where the object is (edmCurrentLocation) first, then what it shows (dctermsSpatial), then the rest', () => {
    const place = (id: string): Record<string, unknown> => ({ about: `http://data.europeana.eu/place/${id}`, prefLabel: { en: [`Place ${id}`] }, latitude: 1, longitude: 1 });
    const record = painting({
      proxies: [
        { about: '/proxy/provider/x', europeanaProxy: false, dctermsSpatial: { def: ['http://data.europeana.eu/place/2'] } },
        { about: '/proxy/europeana/x', europeanaProxy: true, edmCurrentLocation: 'http://data.europeana.eu/place/3' },
      ],
      places: [place('1'), place('2'), place('3'), place('2')],
    });
    expect(placesWithCoordinates(record, 'en').map((p) => p.label)).toEqual(['Place 3', 'Place 2', 'Place 1']);
  });

  it('gives a place without a name no label, and no language', () => {
    const record = painting({ places: [{ about: 'https://sws.geonames.org/1/', latitude: 1, longitude: 2 }] });
    expect(placesWithCoordinates(record, 'en')).toEqual([{ uri: 'https://sws.geonames.org/1/', label: undefined, lang: undefined, latitude: 1, longitude: 2 }]);
  });

  it(`shows at most ${String(MAX_MAP_PLACES)} places`, () => {
    const places = Array.from({ length: MAX_MAP_PLACES + 5 }, (_, index) => ({ about: `urn:place:${String(index)}`, latitude: index, longitude: index }));
    expect(placesWithCoordinates(painting({ places }), 'en')).toHaveLength(MAX_MAP_PLACES);
  });
});

describe('openStreetMapUrl and formatCoordinates', () => {
  it('links the place on openstreetmap.org with a marker at town zoom', () => {
    expect(openStreetMapUrl({ latitude: 50.8467, longitude: 4.3525 })).toBe('https://www.openstreetmap.org/?mlat=50.8467&mlon=4.3525#map=12/50.8467/4.3525');
    expect(openStreetMapUrl({ latitude: -33.868_812_3, longitude: -151.209_299 })).toBe('https://www.openstreetmap.org/?mlat=-33.86881&mlon=-151.2093#map=12/-33.86881/-151.2093');
  });

  it('writes coordinates with N/S and E/W and the language’s decimal sign', () => {
    expect(formatCoordinates({ latitude: 50.8467, longitude: 4.3525 }, 'en')).toBe('50.8467° N, 4.3525° E');
    expect(formatCoordinates({ latitude: -33.868_81, longitude: -151.2093 }, 'de')).toBe('33,8688° S, 151,2093° W');
  });
});
