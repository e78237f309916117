/**
 * Every record the local services hold, read through the portal's own item model (loadItemPage, the model the
 * item page renders) against the real services: each picture the page shows (preview, thumbnails of the media
 * strip, the still of each chosen media), each download it offers (through the portal's `/_api/media` endpoint),
 * each upstream request it makes (record, IIIF manifest, image information) and each collection page it links
 * to (entity chips and entity values) answers 200. Issue 26, items 2 and 3: records whose media the services do
 * not hold must not offer them, and every linked entity must exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { APIContext } from 'astro';
import { GET as mediaDownload } from '../../src/api/media/[...path].ts';
import type { RecordedRequest } from '../../src/lib/apis/client.ts';
import { THUMBNAIL_SIZE_LARGE, THUMBNAIL_SIZE_SMALL } from '../../src/lib/constants.ts';
import { ENTITY_TYPE_SLUGS, parseEntityUri } from '../../src/lib/edm/entity-path.ts';
import type { ItemView } from '../../src/lib/edm/item.ts';
import { mediaThumbnail } from '../../src/lib/edm/media.ts';
import { loadItemPage, type ItemPageData } from '../../src/lib/item/load.ts';
import { getJson, servicesUrl, TEST_API_KEY } from '../support/services.ts';

const searchPage = z.object({ totalResults: z.number(), items: z.array(z.object({ id: z.string() })).default([]) });

/** Every active record, through the Search API (depublished records are not searchable and answer 410). */
async function allRecordIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; ; start += 100) {
    const { body } = await getJson('/record/v2/search.json', { query: '*:*', rows: '100', start: String(start), sort: 'europeana_id+asc' });
    const page = searchPage.parse(body);
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length === 0 || ids.length >= page.totalResults) return ids;
  }
}

async function status(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'x-api-key': TEST_API_KEY } });
  await response.body?.cancel();
  return response.status;
}

/** Runs `task` over `values`, a few at a time (the services answer from one process). */
async function eachLimited<T>(values: readonly T[], task: (value: T) => Promise<void>, limit = 6): Promise<void> {
  const queue = [...values];
  await Promise.all(Array.from({ length: limit }, async () => {
    for (let value = queue.shift(); value !== undefined; value = queue.shift()) await task(value);
  }));
}

/** The entity URIs behind every collection link of the view: chips, and entity values of any field. */
function linkedEntities(view: ItemView): string[] {
  const bySlug = new Map(Object.entries(ENTITY_TYPE_SLUGS).map(([type, slug]) => [slug, type]));
  const fromHref = (href: string): string | undefined => {
    const match = /^\/[a-z]{2}\/collections\/([a-z]+)\/(\d+)(?:-|$)/.exec(href);
    const type = match?.[1] === undefined ? undefined : bySlug.get(match[1]);
    return type === undefined || match?.[2] === undefined ? undefined : `http://data.europeana.eu/${type}/${match[2]}`;
  };
  const fields = [view.creator, view.date, view.dataProvider, ...view.goodToKnow, ...view.allMetadata];
  const hrefs = fields.flatMap((field) => field?.values.flatMap((value) => (value.entityHref ? [value.entityHref] : [])) ?? []);
  return [...new Set([...view.entities.map((chip) => chip.uri), ...view.entities.map((chip) => fromHref(chip.href)), ...hrefs.map(fromHref)])].filter(
    (uri): uri is string => uri !== undefined,
  );
}

interface Offers {
  readonly pictures: Set<string>;
  readonly downloads: Set<string>;
  readonly requests: Set<string>;
  readonly entities: Set<string>;
}

function collect(page: ItemPageData, log: readonly RecordedRequest[], offers: Offers): void {
  if (page.previewUrl) offers.pictures.add(page.previewUrl);
  for (const resource of page.view.media) {
    for (const size of [THUMBNAIL_SIZE_SMALL, THUMBNAIL_SIZE_LARGE] as const) {
      const url = mediaThumbnail(resource, size);
      if (url) offers.pictures.add(url);
    }
  }
  if (page.downloadHref) offers.downloads.add(page.downloadHref);
  for (const request of log) offers.requests.add(request.url);
  for (const uri of linkedEntities(page.view)) offers.entities.add(uri);
}

let ids: string[] = [];
const offers: Offers = { pictures: new Set(), downloads: new Set(), requests: new Set(), entities: new Set() };
const withMedia = new Set<string>();

beforeAll(async () => {
  // The portal's configuration points at these services (src/lib/config.ts reads it on first use).
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
  ids = await allRecordIds();
  await eachLimited(ids, async (id) => {
    const log: RecordedRequest[] = [];
    const first = await loadItemPage(id, { locale: 'en', signedIn: false, context: { requestLog: log } });
    collect(first, log, offers);
    if (first.downloadHref || first.deepZoom) withMedia.add(id);
    // Each further media resource is a page of its own (`?media=N`).
    for (let n = 2; n <= first.view.media.length; n += 1) {
      const more: RecordedRequest[] = [];
      collect(await loadItemPage(id, { locale: 'en', signedIn: false, mediaParam: String(n), context: { requestLog: more } }), more, offers);
    }
  });
}, 240_000);

describe('what the item page offers exists, for every record of the seed', () => {
  it('walks every record, and the records with media offer them', () => {
    expect(ids.length).toBeGreaterThan(300);
    expect(withMedia.size).toBeGreaterThan(200);
    expect(offers.downloads.size).toBeGreaterThan(200);
    expect([...offers.requests].some((url) => url.includes('/iiif/presentation/'))).toBe(true);
  });

  it('every picture it shows is an image', async () => {
    const failures: string[] = [];
    await eachLimited([...offers.pictures], async (url) => {
      const response = await fetch(url);
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('image/')) failures.push(`${String(response.status)} ${url}`);
      await response.body?.cancel();
    });
    expect(failures).toEqual([]);
    // Several hundred thumbnails, each resized on first request by the local Thumbnail API.
  }, 120_000);

  it('every download it offers answers 200 through the portal endpoint, or at the provider for its own IIIF server\'s files', async () => {
    const failures: string[] = [];
    await eachLimited([...offers.downloads], async (href) => {
      // A canvas of a provider's own manifest downloads from the provider (Europeana's media proxy holds no copy).
      if (/^https?:\/\//.test(href)) {
        const code = await status(href);
        if (code !== 200) failures.push(`${String(code)} ${href}`);
        return;
      }
      const path = href.replace(/^\/_api\/media\//, '');
      const context = { params: { path }, request: new Request(`http://portal.test${href}`), locals: { requestLog: [] } } as unknown as APIContext;
      const response = await mediaDownload(context);
      if (response.status !== 200) failures.push(`${String(response.status)} ${href}`);
      await response.body?.cancel();
    });
    expect(failures).toEqual([]);
  });

  it('every upstream request it makes (record, manifest, image information, similar items) answers 200', async () => {
    const failures: string[] = [];
    await eachLimited([...offers.requests], async (url) => {
      const code = await status(url);
      if (code !== 200) failures.push(`${String(code)} ${url}`);
    });
    expect(failures).toEqual([]);
  });

  it('every collection page it links to has its entity in the Entity API', async () => {
    expect(offers.entities.size).toBeGreaterThan(10);
    const failures: string[] = [];
    await eachLimited([...offers.entities], async (uri) => {
      const entity = parseEntityUri(uri);
      const code = entity ? await status(`${servicesUrl()}/entity/${entity.type}/${entity.id}.json`) : 0;
      if (code !== 200) failures.push(`${String(code)} ${uri}`);
    });
    expect(failures).toEqual([]);
  });

  it('names the topics of the issue with labels in several languages', async () => {
    for (const id of [35, 2538, 106, 1665, 190, 93]) {
      const { status: code, body } = await getJson(`/entity/concept/${String(id)}.json`);
      expect(code, `concept/${String(id)}`).toBe(200);
      expect(Object.keys(z.object({ prefLabel: z.record(z.string(), z.string()) }).parse(body).prefLabel).length, `concept/${String(id)}`).toBeGreaterThan(7);
    }
  });
});
