import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';
import { UPSTREAM_CACHE_TTL_MS } from './response-cache.ts';
import { langMapSchema } from './schemas.ts';

/**
 * Annotation API (`{base}/search`, spec section 7: "GET /search, params; reads items"): W3C Web Annotations
 * of items — volunteers' tags (`tagging`, a text body or an entity), links between items and to entities
 * (`linking`), transcriptions (`transcribing`), where to contribute (`linkForContributing`) and DE-BIAS's notes on
 * contentious words of a field (`highlighting`, src/lib/item/debias.ts). Shapes: shared/reference/europeana-apis.md section 5 and the
 * samples in shared/data/samples/annotation/. Each annotation is validated on its own: one the portal cannot
 * read is left out, not the whole page.
 */
const client = createApiClient({ name: 'annotation', sendsKey: true });

/** A creator or generator: a URI, or an agent with a name (a person's `nickname` in some answers). */
const agentSchema = z.union([
  z.string(),
  z.looseObject({ id: z.string().optional(), type: z.string().optional(), name: z.string().optional(), nickname: z.string().optional() }),
]);
export type AnnotationAgent = z.infer<typeof agentSchema>;

/**
 * A body: a URI (`"http://data.europeana.eu/concept/17"`), a text (`{ value, language, format, edmRights }`), a
 * resource (`{ type: SpecificResource, source }`) or, with profile `dereference`, the entity it names.
 */
const bodySchema = z.union([
  z.string(),
  z.looseObject({
    id: z.string().optional(),
    type: z.string().optional(),
    value: z.string().optional(),
    language: z.string().optional(),
    format: z.string().optional(),
    edmRights: z.string().optional(),
    source: z.string().optional(),
    prefLabel: langMapSchema.optional(),
    // A DE-BIAS vocabulary concept (profile `dereference`): what the term means, where that comes from, how to use
    // it, and words to use instead.
    definition: langMapSchema.optional(),
    note: langMapSchema.optional(),
    scopeNote: langMapSchema.optional(),
    altLabel: langMapSchema.optional(),
  }),
]);
export type AnnotationBody = z.infer<typeof bodySchema>;

/**
 * Words of one field of a record: the field (`hasPredicate`, e.g. `dc:title`) refined by a text quote — the words
 * (`exact`, with their language), and the words just before and after them that tell one occurrence from another.
 */
const fieldQuoteSelectorSchema = z.looseObject({
  hasPredicate: z.string().optional(),
  refinedBy: z
    .looseObject({
      exact: z.looseObject({ '@value': z.string(), '@language': z.string().optional() }),
      prefix: z.string().optional(),
      suffix: z.string().optional(),
    })
    .optional(),
});

/**
 * A target: an item URI, a part of an item (`{ scope: item URI, source: its media }`), words of one of its fields
 * (`{ source: item URI, selector }`), or a list of them.
 */
const targetOneSchema = z.union([
  z.string(),
  z.looseObject({ scope: z.string().optional(), source: z.string().optional(), selector: fieldQuoteSelectorSchema.optional().catch(undefined) }),
]);
export type AnnotationTarget = z.infer<typeof targetOneSchema>;

export const annotationSchema = z.looseObject({
  id: z.string(),
  motivation: z.string(),
  created: z.string().optional(),
  creator: agentSchema.optional(),
  generator: agentSchema.optional(),
  body: bodySchema.optional(),
  bodyValue: z.string().optional(),
  target: z.union([targetOneSchema, z.array(targetOneSchema)]),
});
export type Annotation = z.infer<typeof annotationSchema>;

const pageSchema = z.looseObject({
  // Those the portal cannot read are left out, once per kept answer (the shared upstream cache keeps the parsed page).
  items: z
    .array(z.unknown())
    .default([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = annotationSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  partOf: z.looseObject({ total: z.number() }).optional(),
});

/** The most annotations an item page reads: one page of the API's largest size. */
export const ITEM_ANNOTATIONS_PAGE_SIZE = 100;

export interface AnnotationSearchOptions {
  /** Only these motivations (`qf=motivation:(a OR b)`); all when absent. */
  readonly motivations?: readonly string[] | undefined;
  readonly context?: ApiContext | undefined;
}

/**
 * The annotations of a record (`/dataset/local-id`), entity bodies dereferenced, in the API's order; those
 * the portal cannot read are left out.
 * @example await annotationsOfRecord('/15508/36080_4_225', { motivations: ['tagging', 'transcribing'] })
 */
export async function annotationsOfRecord(recordId: string, options: AnnotationSearchOptions = {}): Promise<readonly Annotation[]> {
  const motivations = options.motivations ?? [];
  const page = await client.requestParsed('/search', pageSchema, {
    params: {
      query: `target_record_id:"${recordId.replace(/["\\]/g, '\\$&')}"`,
      qf: motivations.length > 0 ? `motivation:(${motivations.join(' OR ')})` : undefined,
      profile: 'dereference',
      pageSize: ITEM_ANNOTATIONS_PAGE_SIZE,
    },
    context: options.context,
    cacheTtlMs: UPSTREAM_CACHE_TTL_MS,
  });
  return page.items;
}

export interface BodySearchOptions {
  readonly motivation: string;
  readonly pageSize: number;
  readonly context?: ApiContext | undefined;
}

/**
 * The annotations whose body is a URI matching `pattern` (`*` any characters), bodies dereferenced — a DE-BIAS
 * concept in each of its languages: the pattern `c_2101_` between two wildcards (src/lib/debias/term-page.ts).
 */
export async function annotationsByBody(pattern: string, options: BodySearchOptions): Promise<readonly Annotation[]> {
  const page = await client.requestParsed('/search', pageSchema, {
    params: {
      query: `body_uri:${pattern.replace(/[\s"():\\]/g, '\\$&')}`,
      qf: `motivation:${options.motivation}`,
      profile: 'dereference',
      pageSize: options.pageSize,
    },
    context: options.context,
    cacheTtlMs: UPSTREAM_CACHE_TTL_MS,
  });
  return page.items;
}
