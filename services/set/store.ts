import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { immediateTransaction } from '../store/db.ts';
import { LIKES_LIMIT, PIN_LIMIT, SET_ITEMS_LIMIT } from './limits.ts';
import { setError } from './model.ts';
import type { SetType, Visibility } from './model.ts';

export interface StoredSet {
  readonly id: number;
  readonly type: SetType;
  readonly visibility: Visibility;
  readonly creatorId: string;
  readonly creatorNickname: string;
  readonly title: Readonly<Record<string, string>>;
  readonly description: Readonly<Record<string, string>> | undefined;
  readonly subject: readonly string[] | undefined;
  readonly pinned: number;
  readonly locked: boolean;
  readonly created: string;
  readonly modified: string;
  readonly issued: string | undefined;
  readonly total: number;
}

export interface NewSet {
  readonly type: SetType;
  readonly visibility: Visibility;
  readonly title: Record<string, string>;
  readonly description?: Record<string, string> | undefined;
  readonly subject?: readonly string[] | undefined;
}

/** Where inserted items go: an index among the unpinned items, the end, or the pinned block. */
export type Position = number | 'end' | 'pin';

/** Filters of `GET /set/search` (already parsed). */
export interface SetFilters {
  creator?: string;
  types?: SetType[];
  visibility?: Visibility;
  item?: string;
  subject?: string;
  /** A language the set's title or description is written in. */
  lang?: string;
  text?: string[];
}

const COLUMNS = `s.id, s.type, s.visibility, s.creator_id, u.username, s.title, s.description, s.subject, s.pinned, s.locked, s.created, s.modified,
  s.issued, (SELECT count(*) FROM set_items i WHERE i.set_id = s.id) AS total`;

function toSet(row: Record<string, unknown>): StoredSet {
  const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : undefined);
  return {
    id: Number(row.id),
    type: String(row.type) as SetType,
    visibility: String(row.visibility) as Visibility,
    creatorId: String(row.creator_id),
    creatorNickname: String(row.username),
    title: (json(row.title) ?? {}) as Record<string, string>,
    description: json(row.description) as Record<string, string> | undefined,
    subject: json(row.subject) as string[] | undefined,
    pinned: Number(row.pinned),
    locked: Number(row.locked) === 1,
    created: String(row.created),
    modified: String(row.modified),
    issued: typeof row.issued === 'string' ? row.issued : undefined,
    total: Number(row.total),
  };
}

function searchText(set: NewSet): string {
  return [...Object.values(set.title), ...Object.values(set.description ?? {})].join(' \n ').toLowerCase();
}

/** Most items a set of this type may hold. */
export function itemLimit(type: SetType): number {
  return type === 'BookmarkFolder' ? LIKES_LIMIT : SET_ITEMS_LIMIT;
}

/**
 * The user sets and their ordered items. Every write is one BEGIN IMMEDIATE transaction that re-reads what it
 * checks, so limits and the one-likes-folder rule hold under concurrent requests.
 */
export class SetStore {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  get(id: number): StoredSet | undefined {
    const row = this.#db.prepare(`SELECT ${COLUMNS} FROM sets s JOIN users u ON u.id = s.creator_id WHERE s.id = ?`).get(id);
    return row === undefined ? undefined : toSet(row);
  }

  /** Record ids among `ids` that exist and are active, in the order given. */
  existingRecords(ids: readonly string[]): Set<string> {
    if (ids.length === 0) return new Set();
    const rows = this.#db.prepare(`SELECT id FROM records WHERE status = 'active' AND id IN (${ids.map(() => '?').join(', ')})`).all(...ids);
    return new Set(rows.map((row) => String(row.id)));
  }

  /** Creates a set (with optional initial items); a second likes folder for a user is a 409. */
  create(creatorId: string, set: NewSet, items: readonly string[]): StoredSet {
    const id = immediateTransaction(this.#db, () => {
      if (set.type === 'BookmarkFolder') {
        const existing = this.#db.prepare('SELECT id FROM sets WHERE likes_owner = ?').get(creatorId);
        if (existing !== undefined) throw setError(409, `This user already has a likes folder (BookmarkFolder): set ${String(existing.id)}`);
      }
      if (items.length > itemLimit(set.type)) throw setError(400, `A ${set.type} holds at most ${itemLimit(set.type)} items`);
      const now = new Date().toISOString();
      const row = this.#db
        .prepare(
          `INSERT INTO sets (type, visibility, creator_id, title, description, subject, created, modified, likes_owner, search_text)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .get(
          set.type, set.visibility, creatorId, JSON.stringify(set.title), set.description === undefined ? null : JSON.stringify(set.description),
          set.subject === undefined ? null : JSON.stringify(set.subject), now, now, set.type === 'BookmarkFolder' ? creatorId : null, searchText(set),
        );
      const newId = Number(row?.id);
      this.#writeItems(newId, items);
      return newId;
    });
    return this.#require(id);
  }

  /**
   * Adds a set under a given id with given dates, unless that id is taken (seeding the sets the production Set API
   * already holds: services/set/retired-galleries.ts). Later sets get ids above the highest one.
   */
  insertSeeded(id: number, creatorId: string, set: NewSet, items: readonly string[], at: { created: string; modified: string }): void {
    immediateTransaction(this.#db, () => {
      const row = this.#db
        .prepare(
          `INSERT INTO sets (id, type, visibility, creator_id, title, description, subject, created, modified, search_text)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
        )
        .get(
          id, set.type, set.visibility, creatorId, JSON.stringify(set.title), set.description === undefined ? null : JSON.stringify(set.description),
          set.subject === undefined ? null : JSON.stringify(set.subject), at.created, at.modified, searchText(set),
        );
      if (row !== undefined) this.#writeItems(id, items.slice(0, itemLimit(set.type)));
    });
  }

  /** Replaces the metadata (and, when given, the items) of a set. */
  update(id: number, set: NewSet, items: readonly string[] | undefined): StoredSet {
    immediateTransaction(this.#db, () => {
      const current = this.#lockedCheck(id);
      if (items !== undefined) {
        if (items.length > itemLimit(current.type)) throw setError(400, `A ${current.type} holds at most ${itemLimit(current.type)} items`);
        this.#writeItems(id, items);
        this.#db.prepare('UPDATE sets SET pinned = 0 WHERE id = ?').run(id);
      }
      const issued = set.visibility === 'published' ? (current.issued ?? new Date().toISOString()) : null;
      this.#db
        .prepare('UPDATE sets SET visibility = ?, title = ?, description = ?, subject = ?, modified = ?, issued = ?, search_text = ? WHERE id = ?')
        .run(
          set.visibility, JSON.stringify(set.title), set.description === undefined ? null : JSON.stringify(set.description),
          set.subject === undefined ? null : JSON.stringify(set.subject), new Date().toISOString(), issued, searchText(set), id,
        );
    });
    return this.#require(id);
  }

  delete(id: number): void {
    immediateTransaction(this.#db, () => {
      this.#lockedCheck(id);
      this.#db.prepare('DELETE FROM sets WHERE id = ?').run(id);
    });
  }

  /** Publishes or unpublishes; publication needs a title, a description and enough items (checked by the caller's rules). */
  setVisibility(id: number, visibility: Visibility, check: (set: StoredSet) => void = () => undefined): StoredSet {
    immediateTransaction(this.#db, () => {
      const current = this.#lockedCheck(id);
      check(current);
      const issued = visibility === 'published' ? new Date().toISOString() : null;
      this.#db.prepare('UPDATE sets SET visibility = ?, issued = ?, modified = ? WHERE id = ?').run(visibility, issued, new Date().toISOString(), id);
    });
    return this.#require(id);
  }

  setLocked(id: number, locked: boolean): StoredSet {
    this.#db.prepare('UPDATE sets SET locked = ? WHERE id = ?').run(locked ? 1 : 0, id);
    return this.#require(id);
  }

  /** Item ids of a set in order (pinned first), one page. */
  items(id: number, offset = 0, limit = -1): string[] {
    return this.#db.prepare('SELECT item_id FROM set_items WHERE set_id = ? ORDER BY position LIMIT ? OFFSET ?').all(id, limit, offset).map((row) => String(row.item_id));
  }

  /** Item ids of a set anyone may see (for `/recommend/set/{id}`); undefined for unknown or private sets. */
  publicItems(id: string): string[] | undefined {
    const set = /^\d{1,15}$/.test(id) ? this.get(Number(id)) : undefined;
    return set === undefined || set.visibility === 'private' ? undefined : this.items(set.id);
  }

  /** Which of `ids` are in the set. */
  contains(id: number, ids: readonly string[]): string[] {
    if (ids.length === 0) return [];
    const found = new Set(this.#db.prepare(`SELECT item_id FROM set_items WHERE set_id = ? AND item_id IN (${ids.map(() => '?').join(', ')})`).all(id, ...ids).map((row) => String(row.item_id)));
    return ids.filter((item) => found.has(item));
  }

  /**
   * Inserts items (moving those already in the set). `pin` puts them at the head of the pinned block of an
   * EntityBestItemsSet; a number is a 0-based index among the unpinned items; `end` appends.
   */
  insertItems(id: number, ids: readonly string[], position: Position): StoredSet {
    immediateTransaction(this.#db, () => {
      const current = this.#lockedCheck(id);
      const order = this.items(id);
      const pinned = order.slice(0, current.pinned);
      const rest = order.slice(current.pinned).filter((item) => !ids.includes(item));
      let nextPinned = pinned;
      if (position === 'pin') {
        nextPinned = [...ids, ...pinned.filter((item) => !ids.includes(item))];
        if (nextPinned.length > PIN_LIMIT) throw setError(400, `At most ${PIN_LIMIT} items can be pinned; unpin one first`);
      } else {
        const keptPinned = new Set(pinned);
        const toInsert = ids.filter((item) => !keptPinned.has(item));
        const at = position === 'end' ? rest.length : Math.min(position, rest.length);
        rest.splice(at, 0, ...toInsert);
      }
      const next = [...nextPinned, ...rest];
      const limit = itemLimit(current.type);
      if (next.length > limit) {
        throw setError(400, current.type === 'BookmarkFolder' ? `The likes folder is full: at most ${LIKES_LIMIT} likes` : `A ${current.type} holds at most ${limit} items`);
      }
      this.#writeItems(id, next);
      this.#db.prepare('UPDATE sets SET pinned = ?, modified = ? WHERE id = ?').run(nextPinned.length, new Date().toISOString(), id);
    });
    return this.#require(id);
  }

  removeItems(id: number, ids: readonly string[]): StoredSet {
    immediateTransaction(this.#db, () => {
      const current = this.#lockedCheck(id);
      const order = this.items(id);
      const removed = new Set(ids);
      const pinned = order.slice(0, current.pinned).filter((item) => !removed.has(item));
      const rest = order.slice(current.pinned).filter((item) => !removed.has(item));
      this.#writeItems(id, [...pinned, ...rest]);
      this.#db.prepare('UPDATE sets SET pinned = ?, modified = ? WHERE id = ?').run(pinned.length, new Date().toISOString(), id);
    });
    return this.#require(id);
  }

  /** Sets matching the filters that `viewer` may see (public, published, and their own private ones). */
  search(filters: SetFilters, viewer: string | undefined, offset: number, limit: number): { total: number; sets: StoredSet[] } {
    const where: string[] = [viewer === undefined ? "s.visibility <> 'private'" : "(s.visibility <> 'private' OR s.creator_id = ?)"];
    const params: SQLInputValue[] = viewer === undefined ? [] : [viewer];
    if (filters.creator !== undefined) {
      where.push('(s.creator_id = ? OR u.username = ?)');
      params.push(filters.creator, filters.creator);
    }
    if (filters.types !== undefined && filters.types.length > 0) {
      where.push(`s.type IN (${filters.types.map(() => '?').join(', ')})`);
      params.push(...filters.types);
    }
    if (filters.visibility !== undefined) {
      where.push('s.visibility = ?');
      params.push(filters.visibility);
    }
    if (filters.item !== undefined) {
      where.push('EXISTS (SELECT 1 FROM set_items i WHERE i.set_id = s.id AND i.item_id = ?)');
      params.push(filters.item);
    }
    if (filters.subject !== undefined) {
      where.push('EXISTS (SELECT 1 FROM json_each(s.subject) j WHERE j.value = ?)');
      params.push(filters.subject);
    }
    if (filters.lang !== undefined) {
      where.push('(EXISTS (SELECT 1 FROM json_each(s.title) j WHERE j.key = ?) OR EXISTS (SELECT 1 FROM json_each(s.description) j WHERE j.key = ?))');
      params.push(filters.lang, filters.lang);
    }
    for (const word of filters.text ?? []) {
      where.push("s.search_text LIKE ? ESCAPE '\\'");
      params.push(`%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    }
    const from = `FROM sets s JOIN users u ON u.id = s.creator_id WHERE ${where.join(' AND ')}`;
    const total = Number(this.#db.prepare(`SELECT count(*) AS n ${from}`).get(...params)?.n ?? 0);
    const rows = this.#db.prepare(`SELECT ${COLUMNS} ${from} ORDER BY s.modified DESC, s.id DESC LIMIT ? OFFSET ?`).all(...params, limit, offset);
    return { total, sets: rows.map(toSet) };
  }

  #require(id: number): StoredSet {
    const set = this.get(id);
    if (set === undefined) throw setError(404, `No set with id ${id}`);
    return set;
  }

  #lockedCheck(id: number): StoredSet {
    const set = this.#require(id);
    if (set.locked) throw setError(423, `Set ${id} is locked for editing; changes were not saved, try again later`);
    return set;
  }

  #writeItems(id: number, items: readonly string[]): void {
    this.#db.prepare('DELETE FROM set_items WHERE set_id = ?').run(id);
    const insert = this.#db.prepare('INSERT INTO set_items (set_id, item_id, position) VALUES (?, ?, ?)');
    items.forEach((item, index) => insert.run(id, item, index));
  }
}
