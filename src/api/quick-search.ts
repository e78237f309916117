import type { APIRoute } from 'astro';
import { z } from 'zod';
import { UPSTREAM_CACHE_TTL_MS } from '../lib/apis/response-cache.ts';
import { contentLocale } from '../lib/content/client.ts';
import { smallSquareImage } from '../lib/content/media.ts';
import { getThemes } from '../lib/content/themes.ts';
import { toPortalError } from '../lib/errors/catalogue.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../lib/i18n/locales.ts';
import { createTranslator } from '../lib/i18n/messages.ts';
import type { QuickSearch } from '../lib/search/combobox.ts';
import { facetValueLabel } from '../lib/search/facet-labels.ts';
import { THEMES } from '../lib/search/facets.ts';
import { filterSearchHref } from '../lib/search/state.ts';

export const prerender = false;

const query = z.object({ locale: z.string().refine(isLocaleCode).catch(DEFAULT_LOCALE) });

const isTheme = (identifier: string): boolean => (THEMES as readonly string[]).includes(identifier);

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': status === 200 ? 'public, max-age=60' : 'no-store' },
  });

/**
 * The search boxes' quick searches (europeana.eu's SearchThemeBadges.vue, shown while the box is empty): every theme
 * page of a theme the Search API knows, by name in the language, each a search within the theme. The content
 * service's answer is kept a minute for every visitor and forgotten by every publication (`ContentOptions.cacheTtlMs`).
 */
export const GET: APIRoute = async ({ url }) => {
  const { locale } = query.parse(Object.fromEntries(url.searchParams));
  try {
    const themes = await getThemes(contentLocale(locale), { cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
    const t = createTranslator(locale);
    const quick: QuickSearch[] = themes.flatMap((theme) => {
      // Only a theme the Search API knows can be searched within (`collection:{theme}`, spec section 3); its name is the
      // content service's translation, or where that falls back to English the search filter's name for the theme.
      if (!isTheme(theme.identifier)) return [];
      const fellBack = theme.name === null || (locale !== DEFAULT_LOCALE && theme.name === theme.nameEN);
      const name = fellBack ? facetValueLabel('collection', theme.identifier, locale, t) : theme.name;
      return [{ name, href: filterSearchHref(locale, 'collection', theme.identifier), image: smallSquareImage(theme.primaryImageOfPage?.image) }];
    });
    return json(quick.sort((a, b) => a.name.localeCompare(b.name, locale)));
  } catch (error) {
    const portalError = toPortalError(error);
    return json({ error: portalError.code }, 502);
  }
};
