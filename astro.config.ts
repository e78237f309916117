import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { LOCALE_CODES, DEFAULT_LOCALE } from './src/lib/i18n/locales.ts';
import { apiRoutes } from './src/lib/routing/api-routes.ts';

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

// The public origin is only needed at build time for canonical and hreflang links in the
// pre-rendered pages; everything secret is read at run time from process.env (src/lib/config.ts).
const site = process.env.PORTAL_BASE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory' },
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), portalApi],
  i18n: {
    locales: [...LOCALE_CODES],
    defaultLocale: DEFAULT_LOCALE,
    // Our own middleware (src/middleware/locale.ts) implements the prefix rules of spec section 2.
    routing: 'manual',
  },
  security: { checkOrigin: true },
  devToolbar: { enabled: false },
});
