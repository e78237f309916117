import { describe, expect, it } from 'vitest';
import { entityPath, parseEntityUri, slugify, UNSUPPORTED_ENTITY_URI } from '../../../src/lib/edm/entity-path.ts';

describe('entityPath', () => {
  it.each([
    ['http://data.europeana.eu/agent/91257422', 'Edgar Degas', '/collections/person/91257422-edgar-degas'],
    ['http://data.europeana.eu/concept/9000001', 'Painting', '/collections/topic/9000001-painting'],
    ['http://data.europeana.eu/place/216254', 'Paris', '/collections/place/216254-paris'],
    ['http://data.europeana.eu/timespan/19', '19th century', '/collections/time/19-19th-century'],
    ['http://data.europeana.eu/organization/1482250000004477', 'Art Institute of Chicago', '/collections/organisation/1482250000004477-art-institute-of-chicago'],
  ])('%s → %s', (uri, label, path) => {
    expect(entityPath(uri, label)).toBe(path);
  });

  it('prefixes the locale when given', () => {
    expect(entityPath('http://data.europeana.eu/agent/1', 'Édouard Manet', 'de')).toBe('/de/collections/person/1-edouard-manet');
  });

  it('keeps the number alone when the label has no letters or digits', () => {
    expect(entityPath('http://data.europeana.eu/agent/7', '—')).toBe('/collections/person/7');
  });

  it('percent-encodes labels in other scripts', () => {
    expect(entityPath('http://data.europeana.eu/concept/3', 'Γλυπτική')).toBe(`/collections/topic/3-${encodeURIComponent('γλυπτικη')}`);
  });

  it.each([
    'http://data.europeana.eu/agent/base/146741',
    'http://data.europeana.eu/item/1/2',
    'http://semium.org/time/1788',
    'http://data.europeana.eu/agent/12abc',
    'javascript:alert(1)',
    '',
  ])('refuses %s with "Unsupported entity URI"', (uri) => {
    expect(() => entityPath(uri, 'x')).toThrow(UNSUPPORTED_ENTITY_URI);
    expect(parseEntityUri(uri)).toBeUndefined();
  });
});

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with single hyphens', () => {
    expect(slugify('  Édouard Manet (1832–1883) ')).toBe('edouard-manet-1832-1883');
    expect(slugify('AC/DC & friends!')).toBe('ac-dc-friends');
  });
});
