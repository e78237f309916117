/**
 * The content model: one content type per entity of spec section 3 (plus the building blocks the portal's
 * queries name, graphql-queries.md). The GraphQL schema, the `where` filters, the management API's validation
 * and the seed are all derived from these definitions, so a field is declared exactly once.
 *
 * Field kinds follow Contentful's: Symbol (short text, orderable), Text (long text / Markdown, not orderable),
 * Date (ISO 8601), Boolean, Integer, Symbols (list of short texts), Object (JSON), Asset (link to an asset),
 * Link (link to one entry of the listed types), Links (links to entries; exposed as `<field>Collection`).
 */
export type FieldDef =
  | { readonly kind: 'Symbol' | 'Text'; readonly localized?: boolean }
  | { readonly kind: 'Date' | 'Boolean' | 'Integer' | 'Symbols' | 'Object'; readonly localized?: false }
  | { readonly kind: 'Asset'; readonly localized?: false }
  | { readonly kind: 'Link' | 'Links'; readonly to: readonly string[]; readonly localized?: false };

export interface ContentTypeDef {
  /** Contentful content type id (camelCase), used in webhooks and the management API. */
  readonly id: string;
  /** GraphQL type name (PascalCase of the id; `richText` collides with a reserved name → `ContentTypeRichText`). */
  readonly typeName: string;
  readonly description: string;
  readonly fields: Readonly<Record<string, FieldDef>>;
}

const loc = { kind: 'Symbol', localized: true } as const;
const symbol = { kind: 'Symbol' } as const;
const text = { kind: 'Text', localized: true } as const;
const date = { kind: 'Date' } as const;
const asset = { kind: 'Asset' } as const;
const link = (...to: string[]): FieldDef => ({ kind: 'Link', to });
const links = (...to: string[]): FieldDef => ({ kind: 'Links', to });

const type = (id: string, description: string, fields: Record<string, FieldDef>, typeName?: string): ContentTypeDef => ({
  id,
  typeName: typeName ?? id.charAt(0).toUpperCase() + id.slice(1),
  description,
  fields,
});

const CARD_KINDS = ['automatedEntityCard', 'automatedRecordCard', 'curatedCard'];
const ARTICLE_PARTS = ['richText', 'embed', 'imageWithAttribution', 'imageComparison', 'link'];

export const CONTENT_TYPES: readonly ContentTypeDef[] = [
  type('imageDisplayProfile', 'How an illustration is cropped and sized', {
    name: symbol, fit: symbol, sizes: { kind: 'Symbols' }, focus: symbol, quality: { kind: 'Integer' }, overlay: symbol,
    crop: { kind: 'Boolean' }, background: symbol,
  }),
  type('imageWithAttribution', 'An image with the attribution its licence requires', {
    name: loc, creator: loc, provider: loc, license: symbol, url: symbol, image: asset,
  }),
  type('illustration', 'A decorative image with an optional display profile', {
    name: loc, image: asset, url: symbol, profile: link('imageDisplayProfile'),
  }),
  type('link', 'A hyperlink', { text: loc, url: symbol }),
  type('linkGroup', 'A titled list of links', { identifier: symbol, name: loc, links: links('link') }),
  type('richText', 'Markdown text', { headline: loc, text }, 'ContentTypeRichText'),
  type('embed', 'Embedded HTML (video, audio or map player)', { name: loc, embed: { kind: 'Text' }, height: { kind: 'Integer' } }),
  type('imageComparison', 'Two images side by side with a slider', { name: loc, hasPart: links('imageWithAttribution') }),
  type('imageTextSlide', 'One slide: image, text and citation', { image: link('imageWithAttribution'), text, citation: text }),
  type('imageTextSlideGroup', 'Up to three image-text slides', { name: loc, hasPart: links('imageTextSlide') }),
  type('contentWarning', 'A warning shown before sensitive content', { name: loc, description: text }),
  type('person', 'An author of a story', { name: symbol, affiliation: loc, url: symbol }),
  type('category', 'A story and exhibition tag', { identifier: symbol, name: loc }),
  type('primaryCallToAction', 'A call to action', { name: loc, text, relatedLink: link('link'), image: link('illustration') }),
  type('automatedEntityCard', 'A card for an entity (person, topic, place, time, organisation) of the Entity API', {
    name: loc, identifier: symbol, description: text, slug: symbol, image: symbol,
  }),
  type('automatedRecordCard', 'A card for an item; encoding is the Search API item', { identifier: symbol, encoding: { kind: 'Object' } }),
  type('curatedCard', 'A hand-made card', { name: loc, description: text, url: symbol, image: asset }),
  type('cardGroup', 'Up to 28 cards with a heading', { headline: loc, description: text, hasPart: links(...CARD_KINDS), moreButton: link('link') }),
  type('automatedCardGroup', 'Cards filled by the portal at build time (genre names the source)', { name: loc, genre: symbol, moreButton: link('link') }),
  type('illustrationGroup', 'Up to 20 illustrations (logos, partners)', { name: loc, text, hasPart: links('illustration') }),
  type('infoCard', 'A short fact with an illustration', { name: loc, text, image: link('illustration') }),
  type('infoCardGroup', 'Up to 12 info cards', { name: loc, text, hasPart: links('infoCard'), link: link('link') }),
  type('imageCard', 'An image beside a text', { name: loc, text, image: link('imageWithAttribution'), profile: link('imageDisplayProfile'), link: link('link') }),
  type('imageCardGroup', 'Up to 6 image cards', { name: loc, text, hasPart: links('imageCard') }),
  type('embedSection', 'A section with an embed', { name: loc, text, embed: link('embed') }),
  type('landingSubSection', 'A landing-page section of up to 6 parts', { name: loc, text, hasPart: links('infoCardGroup', 'imageCard', 'illustrationGroup', 'primaryCallToAction', 'embedSection', 'richText') }),
  type('imageGallery', 'A set of images (the home page hero rotation)', { name: loc, hasPart: links('imageWithAttribution') }),
  type('topicGroup', 'Topic cards of a theme', { headline: loc, hasPart: links('automatedEntityCard') }),
  type('personGroup', 'Person cards of a theme', { headline: loc, hasPart: links('automatedEntityCard') }),
  type('galleryGroup', 'Gallery cards of a theme', { headline: loc, hasPart: links('curatedCard', 'automatedEntityCard') }),
  type('voteableFeature', 'A feature idea visitors can vote for', { name: loc, identifier: symbol, text, image: link('illustration') }),
  type('homePage', 'The home page', {
    name: loc, identifier: symbol, datePublished: date, headline: loc, description: text, sections: links('primaryCallToAction'),
    image: asset, primaryImageSetOfPage: links('imageGallery'),
  }),
  type('browsePage', 'A page of card groups', {
    identifier: symbol, site: symbol, name: loc, headline: loc, description: text, image: asset,
    hasPart: links('cardGroup', 'automatedCardGroup', 'richText', 'primaryCallToAction'),
  }),
  type('staticPage', 'A text page (help, policies, about)', {
    identifier: symbol, site: symbol, name: loc, description: text, automatedTranslation: { kind: 'Boolean' }, image: asset,
    hasPart: links('richText', 'embed', 'imageWithAttribution', 'imageComparison', 'automatedCardGroup', 'link', 'primaryCallToAction'),
    relatedLinks: link('linkGroup'),
  }),
  type('landingPage', 'A landing page (APIs, share your collections, data space)', {
    identifier: symbol, site: symbol, name: loc, headline: loc, description: text, text, image: asset,
    relatedLink: link('link'), relatedLinkDescription: text, primaryImageOfPage: link('imageWithAttribution'),
    hasPart: links('cardGroup', 'illustrationGroup', 'infoCardGroup', 'imageCard', 'imageCardGroup', 'landingSubSection', 'embedSection', 'primaryCallToAction'),
  }),
  type('exhibitionChapterPage', 'A chapter of an exhibition', {
    identifier: symbol, name: loc, headline: loc, description: text, primaryImageOfPage: link('imageWithAttribution'),
    categories: links('category'), hasPart: links(...ARTICLE_PARTS),
  }),
  type('exhibitionPage', 'An exhibition: introduction, chapters and credits', {
    identifier: symbol, name: loc, headline: loc, description: text, datePublished: date, text, genre: { kind: 'Symbols' },
    credits: text, contentWarning: link('contentWarning'), categories: links('category'), relatedLink: { kind: 'Symbols' },
    primaryImageOfPage: link('imageWithAttribution'), hasPart: links('exhibitionChapterPage'),
  }),
  type('story', 'An editorial story', {
    identifier: symbol, name: loc, headline: loc, description: text, datePublished: date, relatedLink: { kind: 'Symbols' },
    categories: links('category'), genre: { kind: 'Symbols' }, primaryImageOfPage: link('imageWithAttribution'),
    hasPart: links(...ARTICLE_PARTS, 'imageTextSlideGroup'), author: links('person'), contentWarning: link('contentWarning'),
  }),
  type('storiesPage', 'The stories listing page', {
    identifier: symbol, name: loc, headline: loc, description: text, image: asset, primaryCallToAction: link('primaryCallToAction'),
    featuredStory: link('story', 'exhibitionPage'),
  }),
  type('themePage', 'A theme: topics, people and galleries around one subject', {
    identifier: symbol, name: loc, description: text, primaryImageOfPage: link('imageWithAttribution'),
    hasPart: links('topicGroup', 'personGroup', 'galleryGroup', 'primaryCallToAction', 'cardGroup'),
  }),
  type('featureIdeasPage', 'Feature ideas visitors can vote for', {
    identifier: symbol, name: loc, description: text, image: asset, text, hasPart: links('voteableFeature'),
  }),
];

export const CONTENT_TYPE_BY_ID: ReadonlyMap<string, ContentTypeDef> = new Map(CONTENT_TYPES.map((def) => [def.id, def]));

/** Content type by id, or an Error whose message lists the valid ids. */
export function contentType(id: string): ContentTypeDef {
  const def = CONTENT_TYPE_BY_ID.get(id);
  if (def === undefined) throw new Error(`Unknown content type '${id}'; known: ${[...CONTENT_TYPE_BY_ID.keys()].join(', ')}`);
  return def;
}
