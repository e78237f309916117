import { DATA_HOST } from './model.ts';
import type { SeedEntity } from './model.ts';

/**
 * Organisations written here (seed/SOURCES.md "Written here"), in the shape the Entity API gives an organisation
 * (issue 25): `prefLabel` in the native language and English, `acronym`, `logo` (a Wikimedia Commons FilePath
 * URL; the local services draw a stand-in, services/wikimedia/), `homepage`, `hasAddress` and `country`. Local ids
 * 93xxxxx like the Art Institute of Chicago's (aic.ts): the real ids are not in the samples.
 */
export const IIE_ORGANIZATION_URI = `${DATA_HOST}/organization/9300002`;
/** The data provider of the Greek items of the real search sample, as those items name it. */
export const IIE_DATA_PROVIDER = 'Ινστιτούτο Ιστορικών Ερευνών (ΙΙΕ/ΕΙΕ)';

export const IIE_ORGANIZATION: SeedEntity = {
  uri: IIE_ORGANIZATION_URI,
  type: 'organization',
  json: {
    id: IIE_ORGANIZATION_URI,
    type: 'Organization',
    prefLabel: { el: 'Ινστιτούτο Ιστορικών Ερευνών', en: 'Institute of Historical Research' },
    acronym: { el: ['ΙΙΕ/ΕΙΕ'], en: ['IHR/NHRF'] },
    description: { en: 'Research institute of the National Hellenic Research Foundation in Athens, on the history of Greece and the Greek world.' },
    logo: { id: 'http://commons.wikimedia.org/wiki/Special:FilePath/Institute%20of%20Historical%20Research%20NHRF%20logo.svg', type: 'WebResource' },
    homepage: 'https://www.eie.gr',
    hasAddress: {
      id: `${IIE_ORGANIZATION_URI}#address`,
      type: 'Address',
      streetAddress: 'Vasileos Konstantinou 48',
      postalCode: '116 35',
      locality: 'Athens',
      countryName: 'Greece',
    },
    europeanaRole: [{ en: 'Data Provider' }],
    country: 'GR',
  },
};

/** The organisation an item's data provider names, when the seed has it. */
export function organisationOfDataProvider(names: readonly string[]): SeedEntity | undefined {
  return names.includes(IIE_DATA_PROVIDER) ? IIE_ORGANIZATION : undefined;
}
