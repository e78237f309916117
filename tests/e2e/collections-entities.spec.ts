import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './support/signed-in.ts';

/**
 * Issue 25, "Collections and entities": organisation pages (logo, native and English name, acronym, country, city,
 * website, "learn more"), person and place listings sorted by name in the page's language and never an empty page,
 * related stories and exhibitions on entity pages (rendered on the server), and share buttons on entity, gallery,
 * story, exhibition and chapter pages. In English and in German (long words), at 390 px without horizontal overflow.
 *
 * Seed data (services/seed/organisations.ts, places.ts; services/content/seed/stories.ts): the Institute of Historical
 * Research (organization/9300002, 12 Greek items), the places Greece, Athens and Piraeus, the story "Monet at
 * Étretat" and the exhibition about impressionism, both related to Claude Monet.
 */
const ORGANISATION = '/collections/organisation/9300002-institute-of-historical-research';
const MONET = '/collections/person/97129501-claude-monet';
const LANGUAGES = ['en', 'de'] as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('entity-card').locator('.card-title').allInnerTexts();
}

/** Opens `path` with the consent banner answered (it would cover what the test clicks at 390 px). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const reject = page.getByTestId('consent-reject-all');
  if (await reject.isVisible()) await reject.click();
}

test.describe('collections and entities (issue 25)', () => {
  for (const lang of LANGUAGES) {
    test(`an organisation page shows its logo, names and details (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, `/${lang}${ORGANISATION}`);
      const header = page.getByTestId('entity-header');
      const logo = header.getByTestId('entity-logo');
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(header.locator('h1')).toHaveText('Ινστιτούτο Ιστορικών Ερευνών');
      await expect(header.locator('h1')).toHaveAttribute('lang', 'el');
      await expect(header.getByTestId('entity-english-name')).toHaveText('Institute of Historical Research');
      await expect(header.getByTestId('entity-website')).toHaveAttribute('href', 'https://www.eie.gr');
      const details = header.getByTestId('entity-details');
      await expect(details.getByTestId('entity-detail-city')).toBeHidden();
      await details.locator('summary').click();
      await expect(details.getByTestId('entity-detail-acronym')).toContainText('IHR/NHRF');
      await expect(details.getByTestId('entity-detail-country')).toContainText(lang === 'de' ? 'Griechenland' : 'Greece');
      await expect(details.getByTestId('entity-detail-city')).toContainText('Athens');
      await expect(details.getByTestId('entity-detail-website').locator('a')).toHaveAttribute('href', 'https://www.eie.gr');
      await expect(page.getByTestId('results-count')).toContainText('12');
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });

    test(`places are listed by their names in the page's language (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/collections/places`);
      expect(await cardNames(page)).toEqual(lang === 'de' ? ['Athen', 'Griechenland', 'Piräus'] : ['Athens', 'Greece', 'Piraeus']);
      await expect(page.getByTestId('listing-empty')).toHaveCount(0);
    });

    test(`persons are listed by name, and a page past the last is the last (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/collections/persons`);
      const names = await cardNames(page);
      const fold = (name: string): string => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
      expect(names.length).toBe(24);
      expect(names.map(fold)).toEqual([...names.map(fold)].sort());
      await page.goto(`/${lang}/collections/persons?page=99`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/collections/persons\\?page=\\d$`));
      await expect(page.getByTestId('entity-card').first()).toBeVisible();
      await page.goto(`/${lang}/collections/places?page=5`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/collections/places$`));
      await expect(page.getByTestId('entity-card')).toHaveCount(3);
    });

    test(`an entity page lists related stories and exhibitions, rendered on the server (${lang})`, async ({ page, request }) => {
      const html = await (await request.get(`/${lang}${MONET}`)).text();
      expect(html).toContain('data-qa="related-editorial"');
      await page.goto(`/${lang}${MONET}`);
      const related = page.getByTestId('related-editorial');
      await expect(related.locator('h2')).toHaveText(lang === 'de' ? 'Geschichten, die Ihnen gefallen könnten' : 'Stories you may like');
      await expect(related.locator(`a[href="/${lang}/stories/monet-at-etretat"]`)).toBeVisible();
      await expect(related.getByTestId('story-card').and(page.locator('[data-type="exhibition"]'))).not.toHaveCount(0);
      expect(await related.getByTestId('story-card').count()).toBeLessThanOrEqual(4);
      // An entity no story names has no panel.
      await page.goto(`/${lang}${ORGANISATION}`);
      await expect(page.getByTestId('related-editorial')).toHaveCount(0);
    });
  }

  test('every listing page type fits 390 px in English and German', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of LANGUAGES) {
      for (const slug of ['topics', 'organisations', 'times', 'persons', 'places']) {
        await page.goto(`/${lang}/collections/${slug}`);
        expect(await horizontalOverflow(page), `${lang} ${slug}`).toBe(0);
      }
    }
  });

  test.describe('share buttons', () => {
    const pages = [
      { name: 'entity', path: MONET },
      { name: 'gallery', path: '/galleries/1-tattoos' },
      { name: 'story', path: '/stories/monet-at-etretat' },
      { name: 'exhibition', path: '/exhibitions/impressionism-light-and-modern-life' },
      { name: 'chapter', path: '/exhibitions/impressionism-light-and-modern-life/painting-outdoors' },
    ];
    for (const lang of LANGUAGES) {
      test(`share the page from entity, gallery, story, exhibition and chapter pages (${lang})`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        for (const { name, path } of pages) {
          await open(page, `/${lang}${path}`);
          const share = page.getByTestId('share-button');
          await expect(share, name).toHaveCount(1);
          await share.locator('summary').click();
          const facebook = new URL((await share.getByTestId('share-facebook').getAttribute('href')) ?? '');
          expect(new URL(facebook.searchParams.get('u') ?? '').pathname, name).toBe(new URL(page.url()).pathname);
          await expect(share.getByTestId('share-email'), name).toHaveAttribute('href', /^mailto:\?subject=/);
          // Only a gallery goes to WEAVEx, which imports Europeana's sets.
          await expect(share.getByTestId('share-weavex'), name).toHaveCount(name === 'gallery' ? 1 : 0);
          // Every target big enough for a finger (WCAG 2.5.8: 24 × 24 px at least; "X" alone was 11 px wide).
          const small = await share.locator('a, button:not(summary)').evaluateAll((targets) => targets
            .map((target) => ({ label: target.textContent.trim(), box: target.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 24 || box.height < 24)
            .map(({ label, box }) => `${label} ${String(Math.round(box.width))}×${String(Math.round(box.height))}`));
          expect(small, name).toEqual([]);
          expect(await horizontalOverflow(page), name).toBe(0);
        }
      });
    }

    test('work without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/de${MONET}`);
      await page.getByTestId('share-button').locator('summary').click();
      await expect(page.getByTestId('share-x')).toBeVisible();
      await expect(page.getByTestId('share-x')).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/post\?url=/);
      await context.close();
    });
  });
});

test.describe('editors edit a description', () => {
  /** Fashion (concept/55): no other test reads its description. */
  const FASHION = 'http://data.europeana.eu/concept/55';

  for (const lang of LANGUAGES) {
    test(`a topic's description in the page's language (${lang})`, async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const editor = await (await browser.newContext()).newPage();
      await signIn(editor, 'demo-editor', `/${lang}/collections/topic/55`);
      const text = lang === 'de' ? 'Kleidung, Accessoires und Stile – bearbeitet im Test.' : 'Clothing, accessories and styles – edited in a test.';
      try {
        await editor.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
        await editor.getByTestId('entity-edit').click();
        await editor.getByTestId('entity-edit-description').fill(text);
        await editor.getByTestId('entity-edit-save').click();
        await expect(editor.getByTestId('entity-description')).toHaveText(text);
        await expect(editor.getByTestId('entity-description')).not.toHaveAttribute('lang', /./);
        // Anonymous visitors see it at once: the cached page was purged.
        const anonymous = await (await browser.newContext()).newPage();
        await anonymous.goto(`/${lang}/collections/topic/55`);
        await expect(anonymous.getByTestId('entity-description')).toHaveText(text);
        await expect(anonymous.getByTestId('entity-edit')).toHaveCount(0);
        await anonymous.context().close();
      } finally {
        // Back as the seed has it: the English note only.
        if (lang !== 'en') {
          const removed = await editor.request.put('/_api/entity-description', { headers: { origin: baseURL ?? '' }, data: { entity: FASHION, lang, description: '' } });
          expect(removed.status()).toBe(200);
        } else {
          const restored = await editor.request.put('/_api/entity-description', {
            headers: { origin: baseURL ?? '' },
            data: { entity: FASHION, lang, description: 'Clothing, accessories and the changing styles of dress, as worn, made, drawn and photographed.' },
          });
          expect(restored.status()).toBe(200);
        }
        await editor.context().close();
      }
    });
  }

  test('only editors, only topics and organisations', async ({ browser, baseURL, request }) => {
    const anonymous = await request.put('/_api/entity-description', { headers: { origin: baseURL ?? '' }, data: { entity: FASHION, lang: 'en', description: 'x' } });
    expect(anonymous.status()).toBe(401);
    const editor = await (await browser.newContext()).newPage();
    await signIn(editor, 'demo-editor', `/en${MONET}`);
    await expect(editor.getByTestId('entity-header')).toBeVisible();
    await expect(editor.getByTestId('entity-edit')).toHaveCount(0);
    const person = await editor.request.put('/_api/entity-description', { headers: { origin: baseURL ?? '' }, data: { entity: 'http://data.europeana.eu/agent/97129501', lang: 'en', description: 'x' } });
    expect(person.status()).toBe(400);
    await editor.context().close();
  });
});

test.describe('the collections page (europeana.eu: the browse page "collections")', () => {
  for (const lang of LANGUAGES) {
    test(`is the editors' browse page with the day's themes and the latest galleries, and the way to every kind (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, `/${lang}/collections`);
      await expect(page.getByTestId('page-title')).toHaveText('Explore the collections');
      // The portal's own ways in: each kind of curated collection, and the collections people make.
      const kinds = page.getByTestId('collection-kinds').locator('a');
      await expect(kinds).toHaveCount(5);
      expect(await kinds.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        ['topics', 'organisations', 'times', 'persons', 'places'].map((kind) => `/${lang}/collections/${kind}`),
      );
      await expect(page.getByTestId('collection-more').locator('a')).toHaveCount(3);
      // The editors' sections, the automated ones among them (services/content/seed/home.ts).
      await expect(page.getByRole('heading', { name: 'Painters' })).toBeVisible();
      const themes = page.getByTestId('automated-themes');
      await expect(themes.getByTestId('content-card')).toHaveCount(4);
      for (const href of await themes.getByTestId('content-card').locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^/${lang}/themes/[a-z0-9-]+$`));
      }
      await expect(themes.getByRole('link', { name: 'All themes' })).toHaveAttribute('href', `/${lang}/themes`);
      const galleries = page.getByTestId('automated-galleries');
      await expect(galleries.getByTestId('gallery-card').first()).toBeVisible();
      await galleries.getByTestId('gallery-card').first().locator('a').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/galleries/\\d+-`));
      await page.goBack();
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});
