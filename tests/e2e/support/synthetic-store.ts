/**
 * The second local-services process of the end-to-end run: a synthetic store large enough for the Search
 * API's 1000-result window (spec sections 5 and 9), which the seed (a few hundred records) never reaches.
 * playwright.config.ts starts it beside the portal and allows the portal to be pointed at it per request
 * (API_URL_OVERRIDE_ENABLED, API_URL_OVERRIDE_HOSTS); a test sends `x-record-api-url` with its pages
 * (tests/e2e/search-window.spec.ts). Nothing is mocked: the same services over `npm run data:synthetic` data.
 */

/** Records of the store: after the default content-tier filter (tier 0 is about 5 %), well over 1000 results. */
export const SYNTHETIC_ITEMS = 3000;

/** Its port: E2E_SYNTHETIC_PORT, else 1000 above the e2e services (clear of other runs' portal and services ports). */
export const SYNTHETIC_PORT = Number(process.env.E2E_SYNTHETIC_PORT ?? Number(process.env.E2E_SERVICES_PORT ?? 4490) + 1000);

/** `host:port` as API_URL_OVERRIDE_HOSTS names it. */
export const SYNTHETIC_HOST = `127.0.0.1:${String(SYNTHETIC_PORT)}`;

/** The request header that sends the portal's Record and Search API calls of a page to the synthetic store. */
export const SYNTHETIC_RECORD_API = { 'x-record-api-url': `http://${SYNTHETIC_HOST}/record` } as const;
