import { describe, expect, it } from 'vitest';
import { ALL_ENTITY_URIS } from '../../services/content/seed/entities.ts';
import { STORY_IDENTIFIERS } from '../../services/content/seed/stories.ts';
import { THEME_IDENTIFIERS } from '../../services/content/seed/themes.ts';
import { THEME_PAGE } from '../../src/lib/content/theme-page.ts';
import { getJson, servicesUrl } from '../support/services.ts';
import { gql, gqlData, items, manage } from './content-support.ts';
import type { Obj } from './content-support.ts';
import * as Q from './content-queries.ts';

const first = (data: Obj, key: string): Obj => {
  const found = items(data[key])[0];
  if (found === undefined) throw new Error(`${key} returned no item`);
  return found;
};

describe('Content service: authentication', () => {
  it('answers 401 with Contentful error codes for a missing or wrong token, 404 for another space', async () => {
    const missing = await gql('{ storyCollection { total } }', {}, { token: null });
    expect(missing.status).toBe(401);
    expect(missing.errors?.[0]?.extensions?.contentful?.code).toBe('ACCESS_TOKEN_MISSING');
    const wrong = await gql('{ storyCollection { total } }', {}, { token: 'not-a-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.errors?.[0]?.extensions?.contentful?.code).toBe('ACCESS_TOKEN_INVALID');
    const otherSpace = await gql('{ storyCollection { total } }', {}, { path: '/content/v1/spaces/other/environments/master' });
    expect(otherSpace.status).toBe(404);
    const management = await fetch(new URL('/content/management/entries', servicesUrl()));
    expect(management.status).toBe(401);
  });
});

describe('Content service: the portal\'s page queries', () => {
  it('HomePage: newest home page with 3 call-to-action sections, hero image set, translated per field', async () => {
    const data = await gqlData(Q.HOME_PAGE, { locale: 'de-DE', identifier: 'home', date: '2030-01-01T00:00:00.000Z' });
    const home = first(data, 'homePageCollection');
    expect(home).toMatchObject({ identifier: 'home', name: 'Startseite', headline: 'Kunst und Kulturerbe entdecken' });
    const sections = items(home.sectionsCollection);
    expect(sections).toHaveLength(3);
    expect(sections[0]).toMatchObject({ name: 'Geschichten und Ausstellungen', nameEN: 'Stories and exhibitions', relatedLink: { url: '/stories', text: 'Zu den Geschichten' } });
    expect(((sections[0]?.image as Obj).image as Obj).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/content\/assets\/aic-\d+\/\d+\.jpg$/);
    const heroes = items(items(home.primaryImageSetOfPageCollection)[0]?.hasPartCollection);
    expect(heroes.length).toBeGreaterThanOrEqual(5);
    expect(heroes[0]).toMatchObject({ provider: 'Art Institute of Chicago', license: 'http://creativecommons.org/publicdomain/zero/1.0/', image: { contentType: 'image/jpeg' } });
    // A date before the home page was published finds nothing (datePublished_lte).
    const early = await gqlData(Q.HOME_PAGE, { locale: 'en-GB', date: '2020-01-01T00:00:00.000Z' });
    expect(items(early.homePageCollection)).toHaveLength(0);
  });

  it('BrowseStaticPage: every footer page is a static page, classroom and collections are browse pages', async () => {
    for (const identifier of ['help', 'rights', 'rights/privacy-statement', 'rights/accessibility-policy', 'rights/cookies-policy', 'faq', 'about-us']) {
      const data = await gqlData(Q.BROWSE_STATIC_PAGE, { identifier, locale: 'en-GB' });
      expect(items(data.browsePageCollection), identifier).toHaveLength(0);
      const page = first(data, 'staticPageCollection');
      expect(page.identifier).toBe(identifier);
      const parts = items(page.hasPartCollection);
      expect(parts.length, identifier).toBeGreaterThanOrEqual(4);
      expect(parts.every((part) => part.__typename === 'ContentTypeRichText' && typeof part.text === 'string' && part.text.length > 80)).toBe(true);
      expect(items((page.relatedLinks as Obj).linksCollection).length).toBeGreaterThan(0);
    }
    const cookies = first(await gqlData(Q.BROWSE_STATIC_PAGE, { identifier: 'rights/cookies-policy', locale: 'en-GB' }), 'staticPageCollection');
    expect(JSON.stringify(cookies)).toContain('i18n_locale_code');
    expect(JSON.stringify(cookies)).toContain('searchResultsView');
    for (const identifier of ['classroom', 'collections']) {
      const data = await gqlData(Q.BROWSE_STATIC_PAGE, { identifier, locale: 'fr-FR' });
      expect(items(data.staticPageCollection)).toHaveLength(0);
      const page = first(data, 'browsePageCollection');
      const kinds = items(page.hasPartCollection).map((part) => part.__typename);
      expect(kinds).toContain('CardGroup');
      expect(kinds).toContain('AutomatedCardGroup');
    }
    const collections = first(await gqlData(Q.BROWSE_STATIC_PAGE, { identifier: 'collections', locale: 'en-GB' }), 'browsePageCollection');
    const cards = items(items(collections.hasPartCollection)[0]?.hasPartCollection);
    expect(cards[0]).toMatchObject({ __typename: 'AutomatedEntityCard', identifier: 'http://data.europeana.eu/agent/97129501', slug: '97129501-claude-monet' });
    const records = items(items(collections.hasPartCollection).find((part) => part.__typename === 'CardGroup' && part.headline === 'Highlights')?.hasPartCollection);
    expect(records[0]).toMatchObject({ __typename: 'AutomatedRecordCard', identifier: expect.stringMatching(/^\/2000001\/aic_\d+$/) as unknown, encoding: { type: 'IMAGE' } });
    // site filter: the data-space landing page lives on another site.
    expect(items((await gqlData(Q.BROWSE_STATIC_PAGE, { identifier: 'help', locale: 'en-GB', site: 'elsewhere.example' })).staticPageCollection)).toHaveLength(0);
  });

  it('LandingPage: apis, share-your-collections and europeana-data-space with their sections', async () => {
    const apis = first(await gqlData(Q.LANDING_PAGE, { identifier: 'apis', locale: 'en-GB' }), 'landingPageCollection');
    expect(apis).toMatchObject({ identifier: 'apis', relatedLink: { url: '/account/api-keys' }, primaryImageOfPage: { nameEN: 'Arrival of the Normandy Train, Gare Saint-Lazare' } });
    const sections = items(apis.hasPartCollection);
    expect(sections.map((section) => section.name)).toEqual(['APIs overview', 'Try it out', 'Find inspiration', 'Frequently asked questions (FAQ)']);
    expect(items(sections[0]?.hasPartCollection)).toHaveLength(6);
    expect(items(sections[2]?.hasPartCollection)).toHaveLength(3);
    const share = first(await gqlData(Q.LANDING_PAGE, { identifier: 'share-your-collections', locale: 'en-GB' }), 'landingPageCollection');
    expect(items(share.hasPartCollection).map((section) => section.__typename)).toEqual(['InfoCardGroup', 'ImageCardGroup', 'PrimaryCallToAction']);
    const dataSpace = first(await gqlData(Q.LANDING_PAGE, { identifier: 'europeana-data-space', locale: 'en-GB', site: 'dataspace-culturalheritage.eu' }), 'landingPageCollection');
    expect(items(dataSpace.hasPartCollection).map((section) => section.name)).toEqual(['About the data space', 'Consortium partners', 'Explore the data offer']);
  });

  it('StoriesMinimal: every story and exhibition, newest first, with category ids', async () => {
    const data = await gqlData(Q.STORIES_MINIMAL, { locale: 'en-GB' });
    const stories = items(data.storyCollection);
    expect(stories.length).toBeGreaterThanOrEqual(8);
    expect((data.storyCollection as Obj).total).toBe(stories.length);
    const dates = stories.map((story) => Date.parse(String(story.date)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(stories[0]).toMatchObject({ __typename: 'Story', sys: { id: 'story-monet-at-etretat' }, cats: { items: [{ id: 'impressionism' }, { id: 'landscapes' }, { id: 'the-sea' }] } });
    expect(items(data.exhibitionPageCollection).map((item) => item.sys)).toEqual([{ id: 'exhibition-impressionism-light-and-modern-life' }, { id: 'exhibition-gold-and-devotion' }]);
    const excluded = await gqlData(Q.STORIES_MINIMAL, { locale: 'en-GB', excludeSysId: 'story-monet-at-etretat', query: 'o' });
    expect(items(excluded.storyCollection).map((story) => (story.sys as Obj).id)).not.toContain('story-monet-at-etretat');
  });

  it('StoriesBySysId and LatestEditorialContent: cards of one page, and the latest of each kind', async () => {
    const data = await gqlData(Q.STORIES_BY_SYS_ID, { locale: 'nl-NL', ids: ['story-monet-at-etretat', 'exhibition-gold-and-devotion', 'story-myths-on-canvas'], limit: 24 });
    expect(items(data.storyCollection).map((story) => story.name)).toEqual(['Monet in Étretat', 'Myths on canvas']);
    expect(first(data, 'exhibitionPageCollection')).toMatchObject({ identifier: 'gold-and-devotion', primaryImageOfPage: { image: { contentType: 'image/jpeg', width: expect.any(Number) as unknown } } });
    const latest = await gqlData(Q.LATEST_EDITORIAL_CONTENT, { locale: 'en-GB', limit: 1 });
    expect(first(latest, 'storyCollection').identifier).toBe('monet-at-etretat');
    expect(first(latest, 'exhibitionPageCollection').identifier).toBe('impressionism-light-and-modern-life');
  });

  it('StoryPage: parts of every kind, slide groups, authors, content warning, English name variants', async () => {
    for (const identifier of STORY_IDENTIFIERS) {
      const story = first(await gqlData(Q.STORY_PAGE, { identifier, locale: 'en-GB' }), 'storyCollection');
      expect(story.identifier).toBe(identifier);
      expect(items(story.hasPartCollection).length, identifier).toBeGreaterThanOrEqual(3);
      expect(items(story.authorCollection)[0]).toMatchObject({ name: 'Portal editorial team' });
      expect(JSON.stringify(story)).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
    }
    const monet = first(await gqlData(Q.STORY_PAGE, { identifier: 'monet-at-etretat', locale: 'fr-FR' }), 'storyCollection');
    expect(monet).toMatchObject({ name: 'Monet à Étretat', nameEN: 'Monet at Étretat', headlineEN: 'One Normandy beach, painted again and again in 1885', sys: { publishedAt: '2025-08-20T09:00:00.000Z' } });
    const kinds = items(monet.hasPartCollection).map((part) => part.__typename);
    expect(kinds).toEqual(expect.arrayContaining(['ContentTypeRichText', 'ImageWithAttribution', 'ImageTextSlideGroup', 'ImageComparison', 'Link']));
    const slides = items(items(monet.hasPartCollection).find((part) => part.__typename === 'ImageTextSlideGroup')?.hasPartCollection);
    expect(slides).toHaveLength(3);
    expect(slides[1]).toMatchObject({ image: { name: 'Boats on the Beach at Étretat', creator: 'Claude Monet (French, 1840–1926)' }, citation: expect.stringContaining('1885') as unknown });
    const saints = first(await gqlData(Q.STORY_PAGE, { identifier: 'saints-and-their-signs', locale: 'en-GB' }), 'storyCollection');
    expect(saints.contentWarning).toMatchObject({ name: 'Depictions of martyrdom' });
    expect(items((await gqlData(Q.STORY_PAGE, { identifier: 'no-such-story', locale: 'en-GB' })).storyCollection)).toHaveLength(0);
  }, 30_000);

  it('Exhibitions: landing, chapters (all fetched to validate membership), credits and foyer paging', async () => {
    for (const identifier of ['impressionism-light-and-modern-life', 'gold-and-devotion']) {
      const landing = first(await gqlData(Q.EXHIBITION_LANDING_PAGE, { identifier, locale: 'en-GB' }), 'exhibitionPageCollection');
      expect(items(landing.hasPartCollection).length).toBeGreaterThanOrEqual(3);
      expect(String(landing.credits)).toContain('Art Institute of Chicago');
      const chapters = first(await gqlData(Q.EXHIBITION_CHAPTER_PAGE, { identifier, locale: 'en-GB' }), 'exhibitionPageCollection');
      for (const chapter of items(chapters.hasPartCollection)) {
        expect(items(chapter.hasPartCollection).length).toBeGreaterThanOrEqual(2);
        expect(items(chapter.categoriesCollection).length).toBeGreaterThan(0);
      }
      const credits = first(await gqlData(Q.EXHIBITION_CREDITS_PAGE, { identifier, locale: 'en-GB' }), 'exhibitionPageCollection');
      expect(items(credits.hasPartCollection).every((chapter) => typeof ((chapter.primaryImageOfPage as Obj).image as Obj).url === 'string')).toBe(true);
    }
    const german = first(await gqlData(Q.EXHIBITION_CHAPTER_PAGE, { identifier: 'impressionism-light-and-modern-life', locale: 'de-DE' }), 'exhibitionPageCollection');
    expect(german.name).toBe('Impressionismus: Licht und modernes Leben');
    expect(items(german.hasPartCollection).map((chapter) => chapter.identifier)).toEqual(['painting-outdoors', 'the-modern-city', 'women-painters-and-their-models', 'after-impressionism']);
    const foyer = await gqlData(Q.EXHIBITION_FOYER_PAGE, { locale: 'en-GB', limit: 1, skip: 1 });
    expect(foyer.exhibitionPageCollection).toMatchObject({ total: 2, skip: 1, limit: 1, items: [{ identifier: 'gold-and-devotion' }] });
  });

  it('Themes, ThemesById, ThemePage and theme/entity related content', async () => {
    const themes = await gqlData(Q.THEMES, { locale: 'en-GB' });
    expect(items(themes.themePageCollection).map((theme) => theme.identifier)).toEqual(['art', 'industrial', 'landscapes', 'manuscript', 'map', 'nature', 'newspaper', 'portraits', 'religion', 'ww1']);
    expect([...THEME_IDENTIFIERS].sort()).toEqual(['art', 'industrial', 'landscapes', 'manuscript', 'map', 'nature', 'newspaper', 'portraits', 'religion', 'ww1']);
    const byId = await gqlData(Q.THEMES_BY_ID, { locale: 'en-GB', identifiers: ['religion', 'art'] });
    expect(items(byId.themePageCollection).map((theme) => theme.identifier).sort()).toEqual(['art', 'religion']);
    const theme = first(await gqlData(Q.THEME_PAGE, { locale: 'en-GB', identifier: 'landscapes' }), 'themePage');
    expect(items(theme.hasPartCollection).map((part) => part.__typename)).toEqual(['PersonGroup', 'TopicGroup', 'CardGroup', 'PrimaryCallToAction']);
    const related = await gqlData(Q.THEME_RELATED_CONTENT, { locale: 'en-GB', theme: 'landscapes', limit: 6 });
    expect(items(related.storyCollection).map((story) => story.identifier)).toEqual(['monet-at-etretat', 'the-barbizon-painters']);
    const entity = await gqlData(Q.ENTITY_RELATED_CONTENT, { locale: 'en-GB', entityUri: 'http://data.europeana.eu/agent/97129501' });
    expect(items(entity.storyCollection).map((story) => story.identifier)).toEqual(['monet-at-etretat']);
    expect(items(entity.exhibitionPageCollection).map((item) => item.identifier)).toEqual(['impressionism-light-and-modern-life']);
  });

  it('Categories, StoriesPage, FeatureIdeasPage and an asset by id', async () => {
    const names = items((await gqlData(Q.CATEGORIES, { locale: 'en-GB' })).categoryCollection).map((item) => String(item.name));
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const stories = await gqlData(Q.STORIES_PAGE, { locale: 'en-GB', query: 'monet' });
    expect(first(stories, 'storiesPageCollection')).toMatchObject({ featuredStory: { __typename: 'Story', identifier: 'monet-at-etretat' } });
    expect(stories.storyCollection).toMatchObject({ total: 1 });
    const ideas = first(await gqlData(Q.FEATURE_IDEAS_PAGE, { locale: 'en-GB' }), 'featureIdeasPageCollection');
    expect(items(ideas.hasPartCollection).length).toBeGreaterThanOrEqual(4);
    const asset = (await gqlData(Q.ASSET_BY_ID, { id: 'aic-14598', locale: 'en-GB' })).asset as Obj;
    expect(asset).toMatchObject({ title: 'The Beach at Sainte-Adresse', contentType: 'image/jpeg', width: 843 });
    const image = await fetch(String(asset.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(new URL('/content/assets/aic-14598/other.jpg', servicesUrl()))).status).toBe(404);
  });

  it('transforms asset images as the Images API does: w/h within the original, fm, q; 400 for bad values', async () => {
    const asset = (await gqlData(Q.ASSET_BY_ID, { id: 'aic-14598', locale: 'en-GB' })).asset as Obj;
    const url = String(asset.url);
    const original = await fetch(url);
    const originalBytes = (await original.arrayBuffer()).byteLength;
    const webp = await fetch(`${url}?w=320&fm=webp&q=40`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(webpBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webpBytes.byteLength).toBeLessThan(originalBytes / 4);
    const { default: sharp } = await import('sharp');
    expect((await sharp(webpBytes).metadata()).width).toBe(320);
    // Never enlarged beyond the original (843 px wide).
    const wide = Buffer.from(await (await fetch(`${url}?w=2000`)).arrayBuffer());
    expect((await sharp(wide).metadata()).width).toBe(843);
    const avif = await fetch(`${url}?w=200&fm=avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    for (const bad of ['w=0', 'w=5000', 'w=abc', 'q=101', 'fm=bmp', 'h=-1']) {
      const refused = await fetch(`${url}?${bad}`);
      expect(refused.status, bad).toBe(400);
    }
  });

  it('links only to entities that exist in the Entity API', async () => {
    for (const uri of ALL_ENTITY_URIS) {
      const [, type, id] = /\/(agent|concept|timespan|organization|place)\/(\d+)$/.exec(uri) ?? [];
      expect((await getJson(`/entity/${String(type)}/${String(id)}.json`)).status, uri).toBe(200);
    }
  });
});

describe('Content service: locales', () => {
  it('falls back per field from the requested locale to English', async () => {
    // The Dutch story name exists, and so do its categories' Dutch names.
    const story = first(await gqlData(Q.STORY_PAGE, { identifier: 'monet-at-etretat', locale: 'nl-NL' }), 'storyCollection');
    expect(story.name).toBe('Monet in Étretat');
    expect(items(story.categoriesCollection).map((item) => item.name)).toEqual(['Impressionisme', 'Landschappen', 'De zee']);
    // A Dutch theme page whose artists' cards have no Dutch description: that field falls back to English, the rest is Dutch.
    // (The portal's own theme query, which asks for the English copy that marks such a text `lang="en"`.)
    const theme = first(await gqlData(THEME_PAGE, { identifier: 'landscapes', locale: 'nl-NL' }), 'themePageCollection');
    expect(theme.name).toBe('Landschappen');
    const people = items(theme.hasPartCollection).find((part) => part.__typename === 'PersonGroup') ?? {};
    expect(people.headline).toBe('Kunstenaars');
    const english = 'French painter (1840–1926), a founder of Impressionism.';
    expect(items(people.hasPartCollection)[0]).toMatchObject({ name: 'Claude Monet', description: english, descriptionEN: english });
    // An untranslated story in Swedish is all English; a translated story in Swedish too.
    const saints = first(await gqlData(Q.STORY_PAGE, { identifier: 'saints-and-their-signs', locale: 'sv-SE' }), 'storyCollection');
    expect(saints.name).toBe('Saints and their signs');
    // A field-level locale overrides the query locale.
    const data = await gqlData('query { storyCollection(locale: "de-DE", where: { identifier: "renoir-among-friends" }) { items { name fr: name(locale: "fr-FR") } } }');
    expect(first(data, 'storyCollection')).toEqual({ name: 'Renoir im Freundeskreis', fr: 'Renoir entre amis' });
  });

  it('answers an unknown locale with UNKNOWN_LOCALE', async () => {
    const result = await gql('query { storyCollection(locale: "xx-XX") { total } }');
    expect(result.errors?.[0]?.extensions?.contentful?.code).toBe('UNKNOWN_LOCALE');
    const field = await gql('query { storyCollection(limit: 1) { items { name(locale: "en") } } }');
    expect(field.errors?.[0]?.extensions?.contentful?.code).toBe('UNKNOWN_LOCALE');
  });
});

describe('Content service: bad input', () => {
  it('rejects malformed queries and unknown fields with 400 and errors', async () => {
    const malformed = await gql('{ storyCollection( { total } }');
    expect(malformed.status).toBe(400);
    expect(malformed.errors?.length).toBeGreaterThan(0);
    const unknown = await gql('{ storyCollection { nope } }');
    expect(unknown.status).toBe(400);
    const notJson = await fetch(new URL('/content/v1/spaces/portal/environments/master', servicesUrl()), { method: 'POST', headers: { authorization: 'Bearer local-delivery', 'content-type': 'application/json' }, body: '{not json' });
    expect(notJson.status).toBe(400);
  });

  it('refuses limit over 1000, too deep and too costly queries', async () => {
    const over = await gql('{ storyCollection(limit: 1001) { total } }');
    expect(over.status).toBe(200);
    expect(over.errors?.[0]?.message).toContain('maximum allowed limit is 1000');
    const variable = await gql('query ($limit: Int) { storyCollection(limit: $limit) { total } }', { limit: 5000 });
    expect(variable.errors?.[0]?.message).toMatch(/limit/);
    // The schema has no reference cycles, so a valid query cannot nest deeper than the bound; nesting that does
    // not fit the schema and fragment cycles are request errors (the depth rule itself: content-limits.test.ts).
    const nest = (depth: number): string => (depth === 0 ? 'identifier' : `hasPartCollection(limit: 1) { items { ... on ExhibitionChapterPage { ${nest(depth - 1)} } } }`);
    expect((await gql(`{ exhibitionPageCollection(limit: 1) { items { ${nest(12)} } } }`)).status).toBe(400);
    expect((await gql('query { storyCollection(limit: 1) { items { ...a } } } fragment a on Story { ...b } fragment b on Story { ...a }')).status).toBe(400);
    const costly = await gql('{ storyCollection(limit: 1000) { items { hasPartCollection(limit: 40) { total } } } }');
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0]?.message).toContain('too complex');
    const aliases = Array.from({ length: 3100 }, (_unused, index) => `a${String(index)}:__typename`).join(' ');
    expect((await gql(`{ ${aliases} }`)).status).toBe(400);
  });
});

describe('Content service: preview and delivery', () => {
  it('shows drafts only with the preview token and preview: true', async () => {
    const id = `story-preview-test-${String(Date.now())}`;
    const created = await manage('PUT', `/entries/${id}`, {
      contentType: 'story',
      fields: { identifier: { 'en-GB': id }, name: { 'en-GB': 'A draft story', 'de-DE': 'Eine Entwurfsgeschichte' }, datePublished: { 'en-GB': '2025-09-02T00:00:00.000Z' } },
    });
    expect(created.status).toBe(201);
    const query = 'query ($id: String!, $preview: Boolean, $locale: String) { storyCollection(preview: $preview, locale: $locale, where: { identifier: $id }) { total items { name } } }';
    expect((await gqlData(query, { id })).storyCollection).toMatchObject({ total: 0 });
    expect((await gqlData(query, { id, preview: true, locale: 'de-DE' })).storyCollection).toMatchObject({ total: 1, items: [{ name: 'Eine Entwurfsgeschichte' }] });
    const denied = await gql(query, { id, preview: true }, { token: 'local-delivery' });
    expect(denied.errors?.[0]?.extensions?.contentful?.code).toBe('ACCESS_TOKEN_INVALID');
    // The preview token without preview: true reads published content.
    expect((await gqlData(query, { id }, { token: 'local-preview' })).storyCollection).toMatchObject({ total: 0 });
  });

  it('keeps serving the published version while a published entry has a newer draft', async () => {
    const edited = await manage('PUT', '/entries/category-music', { fields: { name: { 'en-GB': 'Music and sound' } } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'changed' });
    const query = 'query ($preview: Boolean) { categoryCollection(preview: $preview, where: { identifier: "music" }) { items { name } } }';
    expect(first(await gqlData(query, {}), 'categoryCollection').name).toBe('Music');
    expect(first(await gqlData(query, { preview: true }), 'categoryCollection').name).toBe('Music and sound');
    const invalid = await manage('PUT', '/entries/category-music', { fields: { colour: { 'en-GB': 'red' } } });
    expect(invalid.status).toBe(422);
    const notLocalised = await manage('PUT', '/entries/category-music', { fields: { identifier: { 'de-DE': 'musik' } } });
    expect(notLocalised.status).toBe(422);
  });
});
