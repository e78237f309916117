import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { LOCALE_CODES, DEFAULT_LOCALE } from './src/lib/i18n/locales.ts';
import { apiRoutes } from './src/lib/routing/api-routes.ts';
import { robots } from './src/lib/seo/robots.ts';
import { baseUrlFrom } from './src/lib/config.ts';
import { publicationIndex } from './src/lib/publication/index-integration.ts';
import { messageFiles } from './src/lib/i18n/message-files.ts';

/** Serves `src/api/**` under `/_api/**` (see src/lib/routing/api-routes.ts). */
const portalApi: AstroIntegration = {
  name: 'portal-api-routes',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      for (const route of apiRoutes(new URL('./src/api', import.meta.url).pathname)) {
        injectRoute({ ...route, prerender: false });
      }
    },
  },
};

// The public origin (PORTAL_BASE_URL, default http://localhost:$PORT) for the canonical, hreflang and og:url
// links of the pre-rendered pages; on-demand pages read the same value at run time
// (src/lib/config.ts). Everything secret is read at run time from process.env.
const site = baseUrlFrom(process.env);

export default defineConfig({
  site,
  output: 'static',
  // 'ignore': our trailing-slash step (src/middleware/trailing-slash.ts) removes slashes, composed with the
  // legacy rules so an old URL with a slash still costs one redirect.
  trailingSlash: 'ignore',
  // Pages render a few at a time: each loads its own data (src/lib/content/batch.ts `prerenderedData`), and the
  // content service answers one while another renders (BENCHMARKS.md "Deploy build"). Fifteen: three groups of five
  // languages in flight, each group one request (src/lib/content/locale-groups.ts).
  build: { format: 'directory', concurrency: 15 },
  // No streaming: every on-demand page is held whole anyway (the CSP hashes of its inline scripts, the island style
  // hoisted, src/middleware/security-headers.ts; then compressed whole, src/runtime/compress.ts), and rendered to one
  // string Astro encodes once instead of a stream of small chunks each encoded and queued (issue 21).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [
    react(),
    portalApi,
    // robots.txt names the sitemap index, which the portal serves at run time (src/lib/sitemaps/).
    robots(site),
    // The dependency index of incremental publication (docs/decisions/0008-incremental-publication.md).
    publicationIndex(),
  ],
  // The route cache of on-demand pages (ARCHITECTURE.md decision 7), purged by tag when content changes
  // (src/lib/cache/). In memory per build; a CDN provider replaces it when several nodes serve.
  // Consulted for anonymous requests only (src/lib/cache/anonymous-memory-provider.ts); every query parameter
  // is part of the key (Astro's default drops some, such as `ref`). At most 500 pages (50–80 KB each), which
  // keeps the portal process in its memory budget (BENCHMARKS.md "Memory").
  cache: {
    provider: {
      name: 'anonymous-memory',
      entrypoint: new URL('./src/lib/cache/anonymous-memory-provider.ts', import.meta.url),
      config: { max: 500, query: { exclude: [] } },
    },
  },
  i18n: {
    locales: [...LOCALE_CODES],
    defaultLocale: DEFAULT_LOCALE,
    // Our own middleware (src/middleware/locale.ts) implements the prefix rules of spec section 2.
    routing: 'manual',
  },
  security: { checkOrigin: true },
  // Sign-in sessions (src/lib/auth/session.ts): HttpOnly, SameSite=Lax, Secure when the public
  // origin is HTTPS; the file driver of @astrojs/node keeps the tokens on the server.
  // The store is chosen at run time (src/lib/store/session-driver.ts): Redis when REDIS_URL is set, so
  // several nodes share sessions (README "Running several nodes"), else files on this node.
  session: {
    driver: {
      entrypoint: new URL('./src/lib/store/session-driver.ts', import.meta.url),
      config: { base: new URL('./node_modules/.astro/sessions', import.meta.url).pathname },
    },
    cookie: { name: 'portal-session', sameSite: 'lax', secure: site.startsWith('https:'), path: '/' },
  },
  // Links marked `data-astro-prefetch` (the header's navigation) are prefetched on hover or focus;
  // not all links, since a GET such as log-in or log-out must never run ahead of a click. Astro's
  // prefetch skips save-data and 2g connections (tests/unit/site/styles-and-prefetch.test.ts).
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  devToolbar: { enabled: false },
  vite: {
    // The message files read by the server from its build, not held as module source (src/lib/i18n/message-files.ts).
    plugins: [messageFiles(new URL('./i18n', import.meta.url).pathname)],
    // The server's chunks in ASCII, without doc comments: a module's source stays in a server process's memory for
    // its whole life, as one byte a character only when every character is ASCII (one "—" in a comment made a
    // chunk two bytes a character). docs/decisions/0014-on-demand-render-cost.md, ninth session.
    environments: { ssr: { build: { rolldownOptions: { output: { charset: 'ascii', comments: { legal: true, annotation: true, jsdoc: false } } } } } },
  },
  // Astro's console log, with refusals (4xx) on one info line instead of `[ERROR]` and a stack
  // (src/lib/errors/server-log.ts).
  logger: { entrypoint: new URL('./src/lib/errors/astro-log-destination.ts', import.meta.url) },
});
