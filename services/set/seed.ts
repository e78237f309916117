import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../identity/accounts.ts';
import { getMeta, setMeta } from '../store/db.ts';
import { SET_TYPES } from './model.ts';
import type { Visibility } from './model.ts';
import type { SetStore } from './store.ts';

const SET_SEED_VERSION = '1';

const SampleSet = z.object({
  type: z.enum(SET_TYPES),
  title: z.record(z.string(), z.string()).optional(),
  description: z.record(z.string(), z.string()).optional(),
  items: z.array(z.string()),
});

const [USER, EDITOR, PUBLISHER] = DEMO_ACCOUNTS;

/** Which sample becomes which set, owned by which demo account. */
const SEEDS: readonly { file: string; owner: string; visibility: Visibility; title?: Record<string, string> }[] = [
  { file: 'userset_gallery_tattoos_28items.json', owner: EDITOR.id, visibility: 'published' },
  { file: 'userset_gallery_sgoab_200items.json', owner: PUBLISHER.id, visibility: 'public' },
  { file: 'userset_gallery_with_depiction.json', owner: USER.id, visibility: 'public' },
  { file: 'userset_bookmark_folder.json', owner: USER.id, visibility: 'private', title: { en: 'LIKES' } },
  { file: 'userset_entity_best_items.json', owner: EDITOR.id, visibility: 'public' },
];

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Maps each sample item URI to a distinct local record, deterministically (same store, same sets). */
function repoint(uris: readonly string[], pool: readonly string[]): string[] {
  const used = new Set<string>();
  const out: string[] = [];
  for (const uri of uris) {
    if (used.size >= pool.length) break;
    let index = fnv1a(uri) % pool.length;
    while (used.has(pool[index] ?? '')) index = (index + 1) % pool.length;
    const id = pool[index] ?? '';
    used.add(id);
    out.push(id);
  }
  return out;
}

/**
 * Seeds the sample sets once per store: galleries (one published), a likes folder and an entity's best items,
 * re-pointed at local records and owned by the demo accounts.
 */
export function ensureSeedSets(db: DatabaseSync, store: SetStore, seedDir: string): void {
  if (getMeta(db, 'set_seed_version') === SET_SEED_VERSION) return;
  const pool = db.prepare("SELECT id FROM records WHERE status = 'active' ORDER BY rid").all().map((row) => String(row.id));
  if (pool.length === 0) return;
  const concept = db.prepare("SELECT uri FROM entities WHERE type = 'concept' ORDER BY record_count DESC, eid LIMIT 1").get();
  for (const seed of SEEDS) {
    const sample = SampleSet.parse(JSON.parse(readFileSync(join(seedDir, 'data', 'set', seed.file), 'utf8')));
    if (sample.type === 'EntityBestItemsSet' && concept === undefined) continue;
    const subject = sample.type === 'EntityBestItemsSet' ? [String(concept?.uri)] : undefined;
    let items = repoint(sample.items, pool);
    if (subject !== undefined) {
      const linked = db
        .prepare("SELECT r.id FROM record_entities re JOIN records r ON r.rid = re.rid AND r.status = 'active' WHERE re.entity_uri = ? GROUP BY r.rid ORDER BY r.rid LIMIT ?")
        .all(subject[0] ?? '', sample.items.length)
        .map((row) => String(row.id));
      if (linked.length > 0) items = linked;
    }
    const created = store.create(seed.owner, {
      type: sample.type,
      visibility: seed.visibility === 'published' ? 'public' : seed.visibility,
      title: seed.title ?? sample.title ?? { en: 'Gallery' },
      description: sample.description,
      subject,
    }, items);
    if (seed.visibility === 'published') store.setVisibility(created.id, 'published');
  }
  setMeta(db, 'set_seed_version', SET_SEED_VERSION);
}
