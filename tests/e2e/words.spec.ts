/**
 * Issue 26 as a visitor sees it (items 1, 4, 9, 10, 11 and 13): theme cards with pictures, ways to galleries
 * and trending items, words instead of codes in the visitor's language, no dead ends, and the small things.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Every picture in `scope` has loaded (a broken image has no natural width). */
async function expectPicturesLoaded(page: Page, scope: Locator): Promise<number> {
  const images = scope.locator('img');
  const count = await images.count();
  for (let index = 0; index < count; index += 1) await images.nth(index).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const widths = await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth));
  expect(widths.filter((width) => width === 0), 'broken pictures').toEqual([]);
  return count;
}

test.describe('theme pages (item 1, 10)', () => {
  test('show artists, topics and highlights with their pictures', async ({ page }) => {
    await page.goto('/en/themes/art');
    for (const qa of ['person-group', 'topic-group', 'card-group']) {
      const group = page.getByTestId(qa);
      const cards = group.getByTestId('content-card');
      const total = await cards.count();
      expect(total, qa).toBeGreaterThan(3);
      expect(await expectPicturesLoaded(page, group), `${qa}: a picture on every card`).toBe(total);
      await expect(group.getByTestId('card-placeholder')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test('head their groups in the page language', async ({ page }) => {
    await page.goto('/de/themes/art');
    await expect(page.getByTestId('person-group').locator('h2')).toHaveText('Künstlerinnen und Künstler');
    await expect(page.getByTestId('topic-group').locator('h2')).toHaveText('Themen und Epochen');
    await expect(page.getByTestId('card-group').locator('h2')).toHaveText('Höhepunkte');
    await expect(page.getByTestId('card-group').getByRole('link', { name: 'Alle ansehen' })).toBeVisible();
  });
});

test.describe('galleries and trending items can be reached (item 4)', () => {
  test('from the footer of every page and from the collections page', async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByTestId('footer-explore');
    await expect(footer.getByTestId('footer-galleries')).toHaveAttribute('href', '/en/galleries');
    await expect(footer.getByTestId('footer-trending')).toHaveAttribute('href', '/en/trending');
    await footer.getByTestId('footer-galleries').click();
    await expect(page.getByTestId('galleries-page')).toBeVisible();
    await page.goto('/de/collections');
    await expect(page.getByTestId('collections-galleries')).toHaveAttribute('href', '/de/galleries');
    await page.getByTestId('collections-trending').click();
    await expect(page).toHaveURL(/\/de\/trending$/);
  });
});

test.describe('words, not codes, in the page language (items 9, 10)', () => {
  test('the filters name countries, languages, rights statements and colours', async ({ page }) => {
    await page.goto('/de/search?query=*&expand=COLOURPALETTE');
    const labels = (name: string) => page.getByTestId(`facet-${name}`).locator('.label').allTextContents();
    const countries = await labels('COUNTRY');
    expect(countries).toContain('Vereinigte Staaten');
    expect(countries).not.toContain('United States of America');
    expect(await labels('LANGUAGE')).toContain('Englisch');
    const rights = await labels('RIGHTS');
    expect(rights.length).toBeGreaterThan(2);
    for (const name of rights) expect(name).not.toMatch(/^https?:/);
    const colours = await labels('COLOURPALETTE');
    expect(colours.length).toBeGreaterThan(5);
    for (const name of colours) expect(name).not.toMatch(/^#/);
    expect(colours).toContain('Schwarz');
    await expect(page.getByTestId('facet-COLOURPALETTE').locator('.swatch').first()).toBeVisible();
  });

  test('the item page shows words for the type of object and the providing country', async ({ page }) => {
    await page.goto('/de/item/2000001/aic_14598');
    const all = page.getByTestId('all-metadata-list');
    await expect(all.getByTestId('metadata-edmCountry').locator('dd')).toHaveText('Vereinigte Staaten');
    const type = await all.getByTestId('metadata-dcType').locator('dd').innerText();
    expect(type).not.toMatch(/https?:\/\//);
  });

  test('centuries are listed in time order (the singular URL redirects to the table)', async ({ page }) => {
    await page.goto('/en/collections/time');
    await expect(page).toHaveURL(/\/en\/collections\/times$/);
    const titles = await page.getByTestId('entity-table-row').locator('td:first-child').allTextContents();
    const numbers = titles.map((title) => Number.parseInt(title, 10));
    expect(numbers.length).toBeGreaterThan(2);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Reversed by a second press on the name column.
    await page.getByTestId('sort-name').click();
    const reversed = await page.getByTestId('entity-table-row').locator('td:first-child').allTextContents();
    expect(reversed).toEqual([...titles].reverse());
  });
});

test.describe('no dead ends (item 11)', () => {
  test('a page beyond the last goes to the last page', async ({ page }) => {
    await page.goto('/en/search?query=paris&page=2');
    await expect(page).toHaveURL(/\/en\/search\?query=paris$/);
    await expect(page.getByTestId('results').getByTestId('item-card').first()).toBeVisible();
  });

  test('nothing found is a friendly empty state with ways on, not an error', async ({ page }) => {
    await page.goto('/en/search?query=zzzzqqqxxyy&qf=TYPE:IMAGE');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.locator('[role="alert"]:visible')).toHaveCount(0);
    await expect(empty.getByTestId('empty-remove-filters')).toHaveAttribute('href', '/en/search?query=zzzzqqqxxyy');
    await expect(empty.getByTestId('empty-tips')).toHaveAttribute('href', '/en/help');
    await expectNoAxeViolations(page);
  });

  test('a public gallery is called public; the published ones are on /galleries', async ({ page }) => {
    await page.goto('/en/galleries/3');
    await expect(page.getByTestId('gallery-title')).toHaveText('Sportswear');
    await expect(page.locator('.meta')).toContainText('Public');
    await expect(page.locator('.meta')).not.toContainText('Published');
    await page.goto('/en/galleries');
    await expect(page.getByTestId('published-galleries')).toContainText('Tattoos');
  });
});

test.describe('small things (item 13)', () => {
  test('the exhibitions listing is headed "Exhibitions"', async ({ page }) => {
    await page.goto('/en/exhibitions');
    await expect(page.locator('h1')).toHaveText('Exhibitions');
  });

  test('the home page promises what the search box searches', async ({ page }) => {
    await page.goto('/en');
    const boxes = page.locator('input[name="query"]');
    await expect(boxes.first()).toHaveAttribute('placeholder', /./);
    for (const box of await boxes.all()) await expect(box).not.toHaveAttribute('placeholder', /million/);
    await expect(page.locator('main')).not.toContainText('million');
  });

  test('on a phone a long placeholder ends in an ellipsis and a code block shows that it scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/sk/search');
    const box = page.getByTestId('search-input');
    // Slovak's "search by title, creator, subject or place" is longer than the box.
    expect(await box.evaluate((input: HTMLInputElement) => {
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(input).font;
      probe.textContent = input.placeholder;
      document.body.append(probe);
      const wider = probe.getBoundingClientRect().width > input.clientWidth;
      probe.remove();
      return wider;
    })).toBe(true);
    await expect(box).toHaveCSS('text-overflow', 'ellipsis');
    await expect(page.getByTestId('header-search-input')).toHaveCSS('text-overflow', 'ellipsis');

    await page.goto('/sk/apis');
    const block = page.locator('.rich-text pre').first();
    expect(await block.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    // The shadows at the edges with more to see (RichText.astro).
    expect(await block.evaluate((pre) => getComputedStyle(pre).backgroundImage.match(/radial-gradient/g)?.length)).toBe(2);
  });

  test('the About page speaks to visitors', async ({ page }) => {
    await page.goto('/en/about-us');
    await expect(page.locator('main')).toContainText('What you will find');
    await expect(page.locator('main')).not.toContainText(/open-source web application|local copy/);
  });

  test('the sign-in page shows the wordmark and leads back to the portal', async ({ page }) => {
    await page.goto('/en/account/login');
    await expect(page.getByTestId('sign-in-logo')).toBeVisible();
    await page.getByTestId('sign-in-back').click();
    await expect(page).toHaveURL(/\/en$/);
  });
});
