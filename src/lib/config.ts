import { z } from 'zod';
import { featureNoticeSchema, jsonValue, notificationBannerSchema, technicalPartnersSchema } from './site/site-config.ts';

/**
 * Run-time configuration, parsed once from the environment. Secrets are read here on the server
 * only and never at build time, so nothing secret is written into `dist/`.
 * Every variable is listed in the README's configuration table.
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = z.url({ protocol: /^https?$/ });

export const DEFAULT_SERVICES_PORT = 4400;

export const API_NAMES = [
  'record',
  'set',
  'entity',
  'entityManagement',
  'annotation',
  'recommendation',
  'thumbnail',
  'mediaProxy',
  'iiifPresentation',
  'iiifImage',
  'auth',
  'feedback',
] as const;
export type ApiName = (typeof API_NAMES)[number];

/** Environment variable prefix per API, following portal.js (`EUROPEANA_<NAME>_API_URL`). */
const envName: Record<ApiName, string> = {
  record: 'RECORD',
  set: 'SET',
  entity: 'ENTITY',
  entityManagement: 'ENTITY_MANAGEMENT',
  annotation: 'ANNOTATION',
  recommendation: 'RECOMMENDATION',
  thumbnail: 'THUMBNAIL',
  mediaProxy: 'MEDIA_PROXY',
  iiifPresentation: 'IIIF_PRESENTATION',
  iiifImage: 'IIIF_IMAGE',
  auth: 'AUTH',
  feedback: 'FEEDBACK',
};

const localPath: Record<ApiName, string> = {
  record: '/record',
  set: '/set',
  entity: '/entity',
  entityManagement: '/entity',
  annotation: '/annotation',
  recommendation: '/recommend',
  thumbnail: '/thumbnail/v3',
  mediaProxy: '/media',
  iiifPresentation: '/iiif/presentation',
  iiifImage: '/iiif/image',
  auth: '/auth',
  feedback: '/feedback',
};

const apiSchema = z.object({ url, key: z.string().min(1) });

/** Path of the local services' stand-in for Wikimedia Commons' thumbnails (services/wikimedia/routes.ts). */
const LOCAL_WIKIMEDIA_PATH = '/wikimedia';
/** The local services' Matomo (services/analytics/routes.ts). */
const LOCAL_MATOMO_PATH = '/matomo';

/** Path of the local services' base-map tiles (services/tiles/routes.ts), a Leaflet/XYZ URL template. */
const LOCAL_TILES_PATH = '/tiles/{z}/{x}/{y}.png';
/** The local tiles are drawn from Natural Earth (services/tiles/render.ts), down to zoom 8. */
const LOCAL_TILES_ATTRIBUTION = '© Natural Earth';
const LOCAL_TILES_MAX_ZOOM = 8;
/** Deepest zoom of another tile server unless MAP_TILES_MAX_ZOOM says otherwise (OpenStreetMap's has 19). */
const DEFAULT_TILES_MAX_ZOOM = 18;

/** A tile URL template: http(s), with `{z}`, `{x}` and `{y}` (and optionally `{s}`, `{r}`) as Leaflet reads them. */
const tileTemplate = url.refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
  message: 'must be a tile URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
});

const schema = z.object({
  port: z.coerce.number().int().min(1).max(65535),
  servicesPort: z.coerce.number().int().min(1).max(65535),
  baseUrl: url,
  apis: z.record(z.enum(API_NAMES), apiSchema),
  /** Honour `x-{api}-api-url` request headers (spec section 7). Off by default: SSRF. */
  apiUrlOverride: z.object({ enabled: bool, hosts: z.array(z.string()) }),
  content: z.object({
    origin: url,
    space: z.string().min(1),
    environment: z.string().min(1),
    deliveryToken: z.string().min(1),
    previewToken: z.string().min(1),
    /** The content media host: the only origin editorial images may come from (spec section 5). */
    mediaOrigin: url,
    /** HMAC key of the content service's webhook signature (`/_api/rebuild`). */
    webhookSecret: z.string().min(1),
    /** Lets a holder see drafts with `?mode=preview&secret=…`; unset: signed-in editors only. */
    previewSecret: z.string().min(16).optional(),
    /** Client role that makes a signed-in user an editor (may preview drafts). */
    editorRole: z.string().min(1),
  }),
  oidc: z.object({
    issuer: url,
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    scope: z.string().min(1),
  }),
  sessionSecret: z.string().min(16),
  /** Several nodes (README "Running several nodes"): the shared event store and session store. */
  store: z.object({
    /** PostgreSQL for views and votes; unset: SQLite in `dataDir`. */
    databaseUrl: z.url({ protocol: /^postgres(?:ql)?$/ }).optional(),
    /** Redis for Astro sessions; unset: files on this node. */
    redisUrl: z.url({ protocol: /^rediss?$/ }).optional(),
    dataDir: z.string().min(1),
  }),
  /** Site-wide features (src/lib/site/site-config.ts); pre-rendered pages read them at build time. */
  site: z.object({
    feedback: bool,
    notificationBanner: notificationBannerSchema.optional(),
    newFeatureNotice: featureNoticeSchema.optional(),
    technicalPartners: technicalPartnersSchema,
  }),
  /**
   * The run-time sitemaps (src/lib/sitemaps/): each source is walked again when its files are this old (0: only on
   * demand); after each upstream page a walk pauses this many times as long as the page took (0: no pause).
   */
  sitemaps: z.object({ refreshHours: z.coerce.number().min(0).max(24 * 365), pauseFactor: z.coerce.number().min(0).max(100) }),
  /** The base map of the item page's location map (src/components/item/LocationMap.astro). */
  map: z.object({
    /** XYZ tile URL template (`MAP_TILES_URL`); its origin is allowed for images by the CSP. */
    tilesUrl: tileTemplate,
    /** The credit the tiles' licence asks for, shown on the map (`MAP_TILES_ATTRIBUTION`). */
    attribution: z.string().trim().min(1, 'MAP_TILES_ATTRIBUTION must be set with MAP_TILES_URL: tile servers ask for a credit, e.g. "© OpenStreetMap contributors"'),
    /** The deepest zoom the tile server has (`MAP_TILES_MAX_ZOOM`). */
    maxZoom: z.coerce.number().int().min(0).max(22),
  }),
  /**
   * Wikimedia Commons' thumbnail host (`WIKIMEDIA_UPLOAD_URL`), where organisations' logos are drawn
   * (src/lib/edm/wikimedia.ts); its origin is allowed for images by the CSP.
   */
  wikimediaUploadUrl: url,
  /**
   * The Set API nickname of Europeana's own curators (`APP_GALLERIES_EUROPEANA_ACCOUNT`, as portal.js names it): their
   * galleries say "Curated by" with Europeana's logo instead of a nickname.
   */
  galleriesEuropeanaAccount: z.string().trim().min(1),
  /**
   * Matomo (`MATOMO_HOST`, `MATOMO_SITE_ID`, as portal.js names them): where the browser sends page views and site
   * searches once the visitor allows "Analytics" (src/islands/site/analytics.ts); its origin is allowed for connections
   * by the CSP. Neither set: nothing is tracked, or with the local services their Matomo (services/analytics/).
   */
  analytics: z
    .object({
      host: z.url({ protocol: /^https?$/, error: 'MATOMO_HOST must be the http(s) address of the Matomo server, set with MATOMO_SITE_ID' }),
      siteId: z.coerce.number({ error: 'MATOMO_SITE_ID must be the number of the site in Matomo, set with MATOMO_HOST' }).int().positive(),
    })
    .optional(),
  /** True when any upstream URL points somewhere other than the local services. */
  usesLocalServices: z.boolean(),
});

export type PortalConfig = z.infer<typeof schema>;

/** The value of an environment variable, `undefined` when unset or empty. */
function envValue(source: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = source[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The portal's public origin (`PORTAL_BASE_URL`, default `http://localhost:$PORT`): canonical, `hreflang`
 * and `og:url` links, the sign-in callback and the host every page is served on. One function for the
 * build (astro.config.ts `site`, which pre-rendered pages read) and the server (`config().baseUrl`, which
 * on-demand pages read), so both say the same.
 */
export function baseUrlFrom(source: NodeJS.ProcessEnv = process.env): string {
  return envValue(source, 'PORTAL_BASE_URL') ?? `http://localhost:${envValue(source, 'PORT') ?? '4321'}`;
}

/**
 * Production mode: `NODE_ENV=production` when a server starts. (`astro build` sets it for every build, so
 * the build itself is never judged by it; src/runtime/start.ts and src/runtime/serve.ts check at start.)
 */
export function isProduction(source: NodeJS.ProcessEnv = process.env): boolean {
  return envValue(source, 'NODE_ENV') === 'production';
}

/**
 * The configuration a server starts with (src/runtime/start.ts, src/runtime/serve.ts): {@link readConfig}, and
 * in production a public origin that was set on purpose. The default (`http://localhost:$PORT`) would
 * send every visitor's canonical links, sign-in callback and host redirect to a machine of their own.
 * @throws Error naming the variable to set.
 */
export function readServerConfig(source: NodeJS.ProcessEnv = process.env): PortalConfig {
  if (isProduction(source) && envValue(source, 'PORTAL_BASE_URL') === undefined) {
    throw new Error(
      'PORTAL_BASE_URL is not set. In production (NODE_ENV=production) the portal must be told its public origin, ' +
        'e.g. PORTAL_BASE_URL=https://www.europeana.eu: canonical, hreflang and og:url links, the sign-in callback ' +
        'and the redirect of other hosts are made from it. Set it for the build and for the server (README "Configuration").',
    );
  }
  return readConfig(source);
}

/**
 * {@link readServerConfig} for a process that is starting: a configuration it cannot run with ends it
 * with exit code 1 and the problem on one line (no stack trace to read past).
 */
export function serverConfigOrExit(tag: string, source: NodeJS.ProcessEnv = process.env): PortalConfig {
  try {
    return readServerConfig(source);
  } catch (error) {
    console.error(`[${tag}] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** Builds the configuration from an environment map; exported for tests. */
export function readConfig(source: NodeJS.ProcessEnv = process.env): PortalConfig {
  const get = (name: string): string | undefined => envValue(source, name);
  const sPort = Number(get('SERVICES_PORT') ?? DEFAULT_SERVICES_PORT);
  const localBase = `http://127.0.0.1:${String(sPort)}`;
  const defaultKey = get('EUROPEANA_API_KEY') ?? 'api2demo';
  const apis = Object.fromEntries(
    API_NAMES.map((name) => [
      name,
      {
        url: get(`EUROPEANA_${envName[name]}_API_URL`) ?? `${localBase}${localPath[name]}`,
        key: get(`EUROPEANA_${envName[name]}_API_KEY`) ?? defaultKey,
      },
    ]),
  );
  const upstreamNames = [
    ...API_NAMES.map((n) => `EUROPEANA_${envName[n]}_API_URL`),
    'CTF_GRAPHQL_ORIGIN',
    'OAUTH_ORIGIN',
  ];
  // Not an upstream of usesLocalServices: a base map from elsewhere (OpenStreetMap) is no reason to stop the local APIs.
  const tilesUrl = get('MAP_TILES_URL');
  const usesLocalServices = !upstreamNames.some((n) => get(n) !== undefined);
  const matomoHost = get('MATOMO_HOST');
  const matomoSiteId = get('MATOMO_SITE_ID');
  const oauthOrigin = get('OAUTH_ORIGIN') ?? localBase;
  const realm = get('OAUTH_REALM') ?? 'europeana';
  const parsed = schema.safeParse({
    port: get('PORT') ?? 4321,
    servicesPort: sPort,
    baseUrl: baseUrlFrom(source),
    apis,
    apiUrlOverride: {
      enabled: get('API_URL_OVERRIDE_ENABLED') ?? 'false',
      hosts: (get('API_URL_OVERRIDE_HOSTS') ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    },
    content: {
      origin: get('CTF_GRAPHQL_ORIGIN') ?? `${localBase}/content`,
      space: get('CTF_SPACE_ID') ?? 'portal',
      environment: get('CTF_ENVIRONMENT_ID') ?? 'master',
      deliveryToken: get('CTF_CDA_ACCESS_TOKEN') ?? 'local-delivery',
      previewToken: get('CTF_CPA_ACCESS_TOKEN') ?? 'local-preview',
      mediaOrigin: get('CTF_MEDIA_ORIGIN') ?? originOf(get('CTF_GRAPHQL_ORIGIN') ?? localBase),
      webhookSecret: get('CONTENT_WEBHOOK_SECRET') ?? 'local-webhook-secret',
      previewSecret: get('CONTENT_PREVIEW_SECRET'),
      editorRole: get('CONTENT_EDITOR_ROLE') ?? 'editor',
    },
    oidc: {
      issuer: `${oauthOrigin}/auth/realms/${realm}`,
      clientId: get('OAUTH_CLIENT') ?? 'collections_portal',
      clientSecret: get('OAUTH_SECRET') ?? 'local-portal-secret',
      scope: get('OAUTH_SCOPE') ?? 'openid profile email usersets',
    },
    sessionSecret: get('SESSION_SECRET') ?? 'local-development-session-secret',
    store: { databaseUrl: get('DATABASE_URL'), redisUrl: get('REDIS_URL'), dataDir: get('PORTAL_DATA_DIR') ?? '.data' },
    site: {
      feedback: get('FEATURE_FEEDBACK') ?? 'false',
      notificationBanner: jsonValue(get('NOTIFICATION_BANNER')),
      newFeatureNotice: jsonValue(get('NEW_FEATURE_NOTICE')),
      technicalPartners: jsonValue(get('TECHNICAL_PARTNERS')) ?? [],
    },
    sitemaps: { refreshHours: get('SITEMAP_REFRESH_HOURS') ?? 24, pauseFactor: get('SITEMAP_WALK_PAUSE_FACTOR') ?? 1 },
    map: {
      tilesUrl: tilesUrl ?? `${localBase}${LOCAL_TILES_PATH}`,
      attribution: get('MAP_TILES_ATTRIBUTION') ?? (tilesUrl === undefined ? LOCAL_TILES_ATTRIBUTION : ''),
      maxZoom: get('MAP_TILES_MAX_ZOOM') ?? (tilesUrl === undefined ? LOCAL_TILES_MAX_ZOOM : DEFAULT_TILES_MAX_ZOOM),
    },
    wikimediaUploadUrl: get('WIKIMEDIA_UPLOAD_URL') ?? `${localBase}${LOCAL_WIKIMEDIA_PATH}`,
    galleriesEuropeanaAccount: get('APP_GALLERIES_EUROPEANA_ACCOUNT') ?? 'europeana',
    analytics:
      matomoHost !== undefined || matomoSiteId !== undefined
        ? { host: matomoHost?.replace(/\/+$/, ''), siteId: matomoSiteId }
        : usesLocalServices
          ? { host: `${localBase}${LOCAL_MATOMO_PATH}`, siteId: 1 }
          : undefined,
    usesLocalServices,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid portal configuration (${problems}). See the configuration table in README.md.`);
  }
  return parsed.data;
}

/** The origin of a URL, or the value itself when it is no URL (the schema then reports it). */
function originOf(value: string): string {
  return URL.canParse(value) ? new URL(value).origin : value;
}

let cached: PortalConfig | undefined;

/** The configuration of this process, parsed on first use. */
export function config(): PortalConfig {
  cached ??= readConfig();
  return cached;
}

/**
 * The origin of the configured public URL, e.g. `https://www.europeana.eu`: what every absolute link to a
 * page of the portal starts with (src/layouts/Base.astro), whatever host a request came in on.
 */
export function publicOrigin(): string {
  return new URL(config().baseUrl).origin;
}
