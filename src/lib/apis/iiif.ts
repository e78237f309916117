import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';
import { UPSTREAM_CACHE_TTL_MS } from './response-cache.ts';

/**
 * IIIF Presentation API (`{base}/{dataset}/{id}/manifest`, Presentation 3, Presentation 2 read into the same
 * shape): the manifest of an item, read for the image services a deep-zoom viewer needs, the captions of films and
 * the full text of pages (src/lib/apis/iiif-text.ts).
 */
export const presentationClient = createApiClient({ name: 'iiifPresentation', sendsKey: true, scope: 'item' });
const client = presentationClient;

const serviceSchema = z.looseObject({ id: z.string().optional(), '@id': z.string().optional() });
const bodySchema = z.looseObject({
  id: z.string().optional(),
  type: z.string().optional(),
  format: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  service: z.union([z.array(serviceSchema), serviceSchema]).optional(),
});
const annotationSchema = z.looseObject({ body: z.union([z.array(bodySchema), bodySchema]).optional() });
/** A captions body; read one by one (a body array with one unreadable member keeps the others). */
const textBodySchema = z.looseObject({
  id: z.string(),
  format: z.string().optional(),
  // The Web Annotation model allows several languages; the first names the track.
  language: z.union([z.string(), z.array(z.string())]).optional(),
  label: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional().catch(undefined),
});
const choiceSchema = z.looseObject({ type: z.literal('Choice'), items: z.array(z.unknown()) });
/** A label: Presentation 3's language map, or Presentation 2's plain text. */
const labelSchema = z.union([z.string(), z.record(z.string(), z.union([z.array(z.string()), z.string()]))]).optional().catch(undefined);
const canvasSchema = z.looseObject({
  id: z.string().optional(),
  label: labelSchema,
  width: z.number().optional(),
  height: z.number().optional(),
  duration: z.number().optional(),
  items: z.array(z.looseObject({ items: z.array(annotationSchema).default([]) })).default([]),
  // Captions and other supplementing text (Presentation 3 section 3.3); anything unreadable is dropped, not fatal.
  annotations: z.array(z.looseObject({
    // A page given by reference only (a newspaper page's full text) has an id and no items until it is fetched.
    id: z.string().optional(),
    items: z.array(z.looseObject({ motivation: z.union([z.string(), z.array(z.string())]).optional(), body: z.unknown() }).catch({ body: undefined })).default([]),
  }).catch({ items: [] })).default([]),
});
/** A service of the manifest (Presentation 3 `id`/`type`, Presentation 2 `@id`/`@type`), e.g. its Content Search. */
const manifestServiceSchema = z.looseObject({
  id: z.string().optional(),
  '@id': z.string().optional(),
  type: z.string().optional(),
  '@type': z.string().optional(),
  profile: z.union([z.string(), z.array(z.string())]).optional(),
});
const p2ResourceSchema = z.looseObject({ '@id': z.string().optional(), '@type': z.string().optional(), format: z.string().optional(), width: z.number().optional(), height: z.number().optional(), service: z.unknown().optional() });
const p2CanvasSchema = z.looseObject({
  '@id': z.string().optional(),
  label: z.unknown().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  images: z.array(z.looseObject({ resource: p2ResourceSchema.optional() })).default([]),
  otherContent: z.array(z.union([z.string(), z.looseObject({ '@id': z.string().optional() })])).default([]),
});
const p2ManifestSchema = z.looseObject({
  '@id': z.string().optional(),
  service: z.unknown().optional(),
  sequences: z.array(z.looseObject({ canvases: z.array(p2CanvasSchema).default([]) })).min(1),
});

/**
 * A Presentation 2 manifest (the API still serves them: `sequences[0].canvases`, `images[].resource`, full text as
 * `otherContent` annotation lists) in the Presentation 3 shape the rest reads; a Presentation 3 one as it is.
 */
function fromPresentation2(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'items' in value) return value;
  const parsed = p2ManifestSchema.safeParse(value);
  if (!parsed.success) return value;
  const { sequences, service } = parsed.data;
  return {
    ...parsed.data,
    id: parsed.data['@id'],
    service: list<unknown>(service),
    items: (sequences[0]?.canvases ?? []).map((canvas) => ({
      id: canvas['@id'],
      label: canvas.label,
      width: canvas.width,
      height: canvas.height,
      items: [{ items: canvas.images.map((image) => ({ motivation: 'painting', body: { id: image.resource?.['@id'], type: image.resource?.['@type'] === 'dctypes:Image' ? 'Image' : image.resource?.['@type'], format: image.resource?.format, width: image.resource?.width, height: image.resource?.height, service: image.resource?.service } })) }],
      annotations: canvas.otherContent.map((other) => ({ id: typeof other === 'string' ? other : other['@id'], items: [] })),
    })),
  };
}

const manifestSchema = z.preprocess(
  fromPresentation2,
  z.looseObject({
    id: z.string().optional(),
    items: z.array(canvasSchema).default([]),
    service: z.preprocess((value) => list<unknown>(value), z.array(manifestServiceSchema.catch({}))).catch([]).optional(),
  }),
);
export type Manifest = z.output<typeof manifestSchema>;
export type ManifestBody = z.infer<typeof bodySchema>;
type Body = ManifestBody;
type Service = z.infer<typeof serviceSchema>;

/**
 * The manifest of a record (`/dataset/local-id`): the same for every visitor, so kept in the upstream cache like
 * the record (an item page not in the route cache asked for it again on every render).
 */
export function getManifest(recordId: string, options: { context?: ApiContext | undefined } = {}): Promise<Manifest> {
  return client.requestParsed(`${recordId}/manifest`, manifestSchema, { context: options.context, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
}

export interface ManifestImageService {
  readonly serviceUrl: string;
  readonly width: number;
  readonly height: number;
}

export function list<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as readonly T[]) : [value as T];
}

/** The image services of a manifest's canvases, in canvas order (http(s) URLs only). */
export function imageServices(manifest: Manifest): ManifestImageService[] {
  const services: ManifestImageService[] = [];
  for (const canvas of manifest.items) {
    for (const page of canvas.items) {
      for (const annotation of page.items) {
        for (const body of list<Body>(annotation.body)) {
          const service = list<Service>(body.service)[0];
          const url = service?.id ?? service?.['@id'];
          const width = body.width ?? canvas.width;
          const height = body.height ?? canvas.height;
          if (url && /^https?:\/\//.test(url) && width && height) {
            services.push({ serviceUrl: url.replace(/\/+$/, ''), width, height });
          }
        }
      }
    }
  }
  return services;
}

/**
 * IIIF Image API: `{service}/info.json`, read on the server so the browser's viewer needs no
 * cross-origin request for it (image tiles load as plain images).
 */
const imageClient = createApiClient({ name: 'iiifImage', sendsKey: false, scope: 'item' });

export const imageInfoSchema = z.looseObject({
  id: z.string().optional(),
  '@id': z.string().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

/**
 * The `info.json` of an image service, or `undefined` when the service is not under the
 * configured IIIF Image API (the server fetches nothing else a manifest may name).
 */
export async function getImageInfo(serviceUrl: string, options: { context?: ApiContext | undefined } = {}): Promise<ImageInfo | undefined> {
  const base = imageClient.baseUrl(options.context);
  if (!serviceUrl.startsWith(`${base}/`)) return undefined;
  const path = serviceUrl.slice(base.length);
  if (!/^\/[A-Za-z0-9._~-]+$/.test(path)) return undefined;
  // An image's size does not change: kept in the upstream cache like the manifest.
  return imageClient.requestParsed(`${path}/info.json`, imageInfoSchema, { context: options.context, cacheTtlMs: UPSTREAM_CACHE_TTL_MS });
}

/** The bodies of an annotation: one, a list, or the items of a `Choice` (Presentation 3 section 3.3). */
function textBodies(body: unknown): unknown[] {
  return list<unknown>(body).flatMap((entry) => {
    const choice = choiceSchema.safeParse(entry);
    return choice.success ? choice.data.items : [entry];
  });
}

/** A captions file of a sound or film canvas. */
export interface ManifestCaption {
  /** WebVTT, http(s). */
  readonly src: string;
  readonly lang: string;
  readonly label: string;
}

/**
 * The WebVTT captions of the `index`-th canvas (its `supplementing` annotations with a `text/vtt` body and a
 * language), as IIIF AV viewers and Europeana's media player read them; none for a canvas without a duration.
 */
export function canvasCaptions(manifest: Manifest, index: number): ManifestCaption[] {
  const canvas = manifest.items[index];
  if (canvas?.duration === undefined) return [];
  const captions: ManifestCaption[] = [];
  for (const page of canvas.annotations) {
    for (const annotation of page.items) {
      const motivations = list<string>(annotation.motivation);
      if (!motivations.includes('supplementing')) continue;
      for (const candidate of textBodies(annotation.body)) {
        const body = textBodySchema.safeParse(candidate);
        if (!body.success) continue;
        const { id, format, label: labels } = body.data;
        const lang = list<string>(body.data.language)[0];
        if (format?.split(';')[0]?.trim().toLowerCase() !== 'text/vtt' || !lang || !/^https?:\/\//i.test(id)) continue;
        const first = (value: string | readonly string[] | undefined): string | undefined => (typeof value === 'string' ? value : value?.[0]);
        const label = first(labels?.[lang]) ?? first(Object.values(labels ?? {})[0]) ?? lang;
        captions.push({ src: id, lang, label });
      }
    }
  }
  return captions;
}

/** The public address of a record's manifest (no key: manifests are public), for the item page's link. */
export function manifestUrl(recordId: string, options: { context?: ApiContext | undefined } = {}): string {
  return `${client.baseUrl(options.context)}${recordId}/manifest`;
}

/** Reads a manifest (Presentation 3 or 2) as the page does; throws on a shape it cannot read. */
export function parseManifest(value: unknown): Manifest {
  return manifestSchema.parse(value);
}
