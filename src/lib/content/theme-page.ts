import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { CARD_GROUP, CTA, EDITORIAL_CARD, ENGLISH_COPY, IMAGE, IMAGE_WITH_ATTRIBUTION } from './fragments.ts';
import { newestEditorial } from './related-content.ts';
import { dailySubset } from './automated-cards.ts';
import { itemsOf, type CallToAction, type CardGroupData, type Collection, type EditorialCardData, type EnglishCopy, type ImageWithAttribution } from './types.ts';

const L = CONTENT_LIMITS;
/** The English copy of a card's name and text tells a fallback from a translation (englishFallbackLang). */
const ENTITY_CARD = `sys { id } identifier name description ${ENGLISH_COPY} slug entityImage: image`;

/** portal.js `themePage.graphql`: topic, person and gallery groups, calls to action, item card groups. */
export const THEME_PAGE = `query ThemePage($locale: String!, $identifier: String!, $preview: Boolean = false) {
  themePageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: ${String(L.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name description ${ENGLISH_COPY} primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
      hasPartCollection(limit: 10) {
        items {
          __typename
          ... on TopicGroup { sys { id } headline hasPartCollection(limit: 20) { items { ... on AutomatedEntityCard { ${ENTITY_CARD} } } } }
          ... on PersonGroup { sys { id } headline hasPartCollection(limit: 20) { items { ... on AutomatedEntityCard { ${ENTITY_CARD} } } } }
          ... on GalleryGroup { sys { id } headline hasPartCollection(limit: 20) { items { __typename ... on CuratedCard { sys { id } name description ${ENGLISH_COPY} url image { ${IMAGE} } } ... on AutomatedEntityCard { ${ENTITY_CARD} } } } }
          ... on PrimaryCallToAction { ${CTA} }
          ... on CardGroup { ${CARD_GROUP} }
        }
      }
    }
  }
}`;

/**
 * portal.js `themeRelatedContent.graphql` (RelatedEditorial.vue with `theme`): the newest stories and exhibitions
 * that name the theme in `genre`.
 */
export const THEME_RELATED_CONTENT = `query ThemeRelatedContent($locale: String!, $preview: Boolean = false, $limit: Int = ${String(L.themeRelatedItems)}, $theme: String!) {
  exhibitionPageCollection(where: { genre_contains_some: [$theme], name_exists: true }, preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit) { items { ${EDITORIAL_CARD} } }
  storyCollection(where: { genre_contains_some: [$theme], name_exists: true }, preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit) { items { ${EDITORIAL_CARD} } }
}`;

export interface EntityCardData {
  readonly __typename?: 'AutomatedEntityCard';
  readonly identifier: string | null;
  readonly name: string | null;
  readonly description: string | null;
  /** The name and description in English, to mark one shown in English on another language's page. */
  readonly nameEN?: string | null;
  readonly descriptionEN?: string | null;
  readonly slug: string | null;
  readonly entityImage: string | null;
}

export type ThemeSection =
  | { readonly __typename: 'TopicGroup' | 'PersonGroup'; readonly headline: string | null; readonly hasPartCollection: Collection<EntityCardData> | null }
  | {
      readonly __typename: 'GalleryGroup';
      readonly headline: string | null;
      readonly hasPartCollection: Collection<
        | ({ readonly __typename: 'CuratedCard'; readonly name: string | null; readonly description: string | null; readonly url: string | null; readonly image: import('./types.ts').Asset | null } & EnglishCopy)
        | ({ readonly __typename: 'AutomatedEntityCard' } & EntityCardData)
      > | null;
    }
  | ({ readonly __typename: 'PrimaryCallToAction' } & CallToAction)
  | ({ readonly __typename: 'CardGroup' } & CardGroupData);

export interface ThemePageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string;
  readonly primaryImageOfPage: ImageWithAttribution | null;
  readonly hasPartCollection: Collection<ThemeSection> | null;
  /** The newest stories and exhibitions of the theme (a second query of the same load). */
  readonly relatedEditorial: readonly EditorialCardData[];
}

/**
 * A theme page with its newest stories and exhibitions (up to six), or undefined when there is no such theme.
 * Both queries go through the content client inside the page's load, so the pre-rendered page records the
 * stories it shows and a new story of the theme re-renders it (docs/decisions/0008-incremental-publication.md).
 */
export async function getThemePage(identifier: string, locale: string, options: ContentOptions = {}): Promise<ThemePageData | undefined> {
  const data = await contentQuery<{ themePageCollection: Collection<Omit<ThemePageData, 'relatedEditorial'>> }>(THEME_PAGE, { identifier, locale }, `theme "${identifier}" (${locale})`, options);
  const theme = data.themePageCollection.items[0] ?? undefined;
  if (theme === undefined) return undefined;
  const relatedEditorial = await newestEditorial(THEME_RELATED_CONTENT, { theme: theme.identifier, locale }, `stories of theme "${identifier}" (${locale})`, {
    ...options,
    limit: L.themeRelatedItems,
  });
  return { ...theme, relatedEditorial };
}

/** The sections of a theme page as it shows them (portal.js themes/_.vue). */
export interface ThemeLayout {
  /** Topic, person and gallery groups and calls to action, in the content service's order. */
  readonly sections: readonly Exclude<ThemeSection, { __typename: 'CardGroup' }>[];
  /** The curated items (the first card group): the day's eight of its cards, with its headline and button. */
  readonly dailyItems: (CardGroupData & { readonly __typename: 'CardGroup' }) | undefined;
}

/**
 * How a theme page lays out its sections: the groups and calls to action first, then (in the view) its stories,
 * then the day's set of its curated items, `daily(curatedItemsEncoding, 8)` in portal.js: eight consecutive
 * cards of the first card group from an offset that moves each day, the same for every visitor of a day. The
 * page is pre-rendered; the daily build (src/runtime/rebuild.ts) renders the next day's set.
 */
export function themeLayout(theme: Pick<ThemePageData, 'hasPartCollection'>, now: Date = new Date()): ThemeLayout {
  const all = itemsOf(theme.hasPartCollection);
  const sections = all.filter((s): s is Exclude<ThemeSection, { __typename: 'CardGroup' }> => s.__typename !== 'CardGroup');
  const curated = all.find((s): s is Extract<ThemeSection, { __typename: 'CardGroup' }> => s.__typename === 'CardGroup');
  if (curated === undefined) return { sections, dailyItems: undefined };
  const cards = itemsOf(curated.hasPartCollection);
  const daily = dailySubset(cards, L.themeDailyItems, now);
  return { sections, dailyItems: daily.length > 0 ? { ...curated, hasPartCollection: { items: daily } } : undefined };
}
