/**
 * An organisation's page details (src/lib/edm/organisation.ts, issue 25): native and English name, acronym,
 * country, city, website and logo, as europeana.eu's entity header and "learn more" show them.
 */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/lib/apis/entity.ts';
import { organisationView } from '../../../src/lib/edm/organisation.ts';
import { wikimediaThumbnailUrl } from '../../../src/lib/edm/wikimedia.ts';

const LOGO_HOST = 'https://upload.wikimedia.org';

const institute: Entity = {
  id: 'http://data.europeana.eu/organization/9300002',
  type: 'Organization',
  prefLabel: { el: 'Ινστιτούτο Ιστορικών Ερευνών', en: 'Institute of Historical Research' },
  acronym: { el: ['ΙΙΕ/ΕΙΕ'], en: ['IHR/NHRF'] },
  homepage: 'https://www.eie.gr',
  hasAddress: { countryName: 'Greece', locality: 'Athens' },
  logo: { id: 'http://commons.wikimedia.org/wiki/Special:FilePath/Institute%20of%20Historical%20Research%20NHRF%20logo.svg' },
};

describe('organisationView', () => {
  it('names an organisation in its own language, with the English name beside it', () => {
    const view = organisationView(institute, 'de', LOGO_HOST);
    expect(view?.nativeName).toEqual({ text: 'Ινστιτούτο Ιστορικών Ερευνών', lang: 'el' });
    expect(view?.englishName).toEqual({ text: 'Institute of Historical Research', lang: 'en' });
    expect(organisationView(institute, 'el', LOGO_HOST)?.nativeName?.lang).toBeUndefined();
    expect(organisationView(institute, 'en', LOGO_HOST)?.englishName?.lang).toBeUndefined();
  });

  it('gives no English name when the only name is English, or the same in both', () => {
    expect(organisationView({ ...institute, prefLabel: { en: 'Art Institute of Chicago' } }, 'en', LOGO_HOST)?.englishName).toBeUndefined();
    const same = organisationView({ ...institute, prefLabel: { nl: 'Naturalis', en: 'Naturalis' } }, 'en', LOGO_HOST);
    expect(same?.nativeName?.text).toBe('Naturalis');
    expect(same?.englishName).toBeUndefined();
  });

  it('reads the acronym in the page language, the country and city of the address, and an http(s) website only', () => {
    const view = organisationView(institute, 'el', LOGO_HOST);
    expect(view?.acronym).toEqual({ text: 'ΙΙΕ/ΕΙΕ', lang: undefined });
    expect(organisationView(institute, 'fr', LOGO_HOST)?.acronym).toEqual({ text: 'IHR/NHRF', lang: 'en' });
    expect(view?.country).toBe('Ελλάδα'); // the address's English country name, in the page's language
    expect(view?.city).toBe('Athens');
    expect(view?.homepage).toBe('https://www.eie.gr');
    expect(organisationView({ ...institute, homepage: 'javascript:alert(1)' }, 'en', LOGO_HOST)?.homepage).toBeUndefined();
    expect(organisationView({ ...institute, country: 'GR' }, 'de', LOGO_HOST)?.country).toBe('Griechenland');
  });

  it('draws the logo through the Commons thumbnail host', () => {
    expect(organisationView(institute, 'en', LOGO_HOST)?.logo).toBe(
      'https://upload.wikimedia.org/wikipedia/commons/thumb/b/bc/Institute_of_Historical_Research_NHRF_logo.svg/120px-Institute_of_Historical_Research_NHRF_logo.svg.png',
    );
  });

  it('is nothing for other kinds of entity', () => {
    expect(organisationView({ id: 'http://data.europeana.eu/agent/1', type: 'Agent', prefLabel: { en: 'A' } }, 'en', LOGO_HOST)).toBeUndefined();
  });
});

describe('wikimediaThumbnailUrl', () => {
  it('builds Commons thumbnail URLs as portal.js does (md5 of the underscored name; SVGs as PNG)', () => {
    // md5('Europeana_logo.svg') begins fd: Commons shards its files by it.
    expect(wikimediaThumbnailUrl('http://commons.wikimedia.org/wiki/Special:FilePath/Europeana%20logo.svg', 40, 'https://upload.wikimedia.org/')).toBe(
      'https://upload.wikimedia.org/wikipedia/commons/thumb/f/fd/Europeana_logo.svg/40px-Europeana_logo.svg.png',
    );
    expect(wikimediaThumbnailUrl('https://commons.wikimedia.org/wiki/Special:FilePath/A.jpg', 120, 'http://127.0.0.1:4400/wikimedia')).toMatch(/\/wikimedia\/wikipedia\/commons\/thumb\/.\/..\/A\.jpg\/120px-A\.jpg$/);
  });

  it('is undefined for anything but a Commons FilePath URL', () => {
    expect(wikimediaThumbnailUrl('https://example.org/logo.png', 120, LOGO_HOST)).toBeUndefined();
    expect(wikimediaThumbnailUrl('http://commons.wikimedia.org/wiki/Special:FilePath/%E0%A4%A.svg', 120, LOGO_HOST)).toBeUndefined();
  });
});
