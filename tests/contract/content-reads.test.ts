/**
 * Incremental publication knows which pages to re-render from what each page read (src/lib/publication/
 * reads.ts): every entry and asset in a content response must carry its `sys.id`, or publishing it would
 * leave the pages that show it stale. Checked against the content service's own schema for every query the
 * portal sends.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  graphql,
  GraphQLObjectType,
  Kind,
  TypeInfo,
  getNamedType,
  parse,
  validate,
  visit,
  visitWithTypeInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkQueryLimits } from '../../services/content/limits.ts';
import { ContentStore } from '../../services/content/store.ts';
import { buildContentSchema } from '../../services/content/schema.ts';
import { ensureContentSeeded } from '../../services/content/seed/index.ts';
import { openStore } from '../../services/store/db.ts';
import { KEYS_PER_QUERY, STORIES_MINIMAL, STORIES_MINIMAL_KEYS, keyReadsOfKeysAnswer } from '../../src/lib/content/stories-minimal.ts';
import { keyReads } from '../../src/lib/publication/reads.ts';

const CONTENT_DIR = join(import.meta.dirname, '../../src/lib/content');

/** Every query document the portal's content modules export. */
async function portalQueries(): Promise<{ name: string; document: string }[]> {
  const found: { name: string; document: string }[] = [];
  for (const file of readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(join(CONTENT_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'string' && /^\s*query\s+\w+/.test(value)) found.push({ name: `${file} ${name}`, document: value });
    }
  }
  return found;
}

/** Selections of an entry or asset (a type with `sys`) that do not ask for `sys { id }`. */
function missingSysIds(schema: GraphQLSchema, document: string): string[] {
  const ast = parse(document);
  const typeInfo = new TypeInfo(schema);
  const missing: string[] = [];
  const path: string[] = [];
  visit(
    ast,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          path.push(node.alias?.value ?? node.name.value);
        },
        leave() {
          path.pop();
        },
      },
      SelectionSet(node: SelectionSetNode) {
        const type = typeInfo.getParentType();
        if (!(type instanceof GraphQLObjectType) || !('sys' in type.getFields())) return;
        // Directly, or in an inline fragment on the same type (`items { ... on Link { sys { id } } }`).
        const selections = node.selections.flatMap((s) =>
          s.kind === Kind.INLINE_FRAGMENT && (s.typeCondition === undefined || s.typeCondition.name.value === type.name) ? s.selectionSet.selections : [s],
        );
        const asksId = selections.some(
          (s) => s.kind === Kind.FIELD && s.name.value === 'sys' && s.selectionSet?.selections.some((i) => i.kind === Kind.FIELD && i.name.value === 'id') === true,
        );
        if (!asksId) missing.push(`${path.join('.')} (${getNamedType(type).name})`);
      },
    }),
  );
  return missing;
}

describe('what a page reads is known for every entry it shows', () => {
  let schema: GraphQLSchema;
  let queries: { name: string; document: string }[];

  beforeAll(async () => {
    const db = openStore(mkdtempSync(join(tmpdir(), 'content-reads-')));
    schema = buildContentSchema(new ContentStore(db));
    queries = await portalQueries();
  });

  it('finds the portal queries and they are valid against the content schema', () => {
    expect(queries.length).toBeGreaterThan(15);
    for (const { name, document } of queries) expect(validate(schema, parse(document)).map((e) => `${name}: ${e.message}`)).toEqual([]);
  });

  it('selects sys { id } on every entry and asset of every query', () => {
    const missing = queries.flatMap(({ name, document }) => missingSysIds(schema, document).map((m) => `${name}: ${m}`));
    expect(missing).toEqual([]);
  });

  it('would catch a query that forgets it', () => {
    const story = queries.find((q) => q.name.includes('STORY_PAGE'));
    expect(story).toBeDefined();
    expect(missingSysIds(schema, (story?.document ?? '').replace(/sys \{ id \} /g, ''))).not.toEqual([]);
  });
});

describe('the stories listing orders every story by its key, and the key asked again matches what it recorded', () => {
  const db = openStore(mkdtempSync(join(tmpdir(), 'content-keys-')));
  const store = new ContentStore(db);
  ensureContentSeeded(db, store);
  const schema = buildContentSchema(store);
  const run = async (source: string, variableValues: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const contextValue = { previewAllowed: false, assetOrigin: 'http://127.0.0.1', spaceId: 'portal', environmentId: 'master' };
    const result = await graphql({ schema, source, contextValue, variableValues: { preview: false, ...variableValues } });
    expect(result.errors ?? []).toEqual([]);
    return result.data ?? {};
  };
  const recorded = async (locale: string): Promise<string[]> =>
    keyReads('StoriesMinimal', await run(STORIES_MINIMAL, { locale, withExhibitions: true })).filter((r) => r.startsWith('key:'));
  const askedAgain = async (ids: string[], locale: string): Promise<Set<string>> =>
    keyReadsOfKeysAnswer((await run(STORIES_MINIMAL_KEYS, { locale, ids, limit: ids.length })) as unknown as Parameters<typeof keyReadsOfKeysAnswer>[0]);

  it('asks within the content service\'s cost limits (Contentful refuses a query costing over 11,000)', () => {
    const ids = Array.from({ length: KEYS_PER_QUERY }, (_, i) => `story-${String(i)}`);
    expect(checkQueryLimits(parse(STORIES_MINIMAL_KEYS), 'StoriesMinimalKeys', { locale: 'en-GB', ids, limit: ids.length })?.message).toBeUndefined();
  });

  it('answers the same key reads for the same entries, in each language', async () => {
    for (const locale of ['en-GB', 'de-DE']) {
      const reads = await recorded(locale);
      expect(reads.length).toBeGreaterThan(5);
      const ids = reads.map((r) => r.split(':')[1] ?? '');
      expect(await askedAgain(ids, locale)).toEqual(new Set(reads));
    }
  });

  it('answers another key when a story moves in the listing, and none once it left', async () => {
    const [read] = await recorded('en-GB');
    const id = read?.split(':')[1] ?? '';
    const entry = store.get(id);
    if (entry === undefined) throw new Error(`no entry ${id}`);
    store.saveDraft(id, entry.sys.contentType, { ...entry.draft, datePublished: { 'en-GB': '2001-01-01T00:00:00.000Z' } });
    store.publish(id);
    const moved = await askedAgain([id], 'en-GB');
    expect(moved.size).toBe(1);
    expect(moved.has(read ?? '')).toBe(false);
    store.unpublish(id);
    expect(await askedAgain([id], 'en-GB')).toEqual(new Set());
  });
});
