/**
 * Every page type of the portal, one page of each, as paths after the language prefix: the list the
 * whole-site end-to-end checks share (tests/e2e/layout-overflow.spec.ts measures each in every language,
 * tests/e2e/visual.spec.ts compares each with its screenshot baseline). A new page type is added here once.
 *
 * The pages are from the seed data of the local services (services/README.md) and are not changed by
 * any other end-to-end test.
 */
export const PAGE_TYPES = [
  { name: 'home', path: '' },
  { name: 'stories', path: '/stories' },
  { name: 'story', path: '/stories/monet-at-etretat' },
  { name: 'exhibition', path: '/exhibitions/impressionism-light-and-modern-life' },
  { name: 'exhibition-chapter', path: '/exhibitions/impressionism-light-and-modern-life/painting-outdoors' },
  { name: 'themes', path: '/themes' },
  { name: 'theme', path: '/themes/art' },
  { name: 'collections', path: '/collections' },
  { name: 'entity-listing', path: '/collections/topics' },
  { name: 'person-listing', path: '/collections/persons' },
  { name: 'topic', path: '/collections/topic/9000001-painting' },
  { name: 'person', path: '/collections/person/97129501-claude-monet' },
  { name: 'search', path: '/search?query=paris' },
  { name: 'search-no-results', path: '/search?query=zzzzqqqxxyy' },
  { name: 'item', path: '/item/2000001/aic_227532' },
  { name: 'galleries', path: '/galleries' },
  { name: 'gallery', path: '/galleries/1-tattoos' },
  { name: 'trending', path: '/trending' },
  { name: 'feature-ideas', path: '/feature-ideas' },
  { name: 'about-us', path: '/about-us' },
  { name: 'share-your-collections', path: '/share-your-collections' },
  { name: 'apis', path: '/apis' },
  { name: 'europeana-data-space', path: '/europeana-data-space' },
  { name: 'not-found', path: '/no-such-page-here' },
] as const;

export type PageType = (typeof PAGE_TYPES)[number];
