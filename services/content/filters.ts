import { localizedValue } from './locales.ts';
import type { ContentLocale } from './locales.ts';
import type { ContentTypeDef, FieldDef } from './model.ts';
import { CONTENT_TYPE_BY_ID } from './model.ts';
import type { ContentSnapshot, EntrySys, EntryView } from './store.ts';

/**
 * Contentful's collection filters (`where`) and ordering (`order`), evaluated in memory over one snapshot.
 * Filter keys are `<field>` (equals) or `<field>_<op>`; a `null` operand means "no filter" (the portal sends
 * its variables' defaults, e.g. `name_contains: ""`). String comparisons are case-insensitive, as Contentful's.
 */
export type Where = Readonly<Record<string, unknown>>;

/** Filter operators per field kind; the GraphQL filter input types are generated from this table. */
export const FILTER_OPERATORS: Readonly<Record<FieldDef['kind'], readonly string[]>> = {
  Symbol: ['', 'not', 'exists', 'contains', 'not_contains', 'in', 'not_in'],
  Text: ['exists', 'contains', 'not_contains'],
  Date: ['', 'not', 'exists', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in'],
  Integer: ['', 'not', 'exists', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in'],
  Boolean: ['', 'not', 'exists'],
  Symbols: ['exists', 'contains_all', 'contains_some', 'contains_none'],
  Object: ['exists'],
  Asset: ['exists'],
  Link: ['exists'],
  Links: ['exists'],
};

/** Sys fields that can be filtered and ordered. */
export const SYS_FIELDS = ['id', 'publishedAt', 'firstPublishedAt', 'publishedVersion'] as const;
export const SYS_OPERATORS: Readonly<Record<(typeof SYS_FIELDS)[number], readonly string[]>> = {
  id: ['', 'not', 'exists', 'contains', 'not_contains', 'in', 'not_in'],
  publishedAt: ['exists', 'gt', 'gte', 'lt', 'lte'],
  firstPublishedAt: ['exists', 'gt', 'gte', 'lt', 'lte'],
  publishedVersion: ['', 'not', 'exists', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in'],
};

/** Kinds that are orderable (`<field>_ASC|_DESC`): Contentful cannot order by Text, links, lists or objects. */
export const ORDERABLE_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['Symbol', 'Date', 'Integer', 'Boolean']);

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function comparable(value: unknown, kind: string): string | number | boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (kind === 'Date' || kind === 'publishedAt' || kind === 'firstPublishedAt') {
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? undefined : time;
  }
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** Applies one operator to a scalar (or list) value. */
function test(op: string, value: unknown, operand: unknown, kind: string): boolean {
  if (op === 'exists') return present(value) === operand;
  if (op === 'contains_all' || op === 'contains_some' || op === 'contains_none') {
    const have = new Set((Array.isArray(value) ? value : []).map((item) => String(item).toLowerCase()));
    const want = (Array.isArray(operand) ? operand : [operand]).map((item) => String(item).toLowerCase());
    if (op === 'contains_all') return want.every((item) => have.has(item));
    if (op === 'contains_some') return want.some((item) => have.has(item));
    return !want.some((item) => have.has(item));
  }
  if (op === 'contains' || op === 'not_contains') {
    const found = typeof value === 'string' && value.toLowerCase().includes(String(operand).toLowerCase());
    return op === 'contains' ? found : !found;
  }
  const left = comparable(value, kind);
  if (op === 'in' || op === 'not_in') {
    const list = (Array.isArray(operand) ? operand : [operand]).map((item) => comparable(item, kind));
    const found = left !== undefined && list.includes(left);
    return op === 'in' ? found : !found;
  }
  const right = comparable(operand, kind);
  if (op === '') return left !== undefined && left === right;
  if (op === 'not') return left !== right;
  if (left === undefined || right === undefined) return false;
  if (op === 'gt') return left > right;
  if (op === 'gte') return left >= right;
  if (op === 'lt') return left < right;
  if (op === 'lte') return left <= right;
  return false;
}

function splitKey(key: string): { field: string; op: string } {
  const index = key.indexOf('_');
  return index === -1 ? { field: key, op: '' } : { field: key.slice(0, index), op: key.slice(index + 1) };
}

function matchesSys(sys: EntrySys, where: Where): boolean {
  for (const [key, operand] of Object.entries(where)) {
    if (operand === undefined || operand === null) continue;
    const { field, op } = splitKey(key);
    const value = field === 'id' ? sys.id : field === 'publishedAt' ? sys.publishedAt : field === 'firstPublishedAt' ? sys.firstPublishedAt : sys.publishedVersion;
    if (!test(op, value, operand, field)) return false;
  }
  return true;
}

function linkedIds(raw: unknown): string[] {
  if (typeof raw === 'string') return [raw];
  return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
}

/** True when `view` (of content type `def`) satisfies `where`, reading localised values in `locale`. */
export function matches(def: ContentTypeDef, view: EntryView, where: Where, locale: ContentLocale, snapshot: ContentSnapshot): boolean {
  for (const [key, operand] of Object.entries(where)) {
    if (operand === undefined || operand === null) continue;
    if (key === 'AND') {
      if (!(operand as Where[]).every((part) => matches(def, view, part, locale, snapshot))) return false;
      continue;
    }
    if (key === 'OR') {
      const parts = operand as Where[];
      if (parts.length > 0 && !parts.some((part) => matches(def, view, part, locale, snapshot))) return false;
      continue;
    }
    if (key === 'sys') {
      if (!matchesSys(view.sys, operand as Where)) return false;
      continue;
    }
    const split = splitKey(key);
    const op = split.op;
    const field = split.field.endsWith('Collection') && def.fields[split.field] === undefined ? split.field.slice(0, -'Collection'.length) : split.field;
    const fieldDef = def.fields[field];
    if (fieldDef === undefined) return false;
    const value = localizedValue(view.fields[field], locale);
    if ((fieldDef.kind === 'Link' || fieldDef.kind === 'Links') && op === '' && typeof operand === 'object') {
      // Nested filter on linked entries (single-type links only): some linked entry must match.
      const target = CONTENT_TYPE_BY_ID.get(fieldDef.to[0] ?? '');
      if (target === undefined) return false;
      const hit = linkedIds(value).some((id) => {
        const linked = snapshot.byId.get(id);
        return linked?.sys.contentType === target.id && matches(target, linked, operand as Where, locale, snapshot);
      });
      if (!hit) return false;
      continue;
    }
    if ((fieldDef.kind === 'Link' || fieldDef.kind === 'Links') && op === 'exists') {
      const resolvable = linkedIds(value).some((id) => snapshot.byId.has(id));
      if (resolvable !== operand) return false;
      continue;
    }
    if (!test(op, value, operand, fieldDef.kind)) return false;
  }
  return true;
}

/** Sorts entries by Contentful order values (`name_ASC`, `sys_publishedAt_DESC`, …); ties keep creation order. */
export function sortEntries(def: ContentTypeDef, views: EntryView[], order: readonly string[], locale: ContentLocale): EntryView[] {
  if (order.length === 0) return views;
  const keys = order.map((value) => {
    const descending = value.endsWith('_DESC');
    const path = value.slice(0, value.lastIndexOf('_'));
    return { descending, path };
  });
  const keyOf = (view: EntryView, path: string): string | number | boolean | undefined => {
    if (path.startsWith('sys_')) {
      const field = path.slice(4);
      const value = field === 'id' ? view.sys.id : field === 'publishedAt' ? view.sys.publishedAt : field === 'firstPublishedAt' ? view.sys.firstPublishedAt : view.sys.publishedVersion;
      return comparable(value, field);
    }
    return comparable(localizedValue(view.fields[path], locale), def.fields[path]?.kind ?? 'Symbol');
  };
  return [...views].sort((a, b) => {
    for (const { descending, path } of keys) {
      const left = keyOf(a, path);
      const right = keyOf(b, path);
      if (left === right) continue;
      // Missing values sort last in both directions.
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      const cmp = left < right ? -1 : 1;
      return descending ? -cmp : cmp;
    }
    return a.seq - b.seq;
  });
}
