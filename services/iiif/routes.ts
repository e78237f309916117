import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { sendBuffer, sendJsonLd } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { findMedia, mediaOfRecord } from '../media/files.ts';
import type { MediaFile } from '../media/files.ts';
import { requireRecord } from '../record/handler.ts';
import { pick, toLangMap } from '../seed/langmap.ts';
import { imageSize, renderImage, sizeLimits } from './image.ts';

const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';
const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/**
 * IIIF resources are read by viewers on other origins (Mirador, Universal Viewer): every answer of the Image and
 * Presentation APIs, errors included, allows any origin, as the Image API (section 7.1) and Presentation API
 * (section 6.2) ask. Set before anything can fail, so thrown errors carry it too.
 */
function allowAnyOrigin(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
}

function requireMedia(deps: ServiceDeps, hash: string): MediaFile {
  const media = findMedia(deps.db, deps.seedDir, hash.toLowerCase());
  if (media === undefined) throw notFound(`No image ${hash}`);
  return media;
}

function languageMap(value: unknown): Record<string, string[]> {
  const map = toLangMap(value) ?? {};
  const out: Record<string, string[]> = {};
  for (const [lang, values] of Object.entries(map)) out[lang === 'def' ? 'none' : lang] = values;
  return out;
}

/**
 * IIIF Image API 3 over the local images (`/iiif/image/{hash}/…`, no key, like thumbnails), Presentation API 3
 * manifests (`/iiif/presentation/{dataset}/{id}/manifest`, no key either: a manifest's `id` must dereference for
 * any viewer, as Europeana's own manifests do) and the media proxy (`/media/{dataset}/{id}/{hash}`, with a key).
 */
export function registerIiifRoutes(router: Router, deps: ServiceDeps): void {
  // The base URI of an image redirects to its image information (Image API 3, section 2.2: 303 See Other).
  router.get(
    '/iiif/image/:hash',
    ({ res, params, origin }) => {
      allowAnyOrigin(res);
      const media = requireMedia(deps, params.hash ?? '');
      res.writeHead(303, { location: `${origin}/iiif/image/${media.hash}/info.json`, 'content-length': 0 });
      res.end();
    },
    { public: true },
  );

  router.get(
    '/iiif/image/:hash/info.json',
    async ({ res, params, origin }) => {
      allowAnyOrigin(res);
      const media = requireMedia(deps, params.hash ?? '');
      const { width, height } = await imageSize(media.bestPath);
      const { maxWidth, maxHeight } = sizeLimits(width, height);
      sendJsonLd(res, 200, {
        '@context': IMAGE_CONTEXT,
        id: `${origin}/iiif/image/${media.hash}`,
        type: 'ImageService3',
        protocol: 'http://iiif.io/api/image',
        profile: 'level2',
        width,
        height,
        maxWidth,
        maxHeight,
        sizes: [200, 400].filter((size) => size < width).map((size) => ({ width: size, height: Math.round((height * size) / width) })),
        tiles: [{ width: 256, scaleFactors: [1, 2, 4, 8] }],
        extraFormats: ['png', 'webp'],
        extraQualities: ['color', 'gray', 'bitonal'],
        extraFeatures: ['mirroring', 'rotationArbitrary', 'regionByPct', 'sizeByPct', 'sizeUpscaling'],
      }, 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"');
    },
    { public: true },
  );

  router.get(
    '/iiif/image/:hash/:region/:size/:rotation/:file',
    async ({ res, params }) => {
      allowAnyOrigin(res);
      const media = requireMedia(deps, params.hash ?? '');
      const [quality = '', format = ''] = (params.file ?? '').split('.');
      const image = await renderImage(media.bestPath, { region: params.region ?? '', size: params.size ?? '', rotation: params.rotation ?? '', quality, format });
      sendBuffer(res, 200, image.data, image.mime, { 'cache-control': 'public, max-age=86400' });
    },
    { public: true },
  );

  router.get('/iiif/presentation/:dataset/:id/manifest', async ({ res, params, origin }) => {
    allowAnyOrigin(res);
    const record = requireRecord(deps.db, params.dataset ?? '', params.id ?? '');
    const media = mediaOfRecord(deps.db, deps.seedDir, record.id);
    if (media.length === 0) throw notFound(`Record ${record.id} has no media the local services can serve`);
    const proxies = Array.isArray(record.object.proxies) ? (record.object.proxies as unknown[]) : [];
    const provider = proxies.find((proxy) => typeof proxy === 'object' && proxy !== null && (proxy as Record<string, unknown>).europeanaProxy === false) as Record<string, unknown> | undefined;
    const base = `${origin}/iiif/presentation${record.id}`;
    const canvases = await Promise.all(
      media.map(async (file, index) => {
        const { width, height } = await imageSize(file.bestPath);
        const canvas = `${base}/canvas/p${index + 1}`;
        const service = `${origin}/iiif/image/${file.hash}`;
        return {
          id: canvas,
          type: 'Canvas',
          label: { none: [`p. ${index + 1}`] },
          width,
          height,
          items: [{
            id: `${base}/page/p${index + 1}/1`,
            type: 'AnnotationPage',
            items: [{
              id: `${base}/annotation/p${index + 1}-image`,
              type: 'Annotation',
              motivation: 'painting',
              target: canvas,
              body: { id: `${service}/full/max/0/default.jpg`, type: 'Image', format: 'image/jpeg', width, height, service: [{ id: service, type: 'ImageService3', profile: 'level2' }] },
            }],
          }],
        };
      }),
    );
    const title = languageMap(provider?.dcTitle);
    const creator = pick(toLangMap(provider?.dcCreator), 'en', 'def')[0];
    sendJsonLd(res, 200, {
      '@context': PRESENTATION_CONTEXT,
      id: `${base}/manifest`,
      type: 'Manifest',
      label: Object.keys(title).length > 0 ? title : { none: [record.id] },
      metadata: creator === undefined ? [] : [{ label: { en: ['Creator'] }, value: { none: [creator] } }],
      homepage: [{ id: `https://www.europeana.eu/item${record.id}`, type: 'Text', label: { en: ['Europeana'] }, format: 'text/html' }],
      rights: pick(toLangMap((record.object.aggregations as Record<string, unknown>[] | undefined)?.[0]?.edmRights), 'def')[0],
      items: canvases,
    }, 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"');
  }, { public: true });

  router.get('/media/:dataset/:id/:hash', async ({ res, params }) => {
    const record = requireRecord(deps.db, params.dataset ?? '', params.id ?? '');
    const media = requireMedia(deps, params.hash ?? '');
    if (media.recordId !== record.id) throw notFound(`Media ${media.hash} does not belong to ${record.id}`);
    const info = await stat(media.bestPath);
    const filename = `${record.id.slice(1).replace(/\//g, '_')}.jpg`;
    res.writeHead(200, {
      'content-type': media.mime,
      'content-length': info.size,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'public, max-age=86400',
    });
    await new Promise<void>((resolve, reject) => {
      const stream = createReadStream(media.bestPath);
      stream.on('error', reject);
      res.on('close', () => {
        stream.destroy();
        resolve();
      });
      stream.pipe(res);
    });
  });
}
