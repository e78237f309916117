/**
 * The item page's data provider badge (src/lib/item/data-provider.ts; portal.js ItemDataProvider): an organisation
 * the Record API names by its URI becomes a badge with its logo, linked to its page, and leaves the related
 * collections; a provider named by text stays text.
 */
import { describe, expect, it } from 'vitest';
import { entitySchema } from '../../../src/lib/apis/entity.ts';
import { itemView } from '../../../src/lib/edm/item.ts';
import { dataProviderUri, providerBadge } from '../../../src/lib/item/data-provider.ts';
import { painting } from '../edm/fixtures.ts';

const AIC = 'http://data.europeana.eu/organization/9300001';
const UPLOAD = 'https://upload.example.org';
const aggregation = (edmDataProvider: Record<string, string[]>) => [{ about: '/aggregation/provider/2000001/aic_80604', edmDataProvider, edmRights: { def: ['http://creativecommons.org/publicdomain/zero/1.0/'] } }];
const linked = painting({
  aggregations: aggregation({ def: [AIC] }),
  organizations: [{ about: AIC, prefLabel: { en: ['Art Institute of Chicago'], de: ['Art Institute of Chicago (Chicago)'] } }],
});
const organisation = entitySchema.parse({
  id: AIC,
  type: 'Organization',
  prefLabel: { en: 'Art Institute of Chicago' },
  logo: { id: 'http://commons.wikimedia.org/wiki/Special:FilePath/Art%20Institute%20of%20Chicago%20logo.svg', type: 'WebResource' },
  isShownBy: { id: 'https://www.artic.edu/iiif/2/a/full/843,/0/default.jpg', type: 'WebResource', thumbnail: 'https://api.europeana.eu/thumbnail/v2/url.json?uri=x&type=IMAGE' },
});

describe('the data provider badge', () => {
  it('is the organisation the record names by its URI: its name in the page language, its page, its logo', () => {
    expect(dataProviderUri(linked)).toBe(AIC);
    const view = itemView(linked, { locale: 'de' });
    const badge = providerBadge(view.dataProvider, dataProviderUri(linked), organisation, UPLOAD);
    expect(badge).toEqual({
      href: '/de/collections/organisation/9300001-art-institute-of-chicago-chicago',
      label: 'Art Institute of Chicago (Chicago)',
      lang: 'de',
      uri: AIC,
      image: expect.stringMatching(/^https:\/\/upload\.example\.org\/wikipedia\/commons\/thumb\/.+Art_Institute_of_Chicago_logo\.svg\.png$/) as unknown,
    });
  });

  it('shows the organisation\'s picture when it has no logo', () => {
    const view = itemView(linked, { locale: 'en' });
    const withoutLogo = entitySchema.parse({ ...organisation, logo: undefined });
    expect(providerBadge(view.dataProvider, AIC, withoutLogo, UPLOAD)?.image).toMatch(/\/thumbnail\/v3\/200\//);
  });

  it('is shown without a logo when the Entity API did not answer, or answered for another organisation', () => {
    const view = itemView(linked, { locale: 'en' });
    expect(providerBadge(view.dataProvider, AIC, undefined, UPLOAD)?.image).toBeUndefined();
    const other = entitySchema.parse({ ...organisation, id: 'http://data.europeana.eu/organization/1' });
    expect(providerBadge(view.dataProvider, AIC, other, UPLOAD)).toMatchObject({ label: 'Art Institute of Chicago', image: undefined });
  });

  it('is none for a provider named by text, or by a URI that is not an organisation', () => {
    const text = painting();
    expect(dataProviderUri(text)).toBeUndefined();
    expect(providerBadge(itemView(text, { locale: 'en' }).dataProvider, undefined, organisation, UPLOAD)).toBeUndefined();
    const agent = painting({ aggregations: aggregation({ def: ['http://data.europeana.eu/agent/91257422'] }) });
    expect(dataProviderUri(agent)).toBeUndefined();
    // An organisation URI the record does not label: no page to link to.
    const unlabelled = painting({ aggregations: aggregation({ def: [AIC] }) });
    expect(providerBadge(itemView(unlabelled, { locale: 'en' }).dataProvider, dataProviderUri(unlabelled), organisation, UPLOAD)).toBeUndefined();
  });
});
