import { describe, expect, it } from 'vitest';
import { canLike } from '../../../src/lib/sets/likes.ts';
import { depublishes, galleryIdFromSlug, moveSteps, publicationCheck, visibilityLabelKey } from '../../../src/lib/sets/galleries.ts';
import { applyMove } from '../../../src/lib/sets/order.ts';
import { pruneSelection, reviewRecommendation, toggleSelection } from '../../../src/lib/sets/selection.ts';
import { pinnedFirst } from '../../../src/lib/sets/pins.ts';
import { singleFlight } from '../../../src/lib/sets/single-flight.ts';

describe('likes, galleries, selections, recommendations, pins', () => {
  it('allows at most 100 likes', () => {
    expect(canLike(99)).toBe(true);
    expect(canLike(100)).toBe(false);
  });

  it('creates the likes folder once for concurrent first likes', async () => {
    const once = singleFlight<string>();
    let calls = 0;
    const make = () => once('user', async () => { calls += 1; await Promise.resolve(); return 'folder'; });
    expect(await Promise.all([make(), make(), make()])).toEqual(['folder', 'folder', 'folder']);
    expect(calls).toBe(1);
  });

  it('reorders as a delete then an insert at the new position', () => {
    expect(moveSteps('/1/b', 0)).toEqual([{ op: 'delete', id: '/1/b' }, { op: 'insert', id: '/1/b', position: 0 }]);
    expect(applyMove(['a', 'b', 'c', 'd'], 'b', 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(applyMove(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
  });

  it('checks publication rules and visibility labels', () => {
    expect(publicationCheck({ title: 'T', description: 'D', total: 15 }).ok).toBe(true);
    expect(publicationCheck({ title: 'T', description: ' ', total: 20 }).missing).toEqual(['description']);
    expect(publicationCheck({ title: '', description: 'D', total: 14 }).missing).toEqual(['title', 'items']);
    expect(depublishes('published', 'private')).toBe(true);
    expect(depublishes('public', 'private')).toBe(false);
    expect(visibilityLabelKey('public')).toBe('galleries.visibility.public');
    expect(galleryIdFromSlug('123-my-gallery')).toBe('123');
    expect(galleryIdFromSlug('x-123')).toBeUndefined();
  });

  it('prunes selections to items still in the set or recommendations', () => {
    expect([...pruneSelection(new Set(['a', 'b', 'r1', 'gone']), ['a', 'b'], ['r1'])]).toEqual(['a', 'b', 'r1']);
    expect([...toggleSelection(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggleSelection(new Set(['a']), 'b')]).toEqual(['a', 'b']);
  });

  it('replaces a reviewed recommendation with the first returned item, or removes it', () => {
    const recs = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(reviewRecommendation(recs, 'b', [{ id: 'a' }, { id: 'x' }, { id: 'y' }])).toEqual([{ id: 'a' }, { id: 'x' }, { id: 'c' }]);
    expect(reviewRecommendation(recs, 'b', [])).toEqual([{ id: 'a' }, { id: 'c' }]);
  });

  it('puts pinned items first', () => {
    expect(pinnedFirst([{ id: '1' }, { id: '2' }, { id: '3' }], [{ id: '3' }])).toEqual([{ id: '3' }, { id: '1' }, { id: '2' }]);
  });
});
