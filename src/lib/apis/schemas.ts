import { z } from 'zod';

/** Shapes shared by several upstream APIs, validated loosely: unknown fields pass through. */
export const langMapSchema = z.record(z.string(), z.union([z.array(z.string()), z.string()]));

export const searchItemSchema = z.looseObject({
  id: z.string(),
  type: z.string().optional(),
  title: z.array(z.string()).optional(),
  dcTitleLangAware: langMapSchema.optional(),
  dcCreatorLangAware: langMapSchema.optional(),
  dcDescriptionLangAware: langMapSchema.optional(),
  dataProvider: z.array(z.string()).optional(),
  edmPreview: z.array(z.string()).optional(),
  edmIsShownBy: z.array(z.string()).optional(),
  rights: z.array(z.string()).optional(),
  year: z.array(z.string()).optional(),
  /** The dataset the record came in with (profile `standard` and richer). */
  edmDatasetName: z.array(z.string()).optional(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const facetSchema = z.object({
  name: z.string(),
  fields: z.array(z.object({ label: z.string(), count: z.number() })).default([]),
});
export type Facet = z.infer<typeof facetSchema>;

/**
 * Where a result's full text matched (the `hits` profile; europeana/api2 HighlightHit): a text-quote selector per
 * match, in the field it was found (`fulltext.de`). A malformed entry is dropped, not the search.
 */
export const hitSelectorSchema = z.looseObject({
  field: z.string().optional(),
  prefix: z.string().default(''),
  exact: z.string().min(1),
  suffix: z.string().default(''),
});
export type HitSelector = z.infer<typeof hitSelectorSchema>;
const hitSchema = z.looseObject({ scope: z.string(), selectors: z.array(hitSelectorSchema).default([]) });

export const searchResponseSchema = z.looseObject({
  success: z.boolean().optional(),
  totalResults: z.number().default(0),
  itemsCount: z.number().optional(),
  items: z.array(searchItemSchema).default([]),
  facets: z.array(facetSchema).default([]),
  nextCursor: z.string().optional(),
  hits: z.array(z.unknown()).default([]).transform((hits) => hits.flatMap((hit) => {
    const parsed = hitSchema.safeParse(hit);
    return parsed.success ? [parsed.data] : [];
  })),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
