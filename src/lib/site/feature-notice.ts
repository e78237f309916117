import type { LocaleCode } from '../i18n/locales.ts';

/**
 * The new-feature notice (spec section 4): shown only when the named feature is known, not
 * expired and matches the configured languages. Configured with `NEW_FEATURE_NOTICE`, e.g.
 * `{"name":"galleries","expires":"2026-12-31","languages":["en","de"]}`.
 */

/** Features the portal can announce: each has a message `featureNotice.<name>` and a page. */
export const KNOWN_FEATURES = {
  galleries: { path: '/galleries' },
  stories: { path: '/stories' },
  themes: { path: '/themes' },
  featureIdeas: { path: '/feature-ideas' },
} as const satisfies Record<string, { path: string }>;

export type KnownFeature = keyof typeof KNOWN_FEATURES;

/** `NEW_FEATURE_NOTICE`, as parsed by src/lib/site/site-config.ts. No zod here: the browser imports this module. */
export interface FeatureNoticeConfig {
  readonly name: string;
  /** ISO date or date-time; the notice is gone from that moment. */
  readonly expires: string;
  /** Interface languages that show it; absent or empty means all. */
  readonly languages?: readonly string[] | undefined;
}

export interface FeatureNotice {
  readonly name: KnownFeature;
  readonly path: string;
  /** The expiry in ms since the epoch, for the client to hide a notice that expired after the build. */
  readonly expiresAt: number;
}

function isKnownFeature(name: string): name is KnownFeature {
  return Object.hasOwn(KNOWN_FEATURES, name);
}

/**
 * The notice to show in `locale` at `now`, or `undefined`.
 *
 * @example featureNoticeFor({ name: 'galleries', expires: '2099-01-01' }, 'en', Date.now())?.path // '/galleries'
 */
export function featureNoticeFor(
  notice: FeatureNoticeConfig | undefined,
  locale: LocaleCode,
  now: number,
): FeatureNotice | undefined {
  if (!notice || !isKnownFeature(notice.name)) return undefined;
  const expiresAt = Date.parse(notice.expires);
  if (Number.isNaN(expiresAt) || !isStillValid(expiresAt, now)) return undefined;
  if (notice.languages && notice.languages.length > 0 && !notice.languages.includes(locale)) return undefined;
  return { name: notice.name, path: KNOWN_FEATURES[notice.name].path, expiresAt };
}

/** Whether a notice with this expiry still shows at `now` (also used in the browser). */
export function isStillValid(expiresAt: number, now: number): boolean {
  return now < expiresAt;
}
