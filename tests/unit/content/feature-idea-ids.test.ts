import { describe, expect, it } from 'vitest';
import { ideaCatalogue } from '../../../src/lib/content/feature-ideas-page.ts';
import { servicesUrl } from '../../support/services.ts';

/** `/_api/votes` refuses ideas the content service does not publish; the list is cached (issue 14). */
describe('known feature ideas', () => {
  function counting(lists: (readonly string[] | Error)[]) {
    let calls = 0;
    const load = (): Promise<readonly string[]> => {
      const next = lists[Math.min(calls, lists.length - 1)] ?? [];
      calls += 1;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    };
    return { load, calls: () => calls };
  }

  it('knows the published ids and refuses others', async () => {
    const source = counting([['colour-search', 'timeline-view']]);
    let now = 0;
    const known = ideaCatalogue(source.load, { now: () => now });
    expect(await known('colour-search')).toBe(true);
    expect(await known('timeline-view')).toBe(true);
    expect(await known('made-up-idea')).toBe(false);
    expect(source.calls()).toBe(1);
    now = 1000;
    expect(await known('another-made-up-idea')).toBe(false);
    expect(source.calls()).toBe(1);
  });

  it('costs one content query per minute, however many votes arrive at once', async () => {
    const source = counting([['colour-search']]);
    let now = 0;
    const known = ideaCatalogue(source.load, { now: () => now, ttlMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => known('colour-search')));
    expect(answers.every(Boolean)).toBe(true);
    expect(source.calls()).toBe(1);
    now = 59_000;
    await known('colour-search');
    expect(source.calls()).toBe(1);
    now = 61_000;
    await known('colour-search');
    expect(source.calls()).toBe(2);
  });

  it('finds an idea published a moment ago after the recheck interval, not on every unknown id', async () => {
    const source = counting([['colour-search'], ['colour-search', 'new-idea']]);
    let now = 0;
    const known = ideaCatalogue(source.load, { now: () => now, recheckMs: 10_000 });
    expect(await known('new-idea')).toBe(false);
    now = 5_000;
    expect(await known('new-idea')).toBe(false);
    expect(source.calls()).toBe(1);
    now = 11_000;
    expect(await known('new-idea')).toBe(true);
    expect(source.calls()).toBe(2);
  });

  it('keeps the last list while the content service fails, and throws when it never answered', async () => {
    const source = counting([['colour-search'], new Error('content down')]);
    let now = 0;
    const known = ideaCatalogue(source.load, { now: () => now });
    expect(await known('colour-search')).toBe(true);
    now = 120_000;
    expect(await known('colour-search')).toBe(true);
    expect(await known('made-up')).toBe(false);

    const never = ideaCatalogue(() => Promise.reject(new Error('content down')));
    await expect(never('colour-search')).rejects.toThrow('content down');
  });

  it("reads the ids from the content service's feature ideas page", async () => {
    process.env.SERVICES_PORT = new URL(servicesUrl()).port;
    const { loadFeatureIdeaIds } = await import('../../../src/lib/content/feature-ideas-page.ts');
    const ids = await loadFeatureIdeaIds();
    expect(ids).toContain('colour-search');
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids.every((id) => /^[A-Za-z0-9_.:-]{1,100}$/.test(id))).toBe(true);
  });
});
