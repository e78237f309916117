import type { TFunction } from 'i18next';
import { FIXED_VALUES, type FacetName } from './facets.ts';

/** Short names of the rights statements and licences the portal meets. */
const RIGHTS_NAMES: readonly [RegExp, string][] = [
  [/publicdomain\/mark/, 'Public Domain Mark'],
  [/publicdomain\/zero/, 'CC0'],
  [/licenses\/by-nc-sa\//, 'CC BY-NC-SA'],
  [/licenses\/by-nc-nd\//, 'CC BY-NC-ND'],
  [/licenses\/by-nc\//, 'CC BY-NC'],
  [/licenses\/by-nd\//, 'CC BY-ND'],
  [/licenses\/by-sa\//, 'CC BY-SA'],
  [/licenses\/by\//, 'CC BY'],
  [/rightsstatements\.org\/vocab\/InC-EDU/, 'In Copyright – Educational Use Permitted'],
  [/rightsstatements\.org\/vocab\/InC-OW-EU/, 'In Copyright – EU Orphan Work'],
  [/rightsstatements\.org\/vocab\/InC/, 'In Copyright'],
  [/rightsstatements\.org\/vocab\/NoC-NC/, 'No Copyright – Non-Commercial Use Only'],
  [/rightsstatements\.org\/vocab\/NoC-OKLR/, 'No Copyright – Other Known Legal Restrictions'],
  [/rightsstatements\.org\/vocab\/CNE/, 'Copyright Not Evaluated'],
];

/** The name of a rights statement URL, e.g. `CC0`; the URL itself when unknown. */
export function rightsName(url: string): string {
  return RIGHTS_NAMES.find(([pattern]) => pattern.test(url))?.[1] ?? url;
}

/**
 * The label a facet value is shown with, in the page language: translated fixed values,
 * language names, capitalised countries, rights names; other values as they come.
 */
export function facetValueLabel(name: string, value: string, locale: string, t: TFunction): string {
  if ((FIXED_VALUES[name as FacetName] ?? []).includes(value)) return t(`facets.${name}.${value}`);
  switch (name) {
    case 'LANGUAGE':
      try {
        return new Intl.DisplayNames([locale], { type: 'language' }).of(value) ?? value;
      } catch {
        return value;
      }
    case 'COUNTRY':
      // The API writes some countries in lower case ("france"); others are already capitalised.
      return value === value.toLowerCase() ? value.replace(/(^|[\s-])\p{Ll}/gu, (m) => m.toUpperCase()) : value;
    case 'RIGHTS':
      return rightsName(value);
    default:
      return value;
  }
}
