import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import type { Collection } from './types.ts';

const L = CONTENT_LIMITS;
// The service answers at most 1000 items a query; stories beyond that come with `skip`.
const STORIES_PER_QUERY = Math.min(L.stories, L.maxQueryLimit);

/**
 * portal.js `storiesMinimal.graphql`: type, date and tags of every story (up to 1500) and exhibition (up to
 * 150), newest first; the listing filters and pages these, then asks for the cards of one page.
 */
export const STORIES_MINIMAL = `query StoriesMinimal($locale: String!, $preview: Boolean = false, $storySkip: Int = 0, $withExhibitions: Boolean!) {
  exhibitionPageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: ${String(L.exhibitions)}, where: { name_exists: true }) @include(if: $withExhibitions) {
    total items { __typename date: datePublished sys { id } cats: categoriesCollection(limit: 5) { items { sys { id } id: identifier } } }
  }
  storyCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: ${String(STORIES_PER_QUERY)}, skip: $storySkip, where: { name_exists: true }) {
    total items { __typename date: datePublished sys { id } cats: categoriesCollection(limit: 5) { items { sys { id } id: identifier } } }
  }
}`;

export interface MinimalEntry {
  readonly __typename: 'Story' | 'ExhibitionPage';
  readonly date: string | null;
  readonly sys: { readonly id: string };
  readonly cats: Collection<{ readonly id: string | null }> | null;
}

interface Response {
  readonly exhibitionPageCollection?: Collection<MinimalEntry>;
  readonly storyCollection: Collection<MinimalEntry>;
}

/** Every story and exhibition of the listing, newest first. */
export async function getStoriesMinimal(locale: string, options: ContentOptions = {}): Promise<MinimalEntry[]> {
  const entries: MinimalEntry[] = [];
  let storySkip = 0;
  for (;;) {
    const data = await contentQuery<Response>(STORIES_MINIMAL, { locale, storySkip, withExhibitions: storySkip === 0 }, `stories listing (${locale})`, options);
    entries.push(...(data.exhibitionPageCollection?.items ?? []).filter((e): e is MinimalEntry => e !== null));
    const stories = data.storyCollection.items.filter((e): e is MinimalEntry => e !== null);
    entries.push(...stories);
    storySkip += STORIES_PER_QUERY;
    if (stories.length < STORIES_PER_QUERY || storySkip >= L.stories || storySkip >= (data.storyCollection.total ?? 0)) break;
  }
  return entries.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}
