/**
 * The entity-suggest combobox's attributes (src/lib/search/combobox.ts), and that both inputs with suggestions, the
 * search box and the advanced search's term, carry them: rendered closed, pointing at their own listbox.
 */
import { describe, expect, it } from 'vitest';
import AdvancedSearch from '../../../src/components/search/AdvancedSearch.astro';
import SearchForm from '../../../src/components/search/SearchForm.astro';
import { comboboxAttributes } from '../../../src/lib/search/combobox.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';
import { renderAstro } from '../support/astro-render.ts';

/** The opening tag of the input with `data-qa` `qa`. */
function inputTag(html: string, qa: string): string {
  const tag = [...html.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`data-qa="${qa}"`));
  if (tag === undefined) throw new Error(`no input ${qa}`);
  return tag;
}

function expectCombobox(tag: string, listId: string): void {
  expect(tag).toContain('role="combobox"');
  expect(tag).toContain('aria-autocomplete="list"');
  expect(tag).toContain('aria-expanded="false"');
  expect(tag).toContain(`aria-controls="${listId}"`);
  expect(tag).toContain('autocomplete="off"');
}

describe('comboboxAttributes', () => {
  it('gives a closed list-autocomplete combobox controlling the listbox, without the browser autocomplete', () => {
    expect(comboboxAttributes('q-suggestions')).toEqual({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      'aria-controls': 'q-suggestions',
      autocomplete: 'off',
    });
  });
});

describe('inputs with entity suggestions', () => {
  it('the search box is a combobox of its own listbox', async () => {
    const html = await renderAstro(SearchForm, { action: '/en/search', query: 'harbour', id: 'header-query' });
    expectCombobox(inputTag(html, 'search-input'), 'header-query-suggestions');
    expect(html).toMatch(/<ul id="header-query-suggestions" role="listbox"/);
  });

  it('every advanced search term is a combobox of its own listbox', async () => {
    const state = parseSearchState(new URLSearchParams([['query', 'harbour'], ['qa', 'proxy_dc_title:beach']]));
    const html = await renderAstro(AdvancedSearch, { state, basePath: '/en/search', entityLabels: new Map() });
    const terms = [...html.matchAll(/<input\b[^>]*data-qa="advanced-term"[^>]*>/g)].map((match) => match[0]);
    expect(terms).toHaveLength(2);
    for (const tag of terms) {
      const id = /\bid="([^"]+)"/.exec(tag)?.[1] ?? '';
      expectCombobox(tag, `${id.replace(/-term$/, '')}-suggestions`);
      expect(html).toContain(`<ul id="${id.replace(/-term$/, '')}-suggestions" role="listbox"`);
    }
  });
});
