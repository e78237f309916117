/**
 * A provider's own IIIF server, as many of Europeana's providers run one (issue 24 item 3): a Presentation 2
 * manifest per portfolio (`/provider-iiif/manifests/{name}`) and an Image API 2 service per page
 * (`/provider-iiif/image/{page}/…`), both readable from any origin. Records name it at `PROVIDER_IIIF_HOST` (the
 * manifest as a web resource typed `http://iiif.io/api/presentation/2#Manifest`, referenced by the record's image;
 * services/seed/media-kinds.ts), which the Record API answers with these services' own origin
 * (`withProviderIiifHost`). The pictures are the seed's own (images/full, SOURCES.md).
 */
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { sendBuffer, sendJsonLd } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { imageSize, renderImage, sizeLimits } from './image.ts';

/** The host records name for the provider's IIIF server; only the local services answer it, at `/provider-iiif`. */
export const PROVIDER_IIIF_HOST = 'https://iiif.heritage-library.example';

interface ProviderPage {
  /** The page's name in the image service's address. */
  readonly id: string;
  /** Under the seed's images/. */
  readonly file: string;
  readonly label: string;
}

interface Portfolio {
  readonly label: string;
  readonly attribution: string;
  readonly pages: readonly ProviderPage[];
}

/** The provider's portfolios: pictures of the seed (Art Institute of Chicago, CC0). */
export const PROVIDER_PORTFOLIOS: Readonly<Record<string, Portfolio>> = {
  'monet-coast-and-seine': {
    label: 'Claude Monet: the coast and the Seine',
    attribution: 'Heritage Library (sample provider); pictures: Art Institute of Chicago, CC0',
    pages: [
      { id: 'monet-14598', file: 'full/14598.jpg', label: 'The Beach at Sainte-Adresse (1867)' },
      { id: 'monet-16542', file: 'full/16542.jpg', label: 'The Customs House at Varengeville (1897)' },
      { id: 'monet-16564', file: 'full/16564.jpg', label: 'Branch of the Seine near Giverny (Mist) (1897)' },
    ],
  },
};

/**
 * The address records name for a portfolio's manifest.
 * @example providerManifestAddress('monet-coast-and-seine') // 'https://iiif.heritage-library.example/manifests/monet-coast-and-seine'
 */
export function providerManifestAddress(name: string): string {
  return `${PROVIDER_IIIF_HOST}/manifests/${name}`;
}

/**
 * The record JSON with the provider's host replaced by this service's own `/provider-iiif`.
 * @example withProviderIiifHost('{"about":"https://iiif.heritage-library.example/manifests/a"}', 'http://127.0.0.1:4400') // '{"about":"http://127.0.0.1:4400/provider-iiif/manifests/a"}'
 */
export function withProviderIiifHost(json: string, origin: string): string {
  return json.includes(PROVIDER_IIIF_HOST) ? json.replaceAll(PROVIDER_IIIF_HOST, `${origin}/provider-iiif`) : json;
}

function pageOf(id: string): ProviderPage {
  for (const portfolio of Object.values(PROVIDER_PORTFOLIOS)) {
    const page = portfolio.pages.find((p) => p.id === id);
    if (page) return page;
  }
  throw notFound(`No page ${id} on the provider's image server`);
}

function allowAnyOrigin(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
}

const IMAGE_2_CONTEXT = 'http://iiif.io/api/image/2/context.json';
const IMAGE_2_PROFILE = 'http://iiif.io/api/image/2/level2.json';

export function registerProviderIiifRoutes(router: Router, deps: ServiceDeps): void {
  const pathOf = (page: ProviderPage): string => join(deps.seedDir, 'images', page.file);

  router.get(
    '/provider-iiif/manifests/:name',
    async ({ res, params, origin }) => {
      allowAnyOrigin(res);
      const name = params.name ?? '';
      const portfolio = Object.hasOwn(PROVIDER_PORTFOLIOS, name) ? PROVIDER_PORTFOLIOS[name] : undefined;
      if (!portfolio) throw notFound(`No manifest ${name}`);
      const base = `${origin}/provider-iiif`;
      const canvases = await Promise.all(portfolio.pages.map(async (page, index) => {
        const { width, height } = await imageSize(pathOf(page));
        const canvas = `${base}/manifests/${name}/canvas/${String(index + 1)}`;
        return {
          '@id': canvas,
          '@type': 'sc:Canvas',
          label: page.label,
          width,
          height,
          images: [{
            '@type': 'oa:Annotation',
            motivation: 'sc:painting',
            on: canvas,
            resource: {
              '@id': `${base}/image/${page.id}/full/full/0/default.jpg`,
              '@type': 'dctypes:Image',
              format: 'image/jpeg',
              width,
              height,
              service: { '@context': IMAGE_2_CONTEXT, '@id': `${base}/image/${page.id}`, profile: IMAGE_2_PROFILE },
            },
          }],
        };
      }));
      sendJsonLd(res, 200, {
        '@context': 'http://iiif.io/api/presentation/2/context.json',
        '@id': `${base}/manifests/${name}`,
        '@type': 'sc:Manifest',
        label: portfolio.label,
        attribution: portfolio.attribution,
        sequences: [{ '@type': 'sc:Sequence', canvases }],
      }, 'application/ld+json;profile="http://iiif.io/api/presentation/2/context.json"');
    },
    { public: true },
  );

  router.get(
    '/provider-iiif/image/:page/info.json',
    async ({ res, params, origin }) => {
      allowAnyOrigin(res);
      const page = pageOf(params.page ?? '');
      const { width, height } = await imageSize(pathOf(page));
      const { maxWidth, maxHeight } = sizeLimits(width, height);
      sendJsonLd(res, 200, {
        '@context': IMAGE_2_CONTEXT,
        '@id': `${origin}/provider-iiif/image/${page.id}`,
        protocol: 'http://iiif.io/api/image',
        width,
        height,
        profile: [IMAGE_2_PROFILE, { formats: ['jpg', 'png', 'webp'], maxWidth, maxHeight }],
        tiles: [{ width: 256, scaleFactors: [1, 2, 4, 8] }],
      }, 'application/ld+json;profile="http://iiif.io/api/image/2/context.json"');
    },
    { public: true },
  );

  router.get(
    '/provider-iiif/image/:page/:region/:size/:rotation/:file',
    async ({ res, params }) => {
      allowAnyOrigin(res);
      const page = pageOf(params.page ?? '');
      const [quality = '', format = ''] = (params.file ?? '').split('.');
      // Image API 2 names the whole size `full` (3 calls it `max`).
      const size = params.size === 'full' ? 'max' : (params.size ?? '');
      const image = await renderImage(pathOf(page), { region: params.region ?? '', size, rotation: params.rotation ?? '', quality, format });
      sendBuffer(res, 200, image.data, image.mime, { 'cache-control': 'public, max-age=86400' });
    },
    { public: true },
  );
}
