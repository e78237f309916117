/**
 * What an organisation's page tells of it (issue 25; portal.js `EntityHeader.vue`, `EntityInformationModal.vue`,
 * `utils/europeana/entities/organizations.js`): its logo, its name in its own language with the English name
 * beside it, and under "Learn more" its acronym, country, city and website.
 */
import { z } from 'zod';
import type { Entity } from '../apis/entity.ts';
import { langMapValue, type LangMap } from './langmap.ts';
import { countryName } from '../i18n/display-names.ts';
import { otherLanguage } from '../i18n/locales.ts';
import { wikimediaThumbnailUrl } from './wikimedia.ts';

/** Width of the logo europeana.eu draws in the entity header. */
export const LOGO_WIDTH = 120;

export interface LocalText {
  readonly text: string;
  /** The text's language when it is not the page's. */
  readonly lang: string | undefined;
}

export interface OrganisationView {
  /** The name in the organisation's own language: the page's title. */
  readonly nativeName: LocalText | undefined;
  /** The English name, when the native one is in another language and differs from it. */
  readonly englishName: LocalText | undefined;
  readonly acronym: LocalText | undefined;
  readonly country: string | undefined;
  readonly city: string | undefined;
  /** An http(s) URL only. */
  readonly homepage: string | undefined;
  readonly logo: string | undefined;
}

const countrySchema = z.looseObject({ prefLabel: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional() });

const addressSchema = z.looseObject({ countryName: z.string().optional() });

/**
 * An organisation's country in the visitor's language: the Entity API gives a place with labels, or an ISO code
 * (named with the browser-independent `Intl.DisplayNames`), or only the address's country name.
 */
export function entityCountry(entity: Entity, locale: string): string | undefined {
  const { country, hasAddress } = entity as Record<string, unknown>;
  if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) {
    try {
      return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(country);
    } catch {
      return country;
    }
  }
  const place = countrySchema.safeParse(country);
  if (place.success && place.data.prefLabel) {
    const map = Object.fromEntries(Object.entries(place.data.prefLabel).map(([lang, value]) => [lang, typeof value === 'string' ? [value] : value]));
    const found = langMapValue(map, locale);
    const label = found?.values[0];
    // A label in another language (most often English only) is named in the page's language where ICU knows it.
    if (found && label) return otherLanguage(found.lang, locale) === undefined ? label : countryName(label, locale);
  }
  const address = addressSchema.safeParse(hasAddress);
  return address.success && address.data.countryName ? countryName(address.data.countryName, locale) : undefined;
}

function localText(map: LangMap | undefined, locale: string): LocalText | undefined {
  const value = langMapValue(map, locale);
  const text = value?.values[0];
  return text === undefined ? undefined : { text, lang: otherLanguage(value?.lang, locale) };
}

function first(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/**
 * The organisation's details for the page in `locale`; `undefined` for any other kind of entity. The native name
 * is the first name not in English (europeana.eu's rule: an organisation's labels are its own language's and
 * English), else the English one.
 */
export function organisationView(entity: Entity, locale: string, logoHost: string): OrganisationView | undefined {
  if (entity.type !== 'Organization' && entity.type !== 'Aggregator') return undefined;
  const labels = entity.prefLabel ?? {};
  const nativeLang = Object.keys(labels).find((lang) => lang !== 'en' && first(labels[lang]) !== undefined) ?? 'en';
  const nativeText = first(labels[nativeLang]);
  const englishText = first(labels.en);
  const nativeName = nativeText === undefined ? undefined : { text: nativeText, lang: nativeLang === locale ? undefined : nativeLang };
  const englishName = nativeLang !== 'en' && englishText !== undefined && englishText !== nativeText ? { text: englishText, lang: locale === 'en' ? undefined : 'en' } : undefined;
  const homepage = entity.homepage !== undefined && /^https?:\/\/[^\s]+$/.test(entity.homepage) ? entity.homepage : undefined;
  return {
    nativeName,
    englishName,
    acronym: localText(entity.acronym, locale),
    country: entityCountry(entity, locale),
    city: entity.hasAddress?.locality,
    homepage,
    logo: entity.logo ? wikimediaThumbnailUrl(entity.logo.id, LOGO_WIDTH, logoHost) : undefined,
  };
}
