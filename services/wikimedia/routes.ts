/**
 * `GET /wikimedia/wikipedia/commons/thumb/{h}/{hh}/{file}/{width}px-{file}[.png]`: Wikimedia Commons' thumbnail
 * URLs, the form the portal turns an organisation's `logo` (a Commons FilePath URL) into, as europeana.eu does
 * (issue 25). The local services know only the logos of the seed's organisations (services/seed/organisations.ts,
 * aic.ts): stand-in drawings in `seed/logos/`, named after the Commons file, drawn at the width asked for.
 * No key and any origin, like thumbnails; anything else is 404.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { sendBuffer } from '../http/respond.ts';
import type { Router } from '../http/router.ts';

/** Widths drawn: Commons answers any; a bound keeps a stray request from asking for a huge one. */
const MAX_WIDTH = 1200;
const LOGO_FILE = /^[\w.()-]{1,200}\.svg$/;

/** Registers the thumbnail route (public). */
export function registerWikimediaRoutes(router: Router, deps: Pick<ServiceDeps, 'seedDir'>): void {
  router.get(
    '/wikimedia/wikipedia/commons/thumb/:h/:hh/:file/:thumb',
    async ({ res, params }) => {
      res.setHeader('access-control-allow-origin', '*');
      const file = params.file ?? '';
      const sized = /^(\d{1,4})px-(.+?)(\.png)?$/.exec(params.thumb ?? '');
      const width = Number(sized?.[1]);
      if (!LOGO_FILE.test(file) || sized?.[2] !== file || !(width >= 1 && width <= MAX_WIDTH)) throw notFound(`No Commons thumbnail ${file}/${params.thumb ?? ''}`);
      let svg: Buffer;
      try {
        svg = await readFile(join(deps.seedDir, 'logos', file));
      } catch {
        throw notFound(`No Commons file ${file} in the seed`);
      }
      const png = await sharp(svg, { density: 300 }).resize({ width }).png().toBuffer();
      sendBuffer(res, 200, png, 'image/png', { 'cache-control': 'public, max-age=86400' });
    },
    { public: true },
  );
}
