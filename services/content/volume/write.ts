/**
 * Writes the planned volume into a services store, in one transaction, through the same ContentStore calls
 * and field validation (`mergeFields`) the management API uses for `PUT entries/{id}` and
 * `PUT entries/{id}/published`: every entry ends up as an editor-made, published entry (version 1, or the
 * next version for an edited seed entry), so the GraphQL API serves it and a later publish or unpublish sends
 * the same webhook as for any other entry. No webhook is queued for the generation itself (it happens before
 * the portal builds against the store).
 *
 * A store holds at most one volume: running again with the same options changes nothing, other options are
 * refused (generate into a fresh directory instead).
 */
import type { DatabaseSync } from 'node:sqlite';
import { getMeta, setMeta, transaction } from '../../store/db.ts';
import { DEFAULT_LOCALE } from '../locales.ts';
import { mergeFields } from '../management.ts';
import { CONTENT_TYPE_BY_ID } from '../model.ts';
import type { ContentStore, EntryView } from '../store.ts';
import { planContentVolume } from './entries.ts';
import type { ExistingContent, VolumeOptions } from './entries.ts';

/** meta key recording the volume a store holds (its options as JSON). */
export const VOLUME_META_KEY = 'content_volume';

export interface VolumeReport {
  /** The store already held this volume: nothing was written. */
  readonly reused: boolean;
  readonly created: number;
  readonly edited: number;
  readonly assets: number;
  /** Published entries by content type after the run. */
  readonly published: Readonly<Record<string, number>>;
  readonly ms: number;
}

/** The volume a store holds, if any. */
export function storedVolume(db: DatabaseSync): VolumeOptions | undefined {
  const raw = getMeta(db, VOLUME_META_KEY);
  return raw === undefined ? undefined : (JSON.parse(raw) as VolumeOptions);
}

const sameOptions = (a: VolumeOptions, b: VolumeOptions): boolean =>
  a.stories === b.stories && a.exhibitions === b.exhibitions && a.categories === b.categories && a.seed === b.seed;

const english = (view: EntryView, field: string): unknown => view.fields[field]?.[DEFAULT_LOCALE];
const identifierOf = (view: EntryView): string => {
  const value = english(view, 'identifier');
  return typeof value === 'string' ? value : '';
};
const linksOf = (view: EntryView, field: string): string[] => {
  const value = english(view, field);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** What of the published content the volume builds on. */
export function existingContent(store: ContentStore): ExistingContent {
  const published = store.snapshot(false).byType;
  const of = (type: string): readonly EntryView[] => published.get(type) ?? [];
  const home = of('homePage')[0];
  return {
    stories: of('story').map(identifierOf),
    exhibitions: of('exhibitionPage').map(identifierOf),
    categories: of('category').map((view) => ({ id: view.sys.id, identifier: identifierOf(view) })),
    themes: of('themePage').map((view) => ({ id: view.sys.id, identifier: identifierOf(view), parts: linksOf(view, 'hasPart') })),
    home: home === undefined ? undefined : { id: home.sys.id },
  };
}

/** Every link of every published entry names a published entry, every asset field an asset. */
function checkLinks(store: ContentStore): void {
  const { byId } = store.snapshot(false);
  const assets = store.assets();
  for (const view of byId.values()) {
    const def = CONTENT_TYPE_BY_ID.get(view.sys.contentType);
    for (const [field, fieldDef] of Object.entries(def?.fields ?? {})) {
      if (fieldDef.kind !== 'Link' && fieldDef.kind !== 'Links' && fieldDef.kind !== 'Asset') continue;
      const value = english(view, field);
      for (const target of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        const ok = fieldDef.kind === 'Asset' ? assets.has(String(target)) : byId.has(String(target));
        if (!ok) throw new Error(`content volume: ${view.sys.id}.${field} links to ${String(target)}, which is not published`);
      }
    }
  }
}

function countPublished(store: ContentStore): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [type, views] of store.snapshot(false).byType) counts[type] = views.length;
  return counts;
}

/**
 * Adds the volume to a store whose seed is loaded (startServices or ensureContentSeeded did that).
 * Throws when the store already holds a different volume or more entries than asked for.
 */
export function writeContentVolume(db: DatabaseSync, store: ContentStore, options: VolumeOptions): VolumeReport {
  const started = performance.now();
  const previous = storedVolume(db);
  if (previous !== undefined) {
    if (!sameOptions(previous, options)) {
      throw new Error(`content volume: this store already holds a volume (${JSON.stringify(previous)}); generate ${JSON.stringify(options)} into a fresh --dir`);
    }
    return { reused: true, created: 0, edited: 0, assets: 0, published: countPublished(store), ms: performance.now() - started };
  }
  const plan = planContentVolume(options, existingContent(store));
  transaction(db, () => {
    store.putAssets(plan.assets);
    for (const entry of plan.entries) {
      if (store.get(entry.id) !== undefined) throw new Error(`content volume: entry ${entry.id} already exists`);
      store.saveDraft(entry.id, entry.contentType, mergeFields(entry.contentType, {}, entry.fields), entry.at);
      store.publish(entry.id, entry.at);
    }
    for (const edit of plan.edits) {
      const current = store.get(edit.id);
      if (current === undefined) throw new Error(`content volume: entry ${edit.id} to edit is missing`);
      store.saveDraft(edit.id, current.sys.contentType, mergeFields(current.sys.contentType, current.draft, edit.patch), edit.at);
      store.publish(edit.id, edit.at);
    }
    checkLinks(store);
    setMeta(db, VOLUME_META_KEY, JSON.stringify(options));
  }, 'immediate');
  return { reused: false, created: plan.entries.length, edited: plan.edits.length, assets: plan.assets.length, published: countPublished(store), ms: performance.now() - started };
}
