/**
 * What an editor pastes into a harvester: a portal URL or an identifier of an item or entity.
 * Pure; the harvest endpoint (src/api/editor-tools/harvest.ts) and the unit tests share it.
 */
import { ENTITY_DATA_HOST, parseEntityUri, type EntityType } from '../edm/entity-path.ts';
import { entityTypeFromSlug, entityUri } from '../edm/entity-types.ts';

const MAX_INPUT = 2048;
const RECORD_ID = /^\/?([0-9]+)\/([A-Za-z0-9_.~-]+)$/;
const ITEM_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?item\/([0-9]+)\/([A-Za-z0-9_.~-]+)\/?$/i;
const COLLECTION_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?collections\/([a-z]+)\/([0-9]+)(?:-[^/]*)?\/?$/i;

function asUrl(input: string): URL | undefined {
  return URL.canParse(input) ? new URL(input) : undefined;
}

/**
 * The record id (`/ds/id`) of a portal item URL (`https://portal/en/item/ds/id`), a data URI
 * (`http://data.europeana.eu/item/ds/id`), or a record id (`/ds/id`, `ds/id`); else undefined.
 */
export function parseRecordInput(raw: string): string | undefined {
  const input = raw.trim();
  if (input === '' || input.length > MAX_INPUT) return undefined;
  const url = asUrl(input);
  const path = url ? url.pathname : input;
  const match = ITEM_PATH.exec(path) ?? RECORD_ID.exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  return `/${match[1]}/${match[2]}`;
}

/**
 * The entity URI of a portal collection page (`/en/collections/person/123-name`), a data URI
 * (`http://data.europeana.eu/agent/123`) or `agent/123`; else undefined.
 */
export function parseEntityInput(raw: string): { uri: string; type: EntityType; id: string } | undefined {
  const input = raw.trim();
  if (input === '' || input.length > MAX_INPUT) return undefined;
  const asData = parseEntityUri(input.startsWith(ENTITY_DATA_HOST) || input.startsWith('https://data.europeana.eu') ? input.replace(/^https:/, 'http:') : `${ENTITY_DATA_HOST}/${input.replace(/^\/+/, '')}`);
  if (asData) return { uri: entityUri(asData.type, asData.id), ...asData };
  const url = asUrl(input);
  const match = COLLECTION_PATH.exec(url ? url.pathname : input);
  const type = match?.[1] ? entityTypeFromSlug(match[1].toLowerCase()) : undefined;
  if (!type || !match?.[2]) return undefined;
  return { uri: entityUri(type, match[2]), type, id: match[2] };
}
