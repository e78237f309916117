/**
 * Pre-rendering asks the content service for the same entry in all 25 languages, one page after another. About
 * half of the service's CPU for such a query is the request itself (HTTP, the GraphQL envelope), not the query
 * (BENCHMARKS.md "Content service CPU per page"): so during a build the languages of one query are asked
 * together, five to a request, as aliased root fields (`l2_storyCollection: storyCollection(locale: "de-DE", …)`),
 * and each page takes its own language's part. Contentful answers aliases the same way; five keep a story page's
 * query inside the service's limit on field selections.
 *
 * The languages are grouped by a fixed partition of the locale list, so every page of a group asks for the same
 * request and the first one asked serves the others (a short memory: the pages of one entry render one after the
 * other, a few at a time). Each page then records its reads from its own part (src/lib/publication/reads.ts),
 * exactly as if it had asked alone. A document that cannot be grouped (a fragment that uses `$locale`, a
 * request the service refuses as too large) is asked one language at a time, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Kind, OperationTypeNode, parse, print, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { LOCALES } from '../i18n/locales.ts';

/** Languages asked in one request. */
export const LOCALES_PER_QUERY = 5;

const CONTENT_LOCALES: readonly string[] = LOCALES.map((l) => l.iso);

const grouping = new AsyncLocalStorage<true>();

/** Runs a pre-rendered page's data load with its content queries grouped by language (src/lib/content/batch.ts). */
export function withLocaleGroups<T>(load: () => Promise<T>): Promise<T> {
  return grouping.run(true, load);
}

/** Whether the running load asked for grouped queries. */
export function localeGroupsActive(): boolean {
  return grouping.getStore() === true;
}

/**
 * The group of content locales a locale is asked with: the fixed slice of five of the locale list it falls in.
 * Undefined for a locale outside the list.
 *
 * @example localeGroup('de-DE') // ['bg-BG', 'cs-CZ', 'da-DK', 'de-DE', 'el-GR']
 */
export function localeGroup(locale: string): readonly string[] | undefined {
  const index = CONTENT_LOCALES.indexOf(locale);
  if (index < 0) return undefined;
  const start = index - (index % LOCALES_PER_QUERY);
  return CONTENT_LOCALES.slice(start, start + LOCALES_PER_QUERY);
}

/** The alias of a root field's copy for the i-th locale of a group. */
const aliasOf = (index: number, key: string): string => `l${String(index)}_${key}`;

/** The response key of a root field: its alias, else its name. */
const keyOf = (field: FieldNode): string => field.alias?.value ?? field.name.value;

function usesLocaleVariable(node: Parameters<typeof visit>[0]): boolean {
  let found = false;
  visit(node, {
    Variable(variable) {
      if (variable.name.value === 'locale') found = true;
    },
  });
  return found;
}

/** A document's operation, when it is one query whose root selections are plain fields. */
function groupableOperation(document: DocumentNode): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || operation?.operation !== OperationTypeNode.QUERY) return undefined;
  if (!operation.variableDefinitions?.some((v) => v.variable.name.value === 'locale')) return undefined;
  if (!operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD)) return undefined;
  // A fragment reading `$locale` would need one copy per language: not grouped.
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  if (fragments.some((fragment) => usesLocaleVariable(fragment))) return undefined;
  return operation;
}

/** A grouped document and the response keys of its root fields. */
export interface GroupedDocument {
  readonly document: string;
  readonly keys: readonly string[];
}

const groupedDocuments = new Map<string, GroupedDocument | null>();

/**
 * The document that asks `locales` at once: every root field once per locale, aliased `l<i>_<key>`, with `$locale`
 * replaced by that locale, and no `$locale` variable. Undefined when the document cannot be grouped.
 *
 * @example groupedDocument('query Q($locale: String!) { themeCollection(locale: $locale) { total } }', ['de-DE', 'fr-FR'])
 *   // query Q { l0_themeCollection: themeCollection(locale: "de-DE") { total } l1_themeCollection: themeCollection(locale: "fr-FR") { total } }
 */
export function groupedDocument(document: string, locales: readonly string[]): GroupedDocument | undefined {
  const cacheKey = `${locales.join(',')}\u0000${document}`;
  const known = groupedDocuments.get(cacheKey);
  if (known !== undefined) return known ?? undefined;
  let grouped: GroupedDocument | undefined;
  try {
    grouped = buildGroupedDocument(parse(document), locales);
  } catch {
    grouped = undefined;
  }
  groupedDocuments.set(cacheKey, grouped ?? null);
  return grouped;
}

function buildGroupedDocument(parsed: DocumentNode, locales: readonly string[]): GroupedDocument | undefined {
  const operation = groupableOperation(parsed);
  if (!operation) return undefined;
  const fields = operation.selectionSet.selections as readonly FieldNode[];
  const keys = fields.map(keyOf);
  if (new Set(keys).size !== keys.length) return undefined;
  const selections: SelectionNode[] = locales.flatMap((locale, index) =>
    fields.map((field) => {
      const inLocale = visit(field, {
        Variable(variable) {
          return variable.name.value === 'locale' ? { kind: Kind.STRING, value: locale } : undefined;
        },
      });
      return { ...inLocale, alias: { kind: Kind.NAME, value: aliasOf(index, keyOf(field)) } } satisfies FieldNode;
    }),
  );
  const groupedOperation: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: operation.variableDefinitions?.filter((v) => v.variable.name.value !== 'locale') ?? [],
    selectionSet: { ...operation.selectionSet, selections },
  };
  const definitions = parsed.definitions.map((d) => (d === operation ? groupedOperation : d));
  return { document: print({ ...parsed, definitions }), keys };
}

/** The part of a grouped response that answers the i-th locale: the shape of the ungrouped query's response. */
export function localePart(response: Readonly<Record<string, unknown>>, keys: readonly string[], index: number): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, response[aliasOf(index, key)]]));
}

/**
 * Grouped requests in flight or just answered, by document, variables and group: the pages of a group take their
 * part from the first one's request.
 */
const answers = new LRUCache<string, Promise<readonly Record<string, unknown>[]>>({ max: 64 });

/**
 * Answers one locale's query from the grouped request of its group, made by `request` (the content client's
 * POST) the first time the group is asked. Undefined when the query cannot be grouped: the caller asks alone.
 * A failed grouped request is forgotten (the next page asks again) and thrown; a request the service refuses
 * (GraphQL errors) marks the document as not groupable.
 */
export async function groupedAnswer(
  document: string,
  variables: Readonly<Record<string, unknown>>,
  request: (grouped: string, variables: Readonly<Record<string, unknown>>) => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown> | undefined> {
  const { locale, ...others } = variables;
  if (typeof locale !== 'string') return undefined;
  const locales = localeGroup(locale);
  if (!locales) return undefined;
  const grouped = groupedDocument(document, locales);
  if (!grouped) return undefined;
  const key = `${JSON.stringify(others)}\u0000${locales.join(',')}\u0000${document}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = request(grouped.document, others).then((response) => locales.map((_, index) => localePart(response, grouped.keys, index)));
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  const parts = await answer;
  return parts[locales.indexOf(locale)];
}

/** Takes a document out of grouping, in every group (the service refused its grouped form): its queries are asked alone. */
export function neverGroup(document: string): void {
  for (let start = 0; start < CONTENT_LOCALES.length; start += LOCALES_PER_QUERY) {
    groupedDocuments.set(`${CONTENT_LOCALES.slice(start, start + LOCALES_PER_QUERY).join(',')}\u0000${document}`, null);
  }
}
