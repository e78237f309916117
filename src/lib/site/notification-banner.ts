import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales.ts';

/**
 * The notification banner (spec section 1), configured with `NOTIFICATION_BANNER`, e.g.
 * `{"id":"maintenance-2026-05","text":{"en":"…","de":"…"}}`. The text is shown in the page
 * language, else in English; the visitor can dismiss it, and that is remembered per `id`.
 */

/** `NOTIFICATION_BANNER`, as parsed by src/lib/site/site-config.ts. */
export interface NotificationBannerConfig {
  /** Changing the id shows the banner again to visitors who dismissed an earlier one. */
  readonly id: string;
  readonly text: Readonly<Partial<Record<LocaleCode, string>>>;
}

export interface NotificationBanner {
  readonly id: string;
  readonly text: string;
  /** The language of `text`, which differs from the page's when it falls back to English. */
  readonly lang: LocaleCode;
}

/** The banner for a page in `locale`, or `undefined` when none is configured. */
export function notificationBannerFor(
  banner: NotificationBannerConfig | undefined,
  locale: LocaleCode,
): NotificationBanner | undefined {
  if (!banner) return undefined;
  const own = banner.text[locale];
  if (own !== undefined) return { id: banner.id, text: own, lang: locale };
  const fallback = banner.text[DEFAULT_LOCALE];
  return fallback === undefined ? undefined : { id: banner.id, text: fallback, lang: DEFAULT_LOCALE };
}

/** The local-storage key that remembers a dismissed notice (banner or feature notice). */
export function dismissedKey(kind: 'banner' | 'feature' | 'fulltext-moved', id: string): string {
  return `portal.dismissed.${kind}.${id}`;
}
