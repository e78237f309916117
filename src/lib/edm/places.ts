/**
 * The places of a record that can be put on a map (issue 24 item 2, the item page's location map; portal.js
 * MetadataBox's location tab): `edm:Place` entities of `record.places` with a latitude and a longitude, as the
 * Record API gives them (numbers, or numeric strings in some records), read once here and range-checked; a place
 * without usable coordinates, which is common, is left out. The place where the object is now
 * (`edmCurrentLocation`, what portal.js maps) comes first, then the places it is about (`dctermsSpatial`), then
 * the others in the record's order.
 */
import { z } from 'zod';
import type { ContextualEntity, EdmRecord } from '../apis/record.ts';
import { entityLabel } from './fields.ts';

/** Places shown on one map at most: a record that names more is a list, not a location. */
export const MAX_MAP_PLACES = 20;

/** The proxy fields that link a record to its places, the first ones first. */
const PLACE_FIELDS = ['edmCurrentLocation', 'dctermsSpatial'] as const;

export interface PlaceWithCoordinates {
  /** The place's URI (`https://sws.geonames.org/2800866/`, `http://data.europeana.eu/place/…`). */
  readonly uri: string;
  /** Its name in the visitor's language with the item page's fallback; `undefined` when the record gives none. */
  readonly label: string | undefined;
  /** Language of the name (for the `lang` attribute); `undefined` for names without one. */
  readonly lang: string | undefined;
  /** Degrees north, −90…90. */
  readonly latitude: number;
  /** Degrees east, −180…180. */
  readonly longitude: number;
}

/** A coordinate as a number or a numeric string (`"50.8467"`, `" -4.35 "`); anything else is not one. */
const coordinateSchema = z.union([z.number(), z.string().trim().regex(/^[+-]?(?:\d+\.?\d*|\.\d+)$/).transform(Number)]);
const coordinatesSchema = z.object({
  latitude: coordinateSchema.pipe(z.number().min(-90).max(90)),
  longitude: coordinateSchema.pipe(z.number().min(-180).max(180)),
});

/** URIs a proxy field names, in a language map (`{ def: [uri] }`) or as a plain string. */
function referencedUris(record: EdmRecord, name: string): string[] {
  const uris: string[] = [];
  for (const proxy of record.proxies) {
    const value = proxy[name];
    const values = typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flat() : [];
    for (const item of values) if (typeof item === 'string') uris.push(item);
  }
  return uris;
}

function rank(entity: ContextualEntity, references: readonly (readonly string[])[]): number {
  const index = references.findIndex((uris) => uris.includes(entity.about));
  return index === -1 ? references.length : index;
}

/**
 * The record's places with coordinates, each once, in the visitor's language (`locale`): where the object is
 * first, then what it shows, then the rest; at most MAX_MAP_PLACES.
 * @example placesWithCoordinates(record, 'fr') // [{ uri: 'https://sws.geonames.org/2800866/', label: 'Bruxelles', lang: 'fr', latitude: 50.8467, longitude: 4.3525 }]
 */
export function placesWithCoordinates(record: EdmRecord, locale: string): PlaceWithCoordinates[] {
  const references = PLACE_FIELDS.map((name) => referencedUris(record, name));
  const seen = new Set<string>();
  const places: PlaceWithCoordinates[] = [];
  const ordered = record.places.map((entity, index) => ({ entity, index })).sort((a, b) => rank(a.entity, references) - rank(b.entity, references) || a.index - b.index);
  for (const { entity } of ordered) {
    if (seen.has(entity.about) || places.length >= MAX_MAP_PLACES) continue;
    const coordinates = coordinatesSchema.safeParse(entity);
    if (!coordinates.success) continue;
    seen.add(entity.about);
    const label = entityLabel(entity, { locale });
    places.push({ uri: entity.about, label: label?.text, lang: label?.lang, ...coordinates.data });
  }
  return places;
}

/** Degrees rounded to 5 decimals (about a metre) without trailing zeros, for URLs. */
function degrees(value: number): string {
  return String(Math.round(value * 100_000) / 100_000);
}

/**
 * The place on OpenStreetMap's own site: a marker at the coordinates, at town zoom.
 * @example openStreetMapUrl({ latitude: 50.8467, longitude: 4.3525 }) // 'https://www.openstreetmap.org/?mlat=50.8467&mlon=4.3525#map=12/50.8467/4.3525'
 */
export function openStreetMapUrl(place: Pick<PlaceWithCoordinates, 'latitude' | 'longitude'>): string {
  const [lat, lon] = [degrees(place.latitude), degrees(place.longitude)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=12/${lat}/${lon}`;
}

/**
 * Coordinates as people read them, with the page language's decimal sign: `50.8467° N, 4.3525° E`.
 * @example formatCoordinates({ latitude: -33.8688, longitude: 151.2093 }, 'de') // '33,8688° S, 151,2093° E'
 */
export function formatCoordinates(place: Pick<PlaceWithCoordinates, 'latitude' | 'longitude'>, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: false });
  const latitude = `${format.format(Math.abs(place.latitude))}° ${place.latitude < 0 ? 'S' : 'N'}`;
  const longitude = `${format.format(Math.abs(place.longitude))}° ${place.longitude < 0 ? 'W' : 'E'}`;
  return `${latitude}, ${longitude}`;
}
