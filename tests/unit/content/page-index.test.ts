/**
 * The paths an editorial entry has by itself (src/lib/content/page-index.ts ownPathsOf): the publisher renders a
 * new entry's pages with them before the page index answers, so they must be exactly the paths the page index
 * would add for that entry, in every language.
 */
import { describe, expect, it } from 'vitest';
import { editorialPathsOf, ownPathsOf, type PageIndex } from '../../../src/lib/content/page-index.ts';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';

const INDEX: PageIndex = {
  stories: ['monet'],
  exhibitions: [{ identifier: 'impressionism', chapters: ['light', 'credits'] }],
  themes: ['art'],
  slugPages: [{ identifier: 'about-us', site: undefined, kind: 'static' }],
};

/** What adding one entry to the index adds to its paths. */
const added = (entry: Partial<PageIndex>): Set<string> => {
  const before = editorialPathsOf(INDEX);
  return new Set([...editorialPathsOf({ ...INDEX, ...entry })].filter((path) => !before.has(path)));
};

describe('an entry’s own paths', () => {
  it('are what the page index adds for a new story, theme or exhibition (without its chapters), in all 25 languages', () => {
    expect(ownPathsOf('story', 'degas')).toEqual(added({ stories: [...INDEX.stories, 'degas'] }));
    expect(ownPathsOf('story', 'degas').size).toBe(LOCALE_CODES.length);
    expect(ownPathsOf('story', 'degas')).toContain('/de/stories/degas');
    expect(ownPathsOf('themePage', 'music')).toEqual(added({ themes: [...INDEX.themes, 'music'] }));
    const exhibition = ownPathsOf('exhibitionPage', 'bauhaus');
    expect(exhibition).toEqual(added({ exhibitions: [...INDEX.exhibitions, { identifier: 'bauhaus', chapters: [] }] }));
    expect(exhibition).toContain('/en/exhibitions/bauhaus/credits');
  });

  it('are none for types whose path the entry alone does not settle', () => {
    expect(ownPathsOf('staticPage', 'about-us').size).toBe(0);
    expect(ownPathsOf('browsePage', 'classroom').size).toBe(0);
    expect(ownPathsOf('category', 'music').size).toBe(0);
  });

  it('are the collections page in every language for its browse page, a page every build has', () => {
    const paths = ownPathsOf('browsePage', 'collections');
    expect(paths).toEqual(new Set(LOCALE_CODES.map((locale) => `/${locale}/collections`)));
    const none: PageIndex = { stories: [], exhibitions: [], themes: [], slugPages: [] };
    for (const path of paths) expect(editorialPathsOf(none)).toContain(path);
    expect(ownPathsOf('staticPage', 'collections').size).toBe(0);
  });
});
