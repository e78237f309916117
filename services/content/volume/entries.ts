/**
 * Plans the editorial volume of `npm run data:content` (spec section 9: up to 1,500 stories, 150 exhibitions
 * with chapters, 1,000 categories): the entries to create, the edits of seed entries an editor would make to
 * show them (the home page's calls to action, a "Stories" card group in each theme), and the images they use.
 * Pure: the same options and the same existing content give the same plan. volume/write.ts stores it.
 */
import { ALL_ENTITY_URIS } from '../seed/entities.ts';
import { artwork, artworkIds, itemUri } from '../seed/build.ts';
import { DEFAULT_LOCALE } from '../locales.ts';
import type { AssetRecord, Fields } from '../store.ts';
import { SlugRegistry } from './random.ts';
import { addExhibitions, addStories } from './articles.ts';
import type { Author } from './articles.ts';
import { Localized, VOLUME_EDITED_AT, VOLUME_PREFIX, VolumeBuilder, fromPhrase, languagesOf, localized } from './builder.ts';
import type { PlannedEntry, Published } from './builder.ts';
import { CENTURIES, FAMILY_NAMES, GIVEN_NAMES, LABELS, LANG_ISO, PLACES, SUBJECTS, TECHNIQUES, VOLUME_LANGS, centuryIn } from './text.ts';
import type { Lang } from './text.ts';

/** What to generate: totals of published entries of each kind, the seed's own included. */
export interface VolumeOptions {
  readonly stories: number;
  readonly exhibitions: number;
  readonly categories: number;
  readonly seed: number;
}

/** The published content the volume is added to (read from the store by write.ts). */
export interface ExistingContent {
  readonly stories: readonly string[];
  readonly exhibitions: readonly string[];
  readonly categories: readonly { readonly id: string; readonly identifier: string }[];
  readonly themes: readonly { readonly id: string; readonly identifier: string; readonly parts: readonly string[] }[];
  readonly home: { readonly id: string } | undefined;
}

/** A change of an existing entry: the fields to merge into its draft, then publish. */
export interface PlannedEdit {
  readonly id: string;
  readonly patch: Fields;
  readonly at: string;
}

export interface VolumePlan {
  readonly entries: readonly PlannedEntry[];
  readonly edits: readonly PlannedEdit[];
  readonly assets: readonly AssetRecord[];
}

/** Category names from subject × place, subject × century, place × century, subject × technique, place × technique. */
function categoryNames(): ((lang: Lang) => string)[] {
  const names: ((lang: Lang) => string)[] = [];
  for (const s of SUBJECTS) names.push((lang) => s.title[lang]);
  for (const s of SUBJECTS) for (const p of PLACES) names.push((lang) => `${s.title[lang]} ${p.in[lang]}`);
  for (const s of SUBJECTS) for (const c of CENTURIES) names.push((lang) => `${s.title[lang]} ${centuryIn(lang, c)}`);
  for (const p of PLACES) for (const c of CENTURIES) names.push((lang) => `${p.name[lang]} ${centuryIn(lang, c)}`);
  for (const s of SUBJECTS) for (const t of TECHNIQUES) names.push((lang) => `${s.title[lang]} ${t[lang]}`);
  for (const p of PLACES) for (const t of TECHNIQUES) names.push((lang) => `${p.name[lang]} ${t[lang]}`);
  return names;
}

function addCategories(b: VolumeBuilder, count: number, existing: ExistingContent): string[] {
  const pool = b.random.shuffle(categoryNames());
  if (count > pool.length) throw new Error(`content volume: at most ${String(pool.length + existing.categories.length)} categories can be generated`);
  const slugs = new SlugRegistry(existing.categories.map((c) => c.identifier));
  const ids = pool.slice(0, count).map((name, n) => {
    const langs = languagesOf(b.random, 0.1, 2);
    return b.add('category', `category-${String(n + 1)}`, { identifier: slugs.claim(name('en')), name: localized(langs, name) });
  });
  return [...ids, ...existing.categories.map((c) => c.id)];
}

function addAuthors(b: VolumeBuilder, count: number): Author[] {
  const names = b.random.sample(GIVEN_NAMES.flatMap((given) => FAMILY_NAMES.map((family) => `${given} ${family}`)), count);
  return names.map((name, n) => ({
    name,
    id: b.add('person', `person-${String(n + 1)}`, { name, affiliation: 'Guest author of the generated volume (npm run data:content)' }),
  }));
}

/**
 * The whole plan. Throws when the options ask for fewer entries than the store already holds, or for more
 * than the generator can name.
 */
export function planContentVolume(options: VolumeOptions, existing: ExistingContent): VolumePlan {
  const need = {
    stories: options.stories - existing.stories.length,
    exhibitions: options.exhibitions - existing.exhibitions.length,
    categories: options.categories - existing.categories.length,
  };
  for (const [kind, n] of Object.entries(need)) {
    if (n < 0) throw new Error(`content volume: the store already holds more ${kind} than --${kind} asks for (counts are totals, the seed's included)`);
  }
  const b = new VolumeBuilder(options.seed);
  const images = b.random.shuffle(artworkIds());
  const categories = addCategories(b, need.categories, existing);
  const authors = addAuthors(b, 40);
  const context = { b, images, categories, authors, themes: existing.themes.map((t) => t.identifier), entities: ALL_ENTITY_URIS };
  const stories = addStories(context, need.stories, existing.stories);
  const exhibitions = addExhibitions(context, need.exhibitions, existing.exhibitions);
  const edits = addShowcases(b, stories, exhibitions, existing);
  return { entries: b.entries, edits, assets: b.assets() };
}

/** The entry's name in `lang`, else in English (as the content service falls back). */
const nameIn = (entry: Published, lang: Lang): string => entry.name.values[LANG_ISO[lang]] ?? entry.name.values[LANG_ISO.en] ?? '';

/** The home page's calls to action, a "Stories" group in every theme, and a browse page of story highlights. */
function addShowcases(b: VolumeBuilder, stories: readonly Published[], exhibitions: readonly Published[], existing: ExistingContent): PlannedEdit[] {
  const at = VOLUME_EDITED_AT;
  const newest = [...stories].sort((x, y) => y.date.localeCompare(x.date));
  const lead = newest[0];
  if (lead === undefined) return [];
  const card = (story: Published): string => {
    const id = `card-${story.id.slice(VOLUME_PREFIX.length)}`;
    if (b.has(id)) return `${VOLUME_PREFIX}${id}`;
    return b.add('curatedCard', id, { name: story.name, description: story.description, url: `/stories/${story.identifier}`, image: b.asset(story.image) }, at);
  };
  const edits: PlannedEdit[] = [];
  const all = [...VOLUME_LANGS];
  for (const theme of existing.themes) {
    const inTheme = newest.filter((story) => story.genre.includes(theme.identifier)).slice(0, 12);
    if (inTheme.length === 0 || theme.parts.length >= 10) continue;
    const group = b.add('cardGroup', `theme-${theme.identifier}-stories`, {
      headline: fromPhrase(all, LABELS.stories), hasPart: inTheme.map(card), moreButton: b.link(`theme-${theme.identifier}-stories-more`, fromPhrase(all, LABELS.allStories), '/stories', at),
    }, at);
    edits.push({ id: theme.id, patch: { hasPart: { [DEFAULT_LOCALE]: [...theme.parts, group] } }, at });
  }

  // A group of story cards for each of the eight most used generated categories, headed by its name.
  const members = new Map<string, Published[]>();
  for (const story of newest) for (const category of story.categories) members.set(category, [...(members.get(category) ?? []), story]);
  const categoryFields = new Map(b.entries.filter((e) => e.contentType === 'category').map((e) => [e.id, e.fields]));
  const popular = [...members.entries()].filter(([id]) => categoryFields.has(id)).sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0])).slice(0, 8);
  const groups = popular.map(([categoryId, inCategory]) => {
    const fields = categoryFields.get(categoryId);
    const identifier = fields?.identifier?.[DEFAULT_LOCALE];
    if (typeof identifier !== 'string') throw new Error(`content volume: category ${categoryId} has no identifier`);
    return b.add('cardGroup', `browse-highlights-${identifier}`, {
      headline: new Localized((fields?.name ?? {}) as Record<string, string>), hasPart: inCategory.slice(0, 12).map(card),
      moreButton: b.link(`browse-highlights-${identifier}-more`, fromPhrase(all, LABELS.allStories), `/stories?tags=${identifier}`, at),
    }, at);
  });
  const works = b.add('cardGroup', 'browse-highlights-works', {
    headline: fromPhrase(all, LABELS.worksInTheseStories), hasPart: newest.slice(0, 12).map((story) => b.recordCard(story.image)),
  }, at);
  const intro = b.add('richText', 'browse-highlights-intro', { text: fromPhrase(all, LABELS.storyHighlightsText) }, at);
  b.add('browsePage', 'browse-story-highlights', {
    identifier: 'story-highlights', site: 'www.europeana.eu', name: fromPhrase(all, LABELS.storyHighlights), headline: fromPhrase(all, LABELS.storyHighlights),
    description: fromPhrase(all, LABELS.storyHighlightsText), image: b.asset(lead.image), hasPart: [intro, ...groups, works],
  }, at);

  if (existing.home !== undefined) {
    const cta = (key: string, name: Localized, text: Localized, linkText: Localized, url: string, image: number): string => b.add('primaryCallToAction', `home-cta-${key}`, {
      name, text, relatedLink: b.link(`home-cta-${key}-link`, linkText, url, at), image: b.add('illustration', `home-cta-${key}-illustration`, { name: artwork(image).title, image: b.asset(image), url: itemUri(image) }, at),
    }, at);
    const story = lead;
    const exhibition = [...exhibitions].sort((x, y) => y.date.localeCompare(x.date))[0];
    const sections = [
      cta('story', localized(all, (lang) => `${LABELS.storyOfTheMonth[lang]}: ${nameIn(story, lang)}`), story.description, fromPhrase(all, LABELS.readTheStory), `/stories/${story.identifier}`, story.image),
      exhibition && cta('exhibition', localized(all, (lang) => `${LABELS.exhibitionOfTheMonth[lang]}: ${nameIn(exhibition, lang)}`), exhibition.description, fromPhrase(all, LABELS.visitTheExhibition), `/exhibitions/${exhibition.identifier}`, exhibition.image),
      cta('browse', fromPhrase(all, LABELS.storyHighlights), fromPhrase(all, LABELS.storyHighlightsText), fromPhrase(all, LABELS.seeTheSelection), '/story-highlights', newest[1]?.image ?? lead.image),
    ].filter((id): id is string => id !== undefined);
    const heroes = b.add('imageGallery', 'home-hero-images', { name: 'Home page hero images (generated volume)', hasPart: newest.slice(0, 5).map((s) => b.image(s.image)) }, at);
    edits.push({ id: existing.home.id, patch: { sections: { [DEFAULT_LOCALE]: sections }, primaryImageSetOfPage: { [DEFAULT_LOCALE]: [heroes] } }, at });
  }
  return edits;
}
