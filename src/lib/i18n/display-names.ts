/**
 * Names of countries and languages in the page language, from the Unicode CLDR data built into the runtime
 * (`Intl.DisplayNames`), so they exist in all 25 interface languages without a table of our own. The Search and
 * Record APIs give countries as English names (`COUNTRY` facet, `edmCountry`: "United States of America",
 * "france") and languages as ISO 639 codes (`LANGUAGE` facet, `edmLanguage`: "de", "mul"). Issue 26, item 10:
 * both were shown in English on every page.
 */
import { LRUCache } from 'lru-cache';

/** Europe (UN M49 region 150): the API's name for items of pan-European providers. */
const EUROPE = '150';

/**
 * Country names the APIs use that differ from CLDR's English names (CLDR says "United States", "Czechia",
 * "Vatican City", "Russia", "Türkiye"), as the normalised key of `keyOf`.
 */
const ALIASES: Readonly<Record<string, string>> = {
  'united states of america': 'US',
  'usa': 'US',
  'czech republic': 'CZ',
  'holy see (vatican city state)': 'VA',
  'holy see': 'VA',
  'vatican': 'VA',
  'russian federation': 'RU',
  'macedonia': 'MK',
  'former yugoslav republic of macedonia': 'MK',
  'republic of moldova': 'MD',
  'moldova, republic of': 'MD',
  'turkey': 'TR',
  'slovak republic': 'SK',
  'the netherlands': 'NL',
  'great britain': 'GB',
  'europe': EUROPE,
};

/** Lower case, no accents, "&" as "and", single spaces: "Bosnia & Herzegovina" and "bosnia and herzegovina" meet. */
function keyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim();
}

let regionsByName: ReadonlyMap<string, string> | undefined;

/** Every ISO 3166 region code by the normalised English name CLDR gives it, plus the API's own names. */
function regions(): ReadonlyMap<string, string> {
  if (regionsByName) return regionsByName;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const map = new Map<string, string>();
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = english.of(code);
      if (name !== undefined && !map.has(keyOf(name))) map.set(keyOf(name), code);
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) map.set(alias, code);
  regionsByName = map;
  return map;
}

const displayNames = new Map<string, Intl.DisplayNames>();

function namesFor(locale: string, type: 'region' | 'language'): Intl.DisplayNames | undefined {
  const key = `${locale}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type, fallback: 'none' });
    } catch {
      return undefined;
    }
    displayNames.set(key, names);
  }
  return names;
}

/**
 * The names shown, by page language and the API's value: a search page shows dozens in its facets and cards
 * (normalising a country name and asking ICU took about 1 % of an item render). Bounded: the values come from
 * upstream data.
 */
const countries = new LRUCache<string, string>({ max: 10_000 });
const languages = new LRUCache<string, string>({ max: 10_000 });

/** "Aaa bbb" for a name the API writes in lower case ("france"); others as they are. */
function capitalised(name: string): string {
  return name === name.toLowerCase() ? name.replace(/(^|[\s-])\p{Ll}/gu, (m) => m.toUpperCase()) : name;
}

/**
 * A country the API names in English, in the page language: `countryName('United States of America', 'de')`
 * is "Vereinigte Staaten". A name no region matches is shown as given (capitalised).
 */
export function countryName(name: string, locale: string): string {
  const key = `${locale}\u0000${name}`;
  let shown = countries.get(key);
  if (shown === undefined) {
    const code = regions().get(keyOf(name));
    shown = (code === undefined ? undefined : namesFor(locale, 'region')?.of(code)) ?? capitalised(name);
    countries.set(key, shown);
  }
  return shown;
}

/** A language code in the page language: `languageName('en', 'de')` is "Englisch"; an unknown code as given. */
export function languageName(code: string, locale: string): string {
  const key = `${locale}\u0000${code}`;
  let shown = languages.get(key);
  if (shown === undefined) {
    try {
      shown = namesFor(locale, 'language')?.of(code) ?? code;
    } catch {
      // Not a well-formed language tag (RangeError): the value as the API gave it.
      shown = code;
    }
    languages.set(key, shown);
  }
  return shown;
}
