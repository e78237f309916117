import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from '../http/errors.ts';
import { sendBuffer } from '../http/respond.ts';
import type { Handler } from '../http/router.ts';
import type { ContentStore } from './store.ts';

/**
 * `GET /content/assets/{id}/{fileName}`: the image bytes of an asset (public, like Contentful's
 * images.ctfassets.net). Files come from the seed image folder; they never change under one URL.
 */
export function contentAssetHandler(store: ContentStore, imagesDir: string): Handler {
  const cache = new Map<string, Buffer>();
  return ({ res, params }) => {
    const asset = store.assets().get(params.id ?? '');
    if (asset === undefined || asset.fileName !== params.fileName) throw notFound(`No content asset ${params.id ?? ''}/${params.fileName ?? ''}`);
    let data = cache.get(asset.id);
    if (data === undefined) {
      data = readFileSync(join(imagesDir, asset.file));
      cache.set(asset.id, data);
    }
    sendBuffer(res, 200, data, asset.mime, { 'cache-control': 'public, max-age=86400' });
  };
}
