import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Seeded records (services/seed): a painting with a full-size image, one with a 400 px preview only. */
const ZOOMABLE = '/2000001/aic_93784';
const PREVIEW_ONLY = '/2000001/aic_80604';
/** The real MIMO record: remote media, no thumbnail, audio and video views. */
const HAMMERFLUEGEL = '/09102/_GNM_693983';
const IN_COPYRIGHT = '/12/https___www_searchculture_gr_aggregator_edm_pandektis_prosopa_000085_10442_60124';
/** services/seed/data/depublished.json */
const DEPUBLISHED = '/2023823/istituti_ProdottoDellaRicerca_html_cds_095_id_163357';

test.describe('item page media viewer', () => {
  test('loads the deep-zoom viewer only on demand, then zooms, rotates and answers the keyboard', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const response = await page.goto(`/en/item${ZOOMABLE}`);
    expect(response?.status()).toBe(200);
    const viewer = page.getByTestId('deep-zoom');
    await expect(viewer).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('deep-zoom-stage').locator('img')).toBeVisible();
    // Before any viewer: the still at the stage's size, sharp, from the image service (IIIF sizes that answer).
    const still = page.getByTestId('deep-zoom-still');
    await expect(still).toHaveAttribute('srcset', /\/full\/\d+,\/0\/default\.jpg \d+w$/);
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(400);
    expect(scripts.some((s) => /openseadragon/i.test(s))).toBe(false);

    await page.getByTestId('deep-zoom-open').click();
    await expect(viewer).toHaveAttribute('data-state', 'ready');
    expect(scripts.some((s) => /openseadragon/i.test(s))).toBe(true);
    await expect(page.getByTestId('deep-zoom-fullscreen')).toBeVisible();
    await expect(page.getByTestId('deep-zoom-fullscreen')).toHaveAccessibleName(/.+/);

    await expect.poll(async () => Number(await viewer.getAttribute('data-zoom'))).toBeGreaterThan(0);
    const before = Number(await viewer.getAttribute('data-zoom'));
    await page.getByTestId('deep-zoom-zoom-in').click();
    await expect.poll(async () => Number(await viewer.getAttribute('data-zoom'))).toBeGreaterThan(before);

    await page.getByTestId('deep-zoom-rotate').click();
    await expect(viewer).toHaveAttribute('data-rotation', '90');

    // OpenSeadragon's keyboard navigation: the canvas has focus after opening; "r" rotates.
    await page.locator('.openseadragon-canvas').focus();
    await page.keyboard.press('r');
    await expect(viewer).toHaveAttribute('data-rotation', '180');
    await page.getByTestId('deep-zoom-reset').click();
    await expect(viewer).toHaveAttribute('data-rotation', '0');
  });

  test('a painting without a full-size image shows the image, without viewer', async ({ page }) => {
    await page.goto(`/en/item${PREVIEW_ONLY}`);
    await expect(page.getByTestId('item-image')).toBeVisible();
    await expect(page.getByTestId('deep-zoom')).toHaveCount(0);
    await expect(page.getByTestId('item-entities').getByTestId('entity-chip').first()).toHaveAttribute('href', /^\/en\/collections\/person\/91257422-edgar-degas$/);
    await expect(page.getByTestId('similar-item')).toHaveCount(4);
  });

  test('the data provider is a badge with its logo, linked to its organisation page, not repeated among the related collections', async ({ page }) => {
    await page.goto(`/de/item${PREVIEW_ONLY}`);
    const badge = page.getByTestId('item-headline').getByTestId('item-data-provider-badge');
    await expect(badge).toHaveText('Art Institute of Chicago');
    await expect(badge).toHaveAttribute('href', /^\/de\/collections\/organisation\/9300001-art-institute-of-chicago$/);
    const logo = badge.locator('img');
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByTestId('item-entities').locator('[data-entity-uri="http://data.europeana.eu/organization/9300001"]')).toHaveCount(0);
    await badge.click();
    await expect(page).toHaveURL(/\/de\/collections\/organisation\/9300001-art-institute-of-chicago$/);
  });

  test('what a partner project added is marked "Enrichment by partner projects" (services/seed/partner-enrichments.ts)', async ({ page }) => {
    await page.goto('/de/item/2000001/aic_16571');
    await expect(page.getByTestId('item-title')).toHaveText('Ankunft des Zuges aus der Normandie, Gare Saint-Lazare');
    await expect(page.getByTestId('title-enriched-marker')).toHaveText('Anreicherung durch Partnerprojekte');
    await page.getByTestId('item-all-metadata').locator('summary').click();
    const subjects = page.getByTestId('all-metadata-list').getByTestId('metadata-dcSubject');
    await expect(subjects.getByTestId('enriched-marker')).toHaveCount(2);
    await expect(subjects.locator('li').first()).toHaveText(/^Bahnhöfe\s*Anreicherung durch Partnerprojekte$/);
    // The provider's own title in English is its own words: no marker.
    await page.goto('/en/item/2000001/aic_16571');
    await expect(page.getByTestId('item-title')).toHaveText('Arrival of the Normandy Train, Gare Saint-Lazare');
    await expect(page.getByTestId('title-enriched-marker')).toHaveCount(0);
    await expect(page.getByTestId('all-metadata-list').getByTestId('metadata-dcSubject').getByTestId('enriched-marker').first()).toHaveText('Enrichment by partner projects');
  });

  test('an item with no media at all (an INA film known only by its page) says under its pictogram where the work is', async ({ page }) => {
    await page.goto('/de/item/04802/3F01774036ADF624097AB05C25B3AD0B0062E706');
    await expect(page.getByTestId('type-placeholder-VIDEO')).toBeVisible();
    const link = page.getByTestId('item-media-provider');
    await expect(link).toHaveText('Auf der Website des Datengebers ansehen');
    await expect(link).toHaveAttribute('href', (await page.getByTestId('item-provider-link').getAttribute('href')) ?? 'no provider link');
  });

  test('the Hammerflügel shows its type placeholder and offers no player for recordings Europeana does not hold', async ({ page }) => {
    // Its web resources carry no technical metadata in the seed: Europeana could not fetch them, so there is
    // nothing to play or download here (services/seed/europeana.ts, withoutRemoteMediaFiles).
    await page.goto(`/de/item${HAMMERFLUEGEL}`);
    await expect(page.getByTestId('type-placeholder-IMAGE')).toBeVisible();
    await expect(page.getByTestId('item-title')).toHaveText('Hammerflügel');
    await expect(page.getByTestId('rights-badge')).toHaveAttribute('data-reusability', 'restricted');
    await expect(page.getByTestId('item-media-player')).toHaveCount(0);
    await expect(page.getByTestId('item-download')).toHaveCount(0);
  });
});

test.describe('item page download', () => {
  test('the download link answers 200 with an attachment through the portal, without the API key', async ({ page, request }) => {
    await page.goto(`/en/item${ZOOMABLE}`);
    const href = await page.getByTestId('item-download').getAttribute('href');
    expect(href).toMatch(/^\/_api\/media\/2000001\/aic_93784\/[0-9a-f]{32}$/);
    expect(await page.content()).not.toContain('wskey');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    expect(response.headers()['content-disposition']).toMatch(/^attachment/);
    await expect(page.getByTestId('item-attribution')).toHaveValue(/creativecommons\.org\/publicdomain\/zero\/1\.0/);
    await expect(page.getByTestId('item-citation')).toHaveValue(/La Fête du Mai\. Art Institute of Chicago\. Europeana\./);
  });

  test('items in copyright offer no download', async ({ page }) => {
    await page.goto(`/en/item${IN_COPYRIGHT}`);
    await expect(page.getByTestId('rights-badge')).toHaveAttribute('data-reusability', 'permission');
    await expect(page.getByTestId('item-download')).toHaveCount(0);
    await expect(page.getByTestId('item-no-download')).toHaveText(/rights statement of this item does not allow/);
  });

  test('an open item whose file the services do not hold offers no download and no broken picture', async ({ page }) => {
    // A real Rijksmuseum print (public domain) whose image lives on the provider's host (issue 26, item 2).
    await page.goto('/en/item/90402/RP_P_1885_A_9412');
    await expect(page.getByTestId('rights-badge')).toHaveAttribute('data-reusability', 'open');
    await expect(page.getByTestId('item-download')).toHaveCount(0);
    // Open: the reason is the file, not the rights statement.
    await expect(page.getByTestId('item-no-download')).toHaveText(/has no file that can be downloaded here/);
    await expect(page.getByTestId('item-image')).toHaveCount(0);
  });

  test('the media endpoint refuses anything but a media path', async ({ request }) => {
    for (const path of ['/_api/media/1/a/nothex', '/_api/media/..%2F..%2Fetc', `/_api/media/1/${'a'.repeat(5000)}/x`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
    }
  });
});

test.describe('item page errors and bad input', () => {
  test('an unknown item answers 404 with itemNotFound and its illustration', async ({ page }) => {
    const response = await page.goto('/en/item/2000001/no_such_item');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('illustration-item-not-found')).toBeVisible();
    await expect(page.getByTestId('error-message')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a depublished item answers 410 and says so, above its metadata (tests/e2e/item-media.spec.ts)', async ({ page }) => {
    const response = await page.goto(`/en/item${DEPUBLISHED}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByTestId('item-depublished')).toContainText('depublished');
  });

  test('bad identifiers answer a page or a 4xx, never a 500', async ({ request }) => {
    const paths = [
      '/en/item/abc',
      '/en/item/1/a%27%20OR%201%3D1--',
      '/en/item/1/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/en/item/1/%00',
      '/en/item/%E2%80%A8/x',
      `/en/item/1/${'x'.repeat(10_240)}`,
      `/en/item/1/a?lang=${'x'.repeat(10_240)}`,
      '/en/item/2000001/aic_93784?lang=%22%3E%3Cscript%3E',
      `/en/media?url=${encodeURIComponent('javascript:alert(1)')}&type=audio/mpeg`,
      `/en/media?url=${encodeURIComponent('http://evil.example/x.mp3')}&type=audio/mpeg`,
      `/en/media?url=${'x'.repeat(10_240)}`,
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path.slice(0, 80)).toBeLessThan(500);
    }
  });
});

test.describe('item page for anonymous visitors', () => {
  test('offers login for the translated view and renders disabled like and gallery places, and no pin', async ({ page }) => {
    await page.goto(`/en/item${ZOOMABLE}?lang=de`);
    await expect(page.getByTestId('item-translate-login')).toHaveAttribute('href', `/en/account/login?redirect=${encodeURIComponent(`/en/item${ZOOMABLE}?lang=de`)}`);
    await expect(page.getByTestId('translated-marker')).toHaveCount(0);
    for (const id of ['item-like', 'item-add-to-gallery']) await expect(page.getByTestId(id)).toBeDisabled();
    // Only entity editors pin (issue 26, item 13).
    await expect(page.getByTestId('item-pin')).toHaveCount(0);
  });

  test('shows creator, date and institution once: in the headline, not again under "Good to know"', async ({ page }) => {
    await page.goto(`/en/item${ZOOMABLE}`);
    const headline = page.getByTestId('item-headline');
    await expect(headline.locator('dt')).not.toHaveCount(0);
    const goodToKnow = page.getByTestId('good-to-know-list');
    for (const label of await headline.locator('dt').allTextContents()) await expect(goodToKnow.locator('dt', { hasText: new RegExp(`^${label}$`) })).toHaveCount(0);
  });
});

test.describe('item page layout', () => {
  test('at 1400 px each column flows on its own: "Use this item" follows the related collections, "Good to know" the summary', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`/sk/item${ZOOMABLE}`);
    const box = async (qa: string): Promise<{ x: number; y: number; width: number; height: number }> => {
      const found = await page.getByTestId(qa).boundingBox();
      if (found === null) throw new Error(`no ${qa}`);
      return found;
    };
    const [title, related, reuse, goodToKnow] = [await box('item-title'), await box('item-entities'), await box('item-reuse'), await box('item-good-to-know')];
    // Two columns: the related collections and reuse to the right of the summary, one under the other.
    expect(related.x).toBeGreaterThan(title.x + title.width);
    expect(Math.abs(reuse.x - related.x)).toBeLessThan(2);
    // No row of the other column between them: a gap of the columns' spacing, not the summary's height.
    expect(reuse.y - (related.y + related.height)).toBeLessThan(80);
    const summaryEnd = await page.getByTestId('item-headline').evaluate((el) => (el.closest('.summary') ?? el).getBoundingClientRect().bottom + window.scrollY);
    expect(goodToKnow.y - summaryEnd).toBeLessThan(80);
  });

  test('on a phone the page is one column: summary, metadata, related collections, reuse, similar items', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en/item${ZOOMABLE}`);
    const tops: number[] = [];
    for (const qa of ['item-title', 'item-good-to-know', 'item-all-metadata', 'item-entities', 'item-reuse']) {
      const found = await page.getByTestId(qa).boundingBox();
      if (found === null) throw new Error(`no ${qa}`);
      tops.push(found.y);
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });
});

test.describe('item page metadata in words, in the page language', () => {
  /** Real records (services/seed/data/search): "German" and "deu" as its languages; no creator and no "good to know" fields. */
  const TWO_LANGUAGE_VALUES = '/08711/https___www_biodiversitylibrary_org_item_176625';
  const WITHOUT_CREATOR = '/04802/3F01774036ADF624097AB05C25B3AD0B0062E706';

  test('names languages and the rights statement, and shows no user-generated flag', async ({ page }) => {
    await page.goto(`/sk/item${TWO_LANGUAGE_VALUES}`);
    await expect(page.getByTestId('metadata-dcLanguage').locator('li')).toHaveText(['nemčina']);
    const rights = page.getByTestId('metadata-edmRights').locator('a');
    await expect(rights).toHaveAttribute('href', 'http://creativecommons.org/publicdomain/mark/1.0/');
    await expect(rights).not.toHaveText(/^https?:/);
    await expect(rights).toHaveText(await page.getByTestId('rights-link').innerText());
    await expect(page.getByTestId('metadata-edmUgc')).toHaveCount(0);
  });

  test('dates the record and links its dataset to the search for the dataset\'s records (de)', async ({ page }) => {
    await page.goto('/de/item/2000001/aic_93784');
    await page.getByTestId('item-all-metadata').locator('details > summary').click();
    await expect(page.getByTestId('metadata-timestampCreated')).toContainText('Erstmals auf Europeana veröffentlicht');
    await expect(page.getByTestId('metadata-timestampCreated').locator('li')).toHaveText(['22. August 2025']);
    await expect(page.getByTestId('metadata-timestampUpdate').locator('li')).toHaveText(['22. August 2025']);
    const dataset = page.getByTestId('metadata-edmDatasetName').getByTestId('field-search-link');
    const name = await dataset.innerText();
    await dataset.click();
    await expect(page).toHaveURL((url) => url.pathname === '/de/search' && url.searchParams.get('query') === `edm_datasetName:"${name}"`);
    const cards = page.getByTestId('item-card');
    await expect(cards.first()).toBeVisible();
    for (const href of await cards.locator('a[href*="/item/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/de\/item\/2000001\//);
    }
  });

  test('leaves out an empty "Good to know" and cites a work without creator by its title first', async ({ page }) => {
    await page.goto(`/en/item${WITHOUT_CREATOR}`);
    await expect(page.getByTestId('item-all-metadata')).toBeVisible();
    await expect(page.getByTestId('item-good-to-know')).toHaveCount(0);
    await expect(page.getByTestId('item-citation')).toHaveValue(/^Lio "Mona Lisa"\. \(n\.d\.\)\. Institut National de l'Audiovisuel\. Europeana\. /);
  });
});

test.describe('media page', () => {
  test('plays a media resource of the named record and refuses foreign URLs', async ({ page }) => {
    const url = 'http://www.mimo-db.eu/media/GNM/AUDIO/MIR_1097_Stein_54s_01.mp3';
    const ok = await page.goto(`/en/media?${new URLSearchParams({ url, type: 'audio/mpeg', item: HAMMERFLUEGEL }).toString()}`);
    expect(ok?.status()).toBe(200);
    await expect(page.getByTestId('item-audio').locator('source')).toHaveAttribute('src', url);
    await expectNoAxeViolations(page);
    const refused = await page.goto(`/en/media?${new URLSearchParams({ url, type: 'audio/mpeg', item: PREVIEW_ONLY }).toString()}`);
    expect(refused?.status()).toBe(400);
  });
});

test.describe('item page accessibility', () => {
  for (const code of ['en', 'de'] as const) {
    for (const id of [ZOOMABLE, HAMMERFLUEGEL, IN_COPYRIGHT]) {
      test(`${code}${id.slice(0, 30)} has no axe violations`, async ({ page }) => {
        const response = await page.goto(`/${code}/item${id}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the opened viewer has no axe violations', async ({ page }) => {
    await page.goto(`/en/item${ZOOMABLE}`);
    await page.getByTestId('deep-zoom-open').click();
    await expect(page.getByTestId('deep-zoom')).toHaveAttribute('data-state', 'ready');
    await expectNoAxeViolations(page);
  });
});

test.describe('item page with several media', () => {
  test('lists every media resource and shows the one chosen, through links that work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en/item${HAMMERFLUEGEL}`);
    const choices = page.getByTestId('item-media-strip').getByTestId('item-media-choice');
    // edmIsShownBy and its views, each once: 18 media resources.
    await expect(choices).toHaveCount(18);
    await expect(choices.first()).toHaveAttribute('aria-current', 'true');
    // The local services hold none of these files (services/seed/SOURCES.md): no thumbnail that would be a broken
    // image, no download that would answer 404, no player (issue 26, item 2).
    await expect(page.getByTestId('item-media-strip').locator('img')).toHaveCount(0);
    await expect(page.getByTestId('item-download')).toHaveCount(0);
    await expect(page.getByTestId('item-media-player')).toHaveCount(0);

    await choices.nth(3).click();
    await expect(page).toHaveURL(new RegExp(`/en/item${HAMMERFLUEGEL}\\?page=4$`));
    await expect(page.getByTestId('item-media')).toHaveAttribute('data-media-index', '4');
    await expect(choices.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(choices.first()).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('item-download')).toHaveCount(0);
    // Back to the first: the URL without the parameter.
    await choices.first().click();
    await expect(page).toHaveURL(new RegExp(`/en/item${HAMMERFLUEGEL}$`));
    await context.close();
  });

  test('the media strip has no axe violations; an item with one media resource has no strip', async ({ page }) => {
    await page.goto(`/en/item${HAMMERFLUEGEL}?page=4`);
    await expect(page.getByTestId('item-media-strip')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/en/item${ZOOMABLE}`);
    await expect(page.getByTestId('item-media-strip')).toHaveCount(0);
  });
});

test.describe('similar items', () => {
  /** Its creator made nothing else here: similar items come from its subjects, type and institution. */
  const ONLY_WORK = '/2000001/aic_257286';
  const servicesUrl = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? '4490'}`;

  test('anonymous visitors get items of the same subjects, creator or institution, signed-in visitors the Recommendation API items', async ({ browser, request }) => {
    const anonymous = await (await browser.newContext()).newPage();
    await anonymous.goto(`/en/item${ONLY_WORK}`);
    await expect(anonymous.getByTestId('item-title')).toBeVisible();
    // europeana.eu's weighted query (src/lib/edm/similar.ts): never the item itself.
    const found = anonymous.getByTestId('similar-item').locator('a');
    await expect(found).toHaveCount(4);
    const anonymousHrefs = await found.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(anonymousHrefs).not.toContain(`/en/item${ONLY_WORK}`);
    // Signed in, the Recommendation API has more: the reference's "log in to see other related items".
    await expect(anonymous.getByTestId('similar-items-login')).toHaveAttribute('href', `/en/account/login?redirect=${encodeURIComponent(`/en/item${ONLY_WORK}`)}`);

    const recommended = await request.get(`${servicesUrl}/recommend/record${ONLY_WORK}?wskey=api2demo&pageSize=5`);
    expect(recommended.status()).toBe(200);
    const { items } = (await recommended.json()) as { items: { id: string }[] };
    const expected = items.map((i) => i.id).filter((id) => id !== ONLY_WORK).slice(0, 4);
    expect(expected).toHaveLength(4);

    const signedIn = await (await browser.newContext()).newPage();
    await signedIn.goto(`/en/item${ONLY_WORK}`);
    await signedIn.getByTestId('log-in-button').click();
    await signedIn.locator('input[name="username"]').fill('demo-user');
    await signedIn.locator('input[name="password"]').fill('portal-demo-1');
    await signedIn.locator('[data-qa="sign-in-submit"]').click();
    await signedIn.waitForURL((url) => url.pathname === `/en/item${ONLY_WORK}`);
    const similar = signedIn.getByTestId('similar-items').getByTestId('similar-item').locator('a');
    await expect(similar).toHaveCount(4);
    await expect(signedIn.getByTestId('similar-items-login')).toHaveCount(0);
    const hrefs = await similar.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expected.map((id) => `/en/item${id}`));
    // The two ways differ, so this shows which one answered.
    expect(hrefs).not.toEqual(anonymousHrefs);
    await expectNoAxeViolations(signedIn);
  });
});
