import { z } from 'zod';
import { createApiClient, type ApiContext } from './client.ts';
import { UPSTREAM_CACHE_TTL_MS } from './response-cache.ts';

/**
 * IIIF Presentation API (`{base}/{dataset}/{id}/manifest`, Presentation 3 with Presentation 2
 * `@id` tolerated): the manifest of an item, read for the image services a deep-zoom viewer needs.
 */
const client = createApiClient({ name: 'iiifPresentation', sendsKey: true, scope: 'item' });

const serviceSchema = z.looseObject({ id: z.string().optional(), '@id': z.string().optional() });
const bodySchema = z.looseObject({
  id: z.string().optional(),
  type: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  service: z.union([z.array(serviceSchema), serviceSchema]).optional(),
});
const annotationSchema = z.looseObject({ body: z.union([z.array(bodySchema), bodySchema]).optional() });
const canvasSchema = z.looseObject({
  width: z.number().optional(),
  height: z.number().optional(),
  items: z.array(z.looseObject({ items: z.array(annotationSchema).default([]) })).default([]),
});
const manifestSchema = z.looseObject({ items: z.array(canvasSchema).default([]) });
export type Manifest = z.infer<typeof manifestSchema>;
type Body = z.infer<typeof bodySchema>;
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

function list<T>(value: T | readonly T[] | undefined): readonly T[] {
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

const imageInfoSchema = z.looseObject({
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
