import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBuildIndex, type BuildIndex } from '../../../src/lib/publication/build-index.ts';

const dirs: string[] = [];
const fresh = (): BuildIndex => {
  const dir = mkdtempSync(join(tmpdir(), 'build-index-'));
  dirs.push(dir);
  const index = openBuildIndex(dir, { create: true });
  if (index === undefined) throw new Error('no index');
  return index;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Everything the publisher asks of an index, for comparing two. */
const contents = (index: BuildIndex, reads: readonly string[]) => ({
  paths: [...index.paths()].sort(),
  readers: Object.fromEntries(reads.map((read) => [read, [...index.pagesReading([read])].sort()])),
  keys: index.readsStartingWith('key:s1:').sort((a, b) => a.path.localeCompare(b.path)),
});

describe('the build dependency index', () => {
  const pages: [string, string[]][] = [
    ['/en/stories', ['list:story', 'key:s1:StoriesMinimal=a', 'key:s2:StoriesMinimal=b', 'entry:s1']],
    ['/de/stories', ['list:story', 'key:s1:StoriesMinimal=a', 'key:s2:StoriesMinimal=b', 'entry:s1']],
    ['/en/stories/one', ['entry:s1', 'entry:asset-1', 'entry:asset-1']],
    ['/en', []],
  ];
  const reads = ['list:story', 'entry:s1', 'entry:asset-1', 'key:s2:StoriesMinimal=b', 'entry:none'];

  it("fills a new index (the build's, in bulk) with the same answers as page by page", () => {
    const bulk = fresh();
    bulk.putAll(pages);
    const oneByOne = fresh();
    for (const [path, r] of pages) oneByOne.put(path, r);
    expect(contents(bulk, reads)).toEqual(contents(oneByOne, reads));
    expect(contents(bulk, reads).readers['entry:s1']).toEqual(['/de/stories', '/en/stories', '/en/stories/one']);
    expect(contents(bulk, reads).paths).toContain('/en');
  });

  it('keeps its by-path index after a bulk fill: a re-rendered page replaces what it read', () => {
    const index = fresh();
    index.putAll(pages);
    index.put('/en/stories/one', ['entry:s2']);
    index.putAll([['/de/stories', ['list:story']]]);
    expect([...index.pagesReading(['entry:s1'])].sort()).toEqual(['/en/stories']);
    expect([...index.pagesReading(['entry:s2'])]).toEqual(['/en/stories/one']);
    index.remove('/en/stories');
    expect(index.pagesReading(['entry:s1']).size).toBe(0);
  });

  it('knows the entries the build read (also those only listings order) and the publications applied since, not what pages read later', () => {
    const index = fresh();
    index.putAll(pages);
    expect(['s1', 's2', 'asset-1'].map((id) => index.isKnownEntry(id))).toEqual([true, true, true]);
    expect(index.isKnownEntry('none')).toBe(false);
    // A page re-rendered for a publication reads an entry published meanwhile: still not known.
    index.put('/en/stories', ['list:story', 'entry:s1', 'entry:s3']);
    expect(index.isKnownEntry('s3')).toBe(false);
    index.setEntryKnown('s3', true);
    index.setEntryKnown('s1', false);
    expect([index.isKnownEntry('s3'), index.isKnownEntry('s1')]).toEqual([true, false]);
  });

  it('learns the known entries from the reads of an index written before it kept them', () => {
    const index = fresh();
    for (const [path, r] of pages) index.put(path, r);
    expect(['s1', 's2', 'asset-1', 'none'].map((id) => index.isKnownEntry(id))).toEqual([true, true, true, false]);
  });
});
