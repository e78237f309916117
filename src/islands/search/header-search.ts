/**
 * The header's search bar: its options and entity suggestions (`<entity-suggest>`, ./entity-suggest-element.ts) are
 * loaded the first time the bar is opened, so that a page read without searching carries none of their code. Pages
 * with a search box of their own (search, entity pages) load the element with it.
 */
const toggle = document.querySelector<HTMLDetailsElement>('details.search-toggle');
toggle?.addEventListener(
  'toggle',
  () => {
    void import('./entity-suggest-element.ts').then(({ defineEntitySuggest }) => {
      defineEntitySuggest();
    });
  },
  { once: true },
);
