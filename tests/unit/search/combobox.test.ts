/**
 * The entity-suggest combobox's attributes (src/lib/search/combobox.ts), and that every input with suggestions — the
 * search boxes (the header's, the search page's, an entity page's) and the advanced search's term — carries them:
 * rendered closed, pointing at their own listbox. Then the search options' labels in the page's language, and how
 * the words typed are matched in a suggestion and a chosen suggestion is searched.
 */
import { describe, expect, it } from 'vitest';
import AdvancedSearch from '../../../src/components/search/AdvancedSearch.astro';
import Header from '../../../src/components/page/Header.astro';
import SearchForm from '../../../src/components/search/SearchForm.astro';
import { comboboxAttributes, highlightParts, phraseQuery, QUERY_SLOT, searchOptionAttributes, typedWords } from '../../../src/lib/search/combobox.ts';
import { createTranslator } from '../../../src/lib/i18n/messages.ts';
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

describe('the header search bar', () => {
  it('is a combobox of its own listbox, with the search option in the page language', async () => {
    const html = await renderAstro(Header, {}, { locale: 'de' });
    expectCombobox(inputTag(html, 'header-search-input'), 'header-search-suggestions');
    expect(html).toMatch(/<ul id="header-search-suggestions" role="listbox"/);
    expect(html).toContain('data-search-for="Suchen Sie nach {{query}}"');
    expect(html).not.toContain('data-in-collection');
    expect(html).toContain('data-quick-search="Schnelle Suche"');
  });
});

describe('searchOptionAttributes', () => {
  it('offers the search for the words typed, the slot left for them', () => {
    expect(searchOptionAttributes(createTranslator('en'), 'en')).toEqual({ 'data-search-for': `Search for ${QUERY_SLOT}`, 'data-quick-search': 'Quick search' });
  });

  it('within an entity: the search there by its name, and in the whole collection at the search page', () => {
    expect(searchOptionAttributes(createTranslator('sk'), 'sk', 'Edgar Degas')).toEqual({
      'data-search-for': `Vyhľadávať dopyt ${QUERY_SLOT}`,
      'data-in-collection': `Hľadajte výraz ${QUERY_SLOT} v zbierke Edgar Degas`,
      'data-entire-collection': `Hľadajte výraz ${QUERY_SLOT} v celej našej zbierke`,
      'data-search-action': '/sk/search',
    });
  });

  it('every language has the three labels, each with one slot for the words typed', () => {
    for (const locale of ['bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'eu', 'fi', 'fr', 'ga', 'hr', 'hu', 'it', 'lt', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv'] as const) {
      const attributes = searchOptionAttributes(createTranslator(locale), locale, '<Name & co>');
      const labels = [attributes['data-search-for'], attributes['data-in-collection'] ?? '', attributes['data-entire-collection'] ?? ''];
      for (const label of labels) expect(label.split(QUERY_SLOT), `${locale}: ${label}`).toHaveLength(2);
      expect(labels[1], locale).toContain('<Name & co>');
      expect(labels.join(' ').replaceAll(QUERY_SLOT, ''), `${locale}: no other slot, no stray brace`).not.toMatch(/[{}]/);
    }
  });

  it('an entity page\'s box carries them, the name escaped once', async () => {
    const html = await renderAstro(SearchForm, { action: '/en/collections/person/1-x', query: '', id: 'entity-search', scope: 'Tom & "Jerry"' });
    expect(html).toContain('data-in-collection="Search for {{query}} in Tom &amp; &quot;Jerry&quot;"');
    expect(html).toContain('data-search-action="/en/search"');
    // Within an entity the box offers no quick searches (europeana.eu: not on a collection page).
    expect(html).not.toContain('data-quick-search');
  });
});

describe('matching the words typed', () => {
  it('cuts a label around the first match, ignoring case', () => {
    expect(highlightParts('Claude Monet', 'mon')).toEqual(['Claude ', 'Mon', 'et']);
    expect(highlightParts('Monet', 'MONET')).toEqual(['', 'Monet', '']);
    expect(highlightParts('Édouard Manet', 'édou')).toEqual(['', 'Édou', 'ard Manet']);
  });

  it('leaves a label whole when the words are not in it, are empty, or change length with their case', () => {
    expect(highlightParts('Claude Monet', 'degas')).toEqual(['Claude Monet']);
    expect(highlightParts('Claude Monet', '')).toEqual(['Claude Monet']);
    expect(highlightParts('İstanbul', 'stan')).toEqual(['İstanbul']);
  });

  it('matches the words of a phrase without its quotes, and searches a suggestion as a phrase', () => {
    expect(typedWords('  "Claude Mon"  ')).toBe('Claude Mon');
    expect(typedWords('harbour')).toBe('harbour');
    expect(phraseQuery('Claude Monet')).toBe('"Claude Monet"');
    expect(phraseQuery('"Quoted"')).toBe('"Quoted"');
  });
});
