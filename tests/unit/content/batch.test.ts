import { describe, expect, it, vi } from 'vitest';
import { everyLanguage, prerenderedData } from '../../../src/lib/content/batch.ts';
import { ContentQueryError } from '../../../src/lib/content/client.ts';
import { noteReads, recordedPages } from '../../../src/lib/publication/reads.ts';

/** What a content response notes while a page's load is recorded (as src/lib/content/client.ts does). */
const answer = <T>(id: string, value: T): T => {
  noteReads({ storyCollection: { items: [{ sys: { id } }] } }, { identifier: id });
  return value;
};

describe('build-time loads (prerenderedData)', () => {
  it('lists every entry in every language, with the entry and language as props', () => {
    expect(everyLanguage(['monet'], (slug, locale) => ({ locale, slug }), ['en', 'de'])).toEqual([
      { params: { locale: 'en', slug: 'monet' }, props: { entry: 'monet', locale: 'en' } },
      { params: { locale: 'de', slug: 'monet' }, props: { entry: 'monet', locale: 'de' } },
    ]);
  });

  it('asks again after a failed query, and records what the successful attempt read for the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const data = await prerenderedData('de', 'stories/monet', 'story "monet"', (iso) => {
      calls += 1;
      if (calls === 1) return Promise.reject(new ContentQueryError('StoryPage', 'story "monet"', new Error('The operation was aborted due to timeout')));
      return Promise.resolve(answer('story-1', { slug: 'monet', iso }));
    });
    expect(calls).toBe(2);
    expect(data).toEqual({ slug: 'monet', iso: 'de-DE' });
    expect(recordedPages().get('/de/stories/monet')).toEqual(['entry:story-1']);
  });

  it('fails the build with the entry named after the last attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const load = (): Promise<never> => {
      calls += 1;
      return Promise.reject(new ContentQueryError('StoryPage', 'story "monet" (en-GB)', new Error('HTTP 500')));
    };
    await expect(prerenderedData('en', 'stories/monet', 'story "monet"', load)).rejects.toThrow('Content query StoryPage failed for story "monet" (en-GB): HTTP 500');
    expect(calls).toBe(3);
    expect(recordedPages().has('/en/stories/gone')).toBe(false);
  }, 10_000);

  it('does not ask again when the answer was there but wrong (an entry the index lists is missing)', async () => {
    let calls = 0;
    const load = (): Promise<undefined> => {
      calls += 1;
      return Promise.resolve(undefined);
    };
    await expect(prerenderedData('en', 'stories/gone', 'story "gone"', load)).rejects.toThrow('returned no story "gone" for en-GB, although the page index lists it');
    expect(calls).toBe(1);
    expect(recordedPages().has('/en/stories/gone')).toBe(false);
  });

  it('shares one load between the pages that name the same share key, each recording its reads', async () => {
    let calls = 0;
    const load = (iso: string): Promise<{ iso: string }> => {
      calls += 1;
      return Promise.resolve(answer('exhibition-1', { iso }));
    };
    const pages = await Promise.all(['a', 'b', 'credits'].map((chapter) => prerenderedData('fr', `exhibitions/gold/${chapter}`, 'exhibition "gold"', load, { share: 'chapters:gold' })));
    expect(calls).toBe(1);
    expect(pages).toEqual([{ iso: 'fr-FR' }, { iso: 'fr-FR' }, { iso: 'fr-FR' }]);
    for (const chapter of ['a', 'b', 'credits']) expect(recordedPages().get(`/fr/exhibitions/gold/${chapter}`)).toEqual(['entry:exhibition-1']);
    // Another language is another load.
    await prerenderedData('it', 'exhibitions/gold/a', 'exhibition "gold"', load, { share: 'chapters:gold' });
    expect(calls).toBe(2);
  });

  it('does not keep a shared load that failed: the next page asks again', async () => {
    let calls = 0;
    const load = (): Promise<{ ok: true }> => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('broken answer')) : Promise.resolve({ ok: true });
    };
    await expect(prerenderedData('pl', 'exhibitions/silver/a', 'exhibition "silver"', load, { share: 'chapters:silver' })).rejects.toThrow('broken answer');
    await expect(prerenderedData('pl', 'exhibitions/silver/b', 'exhibition "silver"', load, { share: 'chapters:silver' })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });
});
