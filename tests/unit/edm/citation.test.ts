import { describe, expect, it } from 'vitest';
import { attribution, citation, rightsShortName } from '../../../src/lib/edm/citation.ts';
import { rightsStatement } from '../../../src/lib/edm/rights.ts';

const url = 'https://portal.example/en/item/1/a';

describe('citation', () => {
  it('writes creator (date). title. provider. Europeana. URL', () => {
    expect(citation({ title: 'La Fête du Mai', creators: ['Jean Pater'], date: '1730', dataProvider: 'Art Institute of Chicago', url })).toBe(
      `Jean Pater (1730). La Fête du Mai. Art Institute of Chicago. Europeana. ${url}`,
    );
  });

  it('writes n.d. without a date and leaves out what is missing', () => {
    expect(citation({ title: 'Untitled.', creators: ['Jean Pater'], date: undefined, dataProvider: undefined, url })).toBe(`Jean Pater (n.d.). Untitled. Europeana. ${url}`);
  });

  it('starts with the title when the work has no creator, as APA cites a work without author', () => {
    expect(citation({ title: 'Untitled.', creators: [], date: undefined, dataProvider: undefined, url })).toBe(`Untitled. (n.d.). Europeana. ${url}`);
    expect(citation({ title: 'Le Penseur', creators: [' '], date: '1880', dataProvider: 'Musée Rodin', url })).toBe(`Le Penseur. (1880). Musée Rodin. Europeana. ${url}`);
    expect(citation({ title: 'Le Penseur', creators: [], date: ' ', dataProvider: undefined, url })).not.toMatch(/^\(/);
  });
});

describe('attribution', () => {
  const rights = rightsStatement('http://creativecommons.org/licenses/by-sa/4.0/');

  it('prefers the record snippet', () => {
    expect(attribution({ title: 'T', creators: [], dataProvider: undefined, providerUrl: undefined, itemUrl: url, rights, snippet: ' The snippet ' })).toBe('The snippet');
  });

  it('builds title, creators, provider and rights otherwise', () => {
    expect(
      attribution({ title: 'Hammerflügel', creators: ['Stein'], dataProvider: 'GNM', providerUrl: 'http://gnm.example/1', itemUrl: url, rights, snippet: undefined }),
    ).toBe(`Hammerflügel - ${url}. Stein. GNM - http://gnm.example/1. CC BY-SA 4.0 - http://creativecommons.org/licenses/by-sa/4.0/`);
  });
});

describe('rightsShortName', () => {
  it('names statements as attributions do', () => {
    expect(rightsShortName(rightsStatement('http://creativecommons.org/publicdomain/mark/1.0/'))).toBe('Public Domain Mark');
    expect(rightsShortName(rightsStatement('http://creativecommons.org/publicdomain/zero/1.0/'))).toBe('CC0 1.0');
    expect(rightsShortName(rightsStatement('http://rightsstatements.org/vocab/InC/1.0/'))).toBe('InC 1.0');
    expect(rightsShortName(rightsStatement('https://example.org/licence'))).toBe('https://example.org/licence');
  });
});
