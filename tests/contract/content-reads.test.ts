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
import { ContentStore } from '../../services/content/store.ts';
import { buildContentSchema } from '../../services/content/schema.ts';
import { openStore } from '../../services/store/db.ts';

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
