import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { CONTENT_SYSTEM_TEST_ORIGIN, hostSetValue, hostState, openInHost } from './support/contentful-host.ts';
import config, { baseURL } from '../../playwright.config.ts';
import { EDITOR_TOOLS } from '../../src/lib/routing/editor-tools.ts';

// The test host is a "public" origin framing the portal on localhost: Chromium's Local Network
// Access checks would block that (the real content system frames a public portal).
const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] } });

/**
 * The editor tools (spec section 2, docs/decisions/0004-editor-tools.md), each inside a test host
 * that plays the content system's side of the SDK messages.
 */

const TOOLS = EDITOR_TOOLS;

test.describe('outside the editor', () => {
  for (const tool of TOOLS) {
    test(`${tool}: Minimal layout, noindex, local SDK and styles, says it is outside the editor`, async ({ page }) => {
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL)) external.push(request.url());
      });
      const response = await page.goto(`/en/contentful/${tool}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('meta[name="editor-tool-sdk"]')).toHaveAttribute('content', 'contentful-ui-extensions-sdk@3.23.2');
      await expect(page.getByTestId('editor-tool-status')).toContainText("inside the content system's entry editor");
      await expect(page.locator('header, footer')).toHaveCount(0);
      const frameAncestors = /frame-ancestors ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
      expect(frameAncestors).toBe(CONTENT_SYSTEM_TEST_ORIGIN);
      expect(external).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('the SDK and style libraries are served by the portal, on tool pages only', async ({ page }) => {
    const assets = async (path: string): Promise<{ css: string; js: string }> => {
      const loaded: Promise<{ url: string; body: string }>[] = [];
      const listener = (response: { url: () => string; text: () => Promise<string> }): void => {
        const url = response.url();
        if (/\.(?:css|js)(?:\?|$)/.test(url)) loaded.push(response.text().then((body) => ({ url, body })));
      };
      page.on('response', listener);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('response', listener);
      let css = '';
      let js = '';
      for (const { url, body } of await Promise.all(loaded)) {
        expect(url.startsWith(baseURL), url).toBe(true);
        if (/\.css(?:\?|$)/.test(url)) css += body;
        else js += body;
      }
      return { css, js };
    };
    const tool = await assets('/en/contentful/entity-suggest');
    expect(tool.css).toContain('.custom-control-input');
    expect(tool.css).toContain('.b-form-tags');
    expect(tool.js).toContain('callSpaceMethod');
    const home = await assets('/en');
    expect(home.css).not.toContain('.b-form-tags');
    expect(home.js).not.toContain('callSpaceMethod');
  });
});

test.describe('inside the test host', () => {
  test('entity-suggest: type-ahead over the Entity API, appends the entity URI to a list field', async ({ page }) => {
    const tool = await openInHost(page, baseURL, {
      tool: '/en/contentful/entity-suggest',
      field: 'relatedLink',
      fieldTypes: { name: 'Symbol', relatedLink: 'Array' },
      values: { name: 'A story', relatedLink: [] },
    });
    await tool.getByLabel('Search entities').fill('Degas');
    const option = tool.getByRole('button', { name: /Edgar Degas/ }).first();
    await expect(option).toBeVisible();
    await expectNoAxeViolations(page);
    await option.click();
    await expect.poll(async () => (await hostState(page)).values.relatedLink).toEqual(['http://data.europeana.eu/agent/91257422']);
    await expect(tool.getByTestId('suggest-selected')).toContainText('Edgar Degas');
    await tool.getByRole('button', { name: /Remove Edgar Degas/ }).click();
    await expect.poll(async () => (await hostState(page)).values.relatedLink).toBeUndefined();
  });

  test('category-suggest: the content categories, the identifier into a text field', async ({ page }) => {
    const tool = await openInHost(page, baseURL, { tool: '/en/contentful/category-suggest', field: 'category', fieldTypes: { category: 'Symbol' } });
    await tool.getByLabel('Search categories').fill('impression');
    await tool.getByRole('button', { name: /Impressionism/ }).click();
    await expect.poll(async () => (await hostState(page)).values.category).toBe('impressionism');
    await expectNoAxeViolations(page);
  });

  test('set-suggest: published galleries, the set id into the field', async ({ page }) => {
    const tool = await openInHost(page, baseURL, { tool: '/en/contentful/set-suggest', field: 'gallery', fieldTypes: { gallery: 'Symbol' } });
    await tool.getByLabel('Search published galleries').fill('Tattoos');
    const option = tool.getByRole('button', { name: /Tattoos/ }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect.poll(async () => (await hostState(page)).values.gallery).toMatch(/^[0-9A-Za-z_-]+$/);
  });

  test('slug-validation: format and uniqueness, and says why not', async ({ page }) => {
    const tool = await openInHost(page, baseURL, {
      tool: '/en/contentful/slug-validation',
      field: 'identifier',
      contentType: 'story',
      entryId: 'this-entry',
      fieldTypes: { name: 'Symbol', identifier: 'Symbol' },
      entries: [{ id: 'other-entry', fields: { identifier: 'taken-slug' } }, { id: 'this-entry', fields: { identifier: 'own-slug' } }],
    });
    const input = tool.getByLabel('Slug');
    const feedback = tool.getByTestId('slug-feedback');
    await input.fill('Not A Slug!');
    await expect(feedback).toContainText('lower-case letters');
    await expect.poll(async () => (await hostState(page)).invalid).toBe(true);
    await input.fill('taken-slug');
    await expect(feedback).toContainText('Another entry of this type already uses this slug');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await input.fill('own-slug');
    await expect(feedback).toContainText('This slug is free');
    await expect.poll(async () => (await hostState(page)).invalid).toBe(false);
    const state = await hostState(page);
    expect(state.values.identifier).toBe('own-slug');
    expect(state.log.some((call) => call.method === 'callSpaceMethod' && call.params[0] === 'getEntries')).toBe(true);
  });

  test('disabled-single-line: the value read-only, following changes', async ({ page }) => {
    const tool = await openInHost(page, baseURL, { tool: '/en/contentful/disabled-single-line', field: 'identifier', fieldTypes: { identifier: 'Symbol' }, values: { identifier: 'fixed-value' } });
    const value = tool.getByLabel('Value (read-only)');
    await expect(value).toHaveValue('fixed-value');
    await expect(value).toHaveAttribute('readonly', '');
    await hostSetValue(page, 'identifier', 'changed-elsewhere');
    await expect(value).toHaveValue('changed-elsewhere');
    await expectNoAxeViolations(page);
    expect((await hostState(page)).log.filter((call) => call.method === 'setValue')).toEqual([]);
  });

  test('record-harvester: an item URL fills name, description, image, attribution, licence', async ({ page }) => {
    const tool = await openInHost(page, baseURL, {
      tool: '/en/contentful/record-harvester',
      field: 'identifier',
      fieldTypes: { identifier: 'Symbol', name: 'Symbol', description: 'Text', image: 'Symbol', attribution: 'Symbol', license: 'Symbol', url: 'Symbol' },
    });
    await tool.getByLabel('Item page URL or record identifier').fill(`${baseURL}/en/item/2000001/aic_93784`);
    await tool.getByRole('button', { name: 'Harvest' }).click();
    await expect(tool.getByTestId('editor-tool-status')).toContainText('Filled');
    const { values } = await hostState(page);
    expect(values.identifier).toBe('/2000001/aic_93784');
    expect(typeof values.name).toBe('string');
    expect(String(values.image)).toMatch(/^https?:\/\//);
    expect(String(values.attribution)).not.toBe('');
    expect(String(values.license)).toMatch(/^https?:\/\//);
    expect(values.url).toBe(`${baseURL}/en/item/2000001/aic_93784`);
    await expectNoAxeViolations(page);
  });

  test('record-harvester: says why when the input is not an item', async ({ page }) => {
    const tool = await openInHost(page, baseURL, { tool: '/en/contentful/record-harvester', field: 'identifier', fieldTypes: { identifier: 'Symbol' } });
    await tool.getByLabel('Item page URL or record identifier').fill('https://example.org/not-an-item');
    await tool.getByRole('button', { name: 'Harvest' }).click();
    await expect(tool.getByTestId('editor-tool-status')).toContainText('not a portal URL or identifier');
    expect((await hostState(page)).values.identifier).toBeUndefined();
  });

  test('entity-harvester: a collection page URL fills the entity fields', async ({ page }) => {
    const tool = await openInHost(page, baseURL, {
      tool: '/en/contentful/entity-harvester',
      field: 'identifier',
      fieldTypes: { identifier: 'Symbol', name: 'Symbol', description: 'Text', image: 'Symbol' },
    });
    await tool.getByLabel('Entity page URL or identifier').fill(`${baseURL}/en/collections/person/91257422-edgar-degas`);
    await tool.getByRole('button', { name: 'Harvest' }).click();
    await expect(tool.getByTestId('editor-tool-status')).toContainText('Filled');
    const { values } = await hostState(page);
    expect(values.identifier).toBe('http://data.europeana.eu/agent/91257422');
    expect(values.name).toBe('Edgar Degas');
  });

  test('image-harvester: the image, its attribution and licence', async ({ page }) => {
    const tool = await openInHost(page, baseURL, {
      tool: '/en/contentful/image-harvester',
      field: 'identifier',
      fieldTypes: { identifier: 'Symbol', name: 'Symbol', image: 'Symbol', attribution: 'Symbol', license: 'Symbol' },
    });
    await tool.getByLabel('Item page URL or record identifier of the image').fill('/2000001/aic_93784');
    await tool.getByRole('button', { name: 'Harvest' }).click();
    await expect(tool.getByTestId('editor-tool-status')).toContainText('Filled');
    const { values } = await hostState(page);
    expect(String(values.image)).toMatch(/^https?:\/\//);
    expect(String(values.attribution)).not.toBe('');
    expect(String(values.license)).toMatch(/^https?:\/\//);
  });

  test('end to end with the content service: its editor interface names the tool; slugs checked against its entries', async ({ page, request }) => {
    const services = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? '4490'}`;
    const headers = { authorization: 'Bearer local-management' };
    const ui = (await (await request.get(`${services}/content/management/editor-interfaces/story`, { headers })).json()) as {
      controls: { fieldId: string; widgetNamespace: string; widgetId: string; settings?: { src: string } }[];
    };
    const control = ui.controls.find((c) => c.fieldId === 'identifier');
    expect(control).toMatchObject({ widgetNamespace: 'extension', widgetId: 'slug-validation' });
    const stories = (await (await request.get(`${services}/content/management/entries?content_type=story`, { headers })).json()) as {
      items: { id: string; identifier: string | null }[];
    };
    const [first, second] = stories.items;
    if (!first?.identifier || !second) throw new Error('the content service has no stories');
    const tool = await openInHost(page, baseURL, {
      tool: control?.settings?.src ?? '',
      field: 'identifier',
      contentType: 'story',
      entryId: second.id,
      fieldTypes: { name: 'Symbol', identifier: 'Symbol' },
      values: { identifier: second.identifier ?? '' },
      entries: stories.items.map((s) => ({ id: s.id, fields: { identifier: s.identifier } })),
    });
    const input = tool.getByLabel('Slug');
    await input.fill(first.identifier);
    await expect(tool.getByTestId('slug-feedback')).toContainText('Another entry of this type already uses this slug');
    await input.fill(`${first.identifier}-new`);
    await expect(tool.getByTestId('slug-feedback')).toContainText('This slug is free');
  });
});

