import { describe, expect, it } from 'vitest';
import { ACTIVITY_INTERVAL_MS, SESSION_TIMEOUT_MS } from '../../../src/lib/constants.ts';
import {
  ACTIVITY_EVENTS,
  currentSession,
  isExpired,
  markActivity,
  parseSession,
  shouldMarkActivity,
} from '../../../src/lib/site/browsing-session.ts';

const T0 = Date.UTC(2026, 4, 1, 12);
const stored = { id: 'a', startedAt: T0, lastActivityAt: T0 };

describe('browsing session', () => {
  it('starts a new session when none is stored', () => {
    expect(currentSession(undefined, T0, 'new')).toEqual({ session: { id: 'new', startedAt: T0, lastActivityAt: T0 }, isNew: true });
  });

  it('continues the stored session up to 30 minutes after the last activity', () => {
    expect(SESSION_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(currentSession(stored, T0 + SESSION_TIMEOUT_MS, 'new')).toEqual({ session: stored, isNew: false });
  });

  it('starts a new session when the stored one is older than 30 minutes', () => {
    const later = T0 + SESSION_TIMEOUT_MS + 1;
    expect(isExpired(stored, later)).toBe(true);
    expect(currentSession(stored, later, 'new')).toEqual({ session: { id: 'new', startedAt: later, lastActivityAt: later }, isNew: true });
  });

  it('measures the age from the last activity, not the start', () => {
    const active = markActivity(stored, T0 + SESSION_TIMEOUT_MS);
    expect(currentSession(active, T0 + SESSION_TIMEOUT_MS + 10 * 60 * 1000, 'new').isNew).toBe(false);
  });

  it('starts afresh when the stored session claims to be from the future (clock changed)', () => {
    expect(currentSession(stored, T0 - 1000, 'new').isNew).toBe(true);
  });

  it('reads only well-formed stored records', () => {
    expect(parseSession(JSON.stringify(stored))).toEqual(stored);
    for (const raw of [null, '', '{', '[]', 'null', '{"id":"","startedAt":1,"lastActivityAt":1}', '{"id":"a","startedAt":"1","lastActivityAt":1}']) {
      expect(parseSession(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('activity throttle', () => {
  it('listens to drag, keydown, mousedown, mousemove, scroll, touchstart and wheel', () => {
    expect([...ACTIVITY_EVENTS]).toEqual(['drag', 'keydown', 'mousedown', 'mousemove', 'scroll', 'touchstart', 'wheel']);
  });

  it('marks activity at most once per 60 seconds', () => {
    expect(ACTIVITY_INTERVAL_MS).toBe(60_000);
    expect(shouldMarkActivity(stored, T0)).toBe(false);
    expect(shouldMarkActivity(stored, T0 + ACTIVITY_INTERVAL_MS - 1)).toBe(false);
    expect(shouldMarkActivity(stored, T0 + ACTIVITY_INTERVAL_MS)).toBe(true);
  });

  it('moves the last activity on when marking', () => {
    const marked = markActivity(stored, T0 + ACTIVITY_INTERVAL_MS);
    expect(marked).toEqual({ ...stored, lastActivityAt: T0 + ACTIVITY_INTERVAL_MS });
    expect(shouldMarkActivity(marked, T0 + ACTIVITY_INTERVAL_MS + 1)).toBe(false);
  });

  it('marks again when the clock went backwards', () => {
    expect(shouldMarkActivity(stored, T0 - 1)).toBe(true);
  });
});
