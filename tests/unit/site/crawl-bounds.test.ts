import { describe, expect, it } from 'vitest';
import { treatment } from '../../e2e/support/outside-checkers.ts';

/** The link crawl's bounds (docs/decisions/0006-outside-checkers.md; tests/e2e/outside-checkers.spec.ts). */
const policy = { portal: 'http://localhost:4390', checked: ['http://127.0.0.1:4490'] };
const at = (path: string): string => `${policy.portal}${path}`;

describe('the link crawl bounds', () => {
  it('crawls English pages and listing pages', () => {
    for (const path of ['/en', '/en/stories', '/en/item/2000001/aic_93784', '/en/collections/persons?page=2']) {
      expect(treatment(at(path), policy), path).toBe('crawl');
    }
  });

  it('requests query variants and searches once after the crawl, without following them', () => {
    for (const path of ['/en/search?query=portrait', '/en/search?query=*&qf=TYPE:"IMAGE"', '/en/collections/person/1-x?view=list', '/en/stories?tags=art', '/en/search']) {
      expect(treatment(at(path), policy), path).toBe('later');
    }
  });

  it('checks German copies, every home page, assets, media and the local services without following them', () => {
    for (const link of [at('/de/item/2000001/aic_93784'), at('/de'), at('/fr'), at('/ga'), at('/'), at('/_api/media/1/x/abc'), at('/_astro/page.css'), at('/favicon.svg'), 'http://127.0.0.1:4490/thumbnail/v3/400/abc']) {
      expect(treatment(link, policy), link).toBe('check');
    }
  });

  it('does not request other hosts, other languages copies, sign-in links or mail links', () => {
    for (const link of [at('/en/account/login'), at('/de/account/login?redirect=%2Fde'), at('/fr/stories'), at('/sv/item/2000001/aic_93784'), at('/item/2000001/aic_93784'), 'https://pro.europeana.eu/page/apis', 'mailto:info@example.org', 'not a url']) {
      expect(treatment(link, policy), link).toBe('ignore');
    }
  });
});
