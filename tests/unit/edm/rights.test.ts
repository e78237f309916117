import { describe, expect, it } from 'vitest';
import { rightsStatement } from '../../../src/lib/edm/rights.ts';

describe('rightsStatement', () => {
  it.each([
    ['http://creativecommons.org/publicdomain/mark/1.0/', 'PDM', 'open', true],
    ['http://creativecommons.org/publicdomain/zero/1.0/', 'CC0', 'open', true],
    ['https://creativecommons.org/licenses/by/4.0/', 'CC-BY', 'open', true],
    ['http://creativecommons.org/licenses/by-sa/3.0/deed.de', 'CC-BY-SA', 'open', true],
    ['http://creativecommons.org/licenses/by-nc-sa/3.0/', 'CC-BY-NC-SA', 'restricted', true],
    ['http://creativecommons.org/licenses/by-nd/4.0', 'CC-BY-ND', 'restricted', true],
    ['http://rightsstatements.org/vocab/NoC-NC/1.0/', 'NoC-NC', 'restricted', true],
    ['http://rightsstatements.org/vocab/InC-EDU/1.0/', 'InC-EDU', 'restricted', true],
    ['http://rightsstatements.org/vocab/InC/1.0/', 'InC', 'permission', false],
    ['http://rightsstatements.org/vocab/InC-OW-EU/1.0/', 'InC-OW-EU', 'permission', false],
    ['http://rightsstatements.org/vocab/CNE/1.0/', 'CNE', 'permission', false],
    ['http://www.europeana.eu/rights/rr-f/', 'RR-F', 'permission', false],
    ['https://example.org/my-licence', 'unknown', 'uncategorized', false],
  ])('%s → %s, %s, download %s', (url, code, reusability, downloadable) => {
    const rights = rightsStatement(url);
    expect(rights).toMatchObject({ url, code, reusability, downloadable });
  });

  it('reads the version from the URL', () => {
    expect(rightsStatement('http://creativecommons.org/licenses/by-sa/4.0/').version).toBe('4.0');
    expect(rightsStatement('http://creativecommons.org/licenses/by-sa/3.0/deed.de').version).toBe('3.0');
    expect(rightsStatement('http://www.europeana.eu/rights/rr-f/').version).toBeUndefined();
  });

  it('never offers download for in-copyright statements', () => {
    for (const url of ['http://rightsstatements.org/vocab/InC/1.0/', 'http://www.europeana.eu/rights/rr-p/', 'http://www.europeana.eu/rights/rr-r/']) {
      expect(rightsStatement(url).downloadable).toBe(false);
    }
  });
});
