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
