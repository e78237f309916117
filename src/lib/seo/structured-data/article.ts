/**
 * The structured data of a story or an exhibition (issue 20, item 2): a schema.org Article with its headline, the
 * page's description and image, its authors and publication date, in the language the page shows it in (English
 * where the entry falls back to it, as the page marks it).
 */
import type { Article, Person, WithContext } from 'schema-dts';

export interface ArticleFacts {
  /** The page's canonical URL. */
  readonly url: string;
  readonly headline: string;
  readonly description: string | undefined;
  /** An absolute URL of the entry's primary image (the social image). */
  readonly image: string | undefined;
  readonly datePublished: string | null | undefined;
  readonly authors: readonly { readonly name: string | null; readonly url?: string | null | undefined }[];
  readonly inLanguage: string;
  /** The portal's name (the publisher). */
  readonly publisher: string;
}

/** The schema.org graph of an editorial article page. */
export function articleStructuredData(facts: ArticleFacts): WithContext<Article> {
  const authors = facts.authors.flatMap((author): Person[] => (author.name ? [{ '@type': 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) }] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': facts.url,
    url: facts.url,
    mainEntityOfPage: facts.url,
    headline: facts.headline.slice(0, 110),
    inLanguage: facts.inLanguage,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.image ? { image: facts.image } : {}),
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...(authors.length > 0 ? { author: authors } : {}),
    publisher: { '@type': 'Organization', name: facts.publisher },
  };
}
