/**
 * Issue 26, items 1, 10 and 11 against the real local services, through the portal's own loaders and models:
 * every card of every theme page has a picture that loads (entity cards from the Entity API, item cards from the
 * content service's record cards), the theme headings come in the page language, and a search page beyond the
 * last one is sent back to the last.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { retrieveEntities } from '../../src/lib/apis/entity.ts';
import { searchItemSchema } from '../../src/lib/apis/schemas.ts';
import { entityCardEntities, entityCardThumbnail, entityCardTitle } from '../../src/lib/content/entity-card-images.ts';
import { getPageIndex } from '../../src/lib/content/page-index.ts';
import { getThemePage, type EntityCardData, type ThemePageData } from '../../src/lib/content/theme-page.ts';
import { getThemes } from '../../src/lib/content/themes.ts';
import { itemsOf } from '../../src/lib/content/types.ts';
import { itemCard } from '../../src/lib/search/item-card.ts';
import { lastPageIfBeyond, runSearch } from '../../src/lib/search/run.ts';
import { parseSearchState } from '../../src/lib/search/state.ts';
import { servicesUrl } from '../support/services.ts';

beforeAll(() => {
  // The portal's configuration points at these services (src/lib/config.ts reads it on first use).
  process.env.SERVICES_PORT = new URL(servicesUrl()).port;
});

async function loads(url: string): Promise<number> {
  const response = await fetch(url);
  await response.body?.cancel();
  return response.status;
}

function entityCards(theme: ThemePageData): EntityCardData[] {
  return itemsOf(theme.hasPartCollection).flatMap((section) =>
    section.__typename === 'TopicGroup' || section.__typename === 'PersonGroup' ? itemsOf(section.hasPartCollection) : [],
  );
}

describe('theme pages', () => {
  it('give every entity card and every item card a picture that loads, on every theme', async () => {
    const { themes } = await getPageIndex();
    expect(themes.length).toBeGreaterThan(5);
    // Topics the sample holds no pictures of (natural history, maps, World War I: records without local media,
    // services/seed/europeana.ts) show the card's placeholder; every other card has a picture.
    const missing: string[] = [];
    let shown = 0;
    for (const identifier of themes) {
      const theme = await getThemePage(identifier, 'en-GB');
      if (!theme) throw new Error(`theme ${identifier} not found`);
      const cards = entityCards(theme);
      const entities = await retrieveEntities(cards.map((card) => card.identifier ?? ''));
      const withoutPictures = new Set(entities.filter((entity) => !entity.isShownBy && !entity.depiction).map((entity) => entity.id));
      const images = await entityCardEntities(cards);
      for (const card of cards) {
        const thumbnail = entityCardThumbnail(card, images);
        if (thumbnail) shown += 1;
        const expected = !withoutPictures.has(card.identifier ?? '');
        if ((expected && !thumbnail) || (thumbnail && (await loads(thumbnail)) !== 200)) missing.push(`${identifier}: ${card.name ?? ''} (${card.identifier ?? ''})`);
      }
      for (const section of itemsOf(theme.hasPartCollection)) {
        if (section.__typename !== 'CardGroup') continue;
        for (const card of itemsOf(section.hasPartCollection)) {
          if (card.__typename !== 'AutomatedRecordCard') continue;
          const thumbnail = itemCard(searchItemSchema.parse(card.encoding), 'en').thumbnail;
          if (!thumbnail || (await loads(thumbnail)) !== 200) missing.push(`${identifier}: item ${card.identifier ?? ''}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(shown).toBeGreaterThan(40);
  });

  it('give every theme a picture of its own that loads (the themes page’s cards, each theme’s hero), credited to its item', async () => {
    const themes = await getThemes('en-GB');
    expect(themes.length).toBeGreaterThan(5);
    const without: string[] = [];
    for (const theme of themes) {
      const picture = theme.primaryImageOfPage;
      const url = picture?.image?.url;
      if (!url || (await loads(url)) !== 200 || !picture.url?.startsWith('http://data.europeana.eu/item/') || !picture.license) without.push(theme.identifier);
    }
    expect(without).toEqual([]);
    // Where no painting fits, a page of a reading record: the newspaper's front page.
    const newspapers = themes.find((theme) => theme.identifier === 'newspaper');
    expect(newspapers?.primaryImageOfPage?.url).toBe('http://data.europeana.eu/item/2000004/newspaper_harbour_courier_1912');
  });

  it('list the themes in the alphabetical order of the page’s language, not by character codes', async () => {
    const names = (await getThemes('hu-HU')).map((theme) => theme.name ?? '');
    // Hungarian: "Újságok" (newspapers) before "Vallás"; "Tájképek" before "Természet" (code order puts them the other way).
    expect(names.indexOf('Újságok')).toBeLessThan(names.indexOf('Vallás'));
    expect(names.indexOf('Tájképek')).toBeLessThan(names.indexOf('Természet'));
    expect(names).toEqual([...names].sort(new Intl.Collator('hu').compare));
  });

  it('keeps a card’s own image, and shows none when the Entity API does not know the entity', async () => {
    const own = { identifier: 'http://data.europeana.eu/agent/97129501', entityImage: 'https://example.org/monet.jpg' };
    const unknown = { identifier: 'http://data.europeana.eu/agent/1', entityImage: null };
    const images = await entityCardEntities([own, unknown]);
    expect(entityCardThumbnail(own, images)).toBe('https://example.org/monet.jpg');
    expect(entityCardThumbnail(unknown, images)).toBeUndefined();
  });

  it('title entity cards with the entity’s name in the page language, else the card’s own name', async () => {
    const theme = await getThemePage('art', 'de-DE');
    if (!theme) throw new Error('theme art not found');
    const cards = entityCards(theme);
    const entities = await entityCardEntities(cards, 'de');
    const titles = new Map(cards.map((card) => [card.name, entityCardTitle(card, entities, 'de')?.title]));
    // The editor's English names ("Painting", "15th century") give way to the Entity API's German labels.
    expect(titles.get('15th century')).toBe('15. Jahrhundert');
    expect([...titles].filter(([name, title]) => name !== title).length).toBeGreaterThan(3);
    const unknown = { identifier: 'http://data.europeana.eu/concept/999999999', entityImage: null, name: 'Kept as written' };
    expect(entityCardTitle(unknown, await entityCardEntities([unknown], 'de'), 'de')).toEqual({ title: 'Kept as written', lang: undefined });
    // The card's own name of a topic in English on a German page (the card has no German name) is marked as English;
    // a person's name is a proper name, left unmarked.
    const english = { ...unknown, nameEN: 'Kept as written' };
    expect(entityCardTitle(english, await entityCardEntities([english], 'de'), 'de')).toEqual({ title: 'Kept as written', lang: 'en' });
    const person = { identifier: 'http://data.europeana.eu/agent/999999999', entityImage: null, name: 'Anna Lindqvist', nameEN: 'Anna Lindqvist' };
    expect(entityCardTitle(person, await entityCardEntities([person], 'de'), 'de')).toEqual({ title: 'Anna Lindqvist', lang: undefined });
  });

  it('head their groups in the page language', async () => {
    const headings = async (iso: string): Promise<(string | null)[]> => {
      const theme = await getThemePage('art', iso);
      return itemsOf(theme?.hasPartCollection ?? null).flatMap((section) => ('headline' in section ? [section.headline] : []));
    };
    expect(await headings('en-GB')).toEqual(['Artists', 'Topics and periods', 'Highlights']);
    expect(await headings('de-DE')).toEqual(['Künstlerinnen und Künstler', 'Themen und Epochen', 'Höhepunkte']);
    const more = async (iso: string): Promise<string | null | undefined> => {
      const theme = await getThemePage('art', iso);
      const group = itemsOf(theme?.hasPartCollection ?? null).find((section) => section.__typename === 'CardGroup');
      return group?.__typename === 'CardGroup' ? group.moreButton?.text : undefined;
    };
    expect(await more('de-DE')).toBe('Alle ansehen');
    expect(await more('ga-IE')).toBe('Féach ar fad');
  });
});

describe('a search page beyond the last', () => {
  it('is sent to the last page; pages with results and empty searches stay', async () => {
    const beyond = parseSearchState(new URLSearchParams('query=paris&page=2'));
    const outcome = await runSearch(beyond, 'en', {});
    expect(outcome.kind === 'results' && outcome.totalResults > 0 && outcome.totalResults <= 24).toBe(true);
    expect(lastPageIfBeyond(beyond, outcome)).toBe(1);
    const first = parseSearchState(new URLSearchParams('query=paris'));
    expect(lastPageIfBeyond(first, await runSearch(first, 'en', {}))).toBeUndefined();
    const none = parseSearchState(new URLSearchParams('query=zzzzqqqxxyy&page=3'));
    expect(lastPageIfBeyond(none, await runSearch(none, 'en', {}))).toBeUndefined();
  });
});
