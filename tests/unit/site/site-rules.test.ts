import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_PX, DESKTOP_MIN_WIDTH_PX, HEADER_HIDE_OFFSET_PX, HEADER_SHOW_DELTA_PX } from '../../../src/lib/constants.ts';
import { readConfig } from '../../../src/lib/config.ts';
import { isChunkLoadError, shouldReloadForChunkError } from '../../../src/lib/site/chunk-reload.ts';
import { debugApiKey, withApiKey } from '../../../src/lib/site/debug-requests.ts';
import { feedbackTextProblem, FEEDBACK_TEXT_MAX, showsFeedbackWidget } from '../../../src/lib/site/feedback.ts';
import { HEADER_INITIAL, nextHeaderState, type HeaderState } from '../../../src/lib/site/header-visibility.ts';
import { dismissedKey, notificationBannerFor } from '../../../src/lib/site/notification-banner.ts';
import { opensErrorModal } from '../../../src/islands/site/events.ts';

describe('header visibility', () => {
  const scroll = (ys: number[], width: number): HeaderState => ys.reduce((s, y) => nextHeaderState(s, y, width), HEADER_INITIAL);

  it('uses the numbers of spec section 9', () => {
    expect([HEADER_HIDE_OFFSET_PX, HEADER_SHOW_DELTA_PX, DESKTOP_MIN_WIDTH_PX]).toEqual([150, 5, 992]);
    expect(BREAKPOINTS_PX).toContain(DESKTOP_MIN_WIDTH_PX);
  });

  it('hides when scrolling down past 150 px on viewports 992 px wide or more', () => {
    expect(scroll([100, 150], 992).hidden).toBe(false);
    expect(scroll([100, 151], 992).hidden).toBe(true);
    expect(scroll([400], 1200).hidden).toBe(true);
  });

  it('never hides below 992 px', () => {
    expect(scroll([100, 400, 800], 991).hidden).toBe(false);
    expect(scroll([100, 400], 768).hidden).toBe(false);
  });

  it('reappears on scrolling up by more than 5 px, not 5 px or less', () => {
    expect(scroll([400, 395], 1200).hidden).toBe(true);
    expect(scroll([400, 394], 1200).hidden).toBe(false);
    // Small steps up add up from the lowest point.
    expect(scroll([400, 397, 394], 1200).hidden).toBe(false);
  });

  it('reappears at the top and hides again on the next way down', () => {
    expect(scroll([400, 0], 1200).hidden).toBe(false);
    expect(scroll([400, 0, 300], 1200).hidden).toBe(true);
  });

  it('shows when the viewport narrows below 992 px', () => {
    const hidden = scroll([400], 1200);
    expect(nextHeaderState(hidden, 400, 800).hidden).toBe(false);
  });
});

describe('chunk-load failure', () => {
  it('reloads at most once a minute', () => {
    expect(shouldReloadForChunkError(undefined, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_059_999)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_060_000)).toBe(true);
    expect(shouldReloadForChunkError(Number.NaN, 1)).toBe(true);
  });

  it('recognises failed dynamic imports in Chromium, Firefox and Safari only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('debug panel', () => {
  it('reads the apiKey of the debug settings', () => {
    expect(debugApiKey('{"apiKey":" mykey "}')).toBe('mykey');
    for (const raw of [null, '', 'x', '{"apiKey":""}', '{"apiKey":5}', 'null']) expect(debugApiKey(raw), String(raw)).toBeUndefined();
  });

  it('adds the key to recorded http(s) URLs only', () => {
    expect(withApiKey('http://127.0.0.1:4400/record/v2/search.json?query=a', 'k')).toBe('http://127.0.0.1:4400/record/v2/search.json?query=a&wskey=k');
    expect(withApiKey('javascript:alert(1)', 'k')).toBeUndefined();
    expect(withApiKey('not a url', 'k')).toBeUndefined();
  });
});

describe('feedback widget', () => {
  it('renders only while the feature flag is on', () => {
    expect(showsFeedbackWidget({ feedback: true })).toBe(true);
    expect(showsFeedbackWidget({ feedback: false })).toBe(false);
    expect(readConfig({}).site.feedback).toBe(false);
    expect(readConfig({ FEATURE_FEEDBACK: 'true' }).site.feedback).toBe(true);
  });

  it('validates the length of the text', () => {
    expect(feedbackTextProblem('   ')).toBe('empty');
    expect(feedbackTextProblem(' ok ')).toBeUndefined();
    expect(feedbackTextProblem('x'.repeat(FEEDBACK_TEXT_MAX))).toBeUndefined();
    expect(feedbackTextProblem('x'.repeat(FEEDBACK_TEXT_MAX + 1))).toBe('tooLong');
  });
});

describe('notification banner', () => {
  const banner = { id: 'b1', text: { en: 'Maintenance tonight', de: 'Wartung heute Nacht' } };

  it('shows the text in the page language, else in English', () => {
    expect(notificationBannerFor(banner, 'de')).toEqual({ id: 'b1', text: 'Wartung heute Nacht', lang: 'de' });
    expect(notificationBannerFor(banner, 'fr')).toEqual({ id: 'b1', text: 'Maintenance tonight', lang: 'en' });
    expect(notificationBannerFor(undefined, 'en')).toBeUndefined();
  });

  it('remembers a dismissal per banner id', () => {
    expect(dismissedKey('banner', 'b1')).not.toBe(dismissedKey('banner', 'b2'));
  });

  it('is configured as JSON with an English text; anything else stops the portal with a hint', () => {
    expect(readConfig({ NOTIFICATION_BANNER: JSON.stringify(banner) }).site.notificationBanner).toEqual(banner);
    expect(() => readConfig({ NOTIFICATION_BANNER: '{not json' })).toThrow(/site\.notificationBanner.*README/);
    expect(() => readConfig({ NOTIFICATION_BANNER: '{"id":"b","text":{"de":"x"}}' })).toThrow(/needs a text in en/);
    expect(() => readConfig({ NEW_FEATURE_NOTICE: '{"name":"galleries"}' })).toThrow(/newFeatureNotice/);
  });
});

describe('errors shown to the visitor', () => {
  it('opens the modal for titled errors that are not page-fetch errors, else the generic notice', () => {
    expect(opensErrorModal({ message: 'x', title: 'T', description: 'D' })).toBe(true);
    expect(opensErrorModal({ message: 'x', title: 'T', description: 'D', pageFetch: true })).toBe(false);
    expect(opensErrorModal({ message: 'x' })).toBe(false);
  });
});
