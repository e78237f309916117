import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { z } from 'zod';
import type { Page } from '../fixtures.ts';

/**
 * Checkers nobody here wrote (issue 26, docs/decisions/0006-outside-checkers.md): the W3C Nu HTML
 * checker (npm `vnu-jar`, run on Debian's Java), HTML_CodeSniffer (npm `@pa11y/html_codesniffer`, the
 * engine pa11y runs, evaluated in the Playwright page) and the `linkinator` link crawler. Each answer
 * is read through a zod schema, so a checker that changes its output format fails loudly instead of
 * reporting nothing.
 */

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// The Nu HTML checker

const NU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * One short run over a few dozen documents: the quick compiler only (the optimising one costs more than it
 * saves in a run this short) and the single-threaded collector take well under half the CPU time of the
 * defaults, with the same report. Without the optimising compiler's inlining the schema validator's
 * recursion needs more stack than the default 1 MB (it stops with a StackOverflowError), hence -Xss. No performance
 * data file: the JVM writes it to /tmp/hsperfdata_{user} whatever TMPDIR says, and a test run leaves nothing in /tmp.
 */
const NU_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m', '-XX:-UsePerfData'] as const;

const nuMessage = z.object({
  type: z.string(),
  subType: z.string().optional(),
  url: z.string().optional(),
  message: z.string(),
  extract: z.string().optional(),
  lastLine: z.number().optional(),
});
const nuReport = z.object({ messages: z.array(nuMessage) });

export interface NuMessage {
  /** The document's name as given to `nuCheck`. */
  readonly document: string;
  readonly severity: 'error' | 'warning' | 'info';
  readonly text: string;
}

function run(command: string, args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error) => {
      reject(new Error(`${command} could not run (${error.message}): the Nu HTML checker needs Java, Debian's default-jre-headless`));
    });
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface NuDocument {
  readonly type: 'html' | 'css';
  readonly text: string;
}

/**
 * Checks documents (name → HTML or CSS as served) with the Nu HTML checker, all in one Java process,
 * and returns every message: errors (including fatal ones and documents it could not read), warnings
 * and notes. Style elements and attributes of the HTML are checked as CSS too.
 */
export async function nuCheck(documents: ReadonlyMap<string, NuDocument>): Promise<NuMessage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-nu-'));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [name, document] of documents) {
      const file = join(dir, `${String(index++)}.${document.type}`);
      await writeFile(file, document.text);
      files.set(basename(file), name);
    }
    const { code, stdout, stderr } = await run('java', [...NU_JVM_OPTIONS, '-jar', NU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', '--also-check-css', ...[...files.keys()].map((f) => join(dir, f))]);
    if (code !== 0) throw new Error(`The Nu HTML checker exited with ${String(code)}: ${stderr}`);
    return nuReport.parse(JSON.parse(stdout)).messages.map((m) => {
      const file = m.url === undefined ? '' : basename(new URL(m.url).pathname);
      const severity = m.type === 'info' ? (m.subType === 'warning' ? 'warning' : 'info') : 'error';
      const where = m.lastLine === undefined ? '' : ` (line ${String(m.lastLine)})`;
      const extract = m.extract === undefined ? '' : `: ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}`;
      return { document: files.get(file) ?? (m.url ?? 'unknown'), severity, text: `${m.message}${where}${extract}` };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// HTML_CodeSniffer

const HTMLCS_SOURCE = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

const htmlcsMessage = z.object({
  /** 1 error, 2 warning, 3 notice (HTMLCS.ERROR, HTMLCS.WARNING, HTMLCS.NOTICE). */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  code: z.string(),
  msg: z.string(),
  element: z.string(),
});
export type HtmlcsMessage = z.infer<typeof htmlcsMessage>;

/**
 * Runs HTML_CodeSniffer's WCAG 2 AA standard over the page's current document, as pa11y does
 * (evaluated in the page, then `HTMLCS.process('WCAG2AA', document, …)`), and returns its messages
 * with a short description of the element each is about.
 */
export async function htmlcsCheck(page: Page): Promise<HtmlcsMessage[]> {
  // Evaluated through the DevTools protocol, not as a <script>: the portal's Content-Security-Policy
  // (rightly) refuses inline scripts, and the checker is not the portal's code.
  await page.evaluate(HTMLCS_SOURCE);
  const raw: unknown = await page.evaluate(() => {
    interface Htmlcs {
      process(standard: string, content: Document, callback: () => void, failCallback: () => void, language: string): void;
      getMessages(): { type: number; code: string; msg: string; element: Node }[];
    }
    const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
    const describe = (node: Node): string => {
      if (!(node instanceof Element)) return node.nodeName;
      const id = node.id ? `#${node.id}` : '';
      const qa = node.getAttribute('data-qa');
      const html = node.outerHTML.replace(/\s+/g, ' ');
      return `${node.tagName.toLowerCase()}${id}${qa ? `[data-qa="${qa}"]` : ''} ${html.slice(0, 200)}`;
    };
    return new Promise((resolve, reject) => {
      htmlcs.process('WCAG2AA', document, () => {
        resolve(htmlcs.getMessages().map((m) => ({ type: m.type, code: m.code, msg: m.msg, element: describe(m.element) })));
      }, () => {
        reject(new Error('HTML_CodeSniffer failed'));
      }, 'en');
    });
  });
  return z.array(htmlcsMessage).parse(raw);
}

// ---------------------------------------------------------------------------------------------
// The link crawl

/**
 * What the crawl does with a URL it finds on a page:
 * - `crawl`: request it and follow its links (linkinator's own recursion: the /en pages);
 * - `check`: request it, do not follow its links (linkinator does this for anything outside the start
 *   path: German copies, images, media, assets, the local services' thumbnails);
 * - `later`: request it after the crawl, once, without following its links (query variants of /en
 *   pages: facet combinations, views, tag filters);
 * - `ignore`: not requested: other hosts, which this machine cannot reach; the copies in the other
 *   23 languages, which come from the same routes as the German ones; and the sign-in links, whose
 *   target is the identity provider's cookie-bound flow (a client without cookies gets 400 there; the
 *   outside-checkers spec and the signed-in specs follow them in a browser).
 */
export type Treatment = 'crawl' | 'check' | 'later' | 'ignore';

export interface CrawlPolicy {
  /** The portal's origin; the crawl starts at `${portal}/en`. */
  readonly portal: string;
  /** Other origins whose links and images are checked (the local services). */
  readonly checked: readonly string[];
}

const LOCALE = /^\/([a-z]{2})(?=\/|$)/;

/** The crawl's bounds (see `Treatment`): pure, so tests/unit can pin them. */
export function treatment(link: string, policy: CrawlPolicy): Treatment {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'ignore';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'ignore';
  if (url.origin !== policy.portal) return policy.checked.includes(url.origin) ? 'check' : 'ignore';
  if (/^\/[a-z]{2}\/account\/login$/.test(url.pathname)) return 'ignore';
  const locale = LOCALE.exec(url.pathname)?.[1];
  const rest = locale === undefined ? url.pathname : url.pathname.slice(locale.length + 1);
  // Each language's home page, and the German copy of every page.
  if (locale !== undefined && locale !== 'en') return rest === '' || locale === 'de' ? 'check' : 'ignore';
  if (locale === undefined) {
    // The portal's own files and endpoints (assets, media downloads, sign-out) are checked; any other
    // unprefixed path is a page's language-neutral copy (hreflang x-default): only the home page's.
    const own = url.pathname.startsWith('/_') || url.pathname.startsWith('/account/') || /\.[a-z0-9]+$/i.test(url.pathname);
    return own || url.pathname === '/' ? 'check' : 'ignore';
  }
  // A listing's pages are followed (they reach every entry); any other query is a variant of a page.
  const params = [...url.searchParams.keys()];
  if (params.length === 0 || params.every((name) => name === 'page')) return url.pathname.startsWith('/en/search') ? 'later' : 'crawl';
  return 'later';
}

export interface BrokenLink {
  readonly url: string;
  readonly status: number;
  /** Pages that link to it (up to three). */
  readonly on: readonly string[];
}

export interface CrawlReport {
  readonly broken: BrokenLink[];
  /** Requests made by the crawl, and links it did not request (other hosts, other languages). */
  readonly requested: number;
  readonly ignored: number;
  readonly pages: number;
}

function brokenOf(results: readonly LinkResult[], parents: ReadonlyMap<string, Set<string>>): BrokenLink[] {
  const broken = new Map<string, BrokenLink>();
  for (const result of results) {
    if (result.state !== LinkState.BROKEN) continue;
    const known = broken.get(result.url);
    const on = new Set([...(known?.on ?? []), ...(result.parent === undefined ? [] : [result.parent]), ...(parents.get(result.url) ?? [])]);
    broken.set(result.url, { url: result.url, status: result.status ?? 0, on: [...on].slice(0, 3) });
  }
  return [...broken.values()];
}

/**
 * Crawls the portal from /en with linkinator within the policy's bounds, then requests the `later`
 * URLs once each, and reports every link that answered 400 or above (or not at all) with the pages
 * it is on.
 */
export async function crawl(policy: CrawlPolicy, concurrency = 4): Promise<CrawlReport> {
  const later = new Set<string>();
  const parents = new Map<string, Set<string>>();
  const ignored = new Set<string>();
  const first = new LinkChecker();
  first.on('link', (result) => {
    if (result.state !== LinkState.SKIPPED || result.parent === undefined) return;
    if (treatment(result.url, policy) !== 'later') {
      ignored.add(result.url);
      return;
    }
    later.add(result.url);
    const on = parents.get(result.url) ?? new Set<string>();
    if (on.size < 3) on.add(result.parent);
    parents.set(result.url, on);
  });
  const crawled = await first.check({
    concurrency,
    timeout: TIMEOUT_MS,
    retryErrors: false,
    path: `${policy.portal}/en`,
    recurse: true,
    linksToSkip: (link) => Promise.resolve(['later', 'ignore'].includes(treatment(link, policy))),
  });
  // The variants: each requested once, its links not followed. (Not through a second linkinator run: its
  // `linksToSkip` applies to the start URLs too, so a run that skips the variants' links skips the variants.)
  const variants = await requestAll([...later], concurrency);
  const requested = new Set(crawled.links.filter((r) => r.state !== LinkState.SKIPPED).map((r) => r.url));
  for (const url of later) requested.add(url);
  return {
    broken: [...brokenOf(crawled.links, parents), ...variants.map(({ url, status }) => ({ url, status, on: [...(parents.get(url) ?? [])] }))],
    requested: requested.size,
    ignored: ignored.size,
    pages: new Set(crawled.links.filter((r) => r.state === LinkState.OK && treatment(r.url, policy) === 'crawl').map((r) => r.url)).size,
  };
}

const TIMEOUT_MS = 30_000;

/**
 * GETs every URL once, `concurrency` at a time (redirects followed, as linkinator does), and returns those
 * that answered 400 or above, or not at all (status 0).
 */
export async function requestAll(urls: readonly string[], concurrency: number): Promise<{ url: string; status: number }[]> {
  const queue = [...urls];
  const broken: { url: string; status: number }[] = [];
  const worker = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      let status = 0;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // No answer: reported with status 0, as linkinator does.
      }
      if (status === 0 || status >= 400) broken.push({ url, status });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return broken;
}
