import type { ServerResponse } from 'node:http';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { sendBuffer, sendJsonLd } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { findMedia, isImage, mediaOfRecord } from '../media/files.ts';
import type { MediaFile } from '../media/files.ts';
import { captionsOf, sendMediaFile } from '../media/send.ts';
import { isStream, withStreamHost } from '../media/streams.ts';
import { requireRecord } from '../record/handler.ts';
import { pick, toLangMap } from '../seed/langmap.ts';
import { readingText } from '../seed/reading.ts';
import { imageSize, renderImage, sizeLimits } from './image.ts';
import { SEARCH_PROFILE, annotationPageUrl, registerTextRoutes, searchServiceUrl } from './text.ts';

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

function requireMedia(deps: ServiceDeps, hash: string, origin?: string): MediaFile & { bestPath: string } {
  const media = findMedia(deps.db, deps.seedDir, hash.toLowerCase(), origin);
  if (media?.bestPath === undefined) throw notFound(`No media ${hash}`);
  return { ...media, bestPath: media.bestPath };
}

/** The Image API serves images only: a sound, film or model under an image URL is not found. */
function requireImage(deps: ServiceDeps, hash: string): MediaFile & { bestPath: string } {
  const media = requireMedia(deps, hash);
  if (!isImage(media)) throw notFound(`No image ${hash}: it is ${media.mime}`);
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
  registerTextRoutes(router, deps);
  // The base URI of an image redirects to its image information (Image API 3, section 2.2: 303 See Other).
  router.get(
    '/iiif/image/:hash',
    ({ res, params, origin }) => {
      allowAnyOrigin(res);
      const media = requireImage(deps, params.hash ?? '');
      res.writeHead(303, { location: `${origin}/iiif/image/${media.hash}/info.json`, 'content-length': 0 });
      res.end();
    },
    { public: true },
  );

  router.get(
    '/iiif/image/:hash/info.json',
    async ({ res, params, origin }) => {
      allowAnyOrigin(res);
      const media = requireImage(deps, params.hash ?? '');
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
      const media = requireImage(deps, params.hash ?? '');
      const [quality = '', format = ''] = (params.file ?? '').split('.');
      const image = await renderImage(media.bestPath, { region: params.region ?? '', size: params.size ?? '', rotation: params.rotation ?? '', quality, format });
      sendBuffer(res, 200, image.data, image.mime, { 'cache-control': 'public, max-age=86400' });
    },
    { public: true },
  );

  router.get('/iiif/presentation/:dataset/:id/manifest', async ({ res, params, origin }) => {
    allowAnyOrigin(res);
    const record = requireRecord(deps.db, params.dataset ?? '', params.id ?? '');
    const media = mediaOfRecord(deps.db, deps.seedDir, record.id).filter(presentable);
    if (media.length === 0) throw notFound(`Record ${record.id} has no media the local services can present`);
    const proxies = Array.isArray(record.object.proxies) ? (record.object.proxies as unknown[]) : [];
    const provider = proxies.find((proxy) => typeof proxy === 'object' && proxy !== null && (proxy as Record<string, unknown>).europeanaProxy === false) as Record<string, unknown> | undefined;
    const base = `${origin}/iiif/presentation${record.id}`;
    // A record with full text (a newspaper, a book, a letter): each page's text is an annotation page, searchable.
    const text = readingText(record.id);
    const canvases = await Promise.all(media.map(async (file, index) => canvasOf(file, index, base, origin, text !== undefined && index < text.pages.length)));
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
      ...(text === undefined ? {} : { service: [{ id: searchServiceUrl(base), type: 'SearchService1', profile: SEARCH_PROFILE }] }),
      items: canvases,
    }, 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"');
  }, { public: true });

  router.get('/media/:dataset/:id/:hash', ({ req, res, params, origin }) => {
    const record = requireRecord(deps.db, params.dataset ?? '', params.id ?? '');
    const media = requireMedia(deps, params.hash ?? '', origin);
    if (media.recordId !== record.id) throw notFound(`Media ${media.hash} does not belong to ${record.id}`);
    return sendMediaFile(req, res, media.bestPath, media.mime, { attachment: record.id.slice(1).replace(/\//g, '_') });
  });

  // The sound, film or model a manifest's canvas paints (no key: a manifest's content must load in any viewer),
  // with ranges, so players can seek.
  router.get(
    '/iiif/av/:hash',
    ({ req, res, params }) => {
      allowAnyOrigin(res);
      const media = requireMedia(deps, params.hash ?? '');
      if (isImage(media)) throw notFound(`No sound, film or model ${media.hash}: it is an image (use the Image API)`);
      return sendMediaFile(req, res, media.bestPath, media.mime);
    },
    { public: true },
  );

  router.get(
    '/iiif/av/:hash/captions/:file',
    ({ req, res, params }) => {
      allowAnyOrigin(res);
      const media = requireMedia(deps, params.hash ?? '');
      const caption = captionsOf(media.bestPath).find((c) => `${c.lang}.vtt` === params.file);
      if (caption === undefined) throw notFound(`No captions ${params.file ?? ''} for ${media.hash}`);
      return sendMediaFile(req, res, caption.path, 'text/vtt; charset=utf-8');
    },
    { public: true },
  );
}

/**
 * One canvas per media file (Presentation 3): an image with its Image API service; a film with its size and
 * duration; a sound recording with its duration; a 3D model as a Model body (Presentation 3 section 3.2). Captions
 * of a film (WebVTT files beside it) are `supplementing` annotations in the canvas's `annotations`, one per
 * language, as IIIF AV viewers and Europeana's media player read them.
 */
async function canvasOf(file: MediaFile & { bestPath?: string | undefined }, index: number, base: string, origin: string, hasText = false): Promise<Record<string, unknown>> {
  const canvas = `${base}/canvas/p${index + 1}`;
  const page = { id: `${base}/page/p${index + 1}/1`, type: 'AnnotationPage' };
  const painting = (body: Record<string, unknown>): Record<string, unknown> => ({
    ...page,
    items: [{ id: `${base}/annotation/p${index + 1}-media`, type: 'Annotation', motivation: 'painting', target: canvas, body }],
  });
  const label = { none: [`p. ${index + 1}`] };
  if (isImage(file) && file.bestPath !== undefined) {
    const { width, height } = await imageSize(file.bestPath);
    const service = `${origin}/iiif/image/${file.hash}`;
    return {
      id: canvas,
      type: 'Canvas',
      label,
      width,
      height,
      items: [painting({ id: `${service}/full/max/0/default.jpg`, type: 'Image', format: 'image/jpeg', width, height, service: [{ id: service, type: 'ImageService3', profile: 'level2' }] })],
      // The page's words (referenced, as Europeana's manifests do: the viewer loads them with the page).
      ...(hasText ? { annotations: [{ id: annotationPageUrl(base, index + 1), type: 'AnnotationPage' }] } : {}),
    };
  }
  // A streamed film is painted from its provider's manifest (DASH or HLS), as players read it; a file from here.
  const id = isStream(file.mime) ? withStreamHost(file.url, origin) : `${origin}/iiif/av/${file.hash}`;
  const format = file.mime;
  const duration = file.duration;
  if (format.startsWith('video/') || isStream(format)) {
    const captions = file.bestPath === undefined ? [] : captionsOf(file.bestPath);
    return {
      id: canvas,
      type: 'Canvas',
      label,
      width: file.width,
      height: file.height,
      ...(duration === undefined ? {} : { duration }),
      items: [painting({ id, type: 'Video', format, width: file.width, height: file.height, ...(duration === undefined ? {} : { duration }) })],
      ...(captions.length === 0 ? {} : {
        annotations: [{
          id: `${base}/page/p${index + 1}/captions`,
          type: 'AnnotationPage',
          items: captions.map((caption) => ({
            id: `${base}/annotation/p${index + 1}-captions-${caption.lang}`,
            type: 'Annotation',
            motivation: 'supplementing',
            target: canvas,
            body: { id: `${id}/captions/${caption.lang}.vtt`, type: 'Text', format: 'text/vtt', language: caption.lang, label: { [caption.lang]: [caption.label] } },
          })),
        }],
      }),
    };
  }
  if (format.startsWith('audio/')) {
    return { id: canvas, type: 'Canvas', label, ...(duration === undefined ? {} : { duration }), items: [painting({ id, type: 'Sound', format, ...(duration === undefined ? {} : { duration }) })] };
  }
  throw new Error(`A canvas cannot show ${format}: manifests present images, sound and video only`);
}

/** What a Presentation 3 canvas can show: images, and sound and video with a duration (3D is not in version 3). */
function presentable(file: MediaFile): boolean {
  if (isImage(file)) return file.bestPath !== undefined;
  return (file.mime.startsWith('audio/') || file.mime.startsWith('video/') || isStream(file.mime)) && file.duration !== undefined;
}
