import { z } from 'zod';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import type { FeatureNoticeConfig } from './feature-notice.ts';
import type { NotificationBannerConfig } from './notification-banner.ts';

/**
 * The site-wide settings of src/lib/config.ts: `FEATURE_FEEDBACK`, `NOTIFICATION_BANNER` and
 * `NEW_FEATURE_NOTICE`. Pre-rendered pages read them at build time (changing them needs a
 * rebuild); the feedback endpoint reads `FEATURE_FEEDBACK` at run time.
 */

const localeCode = z.string().refine(isLocaleCode, 'a supported language code');

export const notificationBannerSchema = z.strictObject({
  id: z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, ".", "-" or "_", at most 64 characters'),
  text: z
    .record(localeCode, z.string().trim().min(1).max(500))
    .refine((texts) => DEFAULT_LOCALE in texts, `needs a text in ${DEFAULT_LOCALE}`)
    .transform((texts) => texts as Partial<Record<LocaleCode, string>>),
}) satisfies z.ZodType<NotificationBannerConfig>;

export const featureNoticeSchema = z.strictObject({
  name: z.string().min(1),
  expires: z.iso.date().or(z.iso.datetime({ offset: true })),
  languages: z.array(localeCode).optional(),
}) satisfies z.ZodType<FeatureNoticeConfig>;

/** The footer's technical-partner logos: `[{ "name", "url", "logo" }]`, logos served by the portal or over HTTPS. */
export const technicalPartnersSchema = z
  .array(
    z.strictObject({
      name: z.string().trim().min(1).max(100),
      url: z.url({ protocol: /^https?$/ }),
      logo: z.string().regex(/^(\/[\w./-]+\.(svg|png|webp)|https:\/\/\S+)$/, 'a path under public/ or an https URL'),
    }),
  )
  .max(12);
export type TechnicalPartner = z.infer<typeof technicalPartnersSchema>[number];

/** A JSON environment value, parsed; text that is not JSON stays text, so the schema reports it. */
export function jsonValue(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
