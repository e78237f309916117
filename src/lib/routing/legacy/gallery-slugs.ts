import gone from './data/gone-gallery-slugs.json' with { type: 'json' };
import retired from './data/retired-gallery-slugs.json' with { type: 'json' };
import { GONE, redirect, splitLocale, type LegacyRule } from './rule.ts';

/** The 336 retired gallery slugs → their gallery ids 8950–9285 (`data/retired-gallery-slugs.json`). */
export const RETIRED_GALLERY_IDS: ReadonlyMap<string, number> = new Map(
  Object.entries(retired as Readonly<Record<string, number>>),
);

/** The 48 retired gallery slugs that answer 410 Gone (`data/gone-gallery-slugs.json`). */
export const GONE_GALLERY_SLUGS: ReadonlySet<string> = new Set(gone as readonly string[]);

const GALLERY_SLUG = /^\/galleries\/([^/]+)$/i;

/**
 * `[/{lang}]/galleries/{retired slug}` → `[/{lang}]/galleries/{id}-{slug}`; a gone slug answers
 * 410. Slugs are matched in lower case.
 */
export const gallerySlugsRule: LegacyRule = (path, search) => {
  const [prefix, rest] = splitLocale(path);
  const slug = GALLERY_SLUG.exec(rest)?.[1]?.toLowerCase();
  if (slug === undefined) return undefined;
  const id = RETIRED_GALLERY_IDS.get(slug);
  if (id !== undefined) return redirect(`${prefix}/galleries/${String(id)}-${slug}`, search);
  return GONE_GALLERY_SLUGS.has(slug) ? GONE : undefined;
};
