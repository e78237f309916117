import { z } from 'zod';
import { ENTITY_UPDATE_TIMEOUT_MS } from '../constants.ts';
import type { EntityType } from '../edm/entity-path.ts';
import { ApiError, createApiClient, type ApiContext, type Versioned } from './client.ts';

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

/** Times an update is tried when another change keeps coming between its read and its write. */
const ENTITY_UPDATE_ATTEMPTS = 3;

/** The entity as its editors see it (the internal profile), with its version (`ETag`). */
export function getInternalEntity(type: EntityType, id: string, options: ManagementOptions): Promise<Versioned<InternalEntity>> {
  return client.requestVersioned(`/${type}/${id}`, internalEntitySchema, { params: { profile: 'internal' }, accessToken: options.accessToken, context: options.context });
}

/**
 * Changes an entity: reads it, makes the change on what it read, and writes it back for that version only
 * (`If-Match`, as entity management's `PUT` checks it). When someone else's change came in between (412), the change
 * is made again on the entity as it is now, so that two editors changing different languages at once both keep
 * theirs; after {@link ENTITY_UPDATE_ATTEMPTS} such refusals, the refusal is the answer.
 */
export async function updateEntityWith(
  type: EntityType,
  id: string,
  change: (entity: InternalEntity) => Readonly<Record<string, unknown>>,
  options: ManagementOptions,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await getInternalEntity(type, id, options);
    try {
      await client.request(`/${type}/${id}`, {
        method: 'PUT',
        body: change(current.value),
        ifMatch: current.etag,
        accessToken: options.accessToken,
        context: options.context,
        timeoutMs: ENTITY_UPDATE_TIMEOUT_MS,
      });
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 412) || attempt >= ENTITY_UPDATE_ATTEMPTS) throw error;
    }
  }
}
