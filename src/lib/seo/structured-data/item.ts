/**
 * The structured data of an item page (issue 20, item 2; schema.org through the schema-dts vocabulary): what kind
 * of work it is, its name, creators, date, description, image, licence (the rights statement's URL, which is what
 * schema.org's `license` takes), the institution that provides it and the dataset it is part of, in the page's
 * language with the page's fallback (the values are the item view's: src/lib/edm/item.ts).
 */
import type { CreativeWork, Organization, Person, WithContext } from 'schema-dts';
import type { FieldValue, ItemField } from '../../edm/fields.ts';
import type { ItemView } from '../../edm/item.ts';

/** The schema.org type of a work: by its EDM type, a photograph or a painting where its type of object says so. */
export function workType(view: Pick<ItemView, 'type' | 'allMetadata'>): 'Photograph' | 'Painting' | 'VisualArtwork' | 'Book' | 'AudioObject' | 'VideoObject' | '3DModel' {
  const kinds = (view.allMetadata.find((f) => f.name === 'dcType')?.values ?? []).map((v) => v.text.toLowerCase()).join(' ');
  switch (view.type) {
    case 'TEXT':
      return 'Book';
    case 'SOUND':
      return 'AudioObject';
    case 'VIDEO':
      return 'VideoObject';
    case '3D':
      return '3DModel';
    case 'IMAGE':
      if (kinds.includes('photo')) return 'Photograph';
      if (/painting|gemälde|peinture|schilderij/.test(kinds)) return 'Painting';
      return 'VisualArtwork';
  }
}

const texts = (field: ItemField | undefined): string[] => field?.values.map((v: FieldValue) => v.text) ?? [];

/** A year, year and month, date or date and time in ISO 8601 (what schema.org's Date and DateTime take). */
const ISO_DATE = /^-?\d{4}(?:-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/**
 * The item's first date that schema.org's `dateCreated` can carry (a Date or DateTime: ISO 8601). A provider's own
 * wording ("Date unknown", "c. 1870", "19th century", "1870/1875") is shown on the page, not given to crawlers as a date.
 * @example schemaDate(['c. 1870', '1870']) // '1870'
 */
export function schemaDate(values: readonly string[]): string | undefined {
  return values.map((value) => value.trim()).find((value) => ISO_DATE.test(value));
}

export interface ItemPageFacts {
  /** The item page's canonical URL. */
  readonly url: string;
  /** An absolute URL of its image (the thumbnail service's large size). */
  readonly image: string | undefined;
  /** The page's language (its URL prefix, a BCP 47 tag: `de`). */
  readonly inLanguage: string;
}

/** The schema.org graph of an item page. */
export function itemStructuredData(view: ItemView, page: ItemPageFacts): WithContext<CreativeWork> {
  // The creators Europeana knows as entities (their collection page is their URL); the provider's own wording of
  // them only when none is known (it often names the same person again: "Edgar Degas (French, 1834–1917)").
  const values = view.creator?.values ?? [];
  const linked = values.filter((value) => value.entityHref !== undefined);
  const creators = (linked.length > 0 ? linked : values).map(
    (value): Person => ({ '@type': 'Person', name: value.text, ...(value.entityHref ? { url: new URL(value.entityHref, page.url).href } : {}) }),
  );
  const provider = view.dataProvider?.values[0];
  const holder: Organization | undefined = provider && { '@type': 'Organization', name: provider.text, ...(view.providerUrl ? { url: view.providerUrl } : {}) };
  const dataset = texts(view.allMetadata.find((f) => f.name === 'edmDatasetName'))[0];
  const description = texts(view.description)[0];
  const date = schemaDate(texts(view.date));
  const graph: WithContext<CreativeWork> = {
    '@context': 'https://schema.org',
    '@type': workType(view),
    '@id': page.url,
    url: page.url,
    inLanguage: page.inLanguage,
    ...(view.title ? { name: view.title.text } : {}),
    ...(creators.length > 0 ? { creator: creators } : {}),
    ...(date ? { dateCreated: date } : {}),
    ...(description ? { description: description.slice(0, 5000) } : {}),
    ...(page.image ? { image: page.image, thumbnailUrl: page.image } : {}),
    ...(view.rights ? { license: view.rights.url } : {}),
    ...(holder ? { provider: holder, sourceOrganization: holder } : {}),
    ...(dataset ? { isPartOf: { '@type': 'Dataset', name: dataset } } : {}),
    ...(view.providerUrl ? { sameAs: view.providerUrl } : {}),
  };
  return graph;
}
