/**
 * robots.txt (issue 20): what crawlers may read, and where the sitemap index is. A static file written at the end of
 * a build; the index it names is served at run time (src/lib/sitemaps/), on the same public origin.
 */
import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { SITEMAP_INDEX_PATH } from '../sitemaps/names.ts';

/** The text of robots.txt: crawl everything but the portal's endpoints, previews and accounts; name the sitemap index. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return ['User-agent: *', 'Disallow: /_api/', 'Disallow: /*/preview', 'Disallow: /*/account', 'Disallow: /*?*mode=preview', '', `Sitemap: ${base}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}

/**
 * Writes `robots.txt` into the static files at the end of a build. Not a pre-rendered route: the language
 * step of the middleware redirects every unprefixed path, which would turn it into a redirect page.
 */
export function robots(site: string): AstroIntegration {
  return {
    name: 'portal-robots-txt',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(new URL('robots.txt', dir), robotsTxt(site));
      },
    },
  };
}
