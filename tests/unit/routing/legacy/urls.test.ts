import { describe, expect, it } from 'vitest';
import { legacyRedirect } from '../../../../src/lib/routing/legacy/index.ts';

const CHARTER = 'https://pro.europeana.eu/post/the-europeana-public-domain-charter';

/**
 * Hand-written URL → (status, location) pairs, one or more per rule. The visitor's negotiated
 * language is `de` throughout; `location: undefined` means no legacy answer (the later steps
 * handle the request), status 410 a gone gallery.
 */
type Case = [url: string, status: number | undefined, location?: string];

const CASES: Case[] = [
  // /portal record
  ['/portal/record/123/abc.html', 301, '/de/item/123/abc'],
  ['/portal/en/record/9200579/BibliographicResource_3000118435603.html', 301, '/en/item/9200579/BibliographicResource_3000118435603'],
  ['/portal/fr/record/2021672/resource_document_mauritshuis_670.html?view=grid', 301, '/fr/item/2021672/resource_document_mauritshuis_670?view=grid'],
  ['/PORTAL/EN/RECORD/123/ABC.HTML', 301, '/en/item/123/ABC'],
  ['/portal/record/123/abc.html/', 301, '/de/item/123/abc'],
  ['/portal/xx/record/123/abc.html', 301, '/de/item/123/abc'],
  // explore hubs (302)
  ['/portal/explore/newcontent', 302, '/de/collections'],
  ['/portal/en/explore/colours.html', 302, '/en/collections'],
  ['/portal/it/explore/sources?page=2', 302, '/it/collections?page=2'],
  ['/portal/explore/topics/', 302, '/de/collections'],
  ['/portal/pl/explore/people.html', 302, '/pl/collections'],
  ['/portal/explore/periods', 302, '/de/collections'],
  // entities
  ['/portal/explore/people/60305-william-shakespeare.html', 301, '/de/collections/person/60305'],
  ['/portal/en/explore/topics/55-fashion.html', 301, '/en/collections/topic/55'],
  ['/portal/nl/explore/periods/28', 301, '/nl/collections/time/28'],
  ['/portal/en/explore/people/60305?lang=fr', 301, '/en/collections/person/60305?lang=fr'],
  // exhibitions and the foyer
  ['/portal/en/exhibitions/faces-of-europe', 301, '/en/exhibitions/faces-of-europe'],
  ['/portal/exhibitions/faces-of-europe/ireland.html', 301, '/de/exhibitions/faces-of-europe/ireland'],
  ['/portal/en/exhibitions/foyer', 301, '/en/stories?type=exhibition'],
  ['/portal/exhibitions/foyer.html', 301, '/de/stories?type=exhibition'],
  // explore galleries
  ['/portal/en/explore/galleries', 301, '/en/galleries'],
  ['/portal/en/explore/galleries/my-gallery', 301, '/en/galleries/my-gallery'],
  ['/portal/en/explore/galleries/cats', 301, '/en/galleries/9003-cats'],
  ['/portal/explore/galleries/lisbon.html', 301, '/de/galleries/9030-lisbon'],
  // search
  ['/portal/search', 301, '/de/search?query='],
  ['/portal/en/search?q=paris', 301, '/en/search?query=paris'],
  ['/portal/en/search.html?q=paris&page=4&per_page=96&view=list', 301, '/en/search?query=paris&view=list'],
  ['/portal/en/search?q=paris&qf[]=cats&qf[]=dogs', 301, '/en/search?query=paris+AND+cats+AND+dogs'],
  ['/portal/en/search?q=x&f[TYPE][]=IMAGE&f[TYPE][]=TEXT', 301, '/en/search?query=x&qf=TYPE%3A%22IMAGE%22&qf=TYPE%3A%22TEXT%22'],
  ['/portal/en/search?q=x&f[COUNTRY][]=a+b:c', 301, '/en/search?query=x&qf=COUNTRY%3A%22a+b%5C%3Ac%22'],
  ['/portal/en/search?q=x&f[MEDIA][]=true&f[DATA_PROVIDER][]=Rijks*', 301, '/en/search?query=x&qf=MEDIA%3Atrue&qf=DATA_PROVIDER%3ARijks*'],
  ['/portal/en/search?q=x&f[REUSABILITY][]=open&f[REUSABILITY][]=restricted', 301, '/en/search?query=x&reusability=open%2Crestricted'],
  ['/portal/en/search?q=x&f[api][]=default', 301, '/en/search?query=x&api=metadata'],
  ['/portal/en/search?q=x&f[api][]=api', 301, '/en/search?query=x&api=fulltext'],
  ['/portal/en/search?q=x&range[YEAR][begin]=1900&range[YEAR][end]=1950', 301, '/en/search?query=x&qf=YEAR%3A%5B1900+TO+1950%5D'],
  ['/portal/en/search?q=x&range[YEAR][end]=1950', 301, '/en/search?query=x&qf=YEAR%3A%5B*+TO+1950%5D'],
  ['/portal/en/search?q=x&range[YEAR][begin]=1900&range[YEAR][end]=1900', 301, '/en/search?query=x&qf=YEAR%3A1900'],
  // legacy collection pages: with q a filtered search, without q a topic collection
  ['/portal/en/collections/art?q=rembrandt', 301, '/en/search?query=rembrandt&qf=collection%3Aart'],
  ['/portal/collections/world-war-I?q=tank', 301, '/de/search?query=tank&qf=collection%3Aww1'],
  ['/portal/en/collections/newspapers.html?q=&f[TYPE][]=TEXT', 301, '/en/search?query=&qf=collection%3Anewspaper&qf=TYPE%3A%22TEXT%22'],
  ['/portal/en/collections/art', 301, '/en/collections/topic/190-art'],
  ['/portal/collections/maps.html', 301, '/de/collections/topic/151-maps-and-geography'],
  // static pages, rights pages, migration pages, old topic collections
  ['/portal/about.html', 301, '/de/about-us'],
  ['/portal/en/contact', 301, '/en/contact-us'],
  ['/about', 301, '/de/about-us'],
  ['/en/contact/', 301, '/en/contact-us'],
  ['/portal/en/rights/terms.html', 301, '/en/rights/terms-of-use'],
  ['/portal/rights/privacy', 301, '/de/rights/privacy-statement'],
  ['/rights/privacy', 301, '/de/rights/privacy-statement'],
  ['/en/rights/privacy?ref=footer', 301, '/en/rights/privacy-statement?ref=footer'],
  ['/sv/rights/metadata', 301, '/sv/rights/usage-guidelines-for-metadata'],
  ['/portal/en/collections/migration/collection-days', 301, '/en/europeana-migration-collection-days'],
  ['/en/collections/migration/collection-days-stories', 301, '/en/migration/explore-migration-stories-from-events-in-these-cities'],
  ['/EN/COLLECTIONS/WORLD-WAR-I', 301, '/en/collections/topic/83-1914-1918'],
  // .html and the bare /portal prefix
  ['/portal/en/some-page.html', 301, '/en/some-page'],
  ['/portal/en/stories/my-story.html?x=1', 301, '/en/stories/my-story?x=1'],
  ['/portal', 301, '/de'],
  ['/portal/', 301, '/de'],
  ['/portal/fr', 301, '/fr'],
  ['/portal/en/stories', 301, '/en/stories'],
  // /{locale}/portal (302)
  ['/en/portal', 302, '/en'],
  ['/en/portal/', 302, '/en'],
  ['/de/portal/search?query=x', 302, '/de/search?query=x'],
  ['/it/portal/blog', 302, '/it/stories?type=story'],
  // themes
  ['/en/themes/world-war-I', 301, '/en/themes/ww1'],
  ['/themes/natural-history', 301, '/de/themes/nature'],
  ['/fr/themes/MAPS/', 301, '/fr/themes/map'],
  // locale-prefixed rules
  ['/en/blog', 301, '/en/stories?type=story'],
  ['/en/blog/', 301, '/en/stories?type=story'],
  ['/en/blog?page=2', 301, '/en/stories?type=story&page=2'],
  ['/en/blog?type=x', 301, '/en/stories?type=story'],
  ['/blog/my-story', 301, '/de/stories/my-story'],
  ['/fr/blog/My-Story/', 301, '/fr/stories/My-Story'],
  ['/en/exhibitions', 301, '/en/stories?type=exhibition'],
  ['/exhibitions?page=0', 301, '/de/stories?type=exhibition&page=1'],
  ['/en/privacy-policy-newsletter', 301, '/en/privacy-statement-newsletter'],
  ['/en/professionals', 301, '/en/share-your-collections'],
  ['/share-your-data', 301, '/de/share-your-collections'],
  ['/en/Share-Your-Data?utm_source=x', 301, '/en/share-your-collections?utm_source=x'],
  ['/en/rights/privacy-policy', 301, '/en/rights/privacy-statement'],
  ['/en/rights/public-domain-charter', 301, CHARTER],
  ['/rights/public-domain-charter/', 301, CHARTER],
  ['/xx/blog', 301, '/de/stories?type=story'],
  ['/EN/blog', 301, '/en/stories?type=story'],
  // /set → /galleries, retired and gone galleries
  ['/en/set/123', 301, '/en/galleries/123'],
  ['/set/123-my-set?page=2', 301, '/de/galleries/123-my-set?page=2'],
  ['/en/set', 301, '/en/galleries'],
  ['/en/galleries/cats', 301, '/en/galleries/9003-cats'],
  ['/en/galleries/Cats/', 301, '/en/galleries/9003-cats'],
  ['/galleries/1914-1918-serbia', 301, '/de/galleries/9026-1914-1918-serbia'],
  ['/en/galleries/ballet', 410],
  ['/hu/galleries/anna-boberg', 410],
  ['/en/galleries/ballet/', 301, '/en/galleries/ballet'],
  ['/en/set/ballet', 301, '/en/galleries/ballet'],
  // trailing slashes (not the root), page, and paths no rule matches
  ['/en/', 301, '/en'],
  ['/search/', 301, '/de/search'],
  ['/en/search/?query=a&page=-1', 301, '/en/search?query=a&page=1'],
  ['/en/item/123/abc/', 301, '/en/item/123/abc'],
  ['/', undefined],
  ['/en', undefined],
  ['/en/search?query=portal', undefined],
  ['/en/item/123/abc', undefined],
  ['/en/galleries/9003-cats', undefined],
  ['/en/galleries/my-new-gallery', undefined],
  ['/en/stories/blog', undefined],
  ['/en/portals', undefined],
  ['/en/exhibitions/faces-of-europe', undefined],
  ['/en/collections/person/60305', undefined],
  ['/en/themes/ww1', undefined],
  ['/galleries/ballet', undefined],
  ['/account/callback', undefined],
];

describe('legacy URLs, hand-written (spec section 2 "Legacy redirects")', () => {
  it('has at least 60 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('%s → %s %s', (url, status, location) => {
    const answer = legacyRedirect(new URL(url, 'https://portal.test'), 'de');
    if (status === undefined) {
      expect(answer).toBeUndefined();
    } else if (status === 410) {
      expect(answer).toEqual({ status: 410 });
    } else {
      expect(answer).toMatchObject({ status, location });
    }
  });

  it('marks a location with the negotiated language as varying, others not', () => {
    expect(legacyRedirect(new URL('https://p.test/portal/record/1/a.html'), 'fi')).toEqual({
      status: 301,
      location: '/fi/item/1/a',
      varies: true,
    });
    expect(legacyRedirect(new URL('https://p.test/en/blog'), 'fi')).toMatchObject({ varies: false });
  });

  it('finds the language only when a target needs one', () => {
    let calls = 0;
    const negotiate = (): 'sv' => {
      calls += 1;
      return 'sv';
    };
    expect(legacyRedirect(new URL('https://p.test/en/blog'), negotiate)).toMatchObject({ location: '/en/stories?type=story' });
    expect(legacyRedirect(new URL('https://p.test/en/search'), negotiate)).toBeUndefined();
    expect(calls).toBe(0);
    expect(legacyRedirect(new URL('https://p.test/blog'), negotiate)).toMatchObject({ location: '/sv/stories?type=story' });
    expect(calls).toBeGreaterThan(0);
  });

  it('refuses targets the validation of spec section 5 refuses', () => {
    expect(legacyRedirect(new URL('https://p.test//evil.example/'), 'en')).toBeUndefined();
    expect(legacyRedirect(new URL('https://p.test/portal/record/1/a.b.c'), 'en')).toBeUndefined();
    expect(legacyRedirect(new URL('https://p.test/portal//evil.example'), 'en')).toBeUndefined();
    const answer = legacyRedirect(new URL('https://p.test/portal//evil'), 'en');
    expect(answer && 'location' in answer ? answer.location : '').toBe('/en//evil'); // a path, not a host
  });
});
