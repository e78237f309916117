import { badRequest } from '../http/errors.ts';

/** Profiles the Search API accepts (combinable). `translate` switches on multilingual matching. */
export const SEARCH_PROFILES = ['minimal', 'standard', 'rich', 'facets', 'params', 'breadcrumbs', 'portal', 'hits', 'translate'] as const;
export type SearchProfile = (typeof SEARCH_PROFILES)[number];

const MINIMAL_FIELDS = [
  'id', 'link', 'guid', 'edmPreview', 'edmIsShownBy', 'edmIsShownAt', 'title', 'dcTitleLangAware', 'dcDescription',
  'dcDescriptionLangAware', 'dcCreator', 'dcCreatorLangAware', 'edmPlaceLatitude', 'edmPlaceLongitude', 'type', 'year',
  'provider', 'dataProvider', 'rights', 'europeanaCompleteness', 'score',
];

const STANDARD_FIELDS = [
  ...MINIMAL_FIELDS, 'previewNoDistribute', 'edmConcept', 'edmConceptLabel', 'edmConceptPrefLabelLangAware', 'edmTimespanLabel',
  'edmTimespanLabelLangAware', 'ugc', 'completeness', 'country', 'europeanaCollectionName', 'edmDatasetName', 'edmPlaceLabel',
  'edmPlaceLabelLangAware', 'edmPlaceAltLabel', 'edmPlaceAltLabelLangAware', 'dcLanguage', 'dcLanguageLangAware', 'dctermsIsPartOf',
  'timestamp', 'timestamp_created', 'timestamp_created_epoch', 'timestamp_update', 'timestamp_update_epoch', 'language',
];

export function parseProfiles(tokens: readonly string[]): Set<SearchProfile> {
  const profiles = new Set<SearchProfile>();
  for (const token of tokens) {
    const profile = SEARCH_PROFILES.find((name) => name === token);
    if (profile === undefined) throw badRequest(`Invalid profile '${token}': use one of ${SEARCH_PROFILES.join(', ')}`);
    profiles.add(profile);
  }
  return profiles;
}

/** Keeps the fields of the richest item profile asked for (standard when none). */
export function projectItem(item: Record<string, unknown>, profiles: ReadonlySet<SearchProfile>): Record<string, unknown> {
  if (profiles.has('rich') || profiles.has('portal')) return item;
  const fields = profiles.has('standard') || !profiles.has('minimal') ? STANDARD_FIELDS : MINIMAL_FIELDS;
  const out: Record<string, unknown> = {};
  for (const field of fields) if (item[field] !== undefined) out[field] = item[field];
  return out;
}
