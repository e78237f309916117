import {
  GraphQLBoolean, GraphQLEnumType, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType,
  GraphQLScalarType, GraphQLSchema, GraphQLString, GraphQLUnionType, Kind, valueFromASTUntyped,
} from 'graphql';
import type {
  GraphQLFieldConfig, GraphQLFieldConfigArgumentMap, GraphQLFieldConfigMap, GraphQLInputFieldConfigMap, GraphQLInputType,
  GraphQLOutputType,
} from 'graphql';
import { contentError } from './errors.ts';
import { FILTER_OPERATORS, ORDERABLE_KINDS, SYS_FIELDS, SYS_OPERATORS, matches, sortEntries } from './filters.ts';
import type { Where } from './filters.ts';
import { CONTENT_LOCALES, DEFAULT_LOCALE, isContentLocale, localizedValue } from './locales.ts';
import type { ContentLocale } from './locales.ts';
import { CONTENT_TYPES, CONTENT_TYPE_BY_ID } from './model.ts';
import type { ContentTypeDef, FieldDef } from './model.ts';
import type { AssetRecord, ContentSnapshot, ContentStore, EntryView } from './store.ts';

/** Exact-value lookups of a snapshot by type, field and locale (`candidates` in buildContentSchema); gone with the snapshot. */
const lookupIndexes = new WeakMap<ContentSnapshot, Map<string, Map<string, EntryView[]>>>();

/** Contentful's limits: `limit` defaults to 100 and may not exceed 1000 (spec section 9, "max 1000 per page"). */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/** Per-request context: which token authenticated the call, and where asset URLs point. */
export interface ContentContext {
  readonly previewAllowed: boolean;
  readonly assetOrigin: string;
  readonly spaceId: string;
  readonly environmentId: string;
}

interface EntryNode {
  readonly view: EntryView;
  readonly locale: ContentLocale;
  readonly preview: boolean;
  readonly snapshot: ContentSnapshot;
}

interface AssetNode {
  readonly asset: AssetRecord;
  readonly locale: ContentLocale;
}

interface CollectionResult<T> {
  readonly skip: number;
  readonly limit: number;
  readonly total: number;
  readonly items: readonly T[];
}

type Args = Readonly<Record<string, unknown>>;

const upperFirst = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);
const lowerFirst = (value: string): string => value.charAt(0).toLowerCase() + value.slice(1);

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A date-time string in ISO 8601 format',
  serialize: (value) => String(value),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw contentError('BAD_USER_INPUT', `DateTime cannot represent '${String(value)}': use ISO 8601, e.g. 2025-01-31T00:00:00.000Z`);
  return value;
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value (Object fields)',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

function localeOf(value: unknown, fallback: ContentLocale): ContentLocale {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && isContentLocale(value)) return value;
  throw contentError('UNKNOWN_LOCALE', `Query execution error. Requested locale '${typeof value === 'string' ? value : JSON.stringify(value)}' does not exist in the space; known locales: ${CONTENT_LOCALES.join(', ')}`);
}

function previewOf(value: unknown, fallback: boolean, context: ContentContext): boolean {
  const preview = value === undefined || value === null ? fallback : value === true;
  if (preview && !context.previewAllowed) {
    throw contentError('ACCESS_TOKEN_INVALID', 'preview: true needs the preview (CPA) access token; the delivery token only sees published content');
  }
  return preview;
}

function pagingOf(args: Args): { skip: number; limit: number } {
  const skip = typeof args.skip === 'number' ? args.skip : 0;
  const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_LIMIT;
  if (skip < 0) throw contentError('BAD_USER_INPUT', `skip must be 0 or more, got ${skip}`);
  if (limit < 0 || limit > MAX_LIMIT) throw contentError('BAD_USER_INPUT', `Query cannot be executed. The maximum allowed limit is ${MAX_LIMIT}, got ${limit}: page with skip instead`);
  return { skip, limit };
}

function page<T>(items: readonly T[], skip: number, limit: number): CollectionResult<T> {
  return { skip, limit, total: items.length, items: items.slice(skip, skip + limit) };
}

function orderOf(args: Args): string[] {
  const order = args.order;
  if (order === undefined || order === null) return [];
  return (Array.isArray(order) ? order : [order]).filter((value): value is string => typeof value === 'string');
}

/**
 * Builds the GraphQL schema of the content model: per content type an object type, `<type>(id)` and
 * `<type>Collection(skip, limit, preview, locale, where, order)` root fields, a `<Type>Filter` input and a
 * `<Type>Order` enum; Links fields become `<field>Collection`. Resolvers read the store's in-memory snapshots.
 */
export function buildContentSchema(store: ContentStore): GraphQLSchema {
  const objectTypes = new Map<string, GraphQLObjectType>();
  const filterTypes = new Map<string, GraphQLInputObjectType>();
  const orderTypes = new Map<string, GraphQLEnumType>();
  const unions = new Map<string, GraphQLUnionType>();
  const collections = new Map<string, GraphQLObjectType>();

  const localeArgs: GraphQLFieldConfigArgumentMap = { locale: { type: GraphQLString } };
  const linkArgs: GraphQLFieldConfigArgumentMap = { locale: { type: GraphQLString }, preview: { type: GraphQLBoolean } };

  const Sys = new GraphQLObjectType({
    name: 'Sys',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLString) },
      spaceId: { type: new GraphQLNonNull(GraphQLString) },
      environmentId: { type: new GraphQLNonNull(GraphQLString) },
      publishedAt: { type: DateTime },
      firstPublishedAt: { type: DateTime },
      publishedVersion: { type: GraphQLInt },
    },
  });

  const SysFilter = new GraphQLInputObjectType({
    name: 'SysFilter',
    fields: () => {
      const fields: GraphQLInputFieldConfigMap = {};
      for (const name of SYS_FIELDS) {
        const scalar: GraphQLInputType = name === 'id' ? GraphQLString : name === 'publishedVersion' ? GraphQLInt : DateTime;
        for (const op of SYS_OPERATORS[name]) {
          const key = op === '' ? name : `${name}_${op}`;
          fields[key] = { type: op === 'exists' ? GraphQLBoolean : op === 'in' || op === 'not_in' ? new GraphQLList(scalar) : scalar };
        }
      }
      return fields;
    },
  });

  const sysOf = (ctx: ContentContext, sys: { id: string; publishedAt: string | null; firstPublishedAt: string | null; publishedVersion: number | null }): Record<string, unknown> => ({
    ...sys, spaceId: ctx.spaceId, environmentId: ctx.environmentId,
  });

  const Asset = new GraphQLObjectType<AssetNode, ContentContext>({
    name: 'Asset',
    description: 'An image served by the content service under /content/assets/{id}/{fileName}',
    fields: {
      sys: { type: new GraphQLNonNull(Sys), resolve: (node, _args, ctx) => sysOf(ctx, { id: node.asset.id, publishedAt: node.asset.publishedAt, firstPublishedAt: node.asset.createdAt, publishedVersion: 1 }) },
      title: { type: GraphQLString, args: localeArgs, resolve: (node, args: Args) => assetText(node, 'title', args) },
      description: { type: GraphQLString, args: localeArgs, resolve: (node, args: Args) => assetText(node, 'description', args) },
      contentType: { type: GraphQLString, resolve: (node) => node.asset.mime },
      fileName: { type: GraphQLString, resolve: (node) => node.asset.fileName },
      size: { type: GraphQLInt, resolve: (node) => node.asset.size },
      url: { type: GraphQLString, resolve: (node, _args, ctx) => `${ctx.assetOrigin}/content/assets/${encodeURIComponent(node.asset.id)}/${encodeURIComponent(node.asset.fileName)}` },
      width: { type: GraphQLInt, resolve: (node) => node.asset.width },
      height: { type: GraphQLInt, resolve: (node) => node.asset.height },
    },
  });

  function assetText(node: AssetNode, field: string, args: Args): unknown {
    const value = localizedValue(node.asset.fields[field], localeOf(args.locale, node.locale));
    return typeof value === 'string' ? value : null;
  }

  const assetNode = (id: unknown, locale: ContentLocale): AssetNode | null => {
    const found = typeof id === 'string' ? store.assets().get(id) : undefined;
    return found === undefined ? null : { asset: found, locale };
  };

  const typeOf = (def: ContentTypeDef): GraphQLObjectType => {
    const found = objectTypes.get(def.id);
    if (found === undefined) throw new Error(`content type ${def.id} has no GraphQL type`);
    return found;
  };

  function targetType(owner: ContentTypeDef, field: string, to: readonly string[], suffix: string): GraphQLObjectType | GraphQLUnionType {
    const defs = to.map((id) => CONTENT_TYPE_BY_ID.get(id)).filter((def): def is ContentTypeDef => def !== undefined);
    const single = defs[0];
    if (defs.length === 1 && single !== undefined) return typeOf(single);
    const name = `${owner.typeName}${upperFirst(field)}${suffix}`;
    let union = unions.get(name);
    if (union === undefined) {
      union = new GraphQLUnionType({
        name,
        types: () => defs.map(typeOf),
        resolveType: (node: EntryNode) => CONTENT_TYPE_BY_ID.get(node.view.sys.contentType)?.typeName,
      });
      unions.set(name, union);
    }
    return union;
  }

  function collectionType(name: string, item: GraphQLOutputType): GraphQLObjectType {
    let found = collections.get(name);
    if (found === undefined) {
      found = new GraphQLObjectType({
        name,
        fields: {
          skip: { type: new GraphQLNonNull(GraphQLInt) },
          limit: { type: new GraphQLNonNull(GraphQLInt) },
          total: { type: new GraphQLNonNull(GraphQLInt) },
          items: { type: new GraphQLNonNull(new GraphQLList(item)) },
        },
      });
      collections.set(name, found);
    }
    return found;
  }

  function filterType(def: ContentTypeDef): GraphQLInputObjectType {
    let found = filterTypes.get(def.id);
    if (found !== undefined) return found;
    const name = `${def.typeName}Filter`;
    found = new GraphQLInputObjectType({
      name,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = { sys: { type: SysFilter } };
        for (const [field, fieldDef] of Object.entries(def.fields)) {
          const key = fieldDef.kind === 'Links' ? `${field}Collection` : field;
          for (const op of FILTER_OPERATORS[fieldDef.kind]) {
            fields[op === '' ? key : `${key}_${op}`] = { type: filterOperandType(fieldDef, op) };
          }
          const target = fieldDef.kind === 'Link' || fieldDef.kind === 'Links' ? CONTENT_TYPE_BY_ID.get(fieldDef.to[0] ?? '') : undefined;
          if (target !== undefined && fieldDef.kind !== 'Asset' && 'to' in fieldDef && fieldDef.to.length === 1) {
            fields[field] = { type: filterType(target), description: `Entries whose ${field} (some linked entry) matches` };
          }
        }
        fields.AND = { type: new GraphQLList(found ?? GraphQLString) };
        fields.OR = { type: new GraphQLList(found ?? GraphQLString) };
        return fields;
      },
    });
    filterTypes.set(def.id, found);
    return found;
  }

  function filterOperandType(fieldDef: FieldDef, op: string): GraphQLInputType {
    if (op === 'exists') return GraphQLBoolean;
    const scalar: GraphQLInputType = fieldDef.kind === 'Date' ? DateTime : fieldDef.kind === 'Integer' ? GraphQLInt : fieldDef.kind === 'Boolean' ? GraphQLBoolean : GraphQLString;
    if (op === 'in' || op === 'not_in' || op.startsWith('contains_')) return new GraphQLList(scalar);
    return scalar;
  }

  function orderType(def: ContentTypeDef): GraphQLEnumType {
    let found = orderTypes.get(def.id);
    if (found !== undefined) return found;
    const values: Record<string, { value: string }> = {};
    for (const [field, fieldDef] of Object.entries(def.fields)) {
      if (!ORDERABLE_KINDS.has(fieldDef.kind)) continue;
      for (const direction of ['ASC', 'DESC']) values[`${field}_${direction}`] = { value: `${field}_${direction}` };
    }
    for (const field of SYS_FIELDS) for (const direction of ['ASC', 'DESC']) values[`sys_${field}_${direction}`] = { value: `sys_${field}_${direction}` };
    found = new GraphQLEnumType({ name: `${def.typeName}Order`, values });
    orderTypes.set(def.id, found);
    return found;
  }

  const collectionArgs = (def: ContentTypeDef | undefined): GraphQLFieldConfigArgumentMap => ({
    skip: { type: GraphQLInt, defaultValue: 0 },
    limit: { type: GraphQLInt, defaultValue: DEFAULT_LIMIT },
    preview: { type: GraphQLBoolean },
    locale: { type: GraphQLString },
    ...(def === undefined ? {} : { where: { type: filterType(def) }, order: { type: new GraphQLList(orderType(def)) } }),
  });

  /**
   * The entries of a type a root collection query can match: for a lookup by one text field's exact value
   * (`where: { identifier: "…" }`, how every page asks for its entry) the entries with that value, from an index of
   * the snapshot built the first time that field is asked in that locale; else every entry of the type. `select`
   * still applies the whole filter to them, so the answer is the scan's, without reading 1,500 stories for one
   * (a story lookup cost about 10 ms at the volume of spec section 9, BENCHMARKS.md "Deploy build").
   */
  function candidates(snapshot: ContentSnapshot, def: ContentTypeDef, args: Args, locale: ContentLocale): readonly EntryView[] {
    const all = snapshot.byType.get(def.id) ?? [];
    const where = args.where as Where | undefined | null;
    const asked = Object.entries(where ?? {}).filter(([, operand]) => operand !== undefined && operand !== null);
    const [lookup] = asked;
    if (asked.length !== 1 || lookup === undefined) return all;
    const [field, value] = lookup;
    const kind = def.fields[field]?.kind;
    if (typeof value !== 'string' || (kind !== 'Symbol' && kind !== 'Text')) return all;
    let indexes = lookupIndexes.get(snapshot);
    if (indexes === undefined) {
      indexes = new Map();
      lookupIndexes.set(snapshot, indexes);
    }
    const key = `${def.id}\u0000${field}\u0000${locale}`;
    let index = indexes.get(key);
    if (index === undefined) {
      index = new Map();
      for (const view of all) {
        const own = localizedValue(view.fields[field], locale);
        if (typeof own !== 'string') continue;
        // Equality is case-insensitive (./filters.ts `comparable`): the index is by the lower-case value.
        const same = index.get(own.toLowerCase());
        if (same) same.push(view);
        else index.set(own.toLowerCase(), [view]);
      }
      indexes.set(key, index);
    }
    return index.get(value.toLowerCase()) ?? [];
  }

  /** Filters, orders and pages entries of one type (or of several, for union link collections). */
  function select(views: readonly EntryView[], args: Args, locale: ContentLocale, snapshot: ContentSnapshot, def: ContentTypeDef | undefined): EntryView[] {
    let selected = [...views];
    const where = args.where as Where | undefined | null;
    if (def !== undefined && where !== undefined && where !== null) selected = selected.filter((view) => matches(def, view, where, locale, snapshot));
    if (def !== undefined) selected = sortEntries(def, selected, orderOf(args), locale);
    return selected;
  }

  function entryFields(def: ContentTypeDef): GraphQLFieldConfigMap<EntryNode, ContentContext> {
    const fields: GraphQLFieldConfigMap<EntryNode, ContentContext> = {
      sys: { type: new GraphQLNonNull(Sys), resolve: (node, _args, ctx) => sysOf(ctx, node.view.sys) },
    };
    for (const [field, fieldDef] of Object.entries(def.fields)) {
      const raw = (node: EntryNode, locale: ContentLocale): unknown => localizedValue(node.view.fields[field], locale);
      switch (fieldDef.kind) {
        case 'Symbol':
        case 'Text':
          fields[field] = {
            type: GraphQLString,
            args: localeArgs,
            resolve: (node, args: Args) => {
              const value = raw(node, localeOf(args.locale, node.locale));
              return typeof value === 'string' ? value : null;
            },
          };
          break;
        case 'Date':
          fields[field] = { type: DateTime, resolve: (node) => raw(node, node.locale) ?? null };
          break;
        case 'Integer':
          fields[field] = { type: GraphQLInt, resolve: (node) => raw(node, node.locale) ?? null };
          break;
        case 'Boolean':
          fields[field] = { type: GraphQLBoolean, resolve: (node) => raw(node, node.locale) ?? null };
          break;
        case 'Symbols':
          fields[field] = { type: new GraphQLList(GraphQLString), resolve: (node) => raw(node, node.locale) ?? null };
          break;
        case 'Object':
          fields[field] = { type: JSONScalar, resolve: (node) => raw(node, node.locale) ?? null };
          break;
        case 'Asset':
          fields[field] = {
            type: Asset,
            args: linkArgs,
            resolve: (node, args: Args) => {
              const locale = localeOf(args.locale, node.locale);
              return assetNode(raw(node, locale), locale);
            },
          };
          break;
        case 'Link':
          fields[field] = linkField(def, field, fieldDef.to, raw);
          break;
        case 'Links':
          fields[`${field}Collection`] = linksField(def, field, fieldDef.to, raw);
          break;
      }
    }
    return fields;
  }

  function linkField(owner: ContentTypeDef, field: string, to: readonly string[], raw: (node: EntryNode, locale: ContentLocale) => unknown): GraphQLFieldConfig<EntryNode, ContentContext> {
    return {
      type: targetType(owner, field, to, ''),
      args: linkArgs,
      resolve: (node, args: Args, ctx) => {
        const locale = localeOf(args.locale, node.locale);
        const preview = previewOf(args.preview, node.preview, ctx);
        const snapshot = preview === node.preview ? node.snapshot : store.snapshot(preview);
        const id = raw(node, locale);
        const view = typeof id === 'string' ? snapshot.byId.get(id) : undefined;
        // An unpublished (or deleted) target resolves to null, as Contentful's unresolvable links.
        if (view === undefined || !to.includes(view.sys.contentType)) return null;
        return { view, locale, preview, snapshot } satisfies EntryNode;
      },
    };
  }

  function linksField(owner: ContentTypeDef, field: string, to: readonly string[], raw: (node: EntryNode, locale: ContentLocale) => unknown): GraphQLFieldConfig<EntryNode, ContentContext> {
    const single = to.length === 1 ? CONTENT_TYPE_BY_ID.get(to[0] ?? '') : undefined;
    const item = targetType(owner, field, to, 'Item');
    return {
      type: collectionType(`${owner.typeName}${upperFirst(field)}Collection`, item),
      args: collectionArgs(single),
      resolve: (node, args: Args, ctx) => {
        const { skip, limit } = pagingOf(args);
        const locale = localeOf(args.locale, node.locale);
        const preview = previewOf(args.preview, node.preview, ctx);
        const snapshot = preview === node.preview ? node.snapshot : store.snapshot(preview);
        const ids = raw(node, locale);
        const views = (Array.isArray(ids) ? ids : [])
          .map((id) => (typeof id === 'string' ? snapshot.byId.get(id) : undefined))
          .filter((view): view is EntryView => view !== undefined && to.includes(view.sys.contentType));
        const selected = select(views, args, locale, snapshot, single);
        return page(selected.map((view) => ({ view, locale, preview, snapshot }) satisfies EntryNode), skip, limit);
      },
    };
  }

  for (const def of CONTENT_TYPES) {
    objectTypes.set(def.id, new GraphQLObjectType<EntryNode, ContentContext>({
      name: def.typeName,
      description: `${def.description} (content type \`${def.id}\`)`,
      fields: () => entryFields(def),
    }));
  }

  const query: GraphQLFieldConfigMap<unknown, ContentContext> = {};
  for (const def of CONTENT_TYPES) {
    const objectType = typeOf(def);
    const root = lowerFirst(def.typeName);
    query[root] = {
      type: objectType,
      args: { id: { type: new GraphQLNonNull(GraphQLString) }, preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } },
      resolve: (_source, args: Args, ctx) => {
        const locale = localeOf(args.locale, DEFAULT_LOCALE);
        const preview = previewOf(args.preview, false, ctx);
        const snapshot = store.snapshot(preview);
        const view = snapshot.byId.get(String(args.id));
        return view?.sys.contentType === def.id ? ({ view, locale, preview, snapshot } satisfies EntryNode) : null;
      },
    };
    query[`${root}Collection`] = {
      type: collectionType(`${def.typeName}Collection`, objectType),
      args: collectionArgs(def),
      resolve: (_source, args: Args, ctx) => {
        const { skip, limit } = pagingOf(args);
        const locale = localeOf(args.locale, DEFAULT_LOCALE);
        const preview = previewOf(args.preview, false, ctx);
        const snapshot = store.snapshot(preview);
        const selected = select(candidates(snapshot, def, args, locale), args, locale, snapshot, def);
        return page(selected.map((view) => ({ view, locale, preview, snapshot }) satisfies EntryNode), skip, limit);
      },
    };
  }

  const AssetFilter: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: 'AssetFilter',
    fields: (): GraphQLInputFieldConfigMap => ({
      sys: { type: SysFilter },
      title_contains: { type: GraphQLString },
      contentType: { type: GraphQLString },
      AND: { type: new GraphQLList(AssetFilter) },
      OR: { type: new GraphQLList(AssetFilter) },
    }),
  });
  query.asset = {
    type: Asset,
    args: { id: { type: new GraphQLNonNull(GraphQLString) }, preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } },
    resolve: (_source, args: Args, ctx) => {
      previewOf(args.preview, false, ctx);
      return assetNode(args.id, localeOf(args.locale, DEFAULT_LOCALE));
    },
  };
  query.assetCollection = {
    type: collectionType('AssetCollection', Asset),
    args: { ...collectionArgs(undefined), where: { type: AssetFilter } },
    resolve: (_source, args: Args, ctx) => {
      const { skip, limit } = pagingOf(args);
      const locale = localeOf(args.locale, DEFAULT_LOCALE);
      previewOf(args.preview, false, ctx);
      const where = (args.where ?? {}) as Where;
      const assets = [...store.assets().values()].filter((item) => assetMatches(item, where, locale));
      return page(assets.map((item) => ({ asset: item, locale }) satisfies AssetNode), skip, limit);
    },
  };

  return new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: query }), types: [...objectTypes.values()] });
}

function assetMatches(item: AssetRecord, where: Where, locale: ContentLocale): boolean {
  const sys = where.sys as Where | undefined | null;
  if (sys !== undefined && sys !== null) {
    if (typeof sys.id === 'string' && sys.id !== item.id) return false;
    if (Array.isArray(sys.id_in) && !sys.id_in.includes(item.id)) return false;
  }
  if (typeof where.contentType === 'string' && where.contentType !== item.mime) return false;
  if (typeof where.title_contains === 'string') {
    const title = localizedValue(item.fields.title, locale);
    if (typeof title !== 'string' || !title.toLowerCase().includes(where.title_contains.toLowerCase())) return false;
  }
  if (Array.isArray(where.AND) && !(where.AND as Where[]).every((part) => assetMatches(item, part, locale))) return false;
  if (Array.isArray(where.OR) && where.OR.length > 0 && !(where.OR as Where[]).some((part) => assetMatches(item, part, locale))) return false;
  return true;
}
