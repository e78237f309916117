/**
 * `<entity-suggest>`: a WAI-ARIA combobox around a search input (the header's search bar, the search page's and an
 * entity page's boxes). As the visitor types it offers what europeana.eu's search dropdown offers
 * (SearchQueryOptions.vue): first the search for the words typed ("Search for …", `data-search-for`), on an entity
 * page the search within it and in the whole collection (`data-in-collection`, `data-entire-collection` with the
 * address of the whole search, `data-search-action`), then matching people, topics, places, times and organisations
 * from the portal's `/_api/entity-suggest`, the typed words highlighted. Choosing a suggestion searches for its name
 * as a phrase; Enter without a choice submits the form. Without JavaScript the form is a plain GET form.
 *
 * With `data-pick` (a term of the advanced search builder, src/components/search/AdvancedSearch.astro) it suggests
 * entities of the type the rule's field names (the `data-suggest` of the option chosen in the select whose id is
 * `data-type-from`; none for a field without entities), and choosing one fills the term with its name and the
 * element's hidden input with `{uri} {name}`, so that the rule searches the entity (src/lib/search/advanced.ts).
 */
import { QUERY_SLOT, highlightParts, phraseQuery, typedWords, type EntitySuggestion as Suggestion, type QuickSearch } from '../../lib/search/combobox.ts';

/** A line of the list: a search for the words typed (to an address), or an entity suggestion. */
type Option = { readonly kind: 'search'; readonly template: string; readonly action: string | undefined } | { readonly kind: 'entity'; readonly suggestion: Suggestion };

const DEBOUNCE_MS = 200;
/** The quick searches by language, asked once a page for every box. */
const quickSearches = new Map<string, Promise<QuickSearch[]>>();

class EntitySuggest extends HTMLElement {
  #input!: HTMLInputElement;
  #list!: HTMLUListElement;
  #suggestions: Suggestion[] = [];
  #quick: HTMLElement | undefined;
  #options: Option[] = [];
  #active = -1;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | undefined;

  connectedCallback(): void {
    const input = this.querySelector('input:not([type="hidden"])');
    const list = this.querySelector('ul');
    if (!(input instanceof HTMLInputElement) || !list) return;
    this.#input = input;
    this.#list = list;
    input.addEventListener('input', () => {
      // Typed over a chosen entity: the rule searches the words again.
      if (this.#hidden) this.#hidden.value = '';
      this.#typed();
    });
    input.addEventListener('focus', () => this.#showQuickSearch());
    // Defined after the box was focused (the header's bar loads this code as it opens, and a visitor may type before it
    // has arrived): as if focused now, and words typed meanwhile (not the page's own query) as if just typed.
    if (document.activeElement === input) {
      if (input.value !== input.defaultValue) this.#typed();
      else this.#showQuickSearch();
    }
    input.addEventListener('keydown', (event) => this.#onKey(event));
    // Closed once focus has left the box (the quick searches' links are inside it), a moment later so a click lands.
    this.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && this.contains(event.relatedTarget)) return;
      setTimeout(() => {
        if (!this.contains(document.activeElement)) this.#close();
      }, 150);
    });
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.#quick?.hidden === false) {
        event.preventDefault();
        this.#close();
        this.#input.focus();
      }
    });
  }

  /**
   * The quick searches while the box is empty (europeana.eu's SearchThemeBadges): every theme, a search within it,
   * asked once a page (`/_api/quick-search`) when the box is first focused; nothing when they cannot be had.
   */
  #showQuickSearch(): void {
    const title = this.dataset.quickSearch;
    if (title === undefined || this.#picking) return;
    if (this.#input.value.trim() !== '') {
      if (this.#quick) this.#quick.hidden = true;
      return;
    }
    const locale = this.dataset.locale ?? 'en';
    let loading = quickSearches.get(locale);
    if (loading === undefined) {
      loading = fetch(`/_api/quick-search?${new URLSearchParams({ locale }).toString()}`)
        .then(async (response) => (response.ok ? ((await response.json()) as QuickSearch[]) : []))
        .catch(() => []);
      quickSearches.set(locale, loading);
    }
    void loading.then((themes) => {
      if (themes.length === 0 || this.#input.value.trim() !== '' || !this.contains(document.activeElement)) return;
      this.#quick ??= this.#quickPanel(title, themes);
      this.#quick.hidden = false;
    });
  }

  #quickPanel(title: string, themes: readonly QuickSearch[]): HTMLElement {
    const panel = document.createElement('div');
    panel.className = 'quick-search';
    panel.dataset.qa = 'quick-search';
    // Pressing a link keeps the focus in the box until the click lands.
    panel.addEventListener('mousedown', (event) => event.preventDefault());
    const heading = document.createElement('p');
    heading.className = 'quick-search-title';
    heading.id = `${this.#list.id}-quick`;
    heading.textContent = title;
    const list = document.createElement('ul');
    list.setAttribute('aria-labelledby', heading.id);
    list.append(
      ...themes.map((theme) => {
        const link = document.createElement('a');
        link.href = theme.href;
        link.dataset.qa = 'quick-search-theme';
        if (theme.image !== undefined) {
          const image = document.createElement('img');
          image.src = theme.image;
          image.alt = '';
          image.width = 28;
          image.height = 28;
          link.className = 'with-image';
          link.append(image);
        }
        link.append(theme.name);
        const item = document.createElement('li');
        item.append(link);
        return item;
      }),
    );
    panel.append(heading, list);
    this.#list.after(panel);
    return panel;
  }

  /** The box's words changed: the options follow them at once, the suggestions after a pause. */
  #typed(): void {
    // The last suggestions stay until new ones come.
    if (typedWords(this.#input.value).length < 2) this.#suggestions = [];
    this.#render();
    this.#schedule();
    this.#showQuickSearch();
  }

  get #picking(): boolean {
    return this.dataset.pick !== undefined;
  }

  get #hidden(): HTMLInputElement | null {
    return this.querySelector('input[type="hidden"]');
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#fetch(), DEBOUNCE_MS);
  }

  async #fetch(): Promise<void> {
    const text = this.#input.value.trim();
    this.#controller?.abort();
    if (typedWords(text).length < 2) return;
    this.#controller = new AbortController();
    const params = new URLSearchParams({ text: typedWords(text), locale: this.dataset.locale ?? 'en' });
    if (this.#picking) {
      const type = this.#pickType();
      if (type === undefined) {
        this.#close();
        return;
      }
      params.set('type', type);
    }
    try {
      const response = await fetch(`/_api/entity-suggest?${params.toString()}`, { signal: this.#controller.signal });
      const suggestions = response.ok ? ((await response.json()) as Suggestion[]) : [];
      if (this.#input.value.trim() !== text) return;
      this.#suggestions = suggestions;
      this.#render();
    } catch {
      // Aborted by newer typing, or offline: the searches for the words typed stay.
    }
  }

  /** The searches for the words typed: within the form's scope, and on an entity page in the whole collection. */
  #searchOptions(): Option[] {
    if (this.#picking || this.#input.value.trim() === '') return [];
    const { searchFor, inCollection, entireCollection, searchAction } = this.dataset;
    if (inCollection !== undefined && entireCollection !== undefined && searchAction !== undefined) {
      return [
        { kind: 'search', template: inCollection, action: undefined },
        { kind: 'search', template: entireCollection, action: searchAction },
      ];
    }
    return searchFor === undefined ? [] : [{ kind: 'search', template: searchFor, action: undefined }];
  }

  #render(): void {
    this.#options = [...this.#searchOptions(), ...this.#suggestions.map((suggestion): Option => ({ kind: 'entity', suggestion }))];
    this.#active = -1;
    const words = typedWords(this.#input.value);
    this.#list.replaceChildren(
      ...this.#options.map((option, index) => {
        const li = document.createElement('li');
        li.id = `${this.#list.id}-${String(index)}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        if (option.kind === 'search') {
          li.className = 'search-option';
          li.dataset.qa = option.action === undefined ? 'search-option' : 'search-option-entire';
          const [before = '', after = ''] = option.template.split(QUERY_SLOT);
          const query = document.createElement('strong');
          query.textContent = this.#input.value.trim();
          li.append(before, query, after);
        } else {
          const label = document.createElement('span');
          for (const [part, text] of highlightParts(option.suggestion.label, words).entries()) {
            if (part === 1) {
              const match = document.createElement('strong');
              match.textContent = text;
              label.append(match);
            } else label.append(text);
          }
          const type = document.createElement('span');
          type.className = 'suggestion-type';
          type.textContent = option.suggestion.typeLabel;
          li.append(label, type);
        }
        li.addEventListener('mousedown', (event) => {
          event.preventDefault();
          this.#choose(option);
        });
        return li;
      }),
    );
    const open = this.#options.length > 0;
    this.#list.hidden = !open;
    this.#input.setAttribute('aria-expanded', String(open));
    this.#input.removeAttribute('aria-activedescendant');
  }

  /** The entity type the builder row's field names, if any. */
  #pickType(): string | undefined {
    const select = document.getElementById(this.dataset.typeFrom ?? '');
    if (!(select instanceof HTMLSelectElement)) return undefined;
    return select.selectedOptions[0]?.dataset.suggest;
  }

  #choose(option: Option): void {
    if (option.kind === 'entity' && this.#picking) {
      this.#input.value = option.suggestion.label;
      const hidden = this.#hidden;
      if (hidden) hidden.value = `${option.suggestion.id} ${option.suggestion.label}`;
      this.#close();
      return;
    }
    if (option.kind === 'search' && option.action !== undefined) {
      window.location.assign(`${option.action}?${new URLSearchParams({ query: this.#input.value.trim() }).toString()}`);
      return;
    }
    if (option.kind === 'entity') this.#input.value = phraseQuery(option.suggestion.label);
    this.#close();
    this.#input.form?.requestSubmit();
  }

  #move(delta: number): void {
    if (this.#options.length === 0) return;
    this.#active = (this.#active + delta + this.#options.length) % this.#options.length;
    for (const [index, li] of [...this.#list.children].entries()) li.setAttribute('aria-selected', String(index === this.#active));
    this.#input.setAttribute('aria-activedescendant', `${this.#list.id}-${String(this.#active)}`);
  }

  #close(): void {
    if (this.#quick) this.#quick.hidden = true;
    this.#suggestions = [];
    this.#options = [];
    this.#active = -1;
    this.#list.replaceChildren();
    this.#list.hidden = true;
    this.#input.setAttribute('aria-expanded', 'false');
    this.#input.removeAttribute('aria-activedescendant');
  }

  #onKey(event: KeyboardEvent): void {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (this.#list.hidden) this.#render();
        this.#move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        this.#move(-1);
        break;
      case 'Escape':
        // Close the list only; the browser would otherwise also clear the search field.
        if (!this.#list.hidden) {
          event.preventDefault();
          this.#close();
        }
        break;
      case 'Enter': {
        const chosen = this.#options[this.#active];
        if (chosen) {
          event.preventDefault();
          this.#choose(chosen);
        }
        break;
      }
      default:
    }
  }
}

export function defineEntitySuggest(): void {
  if (!customElements.get('entity-suggest')) customElements.define('entity-suggest', EntitySuggest);
}
