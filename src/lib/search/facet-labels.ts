/**
 * The words a filter value is shown with, in the page language (issue 26, items 9 and 10): translated fixed
 * values, language and country names (src/lib/i18n/display-names.ts), the names of rights statements
 * (src/lib/edm/rights.ts, as the item page's badge), colour names for the palette's hex codes; other values as
 * the API gives them.
 */
import type { TFunction } from 'i18next';
import { rightsStatement, rightsStatementName } from '../edm/rights.ts';
import { countryName, languageName } from '../i18n/display-names.ts';
import { colourNameKey } from './colour-names.ts';
import { FIXED_VALUES, type FacetName } from './facets.ts';
import { isThemeFacetName, themeFacetValueLabel } from './theme-filters.ts';

/**
 * The label of one facet value: `facetValueLabel('COUNTRY', 'Netherlands', 'de', t)` is "Niederlande". In a
 * collection with facets of its own (`theme`, src/lib/search/theme-filters.ts) without their prefix or suffix:
 * "Object Type: dress" is "dress", a fashion designer "Coco Chanel (Designer)" is "Coco Chanel".
 */
export function facetValueLabel(name: string, value: string, locale: string, t: TFunction, theme?: string): string {
  if (isThemeFacetName(name) || (name === 'CREATOR' && theme !== undefined)) return themeFacetValueLabel(name, value, theme);
  if ((FIXED_VALUES[name as FacetName] ?? []).includes(value)) return t(`facets.${name}.${value}`);
  switch (name) {
    case 'LANGUAGE':
      return languageName(value, locale);
    case 'COUNTRY':
      return countryName(value, locale);
    case 'RIGHTS':
      return rightsStatementName(rightsStatement(value), t);
    case 'COLOURPALETTE': {
      const key = colourNameKey(value);
      return key ? t(key) : value;
    }
    default:
      return value;
  }
}
