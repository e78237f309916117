import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { IMAGE } from './fragments.ts';
import { smallSquareImage } from './media.ts';
import { itemsOf, type Asset, type Collection } from './types.ts';

/**
 * portal.js `themesById.graphql` (ThemeBadges.vue under a story, an exhibition and its chapters): the themes an
 * entry names in `genre`, with their names in the page's language and their pictures.
 */
export const THEMES_BY_ID = `query ThemesById($locale: String!, $identifiers: [String]!, $preview: Boolean = false) {
  themePageCollection(preview: $preview, locale: $locale, limit: ${String(CONTENT_LIMITS.themeBadges)}, where: { identifier_in: $identifiers }) {
    items { sys { id } identifier name primaryImageOfPage { sys { id } image { ${IMAGE} } } }
  }
}`;

interface ThemeById {
  readonly identifier: string;
  readonly name: string | null;
  readonly primaryImageOfPage: { readonly image: Asset | null } | null;
}

/** A theme an entry belongs to, as a badge linking to the theme page. */
export interface ThemeBadge {
  readonly identifier: string;
  readonly name: string;
  /** A small square picture (the theme's own, from the content media host), or none. */
  readonly image: string | undefined;
}

/** The badges sorted by name in the page's language (ThemeBadges.vue `alphabeticallySortedThemes`). */
export function sortThemeBadges(badges: readonly ThemeBadge[], locale: string): ThemeBadge[] {
  return [...badges].sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The themes named by `genre` (identifiers of theme pages; other genres are ignored) in a content locale, by name.
 * No query when the entry names none. Asked inside the page's load, so that the page records the themes it shows
 * (src/lib/publication/reads.ts) and a renamed theme re-renders it.
 * @example await getThemeBadges(['art', 'landscapes'], 'de-DE') // [{ identifier: 'art', name: 'Kunst', image: 'https://…?w=56…' }, …]
 */
export async function getThemeBadges(genre: readonly string[] | null | undefined, locale: string, options: ContentOptions = {}): Promise<ThemeBadge[]> {
  const identifiers = [...new Set((genre ?? []).filter((g) => /^[a-z0-9-]{1,100}$/.test(g)))].slice(0, CONTENT_LIMITS.themeBadges);
  if (identifiers.length === 0) return [];
  const data = await contentQuery<{ themePageCollection: Collection<ThemeById> }>(THEMES_BY_ID, { locale, identifiers }, `themes ${identifiers.join(', ')} (${locale})`, options);
  const badges = itemsOf(data.themePageCollection).flatMap((theme): ThemeBadge[] =>
    theme.name ? [{ identifier: theme.identifier, name: theme.name, image: smallSquareImage(theme.primaryImageOfPage?.image) }] : [],
  );
  return sortThemeBadges(badges, locale);
}
