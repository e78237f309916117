import type { ErrorCode } from './catalogue.ts';

/** The error illustrations of spec section 2 "Layouts", by name. */
export const ILLUSTRATIONS = [
  'gallery-unauthorised',
  'item-not-found',
  'no-feature-ideas',
  'page-not-found',
  'search-results-not-found',
] as const;
export type Illustration = (typeof ILLUSTRATIONS)[number];

const BY_CODE: Partial<Record<ErrorCode, Illustration>> = {
  galleryUnauthorised: 'gallery-unauthorised',
  itemNotFound: 'item-not-found',
  pageNotFound: 'page-not-found',
  genericNotFound: 'page-not-found',
  searchResultsNotFound: 'search-results-not-found',
  searchQueryInvalid: 'search-results-not-found',
};

/** The illustration shown with an error, if it has one. */
export function illustrationFor(code: ErrorCode): Illustration | undefined {
  return BY_CODE[code];
}

/** Message key of an illustration's alternative text, e.g. `illustration.itemNotFound`. */
export function illustrationAltKey(name: Illustration): string {
  return `illustration.${name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}

/** What an error view shows (the Error layout and error sections inside pages). */
export interface ErrorViewProps {
  illustration?: Illustration | undefined;
  title: string;
  /** Heading level of the title; h1 unless the error is shown inside another page. */
  titleTag?: 'h1' | 'h2' | 'h3' | undefined;
  description?: string | undefined;
  message?: string | undefined;
}
