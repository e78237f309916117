import { CONTENT_LIMITS } from '../constants.ts';
import { contentQuery, type ContentOptions } from './client.ts';
import { ENGLISH_COPY, IMAGE } from './fragments.ts';
import { itemsOf, type Asset, type Collection, type EnglishCopy } from './types.ts';

/** portal.js `featureIdeasPage.graphql`: the features visitors can vote for. */
export const FEATURE_IDEAS_PAGE = `query FeatureIdeasPage($locale: String!, $preview: Boolean = false) {
  featureIdeasPageCollection(preview: $preview, locale: $locale, limit: ${String(CONTENT_LIMITS.lookupsPerPage)}) {
    items {
      sys { id }
      identifier name description ${ENGLISH_COPY} image { ${IMAGE} } text
      hasPartCollection(limit: ${String(CONTENT_LIMITS.browseParts)}) { items { sys { id } name identifier text image { sys { id } name image { ${IMAGE} } } } }
    }
  }
}`;

export interface VoteableFeature {
  readonly name: string | null;
  readonly identifier: string | null;
  readonly text: string | null;
  readonly image: { readonly name: string | null; readonly image: Asset | null } | null;
}

export interface FeatureIdeasPageData extends EnglishCopy {
  readonly sys: { readonly id: string };
  readonly identifier: string | null;
  readonly image: Asset | null;
  readonly text: string | null;
  readonly hasPartCollection: Collection<VoteableFeature> | null;
}

export async function getFeatureIdeasPage(locale: string, options: ContentOptions = {}): Promise<FeatureIdeasPageData | undefined> {
  const data = await contentQuery<{ featureIdeasPageCollection: Collection<FeatureIdeasPageData> }>(FEATURE_IDEAS_PAGE, { locale }, `feature ideas page (${locale})`, options);
  return data.featureIdeasPageCollection.items[0] ?? undefined;
}

/** The identifiers of the voteable features, nothing else: what `/_api/votes` checks a vote against. */
export const FEATURE_IDEA_IDS = `query FeatureIdeaIds($preview: Boolean = false) {
  featureIdeasPageCollection(preview: $preview, locale: "en-GB", limit: ${String(CONTENT_LIMITS.lookupsPerPage)}) {
    items { sys { id } hasPartCollection(limit: ${String(CONTENT_LIMITS.browseParts)}) { items { sys { id } identifier } } }
  }
}`;

/** The identifiers of the feature ideas the content service publishes now (one small query). */
export async function loadFeatureIdeaIds(): Promise<string[]> {
  const data = await contentQuery<{ featureIdeasPageCollection: Collection<{ hasPartCollection: Collection<{ identifier: string | null }> | null }> }>(
    FEATURE_IDEA_IDS,
    {},
    'feature idea identifiers',
  );
  return itemsOf(data.featureIdeasPageCollection).flatMap((page) => itemsOf(page.hasPartCollection).flatMap((f) => (f.identifier ? [f.identifier] : [])));
}

export interface IdeaCatalogueOptions {
  /** How long a list is used before the next vote loads it again. */
  readonly ttlMs?: number;
  /** An id not in the list loads it again when the list is at least this old (a newly published idea). */
  readonly recheckMs?: number;
  readonly now?: () => number;
}

/**
 * The known feature-idea ids, cached: a vote costs a content query at most once a minute, and an
 * unknown id (a flood of made-up ids, or an idea published a moment ago) at most once per
 * `recheckMs`. Concurrent loads are shared. When the content service fails, the last list is
 * used; with none, the error is thrown (the vote answers 503).
 */
export function ideaCatalogue(load: () => Promise<readonly string[]>, options: IdeaCatalogueOptions = {}): (id: string) => Promise<boolean> {
  const ttlMs = options.ttlMs ?? 60_000;
  const recheckMs = options.recheckMs ?? 10_000;
  const now = options.now ?? Date.now;
  let known: { readonly ids: ReadonlySet<string>; readonly at: number } | undefined;
  let loading: Promise<ReadonlySet<string>> | undefined;

  const reload = (): Promise<ReadonlySet<string>> => {
    loading ??= load()
      .then((ids) => {
        known = { ids: new Set(ids), at: now() };
        return known.ids;
      })
      .catch((error: unknown) => {
        if (known === undefined) throw error;
        // Keep the last list, and do not ask again at once.
        known = { ids: known.ids, at: now() };
        return known.ids;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return async (id) => {
    const age = known === undefined ? Infinity : now() - known.at;
    const ids = known === undefined || age > ttlMs ? await reload() : known.ids;
    if (ids.has(id)) return true;
    if (now() - (known?.at ?? 0) < recheckMs) return false;
    return (await reload()).has(id);
  };
}

/** Whether `id` is a feature idea of the content service (cached, see ideaCatalogue). */
export const isKnownFeatureIdea = ideaCatalogue(loadFeatureIdeaIds);
