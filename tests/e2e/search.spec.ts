import { expect, test, type Page } from './fixtures.ts';
import { holdBack } from './support/hold-back.ts';
import { expectNoAxeViolations } from './axe.ts';

const count = async (page: Page) => Number((await page.getByTestId('results-count').innerText()).replace(/\D/g, ''));

test.describe('search', () => {
  test('a query finds items, in the page language, with no accessibility violations', async ({ page }) => {
    await page.goto('/en/search?query=portrait');
    await expect(page.locator('h1')).toContainText('portrait');
    expect(await count(page)).toBeGreaterThan(5);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', 'Search by title, creator, subject or place');
    await expectNoAxeViolations(page);
    await page.goto('/de/search?query=portrait');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoAxeViolations(page);
  });

  test('the search box submits a new query', async ({ page }) => {
    await page.goto('/en/search');
    await page.getByTestId('search-input').fill('harbour');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/query=harbour/);
    await expect(page.locator('h1')).toContainText('harbour');
  });

  test('faceting: two values of one facet, a combination, removal and reset', async ({ page }) => {
    // Each tick submits the filter form; click (not check(), which re-resolves the locator on the
    // next page and ticks another box), then wait for the new page's chips before the next action.
    const chips = page.getByTestId('filter-chip');
    await page.goto('/en/search?query=*');
    const all = await count(page);
    await page.getByTestId('facet-COUNTRY').locator('input[type=checkbox]').first().click();
    await expect(chips).toHaveCount(1);
    await expect(page).toHaveURL(/qf=COUNTRY/);
    const one = await count(page);
    expect(one).toBeLessThan(all);
    await expect(page.getByTestId('filters-applied')).toBeAttached();
    await page.getByTestId('facet-COUNTRY').locator('input[type=checkbox]:not(:checked)').first().click();
    await expect(chips).toHaveCount(2);
    await expect(page).toHaveURL(/qf=COUNTRY.*qf=COUNTRY/);
    const two = await count(page);
    expect(two).toBeGreaterThan(one);
    await page.getByTestId('facet-REUSABILITY').locator('input[value="open"]').click();
    await expect(chips).toHaveCount(3);
    await expect(page).toHaveURL(/reusability=open/);
    const combined = await count(page);
    expect(combined).toBeLessThanOrEqual(two);
    await chips.first().click();
    await expect(chips).toHaveCount(2);
    await page.getByTestId('reset-filters').click();
    await expect(chips).toHaveCount(0);
    expect(await count(page)).toBe(all);
    await expect(page).toHaveURL(/query=%2A$|query=\*$/);
  });

  test('filters from the URL are applied and paginating keeps them', async ({ page }) => {
    await page.goto('/en/search?query=*&qf=TYPE:"IMAGE"&reusability=open');
    await expect(page.getByTestId('facet-TYPE').locator('input[value=\'TYPE:"IMAGE"\']')).toBeChecked();
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/qf=TYPE/);
    await expect(page).toHaveURL(/reusability=open/);
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
  });

  test('a year range becomes one range filter', async ({ page }) => {
    await page.goto('/en/search?query=*');
    // The year range waits under "More filters" until it is in use.
    await expect(page.getByTestId('facet-YEAR')).toBeHidden();
    await page.getByTestId('more-filters').locator('summary').click();
    await page.getByTestId('facet-YEAR').locator('input[name=yearFrom]').fill('1850');
    await page.getByTestId('apply-filters').click();
    await expect(page).toHaveURL(/qf=YEAR%3A%5B1850\+TO\+\*%5D/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
    // In use, "More filters" opens by itself.
    await expect(page.getByTestId('facet-YEAR')).toBeVisible();
  });

  test('"More filters" brings its facets when it opens, keeps them open while in use, and its link does so without JavaScript', async ({ page, browser, baseURL }) => {
    await page.goto('/en/search?query=*');
    const creator = page.getByTestId('facet-CREATOR');
    // Closed, the section's facets are not in the page (their values are neither asked nor rendered).
    await expect(creator).toHaveCount(0);
    await page.getByTestId('more-filters').locator('summary').click();
    const first = creator.locator('input[type=checkbox]').first();
    await expect(first).toBeVisible();
    await expect(page.getByTestId('facet-LANGUAGE').locator('.count').first()).toHaveText(/^[\d,]+$/);
    await expect(page.getByTestId('more-filters-load')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // A tick applies (wide screen); the section stays open on the next page, the other sections' filters too.
    const value = await first.getAttribute('value');
    await first.click();
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
    await expect(page).toHaveURL(/qf=CREATOR/);
    await expect(page.getByTestId('facet-CREATOR').locator(`input[value="${(value ?? '').replaceAll('"', '\\"')}"]`)).toBeChecked();
    await page.getByTestId('facet-TYPE').locator('input[type=checkbox]').first().click();
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
    await expect(page.getByTestId('facet-CREATOR')).toBeVisible();

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    const noScript = await context.newPage();
    await noScript.goto('/de/search?query=*');
    await noScript.getByTestId('more-filters').locator('summary').click();
    await noScript.getByTestId('more-filters-load').click();
    await expect(noScript).toHaveURL(/more=1#more-filters$/);
    // Crawlers are given the search's own address, not its display's.
    await expect(noScript.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/search\?query=\*$/);
    await expect(noScript.getByTestId('facet-CREATOR').locator('input[type=checkbox]').first()).toBeVisible();
    // The form carries the open section along, and so do the next page and a chip's removal.
    await expect(noScript.locator('form[data-qa="facets-form"] input[name="more"]')).toHaveValue('1');
    await noScript.getByTestId('pagination').locator('a[href*="page=2"]').first().click();
    await expect(noScript).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('more') === '1');
    await expect(noScript.getByTestId('facet-CREATOR').locator('input[type=checkbox]').first()).toBeVisible();
    await noScript.goto('/de/search?query=*&more=1&qf=TYPE:"IMAGE"');
    await expect(noScript.getByTestId('filter-chip').first()).toHaveAttribute('href', /[?&]more=1(&|$)/);
    // Another view keeps it open too; a section opened only by a filter in use adds nothing to the links.
    await noScript.getByTestId('view-list').click();
    await expect(noScript).toHaveURL((url) => url.searchParams.get('view') === 'list' && url.searchParams.get('more') === '1');
    await expect(noScript.getByTestId('facet-CREATOR').locator('input[type=checkbox]').first()).toBeVisible();
    await noScript.goto('/de/search?query=*&qf=LANGUAGE:"de"');
    await expect(noScript.getByTestId('view-list')).not.toHaveAttribute('href', /[?&]more=/);
    await context.close();
  });

  test('in the newspapers the filters say where full-text search went, until dismissed for good (ww1 too, not elsewhere)', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/en/search?query=harbour&qf=collection%3Anewspaper');
    const notice = page.getByTestId('fulltext-moved');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'note');
    await expect(notice).toContainText('If you want to search within the text of newspapers, you will need to use the advanced search');
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('results-count')).toBeVisible();
    await expect(page.getByTestId('fulltext-moved')).toBeHidden();
    // Dismissed for the newspapers only.
    await page.goto('/de/search?query=*&qf=collection%3Aww1');
    await expect(page.getByTestId('fulltext-moved')).toContainText('Wenn Sie im Text der WWI-Dokumente suchen möchten');
    await page.goto('/en/search?query=*&qf=collection%3Aart');
    await expect(page.getByTestId('results-count')).toBeVisible();
    await expect(page.getByTestId('fulltext-moved')).toHaveCount(0);
  });

  test('a facet\'s "Show all values" address lands at the facet, below the sticky header, with the search within it', async ({ page }) => {
    // The address of the facet's link (Facets.astro `expandHref`), whose values the seed does not fill to 50.
    await page.goto('/en/search?query=*&expand=COUNTRY#facet-COUNTRY');
    await expect(page.locator('#within-COUNTRY')).toBeVisible();
    const header = await page.locator('header.site-header').boundingBox();
    const legend = await page.getByTestId('facet-COUNTRY').locator('legend').boundingBox();
    expect(header).not.toBeNull();
    expect(legend?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });

  test('on a phone the filters are a drawer: several ticks, then one button that shows the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en/search?query=*');
    // The cookie notice stays above everything until answered, the drawer included.
    await page.getByTestId('consent-reject-all').click();
    const total = await count(page);
    const facets = page.getByTestId('facets-form');
    await expect(facets).toBeHidden();
    await page.getByTestId('filters-toggle').locator('> summary').click();
    await expect(facets).toBeVisible();
    const apply = page.getByTestId('apply-filters');
    await expect(apply).toHaveText(`Show ${total.toLocaleString('en')} results`);
    await expect(apply).toBeInViewport();
    // Ticking does not leave the drawer: the button now applies.
    await page.getByTestId('facet-TYPE').locator('input[type=checkbox]').first().click();
    await page.getByTestId('facet-REUSABILITY').locator('input[value="open"]').click();
    await expect(apply).toHaveText('Apply filters');
    await expect(page).toHaveURL(/query=\*$|query=%2A$/);
    await apply.click();
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
    await expect(facets).toBeHidden();
    await expect(page.getByTestId('filters-applied')).toBeVisible();
  });

  test('views are links, and the choice is remembered in the searchResultsView cookie', async ({ page, context }) => {
    await page.goto('/en/search?query=*');
    await expect(page.getByTestId('results')).toHaveAttribute('data-view', 'grid');
    await page.getByTestId('view-list').click();
    await expect(page.getByTestId('results')).toHaveAttribute('data-view', 'list');
    expect((await context.cookies()).find((c) => c.name === 'searchResultsView')?.value).toBe('list');
    await page.goto('/en/search?query=portrait');
    await expect(page.getByTestId('results')).toHaveAttribute('data-view', 'list');
    await page.getByTestId('view-mosaic').click();
    await expect(page.getByTestId('results')).toHaveAttribute('data-view', 'mosaic');
  });

  test('page must be a positive integer, and only the first 1000 results can be seen', async ({ page, request }) => {
    const bad = await request.get('/en/search?query=x&page=abc', { maxRedirects: 0 });
    expect(bad.status()).toBe(302);
    expect(bad.headers().location).toBe('/en/search?query=x&page=1');
    const response = await page.goto('/en/search?query=*&page=43');
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId('error-message')).toContainText('1000');
  });

  test('no results shows the illustration and message', async ({ page }) => {
    await page.goto('/en/search?query=zzzzqqqxxyy');
    await expect(page.getByTestId('illustration-search-results-not-found')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('hostile input gives a results page or a 4xx, never a 500', async ({ request }) => {
    const cases = [
      `query=${'a'.repeat(10_000)}`,
      'query=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      "query=' OR 1=1 --",
      'query=a:(b',
      'qf=foo:bar',
      'qf=TYPE:"IMAGE"&qf=' + 'x'.repeat(5000),
      'view=%3Cscript%3E',
      'expand=CREATOR&expandFilter=' + 'z'.repeat(500),
      'reusability=' + 'open,'.repeat(200),
    ];
    for (const query of cases) {
      const response = await request.get(`/en/search?${query}`, { maxRedirects: 0 });
      expect(response.status(), query.slice(0, 40)).toBeLessThan(500);
      // Reflected text never breaks out of an attribute.
      expect(await response.text()).not.toContain('"><script>alert(1)');
    }
  });

  test('a query with markup is shown as text, never run', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/en/search?query=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E');
    await expect(page.locator('h1')).toContainText('<script>alert(1)</script>');
    await expect(page.locator('script', { hasText: 'alert(' })).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('the search options are keyboard-operable, Escape closes them, a suggestion is searched as a phrase', async ({ page }) => {
    await page.goto('/en/search');
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('Mone', { delay: 30 });
    const list = page.getByTestId('suggestions');
    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // First the search for the words typed, then the entities, the words highlighted (europeana.eu's SearchQueryOptions).
    await expect(list.getByRole('option').first()).toHaveText('Search for Mone');
    const monet = list.getByRole('option', { name: /Claude Monet/ });
    await expect(monet.locator('strong')).toHaveText('Mone');
    await input.press('ArrowDown');
    await expect(list.locator('[aria-selected="true"]')).toHaveCount(1);
    await input.press('Escape');
    await expect(list).toBeHidden();
    await expect(input).toHaveValue('Mone');
    await input.pressSequentially('t', { delay: 30 });
    await expect(list.getByRole('option', { name: /Claude Monet/ })).toBeVisible();
    const index = await list.getByRole('option').evaluateAll((options) => options.findIndex((option) => option.textContent.startsWith('Claude Monet')));
    for (let step = 0; step <= index; step += 1) await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/en/search' && url.searchParams.get('query') === '"Claude Monet"');
    await expect(page.locator('h1')).toContainText('Claude Monet');
  });

  test('the header search bar offers the search and suggestions on every page (de, phone)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/stories');
    await page.getByTestId('search-toggle').locator('summary').click();
    const input = page.getByTestId('header-search-input');
    await input.pressSequentially('Deg', { delay: 30 });
    const list = page.getByTestId('header-suggestions');
    await expect(list.getByRole('option').first()).toHaveText('Suchen Sie nach Deg');
    await expect(list.getByRole('option', { name: /Edgar Degas/ })).toBeVisible();
    // The entity's kind in the page's language, not its code.
    await expect(list.getByRole('option', { name: /Edgar Degas/ }).locator('.suggestion-type')).toHaveText('Person');
    await expectNoAxeViolations(page);
    await list.getByRole('option', { name: /Edgar Degas/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/de/search' && url.searchParams.get('query') === '"Edgar Degas"');
  });

  test('words typed in the header bar before its code has arrived are offered as soon as it has', async ({ page }) => {
    // The bar's code loads when it first opens: held back here until the visitor has typed, as on a slow phone.
    const typed = await holdBack(page, '**/_astro/entity-suggest-element.*.js');
    await page.goto('/en/stories');
    await page.getByTestId('search-toggle').locator('summary').click();
    const input = page.getByTestId('header-search-input');
    await input.pressSequentially('Degas', { delay: 10 });
    typed();
    const list = page.getByTestId('header-suggestions');
    await expect(list.getByRole('option').first()).toHaveText('Search for Degas');
    await expect(list.getByRole('option', { name: /Edgar Degas/ })).toBeVisible();
  });

  test('an empty search box offers the themes as quick searches (de)', async ({ page, request }) => {
    const answer = await request.get('/_api/quick-search?locale=de');
    expect(answer.status()).toBe(200);
    const themes = (await answer.json()) as { name: string; href: string; image?: string }[];
    expect(themes.length).toBeGreaterThan(3);
    for (const theme of themes) expect(theme.href).toMatch(/^\/de\/search\?qf=collection%3A[a-z0-9-]+$/);
    // Names in the page's language (the filters' names where the content service has none), every search one that runs.
    expect(themes.map((theme) => theme.name)).toContain('Kunst');
    for (const theme of themes) expect((await request.get(theme.href)).status(), theme.href).toBe(200);
    await page.goto('/de/stories');
    await page.getByTestId('search-toggle').locator('summary').click();
    await page.getByTestId('header-search-input').focus();
    const quick = page.getByTestId('quick-search');
    await expect(quick).toBeVisible();
    await expect(quick).toContainText('Schnelle Suche');
    await expect(quick.getByTestId('quick-search-theme')).toHaveCount(themes.length);
    await expect(quick.getByTestId('quick-search-theme').first()).toHaveText(themes[0]?.name ?? '');
    await expectNoAxeViolations(page);
    // Typing hides them; emptying the box shows them again; Escape closes them.
    await page.getByTestId('header-search-input').pressSequentially('x');
    await expect(quick).toBeHidden();
    await page.getByTestId('header-search-input').press('Backspace');
    await expect(quick).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(quick).toBeHidden();
    await page.getByTestId('header-search-input').fill('');
    await page.getByTestId('header-search-input').blur();
    await page.getByTestId('header-search-input').focus();
    await quick.getByTestId('quick-search-theme').first().click();
    const chosen = new URL(themes[0]?.href ?? '', 'http://portal.invalid');
    await expect(page).toHaveURL((url) => url.pathname === '/de/search' && url.searchParams.get('qf') === chosen.searchParams.get('qf'));
  });

  test('an entity page\'s box searches within the entity or the whole collection', async ({ page }) => {
    await page.goto('/en/collections/person/91257422-edgar-degas');
    const input = page.locator('#entity-search');
    await input.click();
    await input.pressSequentially('dancer', { delay: 30 });
    const list = page.locator('#entity-search-suggestions');
    await expect(list.getByTestId('search-option')).toHaveText('Search for dancer in Edgar Degas');
    await expect(list.getByTestId('search-option-entire')).toHaveText('Search for dancer in our entire collection');
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/en/collections/person/91257422-edgar-degas' && url.searchParams.get('query') === 'dancer');
    await page.locator('#entity-search').fill('');
    await page.locator('#entity-search').pressSequentially('dancer', { delay: 30 });
    await page.locator('#entity-search-suggestions').getByTestId('search-option-entire').click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/search' && url.searchParams.get('query') === 'dancer');
  });
});

test.describe('collections', () => {
  test('listings are paginated and link to entity pages', async ({ page }) => {
    await page.goto('/en/collections/persons');
    await expect(page.getByTestId('entity-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('entity-card').first().locator('a').click();
    await expect(page).toHaveURL(/\/en\/collections\/person\/\d+-/);
    await expect(page.getByTestId('entity-header').locator('h1')).toBeVisible();
  });

  test('only the listed collection types exist', async ({ request }) => {
    for (const slug of ['topic', 'organisation', 'time', 'persons', 'places']) {
      expect((await request.get(`/en/collections/${slug}`)).status(), slug).toBe(200);
    }
    for (const slug of ['agent', 'person', 'concept', 'x']) {
      expect((await request.get(`/en/collections/${slug}`)).status(), slug).toBe(404);
    }
  });

  test('an entity page searches within the entity, without the collection facet', async ({ page }) => {
    await page.goto('/en/collections/person/91257422');
    await expect(page).toHaveURL(/\/en\/collections\/person\/91257422-edgar-degas$/);
    const total = await count(page);
    expect(total).toBeGreaterThan(1);
    await expect(page.getByTestId('facet-collection')).toHaveCount(0);
    for (const card of await page.getByTestId('item-card').all()) await expect(card).toContainText('Degas');
    await page.locator('#entity-search').fill('dancers');
    await page.locator('#entity-search').press('Enter');
    await expect(page).toHaveURL(/91257422-edgar-degas\?query=dancers/);
    expect(await count(page)).toBeLessThan(total);
    await expectNoAxeViolations(page);
  });

  test('unknown entities are not found', async ({ request }) => {
    expect((await request.get('/en/collections/person/1-nobody')).status()).toBe(404);
    expect((await request.get('/en/collections/person/abc')).status()).toBe(404);
  });
});

test.describe('multilingual search', () => {
  test('anonymous visitors are offered login; signed-in visitors can search across languages', async ({ page }) => {
    await page.goto('/de/search?query=Gemälde');
    await expect(page.getByTestId('multilingual-login')).toBeVisible();
    await expect(page.getByTestId('illustration-search-results-not-found')).toBeVisible();

    await page.getByTestId('multilingual-login').locator('a').click();
    await page.locator('input[name="username"]').fill('demo-user');
    await page.locator('input[name="password"]').fill('portal-demo-1');
    await page.locator('[data-qa="sign-in-submit"]').click();
    await page.waitForURL((url) => url.pathname === '/de/search');
    const toggle = page.getByTestId('multilingual-toggle').locator('a');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await count(page)).toBeGreaterThan(100);
    // The choice is remembered.
    await page.goto('/de/search?query=Gemälde');
    await expect(page.getByTestId('multilingual-toggle').locator('a')).toHaveAttribute('aria-pressed', 'true');
  });
});
