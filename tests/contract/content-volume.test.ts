/**
 * `npm run data:content` (scripts/data-content.ts, services/content/volume/): the editorial volume of spec
 * section 9 — counts, determinism, one volume per store, entries exactly as the management API makes them —
 * and the real content service started on the generated store answering the portal's own queries in two
 * languages (and the portal's page index finding all 1,500 stories).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContentVolume } from '../../scripts/data-content.ts';
import { ensureContentSeeded } from '../../services/content/seed/index.ts';
import { ContentStore } from '../../services/content/store.ts';
import { planContentVolume } from '../../services/content/volume/entries.ts';
import type { VolumeOptions } from '../../services/content/volume/entries.ts';
import { existingContent } from '../../services/content/volume/write.ts';
import { ensureSeeded } from '../../services/seed/seed.ts';
import { THEME_PAGE } from '../../src/lib/content/theme-page.ts';
import { DB_FILE, openStore } from '../../services/store/db.ts';
import { startServicesProcess } from '../support/services.ts';
import type { ServicesProcess } from '../support/services.ts';
import { gqlData, items, manage } from './content-support.ts';
import type { Obj } from './content-support.ts';
import * as Q from './content-queries.ts';

const FULL: VolumeOptions = { stories: 1500, exhibitions: 150, categories: 1000, seed: 42 };
const SMALL: VolumeOptions = { stories: 120, exhibitions: 12, categories: 80, seed: 7 };
const quiet = (): void => undefined;

const root = mkdtempSync(join(tmpdir(), 'content-volume-'));
const dir = (name: string): string => join(root, name);

/** A store holding the seed only, copied for each volume (seeding the records once saves seconds). */
async function seededBase(): Promise<string> {
  const db = openStore(dir('base'));
  await ensureSeeded(db);
  ensureContentSeeded(db, new ContentStore(db));
  db.close();
  return dir('base');
}

function copyOf(base: string, name: string): string {
  mkdirSync(dir(name), { recursive: true });
  cpSync(join(base, DB_FILE), join(dir(name), DB_FILE));
  return dir(name);
}

/** Every column of every entry and asset, in creation order. */
function dump(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, DB_FILE), { readOnly: true });
  try {
    return JSON.stringify([db.prepare('SELECT * FROM content_entries ORDER BY seq').all(), db.prepare('SELECT * FROM content_assets ORDER BY id').all()]);
  } finally {
    db.close();
  }
}

function first(data: Obj, key: string): Obj {
  const found = items(data[key])[0];
  if (found === undefined) throw new Error(`no ${key} item`);
  return found;
}

let base = '';

beforeAll(async () => {
  base = await seededBase();
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm run data:content: the generator', () => {
  it('gives the same entries, versions and timestamps for the same seed, and others for another seed', async () => {
    await generateContentVolume(SMALL, copyOf(base, 'small-a'), quiet);
    await generateContentVolume(SMALL, copyOf(base, 'small-b'), quiet);
    expect(dump(dir('small-a'))).toBe(dump(dir('small-b')));

    const db = openStore(copyOf(base, 'plan'));
    const existing = existingContent(new ContentStore(db));
    db.close();
    const plan = (seed: number): string => JSON.stringify(planContentVolume({ ...SMALL, seed }, existing));
    expect(plan(7)).toBe(plan(7));
    expect(plan(8)).not.toBe(plan(7));
  }, 60_000);

  it('does nothing when run again with the same options and refuses other options on the same store', async () => {
    const before = dump(dir('small-a'));
    const again = await generateContentVolume(SMALL, dir('small-a'), quiet);
    expect(again.reused).toBe(true);
    expect(dump(dir('small-a'))).toBe(before);
    await expect(generateContentVolume({ ...SMALL, stories: 130 }, dir('small-a'), quiet)).rejects.toThrow(/already holds a volume/);
    await expect(generateContentVolume({ ...SMALL, stories: 3 }, copyOf(base, 'too-few'), quiet)).rejects.toThrow(/already holds more stories/);
    expect(dump(dir('small-a'))).toBe(before);
  }, 60_000);
});

describe('npm run data:content: the full volume through the content service', () => {
  let services: ServicesProcess;
  let translated: { identifier: string; locale: string };
  let englishOnly = '';

  beforeAll(async () => {
    const report = await generateContentVolume(FULL, copyOf(base, 'full'), quiet);
    expect(report.published).toMatchObject({ story: 1500, exhibitionPage: 150, category: 1000 });
    const db = new DatabaseSync(join(dir('full'), DB_FILE), { readOnly: true });
    const row = (sql: string): Obj => db.prepare(sql).get() as Obj;
    const story = row(`SELECT published_fields FROM content_entries WHERE content_type = 'story' AND id LIKE 'vol-%' AND published_fields LIKE '%"de-DE"%' ORDER BY seq LIMIT 1`);
    const fields = JSON.parse(String(story.published_fields)) as Record<string, Record<string, string>>;
    translated = { identifier: fields.identifier?.['en-GB'] ?? '', locale: 'de-DE' };
    const plain = row(`SELECT published_fields FROM content_entries WHERE content_type = 'story' AND id LIKE 'vol-%' AND published_fields NOT LIKE '%"de-DE"%' ORDER BY seq LIMIT 1`);
    englishOnly = (JSON.parse(String(plain.published_fields)) as Record<string, Record<string, string>>).identifier?.['en-GB'] ?? '';
    db.close();
    // The webhook receiver is nobody: a publication in a test must not reach a running portal.
    services = await startServicesProcess({ dataDir: dir('full'), env: { CONTENT_WEBHOOK_URL: 'http://127.0.0.1:9/unused' } });
  }, 120_000);

  afterAll(async () => {
    await services.stop();
  });

  it('holds published entries as the management API makes them, and the edited seed entries at their next version', async () => {
    const { body } = await manage('GET', '/entries?content_type=story', undefined, services.url);
    const stories = items(body);
    expect(stories).toHaveLength(1500);
    expect(stories.filter((entry) => String(entry.id).startsWith('vol-')).every((entry) => entry.status === 'published' && entry.version === 1 && entry.publishedVersion === 1)).toBe(true);
    const story = (await manage('GET', '/entries/vol-story-1', undefined, services.url)).body;
    expect(story.draft).toEqual(story.published);
    expect(story.sys).toMatchObject({ contentType: 'story', version: 1, publishedVersion: 1 });
    const home = (await manage('GET', '/entries/home', undefined, services.url)).body;
    expect(home).toMatchObject({ status: 'published', sys: { version: 2, publishedVersion: 2 } });
  });

  it('lets the portal\'s page index find every story, exhibition and chapter', async () => {
    process.env.CTF_GRAPHQL_ORIGIN = `${services.url}/content`;
    const { getPageIndex } = await import('../../src/lib/content/page-index.ts');
    const index = await getPageIndex();
    expect(new Set(index.stories).size).toBe(1500);
    expect(index.exhibitions).toHaveLength(150);
    expect(index.exhibitions.every((exhibition) => exhibition.chapters.length >= 3 && exhibition.chapters.length <= 6)).toBe(true);
    expect(index.slugPages.map((page) => page.identifier)).toContain('story-highlights');
  }, 30_000);

  it('answers the portal\'s queries for each kind of page in English and in a translation', async () => {
    for (const locale of ['en-GB', translated.locale]) {
      const story = first(await gqlData(Q.STORY_PAGE, { identifier: translated.identifier, locale }, { base: services.url }), 'storyCollection');
      expect(items(story.hasPartCollection).length).toBeGreaterThanOrEqual(3);
      expect(items(story.categoriesCollection).length).toBeGreaterThanOrEqual(1);
      expect(items(story.authorCollection).length).toBeGreaterThanOrEqual(1);
      if (locale !== 'en-GB') expect(story.name).not.toBe(story.nameEN);

      const plain = first(await gqlData(Q.STORY_PAGE, { identifier: englishOnly, locale }, { base: services.url }), 'storyCollection');
      expect(plain.name).toBe(plain.nameEN);

      const home = first(await gqlData(Q.HOME_PAGE, { locale, date: new Date().toISOString() }, { base: services.url }), 'homePageCollection');
      const links = items(home.sectionsCollection).map((cta) => (cta.relatedLink as Obj).url);
      expect(links).toEqual([expect.stringMatching(/^\/stories\//), expect.stringMatching(/^\/exhibitions\//), '/story-highlights']);

      // The portal's own theme query: the contract one leaves out curated cards.
      const theme = first(await gqlData(THEME_PAGE, { identifier: 'art', locale }, { base: services.url }), 'themePageCollection');
      const cards = items(theme.hasPartCollection).flatMap((part) => items(part.hasPartCollection)).map((card) => card.url);
      expect(cards.some((url) => typeof url === 'string' && url.startsWith('/stories/'))).toBe(true);

      const browse = first(await gqlData(Q.BROWSE_STATIC_PAGE, { identifier: 'story-highlights', locale }, { base: services.url }), 'browsePageCollection');
      expect(items(browse.hasPartCollection).length).toBeGreaterThanOrEqual(5);

      const minimal = await gqlData(Q.STORIES_MINIMAL, { locale }, { base: services.url });
      expect((minimal.storyCollection as Obj).total).toBe(1500);
    }
    const exhibitionId = first(await gqlData(Q.EXHIBITION_FOYER_PAGE, { locale: 'en-GB', limit: 1 }, { base: services.url }), 'exhibitionPageCollection').identifier;
    for (const locale of ['en-GB', 'fr-FR']) {
      const exhibition = first(await gqlData(Q.EXHIBITION_CHAPTER_PAGE, { identifier: exhibitionId, locale }, { base: services.url }), 'exhibitionPageCollection');
      const chapters = items(exhibition.hasPartCollection);
      expect(chapters.length).toBeGreaterThanOrEqual(3);
      expect(chapters.every((chapter) => items(chapter.hasPartCollection).length >= 2)).toBe(true);
    }
  }, 60_000);

  it('serves the images of the generated entries from the content media host', async () => {
    const story = first(await gqlData(Q.STORY_PAGE, { identifier: englishOnly, locale: 'en-GB' }, { base: services.url }), 'storyCollection');
    const url = String(((story.primaryImageOfPage as Obj).image as Obj).url);
    expect(url.startsWith(`${services.url}/content/assets/`)).toBe(true);
    const response = await fetch(`${url}?w=200&fm=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('publishes an edit of a generated entry like any other: next version, one webhook naming the entry', async () => {
    expect((await manage('PUT', '/entries/vol-story-2', { fields: { name: { 'en-GB': 'Edited at volume' } } }, services.url)).status).toBe(200);
    const published = (await manage('PUT', '/entries/vol-story-2/published', undefined, services.url)).body;
    expect(published.sys).toMatchObject({ version: 2, publishedVersion: 2 });
    const deliveries = items((await manage('GET', '/webhooks', undefined, services.url)).body);
    expect(deliveries.filter((delivery) => delivery.entryId === 'vol-story-2')).toHaveLength(1);
    expect(deliveries).toHaveLength(1);
  });
});
