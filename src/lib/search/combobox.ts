import type { TFunction } from 'i18next';

/**
 * The attributes of a text input that is an entity-suggest combobox (ARIA 1.2 combobox pattern: the input owns a
 * listbox of suggestions, which `<entity-suggest>` fills, opens and closes, src/islands/search/entity-suggest-element.ts):
 * rendered closed, so that without JavaScript it reads as a plain text input with nothing popped up. The browser's
 * own autocomplete is off, since it would cover the suggestions.
 */
export interface ComboboxAttributes {
  readonly role: 'combobox';
  readonly 'aria-autocomplete': 'list';
  readonly 'aria-expanded': 'false';
  readonly 'aria-controls': string;
  readonly autocomplete: 'off';
}

/**
 * The combobox attributes of an input whose suggestions are the listbox `listId`.
 * @example <input {...comboboxAttributes('search-query-suggestions')} />
 */
export function comboboxAttributes(listId: string): ComboboxAttributes {
  return { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': listId, autocomplete: 'off' };
}

/** The `data-*` attributes that give `<entity-suggest>` the labels of its search options, in the page's language. */
export interface SearchOptionAttributes {
  readonly 'data-search-for': string;
  /** The heading of the quick searches shown while the box is empty (not within an entity). */
  readonly 'data-quick-search'?: string;
  readonly 'data-in-collection'?: string;
  readonly 'data-entire-collection'?: string;
  readonly 'data-search-action'?: string;
}

/**
 * The labels of a search box's options (europeana.eu's SearchQueryOptions.vue): "Search for {{query}}" and, while the
 * box is empty, the quick searches' heading (SearchThemeBadges.vue); or for a box that searches within an entity
 * (`scope`, its name) "… in {name}" and "… in our entire collection", the latter run at `/{locale}/search`.
 * `{{query}}` stays in each label for the element to put the words typed in.
 * @example searchOptionAttributes(t, 'en')['data-search-for'] // 'Search for {{query}}'
 */
export function searchOptionAttributes(t: TFunction, locale: string, scope?: string): SearchOptionAttributes {
  const searchFor = t('search.option.searchFor');
  if (scope === undefined) return { 'data-search-for': searchFor, 'data-quick-search': t('search.quickSearch') };
  return {
    'data-search-for': searchFor,
    'data-in-collection': t('search.option.inCollection', { collection: scope, query: '{{query}}' }),
    'data-entire-collection': t('search.option.entireCollection'),
    'data-search-action': `/${locale}/search`,
  };
}

/** An entity suggestion as `/_api/entity-suggest` answers it: its URI, name, type (slug and name in the language) and page. */
export interface EntitySuggestion {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly typeLabel: string;
  readonly href: string;
}

/** A theme as `/_api/quick-search` answers it: its name in the language, the search within it and its picture. */
export interface QuickSearch {
  readonly name: string;
  readonly href: string;
  readonly image: string | undefined;
}

/** Where a search option's label puts the words typed. */
export const QUERY_SLOT = '{{query}}';

/** The words typed without the quotes of a phrase, as a suggestion's label is matched against them. */
export function typedWords(text: string): string {
  return text.trim().replace(/^"|"$/g, '').trim();
}

/** A suggestion's name as the phrase a search is run for (europeana.eu's `suggestionQuery`). */
export function phraseQuery(label: string): string {
  return `"${typedWords(label)}"`;
}

/**
 * `label` cut around the first place `words` occur, ignoring case: `[before, match, after]`, or `[label]` when they do
 * not occur (or when changing the case changes the label's length, so that positions would not line up).
 * @example highlightParts('Claude Monet', 'mon') // ['Claude ', 'Mon', 'et']
 */
export function highlightParts(label: string, words: string): readonly string[] {
  const lowerLabel = label.toLocaleLowerCase();
  const lowerWords = words.toLocaleLowerCase();
  const sameLength = lowerLabel.length === label.length && lowerWords.length === words.length;
  const at = lowerWords === '' || !sameLength ? -1 : lowerLabel.indexOf(lowerWords);
  if (at < 0) return [label];
  return [label.slice(0, at), label.slice(at, at + words.length), label.slice(at + words.length)];
}
