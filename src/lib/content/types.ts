/**
 * The shapes the content queries select (src/lib/content/*-page.ts). A field the service knows but an entry
 * leaves empty is `null`; a link to an entry that is not published is `null` in `items`.
 */
import type { AutomatedCards } from './automated-cards.ts';

export interface Asset {
  readonly url: string | null;
  readonly contentType: string | null;
  readonly description: string | null;
  readonly title?: string | null;
  readonly width: number | null;
  readonly height: number | null;
}

export interface ImageWithAttribution {
  readonly name: string | null;
  readonly creator: string | null;
  readonly provider: string | null;
  readonly license: string | null;
  readonly url: string | null;
  readonly image: Asset | null;
}

export interface Illustration {
  readonly name: string | null;
  readonly image: Asset | null;
  readonly url: string | null;
}

export interface LinkData {
  readonly url: string | null;
  readonly text: string | null;
}

export interface Collection<T> {
  readonly total?: number;
  readonly items: readonly (T | null)[];
}

export interface CallToAction {
  readonly name: string | null;
  readonly nameEN?: string | null;
  readonly text: string | null;
  /** The English copies of name and text: both the same as the page language's means the entry falls back. */
  readonly textEN?: string | null;
  readonly relatedLink: LinkData | null;
  readonly image: Illustration | null;
}

export type Card =
  | ({ readonly __typename: 'AutomatedEntityCard'; readonly name: string | null; readonly identifier: string | null; readonly description: string | null; readonly slug: string | null; readonly entityImage: string | null } & EnglishCopy)
  | { readonly __typename: 'AutomatedRecordCard'; readonly identifier: string | null; readonly encoding: unknown }
  | ({ readonly __typename: 'CuratedCard'; readonly name: string | null; readonly description: string | null; readonly url: string | null; readonly image: Asset | null } & EnglishCopy);

export interface CardGroupData {
  readonly headline: string | null;
  readonly description?: string | null;
  readonly hasPartCollection: Collection<Card> | null;
  readonly moreButton: LinkData | null;
}

export interface AutomatedCardGroupData {
  readonly name: string | null;
  readonly genre: string | null;
  readonly moreButton: LinkData | null;
  /**
   * The cards the group shows, loaded with its page (`withAutomatedCards` in ./automated-cards.ts, so that a
   * pre-rendered page records what they read); absent from the content service's answer, and for a genre the
   * portal does not know.
   */
  readonly cards?: AutomatedCards | undefined;
}

export interface Slide {
  readonly image: ImageWithAttribution | null;
  readonly text: string | null;
  readonly citation: string | null;
}

/** One part of an article or a browse page, told apart by `__typename`. */
export type Part =
  | { readonly __typename: 'ContentTypeRichText'; readonly headline: string | null; readonly text: string | null }
  | { readonly __typename: 'Embed'; readonly name: string | null; readonly embed: string | null; readonly height: number | null }
  | ({ readonly __typename: 'ImageWithAttribution' } & ImageWithAttribution)
  | { readonly __typename: 'ImageComparison'; readonly name: string | null; readonly hasPartCollection: Collection<ImageWithAttribution> | null }
  | ({ readonly __typename: 'Link' } & LinkData)
  | { readonly __typename: 'ImageTextSlideGroup'; readonly name: string | null; readonly hasPartCollection: Collection<Slide> | null }
  | ({ readonly __typename: 'AutomatedCardGroup' } & AutomatedCardGroupData)
  | ({ readonly __typename: 'CardGroup' } & CardGroupData)
  | ({ readonly __typename: 'PrimaryCallToAction' } & CallToAction);

export interface Category {
  readonly name: string | null;
  readonly identifier: string | null;
}

export interface ContentWarningData {
  readonly name: string | null;
  readonly description: string | null;
}

/** Fields every page query selects in the page language and in English. */
export interface EnglishCopy {
  readonly name: string | null;
  readonly nameEN: string | null;
  readonly description?: string | null;
  readonly descriptionEN?: string | null;
}

/** A story or exhibition as a card (listing, related content). */
export interface EditorialCardData {
  readonly __typename: 'Story' | 'ExhibitionPage';
  readonly sys: { readonly id: string };
  readonly identifier: string | null;
  readonly name: string | null;
  readonly description?: string | null;
  readonly datePublished: string | null;
  readonly primaryImageOfPage: { readonly image: Asset | null } | null;
}

/** Non-null items of a collection. */
export function itemsOf<T>(collection: Collection<T> | null | undefined): T[] {
  return (collection?.items ?? []).filter((item): item is T => item !== null);
}
