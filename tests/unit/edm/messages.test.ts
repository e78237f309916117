import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METADATA_FIELDS } from '../../../src/lib/edm/item.ts';
import { ITEM_TYPES } from '../../../src/lib/edm/media.ts';
import { rightsStatement } from '../../../src/lib/edm/rights.ts';

/** English messages, the source of truth for every language. */
function english(): Record<string, string> {
  return JSON.parse(readFileSync(new URL('../../../i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
}

describe('item page messages', () => {
  const messages = english();

  it('label every metadata field the page shows', () => {
    expect(METADATA_FIELDS.filter((name) => messages[`metadata.${name}`] === undefined)).toEqual([]);
  });

  it('name every item type and reusability', () => {
    expect(ITEM_TYPES.filter((type) => messages[`item.type.${type}`] === undefined)).toEqual([]);
    const reusability = ['open', 'restricted', 'permission', 'uncategorized'];
    expect(reusability.filter((r) => messages[`item.reusability.${r}`] === undefined)).toEqual([]);
  });

  it('name every rights statement the portal recognises', () => {
    const urls = [
      'http://creativecommons.org/publicdomain/mark/1.0/', 'http://creativecommons.org/publicdomain/zero/1.0/',
      'http://creativecommons.org/licenses/by/4.0/', 'http://creativecommons.org/licenses/by-sa/4.0/',
      'http://creativecommons.org/licenses/by-nc/4.0/', 'http://creativecommons.org/licenses/by-nc-sa/4.0/',
      'http://creativecommons.org/licenses/by-nd/4.0/', 'http://creativecommons.org/licenses/by-nc-nd/4.0/',
      'http://rightsstatements.org/vocab/NoC-NC/1.0/', 'http://rightsstatements.org/vocab/NoC-OKLR/1.0/',
      'http://rightsstatements.org/vocab/InC/1.0/', 'http://rightsstatements.org/vocab/InC-EDU/1.0/',
      'http://rightsstatements.org/vocab/InC-OW-EU/1.0/', 'http://rightsstatements.org/vocab/CNE/1.0/',
      'http://www.europeana.eu/rights/rr-f/', 'http://www.europeana.eu/rights/rr-p/', 'http://www.europeana.eu/rights/rr-r/',
      'http://www.europeana.eu/rights/out-of-copyright-non-commercial/',
    ];
    expect(urls.map((u) => rightsStatement(u).code).filter((code) => messages[`item.rights.${code}`] === undefined)).toEqual([]);
  });
});
