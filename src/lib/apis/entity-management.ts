import { z } from 'zod';
import { ENTITY_UPDATE_TIMEOUT_MS } from '../constants.ts';
import type { EntityType } from '../edm/entity-path.ts';
import { createApiClient, type ApiContext } from './client.ts';

/**
 * Entity management (spec section 7: `GET {path}?profile=internal`, `PUT {path}`; portal.js
 * `plugins/europeana/entity-management.js`): an editor's view of an entity and its update, with the editor's token.
 * The update has its own, longer timeout (spec section 9: 15 s).
 */
const client = createApiClient({ name: 'entityManagement', sendsKey: true });

/** The internal profile: the entity with its proxies (the Europeana proxy holds what editors change). */
export const internalEntitySchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  proxies: z.array(z.looseObject({ id: z.string() })).optional(),
});
export type InternalEntity = z.infer<typeof internalEntitySchema>;

export interface ManagementOptions {
  readonly accessToken: string | undefined;
  readonly context?: ApiContext | undefined;
}

export function getInternalEntity(type: EntityType, id: string, options: ManagementOptions): Promise<InternalEntity> {
  return client.requestParsed(`/${type}/${id}`, internalEntitySchema, { params: { profile: 'internal' }, accessToken: options.accessToken, context: options.context });
}

export async function updateEntity(type: EntityType, id: string, body: Readonly<Record<string, unknown>>, options: ManagementOptions): Promise<void> {
  await client.request(`/${type}/${id}`, { method: 'PUT', body, accessToken: options.accessToken, context: options.context, timeoutMs: ENTITY_UPDATE_TIMEOUT_MS });
}
