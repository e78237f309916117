import { join } from 'node:path';
import type { ServiceDeps } from '../deps.ts';
import type { Router } from '../http/router.ts';
import { contentAssetHandler } from './assets.ts';
import { contentConfigFromEnv } from './config.ts';
import type { ContentConfig } from './config.ts';
import { contentGraphqlHandler } from './graphql.ts';
import { registerContentManagementRoutes } from './management.ts';
import { ensureContentSeeded } from './seed/index.ts';
import { ContentStore } from './store.ts';
import { WebhookOutbox } from './webhooks.ts';

export interface ContentService {
  /** Stops the webhook dispatcher (pending deliveries stay in the outbox for the next start). */
  close(): void;
}

/**
 * The headless content service (services/README.md, "Content service"): GraphQL Content API, assets,
 * management API and publish webhooks, over the shared SQLite store.
 */
export function registerContentRoutes(router: Router, deps: ServiceDeps, config: ContentConfig = contentConfigFromEnv(process.env)): ContentService {
  const store = new ContentStore(deps.db);
  ensureContentSeeded(deps.db, store);
  const outbox = new WebhookOutbox(deps.db, config);
  const graphql = contentGraphqlHandler(store, config);
  for (const method of ['GET', 'POST']) {
    router.add(method, '/content/v1/spaces/:space/environments/:env', graphql, { public: true });
    router.add(method, '/content/v1/spaces/:space', graphql, { public: true });
  }
  router.get('/content/assets/:id/:fileName', contentAssetHandler(store, join(deps.seedDir, 'images')), { public: true });
  registerContentManagementRoutes(router, deps.db, store, outbox, config);
  outbox.start();
  return { close: () => outbox.stop() };
}
