import { CONTENT_LIMITS } from '../constants.ts';
import { nameCollator } from '../i18n/collation.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { IMAGE_WITH_ATTRIBUTION } from './fragments.ts';
import type { Collection, ImageWithAttribution } from './types.ts';

/** portal.js `themes.graphql`: every theme, by name (the themes page). */
export const THEMES = `query Themes($locale: String!, $preview: Boolean = false) {
  themePageCollection(preview: $preview, locale: $locale, limit: ${String(CONTENT_LIMITS.categories)}, order: name_ASC) {
    total items { sys { id } identifier name nameEN: name(locale: "en-GB") description descriptionEN: description(locale: "en-GB") primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} } }
  }
}`;

export interface ThemeSummary {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly name: string | null;
  readonly nameEN: string | null;
  readonly description: string | null;
  readonly descriptionEN: string | null;
  readonly primaryImageOfPage: ImageWithAttribution | null;
}

/**
 * Every theme, in the alphabetical order of the language's names (`locale` is a content locale, `hu-HU`): the
 * content service orders by character codes, which puts Hungarian "Újságok" after "Vallás" and "Természet" before
 * "Tájképek".
 */
export async function getThemes(locale: string, options: ContentOptions = {}): Promise<ThemeSummary[]> {
  const data = await contentQuery<{ themePageCollection: Collection<ThemeSummary> }>(THEMES, { locale }, `themes (${locale})`, options);
  const collator = nameCollator(locale);
  return data.themePageCollection.items
    .filter((t): t is ThemeSummary => t !== null)
    .sort((a, b) => collator.compare(a.name ?? a.identifier, b.name ?? b.identifier));
}
