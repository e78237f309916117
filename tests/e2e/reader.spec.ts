import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * Reading multi-page items (issue 22 item 1): a newspaper's pages turn with the toolbar and the keyboard, each
 * page's text stands beside it (in the server's HTML), a search inside the text lists its hits and a hit opens its
 * page with the word highlighted on the page and in the text; a letter shows its transcription; a PDF shows in the
 * browser's viewer. In English and German, the search also without JavaScript. Records: services/seed/reading.ts.
 */
const NEWSPAPER = '/2000004/newspaper_harbour_courier_1912';
const LETTER = '/2000004/letter_anna_1916';
const PAMPHLET = '/2000004/pamphlet_public_baths';

const HEADINGS = {
  en: { fulltext: 'Full text', transcription: 'Transcription', search: 'Search in the text of this item', hits: 'Hits for “lighthouse”: 2' },
  de: { fulltext: 'Volltext', transcription: 'Transkription', search: 'Im Text dieses Objekts suchen', hits: 'Treffer für „lighthouse“: 2' },
} as const;

for (const locale of ['en', 'de'] as const) {
  const words = HEADINGS[locale];

  test.describe(`reader (${locale})`, () => {
    test('reads page 3 of the newspaper: the toolbar and the keys turn the pages, the text is beside each page', async ({ page }) => {
      await page.goto(`/${locale}/item${NEWSPAPER}`);
      await expect(page.getByTestId('item-text')).toHaveAttribute('data-text-kind', 'fulltext');
      await expect(page.getByRole('heading', { name: new RegExp(words.fulltext) })).toBeVisible();
      await expect(page.getByTestId('item-text-body')).toContainText('SHIPPING NEWS OF THE WEEK');
      await page.getByTestId('item-media-next').click();
      await expect(page).toHaveURL(/[?&]page=2\b/);
      await expect(page.getByTestId('item-text-body')).toContainText('THE TOWN COUNCIL');
      // Turning a page, measured in the page from the click to the new page's text: within the budget (300 ms).
      const turned = await page.evaluate(async () => {
        const started = performance.now();
        document.querySelector<HTMLElement>('[data-qa="item-media-next"]')?.click();
        await new Promise<void>((resolve) => {
          const check = (): void => {
            if (document.querySelector('[data-qa="item-text-body"]')?.textContent.includes('A NEW LAMP FOR THE LIGHTHOUSE')) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - started;
      });
      expect(turned).toBeLessThan(300);
      await expect(page).toHaveURL(/[?&]page=3\b/);
      await expect(page.getByTestId('item-media-position')).toHaveText(locale === 'en' ? '3 of 4' : '3 von 4');
      // The strip names the newspaper's pictures as its pages.
      await expect(page.getByTestId('item-media-choice').nth(2)).toHaveText(locale === 'en' ? 'Page 3' : 'Seite 3');
      await expect(page.getByTestId('item-text-body')).toContainText('the old lamp was hard to tell from the stars.');
      await expect(page.getByTestId('deep-zoom-still')).toBeVisible();
      // The arrow keys turn the pages while focus is in the pager; Back turns back.
      await page.getByTestId('item-media-previous').focus();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/[?&]page=4\b/);
      await expect(page.getByTestId('item-text-body')).toContainText('ADVERTISEMENTS');
      await page.goBack();
      await expect(page.getByTestId('item-text-body')).toContainText('A NEW LAMP FOR THE LIGHTHOUSE');
      await page.getByTestId('item-media-last').click();
      await expect(page.getByTestId('item-text-body')).toContainText('ADVERTISEMENTS');
      await expect(page.getByTestId('item-media-position')).toHaveText(locale === 'en' ? '4 of 4' : '4 von 4');
      await page.getByTestId('item-media-first').click();
      await expect(page.getByTestId('item-text-body')).toContainText('SHIPPING NEWS OF THE WEEK');
    });

    test('the page text is in the server\'s HTML', async ({ request }) => {
      const html = await (await request.get(`/${locale}/item${NEWSPAPER}?page=3`)).text();
      expect(html).toContain('A NEW LAMP FOR THE LIGHTHOUSE');
      expect(html).toContain('data-qa="item-text-body"');
    });

    test('searches a word, lists its hits and jumps to its page with the hit highlighted', async ({ page }) => {
      await page.goto(`/${locale}/item${NEWSPAPER}`);
      await page.getByLabel(words.search).fill('lighthouse');
      await page.getByTestId('item-text-search-submit').click();
      await expect(page.getByTestId('item-text-hits')).toContainText(words.hits);
      const hits = page.getByTestId('item-text-hit');
      await expect(hits).toHaveCount(2);
      await expect(hits.first()).toHaveAttribute('data-page', '3');
      await hits.first().click();
      await expect(page).toHaveURL(/[?&]page=3\b/);
      await expect(page).toHaveURL(/[?&]find=lighthouse\b/);
      // On the page (over the still) and in the text.
      await expect(page.getByTestId('deep-zoom-highlights').getByTestId('deep-zoom-highlight')).toHaveCount(2);
      await expect(page.getByTestId('item-text-body').locator('mark')).toHaveText(['LIGHTHOUSE', 'lighthouse']);
      // And in the deep-zoom viewer once it is open.
      await page.getByTestId('deep-zoom-open').click();
      await expect(page.getByTestId('deep-zoom')).toHaveAttribute('data-state', 'ready');
      await expect(page.locator('.deep-zoom-hit')).toHaveCount(2);
      await expectNoAxeViolations(page);
    });

    test('opens the letter\'s transcription', async ({ page }) => {
      await page.goto(`/${locale}/item${LETTER}`);
      const text = page.getByTestId('item-text');
      await expect(text).toHaveAttribute('data-text-kind', 'transcription');
      await expect(text.getByRole('heading', { name: new RegExp(words.transcription) })).toBeVisible();
      await expect(page.getByTestId('item-text-body')).toContainText('Dear Tomas,');
      await page.getByTestId('item-media-next').click();
      await expect(page.getByTestId('item-text-body')).toContainText('Your loving sister,');
    });

    test('shows a PDF in the browser\'s own viewer, with a link to open it', async ({ page, request }) => {
      await page.goto(`/${locale}/item${PAMPHLET}`);
      const viewer = page.getByTestId('item-pdf-viewer');
      await expect(viewer).toBeVisible();
      const src = await viewer.getAttribute('src');
      expect(src).toMatch(/^\/_api\/pdf\/2000004\/pamphlet_public_baths\/[0-9a-f]{32}$/);
      await expect(page.getByTestId('item-pdf-open')).toHaveAttribute('href', src ?? '');
      const pdf = await request.get(src ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    test('no axe violations with the reader open at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${locale}/item${NEWSPAPER}?page=3&find=lighthouse`);
      await expect(page.getByTestId('item-text-hit')).toHaveCount(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
}

test('a line of the text, chosen, is shown where it is on the page and stays marked, scrolled into the text\'s view', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/en/item${NEWSPAPER}`);
  const lines = page.getByTestId('item-text-line');
  const count = await lines.count();
  expect(count).toBeGreaterThan(10);
  const last = lines.last();
  const words = (await last.textContent()) ?? '';
  await last.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('anno') === String(count));
  const chosen = page.getByTestId('item-text-line').last();
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen).toHaveText(words);
  await expect(page.getByTestId('item-text-line').and(page.locator('[aria-current]'))).toHaveCount(1);
  await expect(chosen).toBeInViewport();
  // One highlight, over the page's lower part where the last line is printed.
  const highlight = page.getByTestId('deep-zoom-highlights').getByTestId('deep-zoom-highlight');
  await expect(highlight).toHaveCount(1);
  const [box, stage] = await Promise.all([highlight.boundingBox(), page.getByTestId('deep-zoom-highlights').boundingBox()]);
  if (!box || !stage) throw new Error('no highlight box');
  expect(box.y + box.height / 2).toBeGreaterThan(stage.y + stage.height / 2);
  // A line number the page does not have shows nothing.
  await page.goto(`/en/item${NEWSPAPER}?anno=999`);
  await expect(page.getByTestId('deep-zoom-highlights')).toHaveCount(0);
  await expect(page.getByTestId('item-text-line').and(page.locator('[aria-current]'))).toHaveCount(0);
});

test('the line under the pointer is outlined on the page\'s picture, and a click on the picture chooses the line there', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/en/item${NEWSPAPER}`);
  const lines = page.getByTestId('item-text-line');
  const outline = page.getByTestId('item-text-line-outline');
  await lines.nth(2).hover();
  await expect(outline).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(outline).toBeHidden();
  // Where the fifth line is printed on the picture (drawn to fit its box, as `object-fit: contain` does).
  const [x, y, w, h] = ((await lines.nth(4).getAttribute('data-region')) ?? '').split(' ').map(Number);
  const still = page.getByTestId('deep-zoom-still');
  const drawn = await still.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
    const width = image.naturalWidth * scale;
    const height = image.naturalHeight * scale;
    return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
  });
  if (x === undefined || y === undefined || w === undefined || h === undefined) throw new Error('no region');
  await page.mouse.move(drawn.left + (x + w / 2) * drawn.width, drawn.top + (y + h / 2) * drawn.height);
  await expect(outline).toBeVisible();
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL((url) => url.searchParams.get('anno') === '5');
  await expect(page.getByTestId('item-text-line').nth(4)).toHaveAttribute('aria-current', 'true');
});

test.describe('reader without JavaScript (de)', () => {
  test.use({ javaScriptEnabled: false });

  test('searches inside the text and opens the hit\'s page', async ({ page }) => {
    await page.goto(`/de/item${NEWSPAPER}?page=2`);
    await page.getByLabel(HEADINGS.de.search).fill('lighthouse');
    await page.getByTestId('item-text-search-submit').click();
    await expect(page.getByTestId('item-text-hits')).toContainText(HEADINGS.de.hits);
    await page.getByTestId('item-text-hit').first().click();
    await expect(page.getByTestId('item-media-position')).toHaveText('3 von 4');
    await expect(page.getByTestId('deep-zoom-highlight')).toHaveCount(2);
    await expect(page.getByTestId('item-text-body')).toContainText('A NEW LAMP FOR THE LIGHTHOUSE');
  });
});
