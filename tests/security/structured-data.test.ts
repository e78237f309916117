/**
 * Structured data and sharing cards against the real stack (issue 20, items 2 and 3): an item page's JSON-LD
 * parses and names the work, stories and exhibitions are Articles, and a record whose title is hostile markup cannot end the script element or add
 * one of its own: the upstream's text is data, wherever the page puts it.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToPortal, startStack, type Stack } from './stack.ts';

const ITEM = '/2000001/aic_93784';
const HOSTILE_ITEM = '/2000001/aic_16571';
const HOSTILE = '</script><script id="injected">document.title="owned"</script><!--';

describe('structured data', () => {
  let stack: Stack;
  let db: DatabaseSync;

  beforeAll(async () => {
    stack = await startStack();
    db = new DatabaseSync(join(stack.servicesDataDir, 'services.sqlite'));
  }, 180_000);

  afterAll(() => {
    db.close();
    stack.stop();
  });

  const page = async (path: string): Promise<Document> => {
    const response = await fetch(`${stack.portal}${path}`);
    expect(response.status, path).toBe(200);
    return parseHTML(await response.text()).document;
  };
  const graphOf = (document: Document): Record<string, unknown> => {
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    return JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
  };

  it('describes the work in the page language, with a sharing card of its own', async () => {
    for (const locale of ['en', 'de']) {
      const document = await page(`/${locale}/item${ITEM}`);
      const graph = graphOf(document);
      expect(graph).toMatchObject({ '@context': 'https://schema.org', '@id': `${stack.portal}/${locale}/item${ITEM}`, inLanguage: locale });
      expect(['Painting', 'VisualArtwork', 'Photograph']).toContain(graph['@type']);
      const title = document.querySelector('meta[property="og:title"]')?.getAttribute('content');
      expect(graph.name).toBe(title);
      expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/thumbnail\/v3\/400\//);
      expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    }
  });

  it('keeps a hostile title inside the JSON-LD: no element is closed or added', async () => {
    // Another record than above: the portal keeps upstream answers for a while.
    const row = db.prepare('SELECT record_json FROM records WHERE id = ?').get(HOSTILE_ITEM);
    const record = JSON.parse(String(row?.record_json)) as { proxies: { dcTitle?: Record<string, string[]> }[] };
    for (const proxy of record.proxies) proxy.dcTitle = { en: [HOSTILE] };
    db.prepare('UPDATE records SET record_json = ? WHERE id = ?').run(JSON.stringify(record), HOSTILE_ITEM);
    const document = await page(`/fr/item${HOSTILE_ITEM}`);
    expect(document.querySelector('#injected')).toBeNull();
    expect(graphOf(document).name).toBe(HOSTILE);
  });

  it('describes a story and an exhibition as Articles, shared as articles', async () => {
    for (const path of ['/en/stories/saints-and-their-signs', '/de/exhibitions/impressionism-light-and-modern-life']) {
      const document = await page(path);
      const graph = graphOf(document);
      // Pre-rendered: its URL is the canonical one the build wrote (the public origin at build time).
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      expect(graph).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', url: canonical, publisher: { name: 'Europeana' } });
      expect(graph.headline).toBe(document.querySelector('meta[property="og:title"]')?.getAttribute('content'));
      expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    }
  });

  it('describes a person as a Person and a public gallery as an ItemList of its items, each with a sharing card', async () => {
    const person = await page('/de/collections/person/97129501-claude-monet');
    expect(graphOf(person)).toMatchObject({ '@type': 'Person', name: 'Claude Monet', identifier: 'http://data.europeana.eu/agent/97129501' });
    const gallery = await page('/en/galleries/1-tattoos');
    const list = graphOf(gallery);
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Tattoos', numberOfItems: 28 });
    const first = (list.itemListElement as { position: number; url: string }[])[0];
    expect(first?.position).toBe(1);
    expect(first?.url).toMatch(new RegExp(`^${stack.portal}/en/item/`));
    for (const document of [person, gallery]) expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https?:\/\//);
  });

  it('gives a private gallery and the account pages no structured data and no sharing card, and keeps crawlers away', async () => {
    const owner = await signInToPortal(stack, 'user@example.org');
    const created = await owner.fetch(`${stack.portal}/_api/sets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.portal, accept: 'application/json' },
      body: JSON.stringify({ title: 'Only mine', visibility: 'private' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const path of [`/en/galleries/${id}-only-mine`, '/en/account', '/en/account/api-keys']) {
      const response = await owner.fetch(`${stack.portal}${path}`);
      expect(response.status, path).toBe(200);
      const document = parseHTML(await response.text()).document;
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex, nofollow');
      expect(document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]'), path).toHaveLength(0);
    }
  });
});
