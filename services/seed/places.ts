import { DATA_HOST } from './model.ts';
import type { SeedEntity } from './model.ts';

/**
 * The Europeana places the Greek items of the real search sample name (`edmPlace`, in the entity collection's
 * older base form `http://data.europeana.eu/place/base/87`), as the Entity API gives a place: `prefLabel` one string
 * per language, `lat`, `long`, `isPartOf`, `sameAs` (GeoNames). Ids, coordinates and the place each id is come
 * from those items (their `edmPlace`, `edmPlaceLatitude`, `edmPlaceLongitude` and labels list them in one order);
 * the labels in each language are written here (seed/SOURCES.md "Written here"). Issue 25: `/collections/places`
 * was empty.
 */
interface Place {
  readonly id: number;
  readonly labels: Readonly<Record<string, string>>;
  readonly lat: number;
  readonly long: number;
  readonly geonames: number;
  readonly partOf?: number;
}

const PLACES: readonly Place[] = [
  {
    id: 87,
    labels: { en: 'Greece', el: 'Ελλάδα', de: 'Griechenland', fr: 'Grèce', it: 'Grecia', es: 'Grecia', nl: 'Griekenland', pl: 'Grecja', pt: 'Grécia', sv: 'Grekland', hr: 'Grčka', hu: 'Görögország' },
    lat: 39,
    long: 22,
    geonames: 390903,
  },
  {
    id: 84257,
    labels: { en: 'Athens', el: 'Αθήνα', de: 'Athen', fr: 'Athènes', it: 'Atene', es: 'Atenas', nl: 'Athene', pl: 'Ateny', pt: 'Atenas', sv: 'Aten', hr: 'Atena', hu: 'Athén' },
    lat: 37.97945,
    long: 23.71622,
    geonames: 264371,
    partOf: 87,
  },
  {
    id: 83635,
    labels: { en: 'Piraeus', el: 'Πειραιάς', de: 'Piräus', fr: 'Le Pirée', it: 'Il Pireo', es: 'El Pireo', nl: 'Piraeus', pl: 'Pireus', pt: 'Pireu', sv: 'Pireus', hr: 'Pirej', hu: 'Pireusz' },
    lat: 37.94745,
    long: 23.63708,
    geonames: 255274,
    partOf: 87,
  },
];

/** The places as Entity API JSON. */
export function placeEntities(): SeedEntity[] {
  return PLACES.map((place) => {
    const uri = `${DATA_HOST}/place/${String(place.id)}`;
    return {
      uri,
      type: 'place',
      json: {
        id: uri,
        type: 'Place',
        prefLabel: { ...place.labels },
        lat: place.lat,
        long: place.long,
        ...(place.partOf === undefined ? {} : { isPartOf: [`${DATA_HOST}/place/${String(place.partOf)}`] }),
        sameAs: [`https://sws.geonames.org/${String(place.geonames)}/`],
      },
    };
  });
}

/** An item's `edmPlace` URI in the public form (`…/place/base/87` → `…/place/87`); other URIs as they are. */
export function publicPlaceUri(uri: string): string {
  return uri.replace(/^http:\/\/data\.europeana\.eu\/place\/base\/(\d+)$/, `${DATA_HOST}/place/$1`);
}
