import { describe, expect, it, vi } from 'vitest';
import { perLocale } from '../../../src/lib/content/batch.ts';
import { ContentQueryError } from '../../../src/lib/content/client.ts';

describe('build-time loads (perLocale)', () => {
  it('asks again after a failed query, and keeps what the successful attempt read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const pages = await perLocale(
      ['monet'],
      (slug) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new ContentQueryError('StoryPage', `story "${slug}"`, new Error('The operation was aborted due to timeout')));
        return Promise.resolve({ slug });
      },
      (slug) => `story "${slug}"`,
      ['en'],
    );
    expect(calls).toBe(2);
    expect(pages).toEqual([{ locale: 'en', entry: 'monet', data: { slug: 'monet' }, reads: [] }]);
  });

  it('fails the build with the entry named after the last attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const load = (): Promise<never> => {
      calls += 1;
      return Promise.reject(new ContentQueryError('StoryPage', 'story "monet" (en-GB)', new Error('HTTP 500')));
    };
    await expect(perLocale(['monet'], load, (slug) => `story "${slug}"`, ['en'])).rejects.toThrow('Content query StoryPage failed for story "monet" (en-GB): HTTP 500');
    expect(calls).toBe(3);
  }, 10_000);

  it('does not ask again when the answer was there but wrong (an entry the index lists is missing)', async () => {
    let calls = 0;
    const load = (): Promise<undefined> => {
      calls += 1;
      return Promise.resolve(undefined);
    };
    await expect(perLocale(['gone'], load, (slug) => `story "${slug}"`, ['en'])).rejects.toThrow('returned no story "gone"');
    expect(calls).toBe(1);
  });
});
