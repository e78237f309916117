import { describe, expect, it } from 'vitest';
import { featureNoticeFor, isStillValid, KNOWN_FEATURES } from '../../../src/lib/site/feature-notice.ts';
import { featureNoticeSchema } from '../../../src/lib/site/site-config.ts';

const NOW = Date.UTC(2026, 4, 1);

describe('new-feature notice', () => {
  it('shows a known feature that has not expired, with its page', () => {
    expect(featureNoticeFor({ name: 'galleries', expires: '2026-06-01' }, 'en', NOW)).toEqual({
      name: 'galleries',
      path: KNOWN_FEATURES.galleries.path,
      expiresAt: Date.UTC(2026, 5, 1),
    });
  });

  it('shows nothing for a feature the portal does not know', () => {
    expect(featureNoticeFor({ name: 'teleportation', expires: '2099-01-01' }, 'en', NOW)).toBeUndefined();
    expect(featureNoticeFor({ name: 'toString', expires: '2099-01-01' }, 'en', NOW)).toBeUndefined();
  });

  it('shows nothing once expired, from the expiry moment on', () => {
    expect(featureNoticeFor({ name: 'galleries', expires: '2026-05-01' }, 'en', NOW)).toBeUndefined();
    expect(featureNoticeFor({ name: 'galleries', expires: '2026-05-01T00:00:01Z' }, 'en', NOW)).toBeDefined();
    expect(isStillValid(NOW, NOW)).toBe(false);
    expect(isStillValid(NOW + 1, NOW)).toBe(true);
  });

  it('shows only in the configured languages; none or an empty list means every language', () => {
    const notice = { name: 'stories', expires: '2099-01-01', languages: ['de', 'fr'] };
    expect(featureNoticeFor(notice, 'de', NOW)).toBeDefined();
    expect(featureNoticeFor(notice, 'en', NOW)).toBeUndefined();
    expect(featureNoticeFor({ ...notice, languages: [] }, 'en', NOW)).toBeDefined();
    expect(featureNoticeFor({ name: 'stories', expires: '2099-01-01' }, 'ga', NOW)).toBeDefined();
  });

  it('shows nothing when none is configured', () => {
    expect(featureNoticeFor(undefined, 'en', NOW)).toBeUndefined();
  });

  it('refuses configuration with an invalid date or language', () => {
    expect(featureNoticeSchema.safeParse({ name: 'galleries', expires: 'soon' }).success).toBe(false);
    expect(featureNoticeSchema.safeParse({ name: 'galleries', expires: '2026-01-01', languages: ['xx'] }).success).toBe(false);
    expect(featureNoticeSchema.safeParse({ name: 'galleries', expires: '2026-01-01T10:00:00+02:00' }).success).toBe(true);
  });
});
