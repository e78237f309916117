import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from './http/router.ts';
import { sendJson } from './http/respond.ts';
import { recordHandler } from './record/handler.ts';
import { SEED_DIR, ensureSeeded } from './seed/seed.ts';
import { SearchEngine } from './search/engine.ts';
import { searchHandler } from './search/handler.ts';
import { openStore } from './store/db.ts';
import { ThumbnailService, thumbnailHandler } from './thumbnail/handler.ts';
import { TranslateQuota } from './translate/translate.ts';
import { registerEntityRoutes } from './entity/routes.ts';
import { registerProviderIiifRoutes } from './iiif/provider.ts';
import { registerIiifRoutes } from './iiif/routes.ts';
import { registerTileRoutes } from './tiles/routes.ts';
import { registerWikimediaRoutes } from './wikimedia/routes.ts';
import { registerAnnotationRoutes } from './annotation/routes.ts';
import { registerRecommendRoutes } from './recommend/routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { identityConfigFromEnv } from './identity/config.ts';
import type { IdentityConfig } from './identity/config.ts';
import { registerIdentityRoutes } from './identity/routes.ts';
import { registerSetRoutes } from './set/routes.ts';
import { registerAuthKeyRoutes } from './auth-keys/routes.ts';
import { registerEntityManagementRoutes } from './entity-management/routes.ts';
import { registerFeedbackRoutes } from './feedback/routes.ts';
import { DEFAULT_TOKEN_AUTH, registerAnalyticsRoutes } from './analytics/routes.ts';
import { registerStreamRoutes } from './media/streams.ts';
import { ensureRetiredGalleries } from './set/retired-galleries.ts';
import { ensureSeedSets } from './set/seed.ts';
import { createFaultLayer } from './http/faults.ts';

/** Repository root (services/ lives directly under it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PORT = 4400;
export const DEFAULT_API_KEYS = ['api2demo'];
export const DEFAULT_TRANSLATE_QUOTA = 5000;

export interface ServicesOptions {
  readonly port: number;
  readonly dataDir: string;
  readonly apiKeys?: string[];
  /** Translate-profile requests allowed per UTC day before 502-TS. */
  readonly translateDailyQuota?: number;
  readonly host?: string;
  /** Identity provider settings (client, secret, redirect URIs, issuer); default: from an empty environment. */
  readonly identity?: IdentityConfig;
}

export interface RunningServices {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Opens (and on first start seeds) the store in `dataDir` and serves every local API on one port.
 * @example const services = await startServices({ port: 0, dataDir: '/tmp/services' }); await services.close();
 */
export async function startServices(options: ServicesOptions): Promise<RunningServices> {
  const db = openStore(options.dataDir);
  const seed = await ensureSeeded(db);
  const engine = new SearchEngine(db);
  const quota = new TranslateQuota(db, options.translateDailyQuota ?? DEFAULT_TRANSLATE_QUOTA);
  const router = new Router(options.apiKeys ?? DEFAULT_API_KEYS);
  const deps = { db, engine, seedDir: SEED_DIR, dataDir: options.dataDir };

  router.get('/health', ({ res }) => sendJson(res, 200, { status: 'ok', seed: seed.kind, records: seed.records }), { public: true });
  for (const prefix of ['/record/v2', '/record']) {
    router.get(`${prefix}/search.json`, searchHandler(engine));
    router.get(`${prefix}/:dataset/:id.json`, recordHandler(db, quota));
  }
  router.get('/thumbnail/v3/:size/:hash', thumbnailHandler(new ThumbnailService(db, SEED_DIR, options.dataDir)), { public: true });
  const identity = await registerIdentityRoutes(router, deps, options.identity ?? identityConfigFromEnv({}));
  registerEntityManagementRoutes(router, deps, identity);
  registerEntityRoutes(router, deps);
  registerIiifRoutes(router, deps);
  registerTileRoutes(router, deps);
  registerStreamRoutes(router, deps);
  registerProviderIiifRoutes(router, deps);
  registerWikimediaRoutes(router, deps);
  registerAnnotationRoutes(router, deps);
  const sets = registerSetRoutes(router, deps, identity);
  registerAuthKeyRoutes(router, deps, identity);
  registerFeedbackRoutes(router, deps);
  registerAnalyticsRoutes(router, deps, process.env.MATOMO_TOKEN_AUTH ?? DEFAULT_TOKEN_AUTH);
  ensureSeedSets(db, sets, SEED_DIR);
  ensureRetiredGalleries(db, sets);
  registerRecommendRoutes(router, deps, (id) => sets.publicItems(id));
  // Content service (GraphQL Content API, assets, management, webhooks): settings from CTF_* / CONTENT_* env.
  const content = registerContentRoutes(router, deps);

  // Test-only fault injection (services/http/faults.ts): inert unless SERVICES_FAULTS(_TOKEN) is set.
  const faults = createFaultLayer(process.env);
  const server = createServer((req, res) => {
    const handle = (): void => {
      void router.handle(req, res);
    };
    if (!faults.intercept(req, res, handle)) handle();
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  identity.start(address.port);
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolveClose) => {
        server.close(() => {
          resolveClose();
        });
      });
      content.close();
      db.close();
    },
  };
}

/** Reads SERVICES_* from the environment (see services/README.md). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServicesOptions {
  const port = Number(env.SERVICES_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`SERVICES_PORT must be a port number, got '${env.SERVICES_PORT ?? ''}'`);
  const keys = (env.SERVICES_API_KEYS ?? '').split(',').map((key) => key.trim()).filter((key) => key !== '');
  const quota = env.SERVICES_TRANSLATE_DAILY_QUOTA;
  const translateDailyQuota = quota === undefined || quota === '' ? DEFAULT_TRANSLATE_QUOTA : Number(quota);
  if (!Number.isInteger(translateDailyQuota) || translateDailyQuota < 0) throw new Error('SERVICES_TRANSLATE_DAILY_QUOTA must be a non-negative integer');
  return {
    port,
    dataDir: env.SERVICES_DATA_DIR ?? join(REPO_ROOT, '.data'),
    apiKeys: keys.length > 0 ? keys : DEFAULT_API_KEYS,
    translateDailyQuota,
    identity: identityConfigFromEnv(env),
  };
}

if (import.meta.main) {
  const options = optionsFromEnv(process.env);
  const services = await startServices(options);
  console.log(`[services] listening on ${services.url} (data: ${options.dataDir})`);
  const stop = (): void => {
    void services.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
