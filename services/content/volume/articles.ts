/**
 * Stories and exhibitions of the generated volume, with the parts of their bodies: rich text with headings,
 * images, image-text slides, image comparisons, embeds and links to other stories, as the real site's
 * editors compose them. Every text comes from volume/text.ts, in English and in the languages the entry is
 * translated into.
 */
import { artistOf, artwork } from '../seed/build.ts';
import { VOLUME_EPOCH, VOLUME_PREFIX, fromPhrase, languagesOf, localized } from './builder.ts';
import type { Localized, Published, VolumeBuilder } from './builder.ts';
import { SlugRegistry, slugify } from './random.ts';
import type { Random } from './random.ts';
import { CENTURIES, LABELS, LANG_ISO, PLACES, SECTION_HEADLINES, SENTENCE_COUNT, SUBJECTS, TITLE_COUNT, credits, headline, sentence, title } from './text.ts';
import type { Lang, Slots } from './text.ts';

export interface Author {
  readonly id: string;
  readonly name: string;
}

/** What stories and exhibitions draw from. */
export interface ArticleContext {
  readonly b: VolumeBuilder;
  /** Sample painting ids, shuffled. */
  readonly images: readonly number[];
  /** Category entry ids, the most used first. */
  readonly categories: readonly string[];
  readonly authors: readonly Author[];
  /** Theme identifiers (a story's `genre`). */
  readonly themes: readonly string[];
  /** Entity URIs (`relatedLink`). */
  readonly entities: readonly string[];
}

/** The newest generated story is published on this day; the oldest on VOLUME_EPOCH. */
const LAST_DATE = Date.parse('2025-09-26T09:00:00.000Z');

function dateOf(random: Random): string {
  const start = Date.parse(VOLUME_EPOCH);
  return new Date(start + random.int(Math.floor((LAST_DATE - start) / 60_000)) * 60_000).toISOString();
}

const artistName = (aic: number): string => artistOf(aic).replace(/\s*\(.*$/, '');
/** A named painter ("Claude Monet"), not an attribution ("After Rubens", "Style of …") or a nationality ("Dutch"). */
const namedPainter = (aic: number): boolean => /\s/.test(artistName(aic)) && !/^(after|attributed|style|circle|workshop|follower|copy|imitator|school|studio)\b/i.test(artistName(aic));
/** Sentence 1 says who painted the work: for other works, the catalogue sentence (4) instead. */
const PAINTED_BY = 1;
const CATALOGUED_AS = 4;

function slotsOf(random: Random, aic: number): Slots {
  const art = artwork(aic);
  return { subject: random.pick(SUBJECTS), place: random.pick(PLACES), century: random.pick(CENTURIES), work: art.title, artist: artistName(aic), medium: art.medium };
}

const SENTENCE_INDICES = Array.from({ length: SENTENCE_COUNT }, (_, index) => index);

/** Paragraphs of body text about `base`, each sentence about one of `works`. */
function prose(random: Random, base: Slots, works: readonly number[], langs: readonly Lang[], paragraphs: number): Localized {
  const plan = Array.from({ length: paragraphs }, () =>
    random.sample(SENTENCE_INDICES, random.between(3, 5)).map((index) => {
      const work = random.pick(works);
      return { index: index === PAINTED_BY && !namedPainter(work) ? CATALOGUED_AS : index, work };
    }));
  return localized(langs, (lang) => plan.map((sentences) => sentences.map(({ index, work }) => {
    const art = artwork(work);
    return sentence(lang, index, { ...base, work: art.title, artist: artistName(work), medium: art.medium });
  }).join(' ')).join('\n\n'));
}

const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('');

interface BodyOptions {
  readonly sections: number;
  readonly extras: boolean;
  readonly related: Published | undefined;
}

/** The parts of a body (`<prefix>-<n>`), in reading order. */
function body(ctx: ArticleContext, prefix: string, base: Slots, works: readonly number[], langs: readonly Lang[], at: string, options: BodyOptions): string[] {
  const { b } = ctx;
  const random = b.random;
  const parts: string[] = [];
  const id = (): string => `${prefix}-${String(parts.length + 1)}`;
  parts.push(b.add('richText', id(), { text: prose(random, base, works, langs, 2) }, at));
  for (const heading of random.sample(SECTION_HEADLINES, options.sections)) {
    parts.push(b.add('richText', id(), { headline: fromPhrase(langs, heading), text: prose(random, base, works, langs, random.between(1, 3)) }, at));
    if (random.chance(0.6)) parts.push(b.image(random.pick(works)));
  }
  if (options.extras && random.chance(0.25)) {
    const slidesId = id();
    const slides = random.sample(works, 3).map((work, n) => {
      const art = artwork(work);
      return b.add('imageTextSlide', `${slidesId}-slide-${String(n + 1)}`, {
        image: b.image(work), text: prose(random, base, [work], langs, 1), citation: localized(['en'], () => `${artistName(work)}, ${art.title}, ${art.date}. Art Institute of Chicago.`),
      }, at);
    });
    parts.push(b.add('imageTextSlideGroup', slidesId, { name: fromPhrase(langs, LABELS.slides), hasPart: slides }, at));
  }
  if (random.chance(0.3)) {
    const [first, second] = random.sample(works, 2);
    if (first !== undefined && second !== undefined) {
      parts.push(b.add('imageComparison', id(), { name: localized(['en'], () => `${artwork(first).title} / ${artwork(second).title}`), hasPart: [b.image(first), b.image(second)] }, at));
    }
  }
  if (options.extras && random.chance(0.15)) {
    const video = Array.from({ length: 11 }, () => random.pick(VIDEO_ID_CHARS)).join('');
    const name = localized(langs, (lang) => `${LABELS.video[lang]}: ${base.subject.title[lang]}`);
    const embed = `<iframe src="https://www.youtube-nocookie.com/embed/${video}" title="${name.values['en-GB'] ?? ''}" width="640" height="360" allowfullscreen></iframe>`;
    parts.push(b.add('embed', id(), { name, embed, height: 360 }, at));
  }
  const related = options.related;
  if (related !== undefined && random.chance(0.45)) {
    const text = localized(langs, (lang) => `${LABELS.readAlso[lang]}: ${related.name.values[LANG_ISO[lang]] ?? related.name.values['en-GB'] ?? ''}`);
    parts.push(b.link(id(), text, `/stories/${related.identifier}`, at));
  }
  return parts;
}

/** Categories of an entry: 1 to `most`, popular ones far more often than the long tail. */
function categoriesOf(ctx: ArticleContext, most: number): string[] {
  const picked = new Set<string>();
  const wanted = ctx.b.random.between(1, most);
  while (picked.size < wanted) {
    const category = ctx.categories[ctx.b.random.skewed(ctx.categories.length)];
    if (category !== undefined) picked.add(category);
  }
  return [...picked];
}

interface Heading {
  readonly langs: Lang[];
  readonly lead: number;
  readonly works: number[];
  readonly base: Slots;
  readonly name: Localized;
  readonly identifier: string;
  readonly date: string;
}

function heading(ctx: ArticleContext, slugs: SlugRegistry, share: number): Heading {
  const random = ctx.b.random;
  const works = random.sample(ctx.images, random.between(6, 10));
  const lead = works[0] ?? random.pick(ctx.images);
  const base = slotsOf(random, lead);
  const drawn = random.int(TITLE_COUNT);
  // Title 3 names the painter ("Claude Monet and harbour scenes"): only for a named painter.
  const titleIndex = drawn === 3 && !namedPainter(lead) ? 0 : drawn;
  const langs = languagesOf(random, share, 3);
  const name = localized(langs, (lang) => title(lang, titleIndex, base));
  return { langs, lead, works, base, name, identifier: slugs.claim(name.values['en-GB'] ?? 'story'), date: dateOf(random) };
}

/** `count` stories; returns what the showcase pages link to. */
export function addStories(ctx: ArticleContext, count: number, taken: readonly string[]): Published[] {
  const { b } = ctx;
  const random = b.random;
  const slugs = new SlugRegistry(taken);
  const stories: Published[] = [];
  for (let n = 1; n <= count; n += 1) {
    const h = heading(ctx, slugs, 0.12);
    const id = `${VOLUME_PREFIX}story-${String(n)}`;
    const description = localized(h.langs, (lang) => `${sentence(lang, 0, h.base)} ${sentence(lang, 2, h.base)}`);
    const hasPart = body(ctx, id, h.base, h.works, h.langs, h.date, { sections: random.between(2, 5), extras: true, related: stories.length > 0 ? random.pick(stories) : undefined });
    const warning = random.chance(0.03)
      ? b.add('contentWarning', `${id}-warning`, { name: fromPhrase(h.langs, LABELS.warning), description: fromPhrase(h.langs, LABELS.warningText) }, h.date)
      : undefined;
    const categories = categoriesOf(ctx, 5);
    const genre = random.sample(ctx.themes, random.between(1, 2));
    b.add('story', id, {
      identifier: h.identifier, name: h.name, headline: localized(h.langs, (lang) => headline(lang, h.base)), description,
      datePublished: h.date, relatedLink: random.sample(ctx.entities, random.between(1, 3)), categories, genre,
      primaryImageOfPage: b.image(h.lead), hasPart, author: random.sample(ctx.authors, random.chance(0.8) ? 1 : 2).map((a) => a.id),
      contentWarning: warning,
    }, h.date);
    stories.push({ id, identifier: h.identifier, langs: h.langs, name: h.name, description, image: h.lead, date: h.date, categories, genre });
  }
  return stories;
}

/** `count` exhibitions of 3 to 6 chapters each. */
export function addExhibitions(ctx: ArticleContext, count: number, taken: readonly string[]): Published[] {
  const { b } = ctx;
  const random = b.random;
  const slugs = new SlugRegistry(taken);
  const exhibitions: Published[] = [];
  for (let n = 1; n <= count; n += 1) {
    const h = heading(ctx, slugs, 0.3);
    const id = `${VOLUME_PREFIX}exhibition-${String(n)}`;
    const chapters = random.sample(SECTION_HEADLINES, random.between(3, 6)).map((name, c) => {
      const chapterId = `${id}-chapter-${String(c + 1)}`;
      const work = random.pick(h.works);
      const base = { ...slotsOf(random, work), subject: h.base.subject };
      return b.add('exhibitionChapterPage', chapterId, {
        identifier: slugify(name.en),
        name: fromPhrase(h.langs, name), headline: localized(h.langs, (lang) => headline(lang, base)),
        description: localized(h.langs, (lang) => sentence(lang, random.int(SENTENCE_COUNT), base)),
        primaryImageOfPage: b.image(work), categories: random.chance(0.5) ? categoriesOf(ctx, 2) : undefined,
        hasPart: body(ctx, chapterId, base, h.works, h.langs, h.date, { sections: random.between(1, 3), extras: false, related: undefined }),
      }, h.date);
    });
    const curators = random.sample(ctx.authors, 2).map((a) => a.name).join(', ');
    const description = localized(h.langs, (lang) => `${sentence(lang, 0, h.base)} ${sentence(lang, 6, h.base)}`);
    b.add('exhibitionPage', id, {
      identifier: h.identifier, name: h.name, headline: localized(h.langs, (lang) => headline(lang, h.base)), description,
      text: prose(random, h.base, h.works, h.langs, 2), credits: localized(h.langs, (lang) => credits(lang, curators)),
      datePublished: h.date, genre: random.sample(ctx.themes, random.between(1, 2)), categories: categoriesOf(ctx, 4),
      relatedLink: random.sample(ctx.entities, random.between(1, 4)), primaryImageOfPage: b.image(h.lead), hasPart: chapters,
    }, h.date);
    exhibitions.push({ id, identifier: h.identifier, langs: h.langs, name: h.name, description, image: h.lead, date: h.date, categories: [], genre: [] });
  }
  return exhibitions;
}
