/**
 * The suggest tools (entity-suggest, category-suggest, set-suggest): type-ahead over the portal's
 * `/_api/editor-tools/suggest`, the chosen identifier written into the field (appended for a list
 * field, replacing the value for a text field).
 */
import { getJson, setStatus, startTool, text } from './sdk.ts';

export type SuggestKind = 'entity' | 'category' | 'set';

interface Suggestion {
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
}

const DEBOUNCE_MS = 250;

function isSuggestion(value: unknown): value is Suggestion {
  return value !== null && typeof value === 'object' && typeof (value as Suggestion).id === 'string' && typeof (value as Suggestion).label === 'string';
}

export function runSuggest(kind: SuggestKind): void {
  startTool((sdk, page) => {
    const input = page.ui.querySelector<HTMLInputElement>('[data-qa="suggest-input"]');
    const results = page.ui.querySelector<HTMLUListElement>('[data-qa="suggest-results"]');
    const selected = page.ui.querySelector<HTMLUListElement>('[data-qa="suggest-selected"]');
    if (!input || !results || !selected) return;
    const isList = sdk.field.type === 'Array';
    const labels = new Map<string, string>();

    const current = (): string[] => {
      const value: unknown = sdk.field.getValue();
      if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
      const single = text(value);
      return single === '' ? [] : [single];
    };

    const write = async (ids: string[]): Promise<void> => {
      if (ids.length === 0) await sdk.field.removeValue();
      else await sdk.field.setValue(isList ? ids : ids[ids.length - 1]);
      renderSelected();
    };

    const renderSelected = (): void => {
      selected.replaceChildren(
        ...current().map((id) => {
          const li = document.createElement('li');
          li.className = 'editor-tool-chip';
          const label = labels.get(id);
          const span = document.createElement('span');
          span.textContent = label ? `${label} (${id})` : id;
          const remove = document.createElement('button');
          remove.type = 'button';
          remove.className = 'btn btn-sm btn-outline-dark';
          remove.textContent = '×';
          remove.setAttribute('aria-label', page.msg('tools.suggest.remove', { label: label ?? id }));
          remove.addEventListener('click', () => {
            void write(current().filter((v) => v !== id));
            input.focus();
          });
          li.append(span, ' ', remove);
          return li;
        }),
      );
    };

    const choose = (suggestion: Suggestion): void => {
      labels.set(suggestion.id, suggestion.label);
      const ids = current().filter((v) => v !== suggestion.id);
      void write(isList ? [...ids, suggestion.id] : [suggestion.id]);
      results.replaceChildren();
      input.value = '';
      setStatus(`${page.msg('tools.suggest.selected')}: ${suggestion.label}`);
      input.focus();
    };

    let timer: number | undefined;
    let sequence = 0;
    const lookUp = async (query: string): Promise<void> => {
      const mine = ++sequence;
      if (query.trim() === '') {
        results.replaceChildren();
        setStatus('');
        return;
      }
      const { status, body } = await getJson('/_api/editor-tools/suggest', { kind, text: query.trim(), locale: page.locale });
      if (mine !== sequence) return;
      if (status !== 200 || !Array.isArray(body)) {
        results.replaceChildren();
        setStatus(page.msg('tools.suggest.failed'));
        return;
      }
      const suggestions = body.filter(isSuggestion);
      results.replaceChildren(
        ...suggestions.map((s) => {
          const li = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'btn btn-link editor-tool-option';
          button.dataset.id = s.id;
          button.textContent = s.label;
          if (s.detail && s.detail !== s.label) {
            const detail = document.createElement('span');
            detail.className = 'editor-tool-detail';
            detail.textContent = ` ${s.detail}`;
            button.append(detail);
          }
          button.addEventListener('click', () => {
            choose(s);
          });
          li.append(button);
          return li;
        }),
      );
      setStatus(suggestions.length === 0 ? page.msg('tools.suggest.none') : page.msg(`tools.suggest.results_${new Intl.PluralRules(page.locale).select(suggestions.length)}`, { count: suggestions.length }));
    };

    input.addEventListener('input', () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void lookUp(input.value), DEBOUNCE_MS);
    });
    input.form?.addEventListener('submit', (event) => {
      event.preventDefault();
      window.clearTimeout(timer);
      void lookUp(input.value);
    });
    sdk.field.onValueChanged(() => {
      renderSelected();
    });
    renderSelected();
  });
}
