/**
 * The structured data of a public or published gallery (issue 20, item 2): a schema.org ItemList of its items in
 * their order (the page's first page of them), with its name, description and item count. A private gallery has
 * none: its page is `noindex` and shares nothing.
 */
import type { ItemList, WithContext } from 'schema-dts';

export interface GalleryFacts {
  /** The page's canonical URL. */
  readonly url: string;
  readonly name: string;
  readonly description: string | undefined;
  readonly total: number;
  /** The items shown, in order: absolute URLs of their item pages. */
  readonly items: readonly { readonly url: string; readonly name: string; readonly image?: string | undefined }[];
}

/** The schema.org graph of a gallery page. */
export function galleryStructuredData(gallery: GalleryFacts): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': gallery.url,
    url: gallery.url,
    name: gallery.name,
    ...(gallery.description ? { description: gallery.description } : {}),
    numberOfItems: gallery.total,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: gallery.items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      name: item.name,
      ...(item.image ? { image: item.image } : {}),
    })),
  };
}
