import type { DatabaseSync } from 'node:sqlite';
import { getMeta, setMeta } from '../../store/db.ts';
import type { ContentStore } from '../store.ts';
import { SeedBuilder } from './build.ts';
import { addCategories } from './categories.ts';
import { addContactAndMigrationPages } from './contact-and-migration.ts';
import { addExhibitions } from './exhibitions.ts';
import { addFeatureIdeas } from './feature-ideas.ts';
import { addHomeAndBrowsePages } from './home.ts';
import { addLandingPages } from './landing-pages.ts';
import { addPolicyPages } from './policy-pages.ts';
import { addStaticPages } from './static-pages.ts';
import { addStories } from './stories.ts';
import { addThemes } from './themes.ts';

/** Bump when the editorial seed changes: stores seeded with an older version are updated on start. */
export const CONTENT_SEED_VERSION = '2025-8';
/** sys.publishedAt of seeded entries without a date of their own (stable, so builds are reproducible). */
export const CONTENT_SEED_DATE = '2025-09-01T09:00:00.000Z';

/** Builds the whole editorial seed (pure: no store access). */
export function buildContentSeed(): SeedBuilder {
  const builder = new SeedBuilder(CONTENT_SEED_DATE);
  addCategories(builder);
  addStories(builder);
  addExhibitions(builder);
  addThemes(builder);
  addHomeAndBrowsePages(builder);
  addStaticPages(builder);
  addPolicyPages(builder);
  addContactAndMigrationPages(builder);
  addLandingPages(builder);
  addFeatureIdeas(builder);
  return builder;
}

/**
 * Loads the editorial seed into the store once per CONTENT_SEED_VERSION (idempotent: a store already at this
 * version is left alone; entries an editor changed are never overwritten).
 */
export function ensureContentSeeded(db: DatabaseSync, store: ContentStore): { version: string; entries: number } {
  if (getMeta(db, 'content_seed_version') !== CONTENT_SEED_VERSION) {
    const seed = buildContentSeed();
    store.loadSeed(seed.entries, seed.assets());
    setMeta(db, 'content_seed_version', CONTENT_SEED_VERSION);
  }
  return { version: CONTENT_SEED_VERSION, entries: store.list().length };
}
