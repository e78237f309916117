/**
 * The publisher (src/lib/publication/publisher.ts) over a real dependency index and real files, with the
 * shared log and the page renderer standing in: which pages a change re-renders, which it removes, what a
 * failed render leaves live, and how far the build's applied publication goes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openBuildIndex, type BuildIndex } from '../../../src/lib/publication/build-index.ts';
import { createPublisher, pageFile, type RenderedPage } from '../../../src/lib/publication/publisher.ts';
import type { NodePublicationStatus, Publication, PublicationAction } from '../../../src/lib/store/types.ts';

/** What the content service has now: the page set and, per path, what the page shows and reads. */
interface Site {
  pages: Map<string, { html: string; reads: string[] } | 'fail'>;
}

function setUp(initial: Record<string, string[]>, builtAt = Date.now() - 60 * 60_000) {
  const buildDir = mkdtempSync(join(tmpdir(), 'publisher-'));
  const clientDir = join(buildDir, 'client');
  const index = openBuildIndex(buildDir, { create: true });
  if (index === undefined) throw new Error('no index');
  index.putAll(Object.entries(initial));
  index.setBuiltAt(builtAt);
  index.close();
  for (const path of Object.keys(initial)) {
    const file = pageFile(clientDir, path) ?? '';
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `old ${path}`);
  }
  const site: Site = { pages: new Map(Object.entries(initial).map(([path, reads]) => [path, { html: `old ${path}`, reads }])) };
  const publications: Publication[] = [];
  const statuses: NodePublicationStatus[] = [];
  const rendered: string[] = [];
  /** Called as each render starts (a publication arriving meanwhile, a node stopping). */
  const hooks: { onRender: (path: string) => void; answer: (path: string) => Promise<void>; pageIndex: () => Promise<void>; keys: Map<string, string> | 'fail' } = {
    onRender: () => undefined,
    // Waited for before a render answers (a slow page).
    answer: () => Promise.resolve(),
    pageIndex: () => Promise.resolve(),
    // The listing key of each entry now (`key:<id>:Q=<key>`); 'fail': the content service does not answer.
    keys: new Map(),
  };
  const publish = (entryId: string, contentType: string, action: PublicationAction = 'publish', at = Date.now(), identifier?: string): void => {
    publications.push({ seq: publications.length + 1, entryId, contentType, identifier, action, at });
  };
  const publisher = createPublisher({
    buildDir,
    nodeId: 'node-a',
    logger: () => undefined,
    log: {
      publicationsAfter: (seq, limit) => Promise.resolve(publications.filter((p) => p.seq > seq).slice(0, limit)),
      recordNodeStatus: (status) => {
        statuses.push(status);
        return Promise.resolve();
      },
    },
    render: async (path): Promise<RenderedPage> => {
      rendered.push(path);
      hooks.onRender(path);
      await hooks.answer(path);
      const page = site.pages.get(path);
      if (page === 'fail') return { status: 500, html: 'error', reads: [] };
      return page === undefined ? { status: 404, html: 'not found', reads: [] } : { status: 200, ...page };
    },
    keysOf: (query, ids) => {
      const { keys } = hooks;
      if (keys === 'fail') return Promise.reject(new Error('content service down'));
      return Promise.resolve(new Set(ids.flatMap((id) => (keys.has(id) ? [`key:${id}:${query}=${keys.get(id) ?? ''}`] : []))));
    },
    editorialPaths: async () => {
      await hooks.pageIndex();
      return new Set(site.pages.keys());
    },
    // As the content routes settle them: a story's own page in each language the site of a test has it in.
    ownPaths: (publication) =>
      new Set(
        publication.contentType === 'story' && publication.identifier !== undefined
          ? ['en', 'de'].map((locale) => `/${locale}/stories/${publication.identifier ?? ''}`).filter((path) => site.pages.has(path))
          : [],
      ),
  });
  const file = (path: string): string | undefined => {
    const name = pageFile(clientDir, path) ?? '';
    return existsSync(name) ? readFileSync(name, 'utf8') : undefined;
  };
  /** Reads the build's index as it is on disk now. */
  const fromIndex = <T>(read: (index: BuildIndex) => T): T | undefined => {
    const open = openBuildIndex(buildDir);
    try {
      return open === undefined ? undefined : read(open);
    } finally {
      open?.close();
    }
  };
  const indexed = (): Set<string> => fromIndex((index) => index.paths()) ?? new Set();
  const applied = (): number | undefined => fromIndex((index) => index.applied()?.seq);
  const pending = (): Set<string> => fromIndex((index) => index.pending()) ?? new Set();
  return { site, publish, publisher, rendered, statuses, file, indexed, applied, pending, publications, hooks, buildDir, fromIndex };
}

const SEED = {
  '/en/stories/monet': ['entry:monet'],
  '/de/stories/monet': ['entry:monet'],
  '/en/stories/renoir': ['entry:renoir'],
  '/en/stories': ['list:story', 'entry:monet', 'entry:renoir'],
  '/en': ['list:homePage', 'entry:home'],
};

describe('the publisher', () => {
  it('re-renders only the pages that read an edited entry, and writes them into the build', async () => {
    const t = setUp(SEED);
    t.site.pages.set('/en/stories/monet', { html: 'new monet', reads: ['entry:monet'] });
    t.site.pages.set('/en/stories', { html: 'new listing', reads: ['list:story', 'entry:monet', 'entry:renoir'] });
    t.publish('monet', 'story');
    await t.publisher.apply();
    expect(t.rendered.sort()).toEqual(['/de/stories/monet', '/en/stories', '/en/stories/monet']);
    expect(t.file('/en/stories/monet')).toBe('new monet');
    expect(t.file('/en/stories')).toBe('new listing');
    expect(t.file('/en/stories/renoir')).toBe('old /en/stories/renoir');
    expect(t.applied()).toBe(1);
    expect(t.publisher.status()).toMatchObject({ state: 'idle', appliedSeq: 1, pagesRendered: 3, pagesRemoved: 0, lastEntry: 'story "monet"' });
    expect(t.statuses.at(-1)?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("renders a new entry's own pages and the listings of its type, with what they read now", async () => {
    const t = setUp(SEED);
    t.site.pages.set('/en/stories/degas', { html: 'degas', reads: ['entry:degas'] });
    t.site.pages.set('/en/stories', { html: 'listing with degas', reads: ['list:story', 'entry:degas', 'entry:monet'] });
    t.publish('degas', 'story');
    await t.publisher.apply();
    expect(t.rendered.sort()).toEqual(['/en/stories', '/en/stories/degas']);
    expect(t.file('/en/stories/degas')).toBe('degas');
    expect(t.indexed().has('/en/stories/degas')).toBe(true);
    // The listing's reads were replaced: an edit of degas now re-renders it, one of renoir no longer does.
    t.rendered.length = 0;
    t.publish('renoir', 'story');
    await t.publisher.apply();
    expect(t.rendered).toEqual(['/en/stories/renoir']);
  });

  it("removes an unpublished entry's pages and re-renders the listings that showed it", async () => {
    const t = setUp(SEED);
    t.site.pages.delete('/en/stories/renoir');
    t.site.pages.set('/en/stories', { html: 'listing without renoir', reads: ['list:story', 'entry:monet'] });
    t.publish('renoir', 'story', 'unpublish');
    await t.publisher.apply();
    expect(t.file('/en/stories/renoir')).toBeUndefined();
    expect(t.indexed().has('/en/stories/renoir')).toBe(false);
    expect(t.file('/en/stories')).toBe('listing without renoir');
    expect(t.publisher.status()).toMatchObject({ pagesRemoved: 1, pagesRendered: 1 });
  });

  it("leaves no page at a changed slug's old path", async () => {
    const t = setUp(SEED);
    t.site.pages.delete('/en/stories/monet');
    t.site.pages.delete('/de/stories/monet');
    t.site.pages.set('/en/stories/monet-at-etretat', { html: 'moved', reads: ['entry:monet'] });
    t.publish('monet', 'story');
    await t.publisher.apply();
    expect(t.file('/en/stories/monet')).toBeUndefined();
    expect(t.file('/de/stories/monet')).toBeUndefined();
    expect(t.file('/en/stories/monet-at-etretat')).toBe('moved');
  });

  it('keeps the previous page live when its render fails, reports the entry and tries it again', async () => {
    const t = setUp(SEED);
    t.site.pages.set('/en/stories/monet', 'fail');
    t.site.pages.set('/de/stories/monet', { html: 'neue monet', reads: ['entry:monet'] });
    t.publish('monet', 'story');
    await t.publisher.apply();
    expect(t.file('/en/stories/monet')).toBe('old /en/stories/monet');
    expect(t.file('/de/stories/monet')).toBe('neue monet');
    const status = t.publisher.status();
    expect(status.state).toBe('failed');
    expect(status.failure?.entry).toContain('story "monet"');
    expect(status.failure?.entry).toContain('/en/stories/monet');
    expect(status.failure?.message).toBe('HTTP 500');
    // The next pass renders the failed page again, even without a new publication.
    t.site.pages.set('/en/stories/monet', { html: 'new monet', reads: ['entry:monet'] });
    t.rendered.length = 0;
    await t.publisher.apply();
    expect(t.rendered).toEqual(['/en/stories/monet']);
    expect(t.file('/en/stories/monet')).toBe('new monet');
    expect(t.publisher.status()).toMatchObject({ state: 'idle', failure: undefined });
  });

  it('skips what was published before the build started, applies what came after (a restart, a new node)', async () => {
    const builtAt = Date.now() - 60 * 60_000;
    const t = setUp(SEED, builtAt);
    t.site.pages.set('/en/stories/renoir', { html: 'new renoir', reads: ['entry:renoir'] });
    t.publish('monet', 'story', 'publish', builtAt - 10 * 60_000);
    t.publish('renoir', 'story', 'publish', builtAt + 60_000);
    await t.publisher.apply();
    // Monet's pages are not rendered again: that publication is in the build.
    expect(t.rendered.sort()).toEqual(['/en/stories', '/en/stories/renoir']);
    expect(t.applied()).toBe(2);
  });

  it('notices a log that is not the one its last publication came from, and applies what came after the build', async () => {
    const builtAt = Date.now() - 60 * 60_000;
    const t = setUp(SEED, builtAt);
    t.publish('monet', 'story');
    await t.publisher.apply();
    expect(t.applied()).toBe(1);
    // Another database (the build was used against another log): its publication 1 is another one.
    t.publications.length = 0;
    t.publish('renoir', 'story', 'publish', builtAt - 10 * 60_000);
    t.publish('home', 'homePage');
    t.rendered.length = 0;
    await t.publisher.apply();
    expect(t.rendered).toEqual(['/en']);
    expect(t.applied()).toBe(2);
  });

  it("renders the changed entry's own pages before the pages that show it", async () => {
    const t = setUp(SEED);
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    await t.publisher.apply();
    expect(t.rendered.slice(0, 2).sort()).toEqual(['/de/stories/monet', '/en/stories/monet']);
    expect(t.rendered[2]).toBe('/en/stories');
  });

  it('coalesces publications that arrive while a pass runs into one more pass', async () => {
    const t = setUp(SEED);
    t.publish('monet', 'story');
    const first = t.publisher.apply();
    t.publish('renoir', 'story');
    t.publish('home', 'homePage');
    const second = t.publisher.apply();
    await Promise.all([first, second]);
    expect(t.applied()).toBe(3);
    expect(new Set(t.rendered)).toEqual(new Set(['/en/stories/monet', '/de/stories/monet', '/en/stories', '/en/stories/renoir', '/en']));
  });

  it("puts off the pages that show an entry when a newer publication arrives, renders the newer entry's own pages first and each listing once", async () => {
    const t = setUp({ ...SEED, '/de/stories': ['list:story', 'entry:monet', 'entry:renoir'] });
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    t.hooks.onRender = (path) => {
      if (path !== '/en/stories/monet') return;
      t.publish('renoir', 'story', 'publish', Date.now(), 'renoir');
      void t.publisher.apply();
    };
    await t.publisher.apply();
    const renoir = t.rendered.indexOf('/en/stories/renoir');
    // Monet's own pages were under way; the listings waited for Renoir's own page, and were rendered once.
    expect(renoir).toBeGreaterThan(t.rendered.indexOf('/en/stories/monet'));
    expect(t.rendered.indexOf('/en/stories')).toBeGreaterThan(renoir);
    expect(t.rendered.indexOf('/de/stories')).toBeGreaterThan(renoir);
    expect(t.rendered.filter((path) => path === '/en/stories')).toHaveLength(1);
    expect(t.applied()).toBe(2);
    expect(t.pending()).toEqual(new Set());
    expect(t.statuses.at(-1)?.state).toBe('idle');
  });

  it('renders every listing of a new story even when a listing rendered for an older publication already showed it', async () => {
    // Degas is published while Monet's edit is being applied: the content service has Degas before the log
    // brings its publication here, so the listing Monet's pass renders then shows Degas and reads it. The
    // listing that does not show Monet was not rendered; Degas's pass must still render it.
    const t = setUp({ ...SEED, '/fr/stories': ['list:story', 'entry:renoir'] });
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    t.hooks.onRender = (path) => {
      if (path !== '/en/stories') return;
      t.site.pages.set('/en/stories/degas', { html: 'degas', reads: ['entry:degas'] });
      t.site.pages.set('/en/stories', { html: 'listing with degas', reads: ['list:story', 'entry:degas', 'entry:monet'] });
      t.site.pages.set('/fr/stories', { html: 'liste avec degas', reads: ['list:story', 'entry:degas', 'entry:renoir'] });
    };
    await t.publisher.apply();
    expect(t.file('/en/stories')).toBe('listing with degas');
    expect(t.file('/fr/stories')).toBe('old /fr/stories');
    t.hooks.onRender = () => undefined;
    t.publish('degas', 'story', 'publish', Date.now(), 'degas');
    await t.publisher.apply();
    expect(t.file('/en/stories/degas')).toBe('degas');
    expect(t.file('/fr/stories')).toBe('liste avec degas');
  });

  it('takes an entry published again after an unpublish as new for the listings of its type', async () => {
    const t = setUp(SEED);
    t.site.pages.delete('/en/stories/renoir');
    t.site.pages.set('/en/stories', { html: 'listing without renoir', reads: ['list:story', 'entry:monet'] });
    t.publish('renoir', 'story', 'unpublish', Date.now(), 'renoir');
    await t.publisher.apply();
    expect(t.file('/en/stories')).toBe('listing without renoir');
    // Published again: no page reads Renoir now, but the listing of stories must show it again.
    t.site.pages.set('/en/stories/renoir', { html: 'renoir again', reads: ['entry:renoir'] });
    t.site.pages.set('/en/stories', { html: 'listing with renoir again', reads: ['list:story', 'entry:monet', 'entry:renoir'] });
    t.publish('renoir', 'story', 'publish', Date.now(), 'renoir');
    await t.publisher.apply();
    expect(t.file('/en/stories')).toBe('listing with renoir again');
    // Known again: its next edit renders the pages that show it, not every listing of stories.
    t.rendered.length = 0;
    t.publish('renoir', 'story', 'publish', Date.now(), 'renoir');
    await t.publisher.apply();
    expect(t.rendered.sort()).toEqual(['/en/stories', '/en/stories/renoir']);
  });

  it("renders an edited entry's own pages without waiting for the content service's page index", async () => {
    const t = setUp(SEED);
    let answer = (): void => undefined;
    t.hooks.pageIndex = () => new Promise((resolve) => (answer = resolve));
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    const applying = t.publisher.apply();
    // Both own pages rendered first, while the page index has not answered yet (the listing that shows the story
    // may follow them before it answers too).
    await vi.waitFor(() => {
      expect(t.rendered.slice(0, 2).sort()).toEqual(['/de/stories/monet', '/en/stories/monet']);
    });
    answer();
    await applying;
    expect(t.rendered).toContain('/en/stories');
  });

  it("renders a new story's own pages and the listings that show it before the page index answers, and removes what it no longer lists after", async () => {
    const t = setUp(SEED);
    let answer = (): void => undefined;
    t.hooks.pageIndex = () => new Promise((resolve) => (answer = resolve));
    t.site.pages.set('/en/stories/degas', { html: 'degas', reads: ['entry:degas'] });
    t.site.pages.set('/de/stories/degas', { html: 'degas de', reads: ['entry:degas'] });
    t.site.pages.set('/en/stories', { html: 'listing with degas', reads: ['list:story', 'entry:degas', 'entry:monet'] });
    // The listing's limit pushes the oldest story out: the page index no longer lists it.
    t.site.pages.delete('/en/stories/renoir');
    t.publish('degas', 'story', 'publish', Date.now(), 'degas');
    const applying = t.publisher.apply();
    await vi.waitFor(() => {
      expect(t.file('/en/stories')).toBe('listing with degas');
    });
    // Own pages first, then the listing, all while the page index has not answered; nothing removed yet.
    expect(t.rendered).toEqual(['/en/stories/degas', '/de/stories/degas', '/en/stories']);
    expect(t.file('/de/stories/degas')).toBe('degas de');
    expect(t.file('/en/stories/renoir')).toBe('old /en/stories/renoir');
    answer();
    await applying;
    expect(t.file('/en/stories/renoir')).toBeUndefined();
    expect(t.rendered).toHaveLength(3);
    expect(t.indexed()).toEqual(new Set(['/en/stories/monet', '/de/stories/monet', '/en/stories', '/en', '/en/stories/degas', '/de/stories/degas']));
  });

  it("renders the default language's pages first, own pages before the listings that show them", async () => {
    const listings = ['/bg/stories', '/de/stories', '/en/stories', '/fr/stories'];
    const t = setUp({ '/de/stories/monet': ['entry:monet'], '/en/stories/monet': ['entry:monet'], ...Object.fromEntries(listings.map((path) => [path, ['list:story', 'entry:monet']])) });
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    await t.publisher.apply();
    expect(t.rendered).toEqual(['/en/stories/monet', '/de/stories/monet', '/en/stories', '/bg/stories', '/de/stories', '/fr/stories']);
  });

  it('finishes the renders under way when the page index fails, records them, and tries the pass again later', async () => {
    const t = setUp(SEED);
    let fail = (): void => undefined;
    t.hooks.pageIndex = () => new Promise((_, reject) => (fail = () => reject(new Error('content service down'))));
    t.site.pages.set('/en/stories', { html: 'listing, slow to render', reads: ['list:story', 'entry:monet', 'entry:degas'] });
    t.hooks.onRender = (path) => {
      // The page index fails while the listing that shows the edit is being rendered, which takes a while.
      if (path === '/en/stories') fail();
    };
    t.hooks.answer = (path) => new Promise((resolve) => setTimeout(resolve, path === '/en/stories' ? 50 : 0));
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    await t.publisher.apply();
    expect(t.file('/en/stories')).toBe('listing, slow to render');
    // What it read is in the build's index: the render finished before the pass ended and closed it.
    expect(t.fromIndex((index) => index.pagesReading(['entry:degas']))).toEqual(new Set(['/en/stories']));
    expect(t.publisher.status()).toMatchObject({ state: 'failed', failure: { message: 'content service down' } });
    // Not applied: the next pass renders the publication again.
    expect(t.applied()).toBe(0);
  });

  it('puts nothing off for a second wake-up that brings no newer publication (the webhook, then the log)', async () => {
    const t = setUp(SEED);
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    t.hooks.onRender = (path) => {
      if (path === '/en/stories/monet') void t.publisher.apply();
    };
    await t.publisher.apply();
    expect(t.statuses.find((s) => s.state === 'idle' && s.appliedSeq === 1)?.pagesRendered).toBe(3);
    expect(t.rendered.filter((path) => path === '/en/stories')).toHaveLength(1);
  });

  it('keeps the pages it put off in the build when the node stops, and renders them after a restart', async () => {
    const t = setUp(SEED);
    t.publish('monet', 'story', 'publish', Date.now(), 'monet');
    t.hooks.onRender = (path) => {
      if (path === '/en/stories/monet') t.publisher.stop();
    };
    await t.publisher.apply();
    expect(t.applied()).toBe(1);
    expect(t.pending()).toEqual(new Set(['/en/stories']));
    expect(t.file('/en/stories')).toBe('old /en/stories');

    t.site.pages.set('/en/stories', { html: 'new /en/stories', reads: ['list:story', 'entry:monet', 'entry:renoir'] });
    const restarted = createPublisher({
      buildDir: t.buildDir,
      nodeId: 'node-a',
      logger: () => undefined,
      log: { publicationsAfter: (seq) => Promise.resolve(t.publications.filter((p) => p.seq > seq)), recordNodeStatus: () => Promise.resolve() },
      render: (path) => Promise.resolve({ status: 200, html: `new ${path}`, reads: [] }),
      editorialPaths: () => Promise.resolve(new Set(t.site.pages.keys())),
    });
    await restarted.apply();
    expect(t.file('/en/stories')).toBe('new /en/stories');
    expect(t.pending()).toEqual(new Set());
  });

  describe('listings that only order an entry (key reads)', () => {
    const KEYED = {
      '/en/stories/monet': ['entry:monet'],
      '/en/stories': ['list:story', 'key:monet:Q=2020', 'key:renoir:Q=2021', 'entry:card-of-renoir'],
      '/de/stories': ['list:story', 'key:monet:Q=2020', 'key:renoir:Q=2021'],
    };

    it('leaves them alone when the edited entry keeps its key (a new headline)', async () => {
      const t = setUp(KEYED);
      t.hooks.keys = new Map([['monet', '2020']]);
      t.publish('monet', 'story', 'publish', Date.now(), 'monet');
      await t.publisher.apply();
      expect(t.rendered).toEqual(['/en/stories/monet']);
    });

    it('renders them when its key changed (a new date), or when it left them (unpublished)', async () => {
      const t = setUp(KEYED);
      t.hooks.keys = new Map([['monet', '1999']]);
      t.publish('monet', 'story', 'publish', Date.now(), 'monet');
      await t.publisher.apply();
      expect(new Set(t.rendered)).toEqual(new Set(['/en/stories/monet', '/en/stories', '/de/stories']));

      const u = setUp(KEYED);
      u.hooks.keys = new Map();
      u.publish('monet', 'story', 'unpublish', Date.now(), 'monet');
      await u.publisher.apply();
      expect(u.rendered).toContain('/en/stories');
      expect(u.rendered).toContain('/de/stories');
    });

    it('renders them when the keys cannot be asked', async () => {
      const t = setUp(KEYED);
      t.hooks.keys = 'fail';
      t.publish('monet', 'story', 'publish', Date.now(), 'monet');
      await t.publisher.apply();
      expect(new Set(t.rendered)).toEqual(new Set(['/en/stories/monet', '/en/stories', '/de/stories']));
    });

    it('takes an entry only listings order as known: its edit is not a new entry for every listing', async () => {
      const t = setUp({ ...KEYED, '/en': ['list:story', 'entry:home'] });
      t.hooks.keys = new Map([['renoir', '2021']]);
      t.publish('renoir', 'story', 'publish', Date.now(), 'renoir');
      await t.publisher.apply();
      expect(t.rendered).toEqual([]);
    });
  });

  it('never writes outside the build', () => {
    expect(pageFile('/srv/build/client', '/../../etc/passwd')).toBeUndefined();
    expect(pageFile('/srv/build/client', '/en/stories/a')).toBe('/srv/build/client/en/stories/a/index.html');
  });
});
