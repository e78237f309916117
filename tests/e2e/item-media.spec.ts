import { expect, test, type Page } from './fixtures.ts';
import { holdBack } from './support/hold-back.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * Every kind of media on the item page itself (issue 24): sound and film play in the browser's players, DASH and
 * HLS streams through dash.js and hls.js loaded on play, a 3D model turns in <model-viewer>, a platform's player
 * loads only after consent for that platform, several media turn by keyboard and by `?page=N`, the embed code copies, a depublished record keeps its metadata under a banner and a
 * re-identified record redirects. Records: services/seed/media-kinds.ts.
 */
const SOUND = '/2000002/sound_carillon';
const FILM = '/2000002/film_mandelbrot';
const FILMS = '/2000002/film_studies';
const DASH_FILM = '/2000002/film_mandelbrot_stream';
const HLS_FILM = '/2000002/film_life_stream';
const MODEL = '/2000002/model_amphora';
const YOUTUBE = '/2000002/embed_youtube_bbb';
const VIMEO = '/2000002/embed_vimeo_bbb';
const MOVED_FROM = '/2000002/sound_carillon_1998';
const PROVIDER_MANIFEST = '/2000002/portfolio_monet_coast';
const DEPUBLISHED = '/2023823/istituti_ProdottoDellaRicerca_html_cds_095_id_163357';

/** Plays the page's media element for a moment and returns how far it got. */
async function playFor(page: Page, selector: string, ms: number): Promise<number> {
  return page.locator(selector).evaluate(async (element: HTMLMediaElement, wait) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, wait));
    element.pause();
    return element.currentTime;
  }, ms);
}

for (const locale of ['en', 'de']) {
  test.describe(`media players (${locale})`, () => {
    test('a sound recording plays on the item page, from the portal, by byte ranges', async ({ page }) => {
      const ranges: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_api/media/')) ranges.push(request.headers().range ?? '');
      });
      await page.goto(`/${locale}/item${SOUND}`);
      const player = page.getByTestId('item-media-player');
      await expect(player).toHaveAttribute('data-kind', 'audio');
      await expect(page.getByTestId('item-audio').locator('source')).toHaveAttribute('type', 'audio/ogg');
      expect(await playFor(page, '[data-qa="item-audio"]', 1200)).toBeGreaterThan(0.3);
      expect(ranges.some((range) => range.startsWith('bytes='))).toBe(true);
    });

    test('a film plays, with its poster and its captions from the IIIF manifest, the page language first', async ({ page }) => {
      await page.goto(`/${locale}/item${FILM}`);
      const video = page.getByTestId('item-video');
      await expect(video).toHaveAttribute('poster', /\/thumbnail\/v3\/400\/[0-9a-f]{32}$/);
      const tracks = video.locator('track');
      await expect(tracks).toHaveCount(2);
      await expect(video.locator(`track[srclang="${locale}"]`)).toHaveAttribute('default', '');
      expect(await playFor(page, '[data-qa="item-video"]', 1200)).toBeGreaterThan(0.3);
      // The captions loaded (a cue of the default track is known once the track is read).
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].find((t) => t.mode === 'showing')?.cues?.length ?? 0)).toBeGreaterThan(0);
    });

    for (const [record, format, library] of [[DASH_FILM, 'dash', 'dash'], [HLS_FILM, 'hls', 'hls']] as const) {
      test(`a ${format.toUpperCase()} stream plays from its provider, its player loaded only when the visitor presses play`, async ({ page }) => {
        const fetched: string[] = [];
        page.on('request', (request) => fetched.push(request.url()));
        const response = await page.goto(`/${locale}/item${record}`);
        // The page lets its scripts fetch the stream from the provider, and only this page.
        const csp = response?.headers()['content-security-policy'] ?? '';
        const video = page.getByTestId('item-video');
        await expect(video).toHaveAttribute('data-stream', format);
        const src = (await video.getAttribute('data-src')) ?? '';
        expect(csp).toMatch(new RegExp(`connect-src [^;]*${new URL(src).origin.replace(/[.]/g, '\\.')}`));
        await expect(page.getByTestId('item-stream-link')).toHaveAttribute('href', src);
        await expect(video).toHaveAttribute('poster', /\/thumbnail\/v3\/400\/[0-9a-f]{32}$/);
        expect(fetched.some((url) => url.includes(`/_astro/${library}`) || url.includes('/streams/'))).toBe(false);
        await expectNoAxeViolations(page);
        await video.evaluate((v: HTMLVideoElement) => { v.muted = true; });
        await page.getByTestId('item-stream-play').click();
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
        expect(fetched.some((url) => url.includes(`/_astro/${library}`))).toBe(true);
        expect(fetched.filter((url) => url.includes('/streams/')).length).toBeGreaterThan(2);
        await expect(video).toHaveAttribute('controls', '');
        await expect(page.getByTestId('item-media-error')).toBeHidden();
      });
    }
  });
}

test('a 3D model loads only on demand, then turns with the keyboard; no axe violations at 390 and 1400 px', async ({ page }) => {
  // WebGL is software-rendered here, beside another worker: three.js and the first frame take a while.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/en/item${MODEL}`);
  const stage = page.getByTestId('item-model');
  await expect(stage).toHaveAttribute('data-state', 'closed');
  expect(scripts.some((url) => url.includes('model-viewer'))).toBe(false);
  await page.getByTestId('item-model-open').click();
  await expect(stage).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await expectNoAxeViolations(page);
  const viewer = page.getByTestId('item-model-viewer');
  const orbit = (): Promise<number> => viewer.evaluate((el) => (el as HTMLElement & { getCameraOrbit(): { theta: number } }).getCameraOrbit().theta);
  const before = await orbit();
  await viewer.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(orbit).not.toBeCloseTo(before, 2);
});

test.describe('third-party players behind consent, per platform', () => {
  test('nothing is asked of YouTube before consent; allowing YouTube loads its player, and only YouTube', async ({ page }) => {
    const thirdParty: string[] = [];
    // The machine has no internet: answer the platforms' requests here, and record them.
    await page.route(/^https?:\/\/[^/]*(youtube|ytimg|vimeo)[^/]*\//, async (route) => {
      thirdParty.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto(`/en/item${YOUTUBE}`);
    await page.getByTestId('consent-reject-all').click();
    const gate = page.getByTestId('item-embed');
    await expect(gate).toHaveAttribute('data-provider', 'youTube');
    await expect(gate.getByTestId('embed-gate-allow')).toHaveText(/YouTube/);
    await expect(gate.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await gate.getByTestId('embed-gate-allow').click();
    await expect(gate.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    // Consent for YouTube is not consent for Vimeo.
    await page.goto(`/en/item${VIMEO}`);
    await expect(page.getByTestId('item-embed').locator('iframe')).toHaveCount(0);
    await expect(page.getByTestId('item-embed').getByTestId('embed-gate-allow')).toHaveText(/Vimeo/);
    // …and it is remembered: YouTube's player loads straight away on the next visit.
    await page.goto(`/de/item${YOUTUBE}`);
    await expect(page.getByTestId('item-embed').locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  test('choices made before the consent widget has arrived count in the order they were made', async ({ page }) => {
    // The widget loads on the first click: held back here until both choices are made, as on a slow phone.
    const clicked = await holdBack(page, '**/_astro/consent-ui.*.js');
    await page.route(/^https?:\/\/[^/]*(youtube|ytimg)[^/]*\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
    await page.goto(`/en/item${YOUTUBE}`);
    await page.getByTestId('consent-reject-all').click();
    await page.getByTestId('item-embed').getByTestId('embed-gate-allow').click();
    clicked();
    // Rejecting everything, then allowing YouTube: YouTube is allowed.
    await expect(page.getByTestId('item-embed').locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await page.reload();
    await expect(page.getByTestId('item-embed').locator('iframe')).toHaveCount(1);
  });

  test('the embed resolver answers a player for a platform page and refuses anything else', async ({ request }) => {
    const vimeo = await request.get(`/_api/embed?${new URLSearchParams({ url: 'https://vimeo.com/1084537' }).toString()}`);
    expect(vimeo.status()).toBe(200);
    expect(await vimeo.json()).toMatchObject({ src: 'https://player.vimeo.com/video/1084537', provider: 'Vimeo' });
    expect((await request.get('/_api/embed')).status()).toBe(400);
    expect((await request.get(`/_api/embed?${new URLSearchParams({ url: 'javascript:alert(1)' }).toString()}`)).status()).toBe(400);
    expect((await request.get(`/_api/embed?${new URLSearchParams({ url: 'https://evil.example/?https://vimeo.com/1' }).toString()}`)).status()).toBe(404);
  });
});

test.describe('several media on one item', () => {
  test('turns to the third by ?page=3, by the arrow keys and by the toolbar, also without JavaScript', async ({ page, browser }) => {
    await page.goto(`/en/item${FILMS}?page=3`);
    await expect(page.getByTestId('item-media')).toHaveAttribute('data-media-index', '3');
    await expect(page.getByTestId('item-media-position')).toHaveText('3 of 3');
    await expect(page.getByTestId('item-media-next')).toHaveCount(0);

    await page.goto(`/en/item${FILMS}`);
    await expect(page.getByTestId('item-media-position')).toHaveText('1 of 3');
    // Films Europeana holds no picture of: the pictogram of their kind in the strip.
    await expect(page.getByTestId('item-media-strip').getByTestId('item-media-choice-icon')).toHaveCount(3);
    await page.getByTestId('item-media-next').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/en/item${FILMS}\\?page=2$`));
    await page.getByTestId('item-media-next').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/en/item${FILMS}\\?page=3$`));
    await expect(page.getByTestId('item-media-position')).toHaveText('3 of 3');
    await page.getByTestId('item-media-previous').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('item-media-position')).toHaveText('2 of 3');

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/de/item${FILMS}`);
    await plain.getByTestId('item-media-next').click();
    await plain.getByTestId('item-media-next').click();
    await expect(plain).toHaveURL(new RegExp(`/de/item${FILMS}\\?page=3$`));
    await expect(plain.getByTestId('item-video').locator('source')).toHaveAttribute('src', /^\/_api\/media\/2000002\/film_studies\/[0-9a-f]{32}$/);
    // The old parameter still chooses.
    await plain.goto(`/de/item${FILMS}?media=2`);
    await expect(plain.getByTestId('item-media')).toHaveAttribute('data-media-index', '2');
    await noScript.close();
  });
});

test.describe('a provider-hosted IIIF manifest', () => {
  test('shows every canvas of the provider\'s manifest (more than the record lists), its pictures, zoom and download from the provider', async ({ page }) => {
    const provider = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? '4490'}/provider-iiif`;
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${provider}/image/`)) tiles.push(request.url());
    });
    await page.goto(`/en/item${PROVIDER_MANIFEST}?page=2`);
    // The record names one image; the provider's manifest has three canvases, each named as the manifest names it.
    const choices = page.getByTestId('item-media-choice');
    await expect(choices).toHaveCount(3);
    await expect(choices.nth(1)).toContainText('2 · The Customs House at Varengeville (1897)');
    await expect(choices.nth(0).locator('img')).toHaveAttribute('src', `${provider}/image/monet-14598/full/200,/0/default.jpg`);
    await expect(page.getByTestId('item-media-position')).toHaveText('2 of 3');
    // The second painting, zoomable through the provider's Image API 2 service; the download is the provider's file.
    await expect(page.getByTestId('deep-zoom-still')).toHaveAttribute('src', new RegExp(`^${provider}/image/monet-16542/full/`));
    await expect(page.getByTestId('item-manifest-link')).toHaveAttribute('href', `${provider}/manifests/monet-coast-and-seine`);
    await expect(page.getByTestId('item-download')).toHaveAttribute('href', `${provider}/image/monet-16542/full/full/0/default.jpg`);
    await page.getByTestId('deep-zoom').getByRole('button', { name: 'Zoom' }).click();
    await expect.poll(() => tiles.filter((url) => /monet-16542\/\d+,\d+,\d+,\d+\//.test(url) || url.endsWith('/info.json')).length).toBeGreaterThan(0);

    // On a phone, in German: the strip with the canvases' names, no axe violations.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/de/item${PROVIDER_MANIFEST}?page=3`);
    await expect(page.getByTestId('item-media-position')).toHaveText('3 von 3');
    await expectNoAxeViolations(page);
  });
});

test.describe('location', () => {
  test('names the place with a link to OpenStreetMap, and loads the map only when asked, with the base map of the local services', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/de/item${FILM}`);
    const section = page.getByTestId('item-location');
    await expect(section).toContainText('Brüssel');
    await expect(section.getByTestId('item-location-osm')).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=50\.8467&mlon=4\.3525/);
    expect(scripts.some((url) => url.includes('leaflet'))).toBe(false);
    const tiles: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/tiles/')) tiles.push(response.status());
    });
    await section.getByTestId('item-location-show').click();
    await expect(section.locator('[data-state="ready"]')).toBeVisible();
    await expect(section.getByTestId('item-location-map').locator('.leaflet-marker-icon')).toHaveCount(1);
    // Leaflet's zoom buttons in the page's language.
    await expect(section.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Verkleinern' })).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((status) => status === 200)).toBe(true);
    await expectNoAxeViolations(page);
    // The cookie banner stays above the map (Leaflet's panes have z-indexes up to 1000): on a phone, where they
    // overlap, the banner is what is under the pointer.
    await page.setViewportSize({ width: 390, height: 844 });
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    if (bannerBox === null) throw new Error('the cookie banner has no box');
    const map = section.getByTestId('item-location-map');
    // Scroll so that the map's middle lies under the banner's top.
    await map.evaluate((element, bannerTop) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - (bannerTop + 20));
    }, bannerBox.y);
    const mapBox = await map.boundingBox();
    if (mapBox === null) throw new Error('the map has no box');
    const point = { x: Math.max(mapBox.x, bannerBox.x) + 10, y: Math.max(mapBox.y, bannerBox.y) + 10 };
    expect(point.x < Math.min(mapBox.x + mapBox.width, bannerBox.x + bannerBox.width) && point.y < mapBox.y + mapBox.height).toBe(true);
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-qa="consent-banner"]') !== null, point)).toBe(true);
    // A record without places has no section.
    await page.goto(`/de/item${FILMS}`);
    await expect(page.getByTestId('item-location')).toHaveCount(0);
  });
});

test.describe('around the media', () => {
  test('copies the embed code and links the IIIF manifest', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/en/item${FILM}`);
    await page.getByTestId('copy-embed-code').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^<iframe src="http:\/\/[^"]+\/en\/media\?url=[^"]+" width="\d+" height="\d+" title="Into the Mandelbrot set" allowfullscreen><\/iframe>$/);
    const manifest = page.getByTestId('item-manifest-link');
    await expect(manifest).toHaveAttribute('href', /\/iiif\/presentation\/2000002\/film_mandelbrot\/manifest$/);
    const answer = await page.request.get((await manifest.getAttribute('href')) ?? '');
    expect(answer.status()).toBe(200);
  });

  test('a download whose file does not come says so, with the provider', async ({ page }) => {
    await page.goto(`/en/item${FILM}`);
    await page.route('**/_api/media/**', (route) => route.fulfill({ status: 502, body: '' }));
    await expect(page.getByTestId('item-download-failed')).toBeHidden();
    await page.getByTestId('item-download').click();
    await expect(page.getByTestId('item-download-failed')).toBeVisible();
  });

  test('a depublished record keeps its metadata under a banner, answered as Gone', async ({ page }) => {
    const response = await page.goto(`/de/item${DEPUBLISHED}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByTestId('item-depublished')).toBeVisible();
    await expect(page.getByTestId('item-title')).toHaveText('Final report MONA LISA');
    await expect(page.getByTestId('item-reuse')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a re-identified record redirects to its new identifier, the query kept', async ({ request }) => {
    const response = await request.get(`/en/item${MOVED_FROM}?page=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/en/item${SOUND}?page=1`);
  });
});

test.describe('players have no axe violations', () => {
  for (const width of [390, 1400]) {
    test(`at ${String(width)} px: sound, film, consent gate, several media, 3D closed (open: the 3D test)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [SOUND, FILM, `${FILMS}?page=2`, YOUTUBE, MODEL]) {
        await page.goto(`/${width === 390 ? 'de' : 'en'}/item${path}`);
        await expectNoAxeViolations(page);
      }
    });
  }
});
