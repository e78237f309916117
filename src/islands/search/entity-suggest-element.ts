/**
 * `<entity-suggest>`: a WAI-ARIA combobox around the search input that suggests entities from
 * the portal's `/_api/entity-suggest`. Choosing a suggestion opens that entity's page; Enter
 * without a choice submits the search. Framework-free: a few hundred bytes on the search page.
 *
 * With `data-pick` (a term of the advanced search builder, src/components/search/AdvancedSearch.astro) it suggests
 * entities of the type the rule's field names (the `data-suggest` of the option chosen in the select whose id is
 * `data-type-from`; none for a field without entities), and choosing one fills the term with its name and the
 * element's hidden input with `{uri} {name}`, so that the rule searches the entity (src/lib/search/advanced.ts).
 */
interface Suggestion {
  id: string;
  label: string;
  type: string;
  href: string;
}

const DEBOUNCE_MS = 200;

class EntitySuggest extends HTMLElement {
  #input!: HTMLInputElement;
  #list!: HTMLUListElement;
  #items: Suggestion[] = [];
  #active = -1;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #controller: AbortController | undefined;

  connectedCallback(): void {
    const input = this.querySelector('input');
    const list = this.querySelector('ul');
    if (!input || !list) return;
    this.#input = input;
    this.#list = list;
    input.addEventListener('input', () => {
      // Typed over a chosen entity: the rule searches the words again.
      if (this.#hidden) this.#hidden.value = '';
      this.#schedule();
    });
    input.addEventListener('keydown', (event) => this.#onKey(event));
    input.addEventListener('blur', () => setTimeout(() => this.#close(), 150));
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#fetch(), DEBOUNCE_MS);
  }

  async #fetch(): Promise<void> {
    const text = this.#input.value.trim();
    this.#controller?.abort();
    if (text.length < 2) {
      this.#close();
      return;
    }
    this.#controller = new AbortController();
    const params = new URLSearchParams({ text, locale: this.dataset.locale ?? 'en' });
    if (this.dataset.pick !== undefined) {
      const type = this.#pickType();
      if (type === undefined) {
        this.#close();
        return;
      }
      params.set('type', type);
    }
    try {
      const response = await fetch(`/_api/entity-suggest?${params.toString()}`, { signal: this.#controller.signal });
      this.#render(response.ok ? ((await response.json()) as Suggestion[]) : []);
    } catch {
      // Aborted by newer typing, or offline: no suggestions.
    }
  }

  #render(items: Suggestion[]): void {
    this.#items = items;
    this.#active = -1;
    this.#list.replaceChildren(
      ...items.map((item, index) => {
        const li = document.createElement('li');
        li.id = `${this.#list.id}-${String(index)}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        const label = document.createElement('span');
        label.textContent = item.label;
        const type = document.createElement('span');
        type.className = 'suggestion-type';
        type.textContent = item.type;
        li.append(label, type);
        li.addEventListener('mousedown', (event) => {
          event.preventDefault();
          this.#choose(item);
        });
        return li;
      }),
    );
    const open = items.length > 0;
    this.#list.hidden = !open;
    this.#input.setAttribute('aria-expanded', String(open));
    this.#input.removeAttribute('aria-activedescendant');
  }

  get #hidden(): HTMLInputElement | null {
    return this.querySelector('input[type="hidden"]');
  }

  /** The entity type the builder row's field names, if any. */
  #pickType(): string | undefined {
    const select = document.getElementById(this.dataset.typeFrom ?? '');
    if (!(select instanceof HTMLSelectElement)) return undefined;
    return select.selectedOptions[0]?.dataset.suggest;
  }

  #choose(item: Suggestion): void {
    if (this.dataset.pick === undefined) {
      window.location.assign(item.href);
      return;
    }
    this.#input.value = item.label;
    const hidden = this.#hidden;
    if (hidden) hidden.value = `${item.id} ${item.label}`;
    this.#close();
  }

  #move(delta: number): void {
    if (this.#items.length === 0) return;
    this.#active = (this.#active + delta + this.#items.length) % this.#items.length;
    for (const [index, li] of [...this.#list.children].entries()) li.setAttribute('aria-selected', String(index === this.#active));
    this.#input.setAttribute('aria-activedescendant', `${this.#list.id}-${String(this.#active)}`);
  }

  #close(): void {
    this.#render([]);
  }

  #onKey(event: KeyboardEvent): void {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
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
        const chosen = this.#items[this.#active];
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
