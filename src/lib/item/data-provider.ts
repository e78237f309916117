/**
 * The institution that provided an item, as a badge (portal.js ItemDataProvider → LinkBadge): when the Record API
 * names the data provider by its organisation's URI (a provider Europeana knows; the record's `organizations`
 * label it), the item page links the name to the organisation's page with its logo beside it. A provider named
 * by text alone stays text.
 */
import { getEntity, type Entity } from '../apis/entity.ts';
import type { ApiContext } from '../apis/client.ts';
import type { EdmRecord } from '../apis/record.ts';
import { LOGO_SIZE } from '../constants.ts';
import { entityChipImage, type Chip } from '../edm/entity-view.ts';
import { wikimediaThumbnailUrl } from '../edm/wikimedia.ts';
import { parseEntityUri } from '../edm/entity-path.ts';
import type { ItemField } from '../edm/fields.ts';

/** A data provider shown as a badge: its name, where it leads, its logo (none when the Entity API did not answer). */
export interface ProviderBadge extends Chip {
  readonly uri: string;
}

/**
 * The organisation URI the record names as its data provider, or undefined for a provider named by text.
 * @example dataProviderUri(record) // 'http://data.europeana.eu/organization/9300001'
 */
export function dataProviderUri(record: EdmRecord): string | undefined {
  const named = record.aggregations[0]?.edmDataProvider;
  for (const values of Object.values(named ?? {})) {
    for (const value of typeof values === 'string' ? [values] : values) if (parseEntityUri(value)?.type === 'organization') return value;
  }
  return undefined;
}

/**
 * The data provider's organisation from the Entity API (kept in the shared upstream cache: a few thousand
 * organisations provide every item), or undefined: a provider named by text, or an Entity API that did not answer
 * (the badge is shown without its logo; the request log shows the failed call).
 */
export async function dataProviderOrganisation(record: EdmRecord, context?: ApiContext): Promise<Entity | undefined> {
  const uri = dataProviderUri(record);
  const parsed = uri === undefined ? undefined : parseEntityUri(uri);
  if (parsed === undefined) return undefined;
  try {
    return await getEntity(parsed.type, parsed.id, { context });
  } catch {
    return undefined;
  }
}

/**
 * The badge of the item's data provider field (its first value, named from the record's `organizations` and linked
 * to the organisation's page by the field), or undefined when the provider is not an organisation page.
 */
export function providerBadge(field: ItemField | undefined, uri: string | undefined, organisation: Entity | undefined, wikimediaUploadUrl: string): ProviderBadge | undefined {
  const value = field?.values[0];
  if (value?.entityHref === undefined || uri === undefined) return undefined;
  // The institution's logo is what names it at a glance; its picture (`isShownBy`) only when it has no logo.
  const logo = organisation?.logo === undefined ? undefined : wikimediaThumbnailUrl(organisation.logo.id, LOGO_SIZE * 2, wikimediaUploadUrl);
  const image = organisation?.id === uri ? (logo ?? entityChipImage(organisation, wikimediaUploadUrl)) : undefined;
  return { href: value.entityHref, label: value.text, lang: value.lang, uri, image };
}
