import type { APIRoute } from 'astro';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { UPSTREAM_CACHE_TTL_MS } from '../lib/apis/response-cache.ts';
import { contentLocale } from '../lib/content/client.ts';
import { smallSquareImage } from '../lib/content/media.ts';
import { getThemes, type ThemeSummary } from '../lib/content/themes.ts';
import { toPortalError } from '../lib/errors/catalogue.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../lib/i18n/locales.ts';
import { createTranslator, hasOwnMessage } from '../lib/i18n/messages.ts';
import { THEMES } from '../lib/search/facets.ts';
import { themeSearchHref } from '../lib/search/state.ts';

export const prerender = false;

const query = z.object({ locale: z.string().refine(isLocaleCode).catch(DEFAULT_LOCALE) });

/** A theme as a quick search: its name in the language asked, the search within it and its picture. */
export interface QuickSearch {
  readonly name: string;
  readonly href: string;
  readonly image: string | undefined;
}

const isTheme = (identifier: string): boolean => (THEMES as readonly string[]).includes(identifier);

/**
 * A theme's name in the language: the content service's own translation; where it has none (its answer falls back to
 * English) the name the search filters give the theme in that language (`facets.collection.{identifier}`).
 */
function themeName(theme: ThemeSummary, locale: LocaleCode, t: TFunction): string | undefined {
  const key = `facets.collection.${theme.identifier}`;
  const fellBack = locale !== DEFAULT_LOCALE && theme.name === theme.nameEN;
  if ((theme.name === null || fellBack) && hasOwnMessage(locale, key)) return t(key);
  return theme.name ?? theme.nameEN ?? undefined;
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': status === 200 ? 'public, max-age=60' : 'no-store' },
  });

/**
 * The search boxes' quick searches (europeana.eu's SearchThemeBadges.vue, shown while the box is empty): every theme
 * page of a theme the Search API knows, by name in the language, each a search within the theme. The content
 * service's answer is kept a minute for every visitor and forgotten by every publication (`ContentOptions.cacheTtlMs`);
 * a theme without a name is left out.
 */
export const GET: APIRoute = async ({ url }) => {
  const { locale } = query.parse(Object.fromEntries(url.searchParams));
  try {
    const themes = await getThemes(contentLocale(locale), { cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
    const t = createTranslator(locale);
    const quick: QuickSearch[] = themes.flatMap((theme) => {
      // Only a theme the Search API knows can be searched within (`collection:{theme}`, spec section 3).
      if (!isTheme(theme.identifier)) return [];
      const name = themeName(theme, locale, t);
      return name ? [{ name, href: themeSearchHref(locale, theme.identifier), image: smallSquareImage(theme.primaryImageOfPage?.image) }] : [];
    });
    return json(quick.sort((a, b) => a.name.localeCompare(b.name, locale)));
  } catch (error) {
    const portalError = toPortalError(error);
    return json({ error: portalError.code }, 502);
  }
};
