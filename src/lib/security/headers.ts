/**
 * The security headers of every response (docs/decisions/0003-content-security-policy.md), built
 * in one place for the two paths a response can take: pre-rendered files served by
 * src/runtime/serve.ts and on-demand responses of the Astro handler (src/middleware/security-headers.ts).
 *
 * The Content-Security-Policy allows scripts and `<style>` elements from the portal's origin and,
 * for inline ones, exactly those whose SHA-256 hash is in the page itself: the hashes are computed
 * from the HTML that is sent, so no `'unsafe-inline'` script or style element can run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Default origin of the content system whose editor frames our editor-tool pages. */
export const DEFAULT_CONTENT_SYSTEM_ORIGIN = 'https://app.contentful.com';
/** One year, in seconds (HSTS). */
export const HSTS_MAX_AGE_S = 31_536_000;

export interface SecurityHeaderOptions {
  /** The request's path (editor-tool pages may be framed by the content system). */
  readonly pathname: string;
  /** True when the response travels over HTTPS (directly or behind a TLS-terminating proxy). */
  readonly https: boolean;
  /** The HTML body, when the response is a page (text, or its UTF-8 bytes): its inline scripts and styles are hashed. */
  readonly html?: string | Uint8Array | undefined;
  /** Origins images, media and tiles may come from (thumbnails, IIIF, content assets). */
  readonly assetOrigins?: readonly string[] | undefined;
  /** Origins forms may be sent or redirected to besides the portal (the identity provider). */
  readonly formOrigins?: readonly string[] | undefined;
  /** The content system's origin (env CONTENT_SYSTEM_ORIGIN). */
  readonly contentSystemOrigin?: string | undefined;
  /**
   * Origins this page's scripts fetch from besides the portal and the assets: a streamed film's provider
   * (DASH and HLS players fetch the manifest and its segments), named by the page that shows it.
   */
  readonly connectOrigins?: readonly string[] | undefined;
  /** Origins this page shows pictures from besides the assets: a provider's IIIF image server, named by the page. */
  readonly imageOrigins?: readonly string[] | undefined;
}

const EDITOR_TOOL_PATH = /^\/[a-z]{2}(?:-[a-z]{2})?\/contentful(?:\/|$)/i;

const SELF_FRAMED_PATH = /^\/[a-z]{2}(?:-[a-z]{2})?\/media$/i;

/** The media page (`/{locale}/media`): the item page shows it in a frame, so the portal itself may frame it. */
export function isSelfFramedPath(pathname: string): boolean {
  return SELF_FRAMED_PATH.test(pathname);
}

/**
 * Downloads of provider files (`/_api/media/…`, the media proxy): bytes from outside, never a page
 * of ours. Their policy is a sandbox that allows nothing, so even a hostile file that a browser
 * renders has no origin, no scripts, no forms and no frames (issue 18, item 11).
 */
export function isDownloadPath(pathname: string): boolean {
  return pathname.startsWith('/_api/media/');
}

/** The Content-Security-Policy of a download: a sandbox in which nothing runs or loads. */
export const DOWNLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * PDFs the item page shows in the browser's own viewer (`/_api/pdf/…`, issue 22 item 1): only ever a PDF (the
 * route refuses anything else), inline, framed by the portal's pages only. No sandbox (browsers refuse to show a
 * PDF in a sandboxed document); nothing but the viewer itself may load.
 */
export function isPdfViewPath(pathname: string): boolean {
  return pathname.startsWith('/_api/pdf/');
}

export const PDF_VIEW_CONTENT_SECURITY_POLICY = "default-src 'none'; object-src 'self'; frame-ancestors 'self'";

/** True for the editor-tool pages (`/{locale}/contentful/*`), the only ones the content system may frame. */
export function isEditorToolPath(pathname: string): boolean {
  return EDITOR_TOOL_PATH.test(pathname);
}

/**
 * `<style>` elements libraries insert at run time, with fixed text: allowed by hash like the
 * page's own (tests/security/headers.test.ts checks the text is still the library's).
 */
export const RUNTIME_STYLES: readonly string[] = [
  // OpenSeadragon (deep-zoom viewer): its mobile focus-outline rule.
  '@media (hover: none) {    .openseadragon-canvas:focus {        outline: none !important;    }}',
];

/**
 * The `<style>` of `<model-viewer>`'s shadow root (the 3D viewer of item pages, issue 24), taken from the library's
 * own template at the first response, so the hash follows the installed version; none if the file cannot be read.
 */
export function modelViewerStyle(): string[] {
  try {
    const template = readFileSync(createRequire(import.meta.url).resolve('@google/model-viewer/lib/template.js'), 'utf8');
    const start = template.indexOf('<style>');
    const end = template.indexOf('</style>', start);
    const text = start < 0 || end < 0 ? '' : template.slice(start + '<style>'.length, end);
    // A lit expression inside the style would make the text differ in the page: then no hash, and a test fails.
    return text === '' || text.includes('${') ? [] : [text];
  } catch {
    return [];
  }
}

function sha256(content: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
}

/**
 * Hashed once, at the first response: the same in every response. Not at module level: this module reaches the
 * gallery editor's browser bundle too (src/lib/sets/galleries.ts → likes.ts → src/lib/auth/session.ts), where
 * node:crypto is a stub that throws when called, and a throw while the module loads kept the island from
 * hydrating (caught by the gallery end-to-end tests).
 */
let runtimeStyleHashes: readonly string[] | undefined;

/** Data blocks: never executed, so not subject to script-src. */
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const SOURCE_ATTRIBUTE = /\bsrc\s*=/i;

const GT = 0x3e;
/**
 * `</`, where a closing tag starts. Byte arrays, not `Buffer`s: this module also reaches a browser bundle (see
 * `runtimeStyleHashes`), where a `Buffer` made while the module loads would throw and stop the island.
 */
const CLOSE_OPEN = Uint8Array.of(0x3c, 0x2f);

/** An ASCII letter compared without case, as `/i` does. */
function sameLetter(byte: number | undefined, lower: number): boolean {
  return byte === lower || byte === lower - 0x20;
}

/** Whether `name` (lower-case ASCII letters) is at `at`, in any case. */
function nameAt(bytes: Uint8Array, at: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) if (!sameLetter(bytes[at + i], name.charCodeAt(i))) return false;
  return true;
}

/** A word character of `\w` (after a tag name, none may follow: `\b`). */
function isWordByte(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f);
}

/** `\s` of a regular expression over the bytes read as Latin-1: tab, line feed, vertical tab, form feed, return, space, no-break space. */
function isSpaceByte(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x09 && byte <= 0x0d) || byte === 0x20 || byte === 0xa0);
}

/** The elements whose inline content the policy hashes; both names begin with `s`, so one search finds both. */
type HashedName = 'script' | 'style';
const HASHED_NAMES: readonly HashedName[] = ['script', 'style'];
const OPEN_LOWER = Uint8Array.of(0x3c, 0x73);
const OPEN_UPPER = Uint8Array.of(0x3c, 0x53);

/**
 * The `<script>` and `<style>` elements of a page's UTF-8 bytes, each as `/<name\b([^>]*)>([\s\S]*?)<\/name\s*>/gi`
 * finds them over the bytes read as Latin-1 (one character per byte), without making that string: the attributes'
 * byte range and the content's. Markup is ASCII, and no byte of a multi-byte UTF-8 character is below 0x80, so a tag
 * is found exactly where it is. One pass over the `<s` and `<S` of the page (native searches) serves both names; each
 * name resumes after its own last match, as its own regular expression would (a `<style>` inside a script's text is
 * found, a `<script>` inside another's is not). (Issue 21: the Latin-1 copy of every on-demand page was 6 % of what
 * a search page allocated; a pass per name over every `<` was 3–4 % of a render.)
 */
function hashedElements(bytes: Uint8Array): { name: HashedName; attributes: [number, number]; content: [number, number] }[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: { name: HashedName; attributes: [number, number]; content: [number, number] }[] = [];
  const resume: Record<HashedName, number> = { script: 0, style: 0 };
  let nextLower = view.indexOf(OPEN_LOWER);
  let nextUpper = view.indexOf(OPEN_UPPER);
  while (nextLower !== -1 || nextUpper !== -1) {
    const upperFirst = nextLower === -1 || (nextUpper !== -1 && nextUpper < nextLower);
    const at = upperFirst ? nextUpper : nextLower;
    if (upperFirst) nextUpper = view.indexOf(OPEN_UPPER, at + 1);
    else nextLower = view.indexOf(OPEN_LOWER, at + 1);
    for (const name of HASHED_NAMES) {
      const afterName = at + 1 + name.length;
      if (at < resume[name] || !nameAt(view, at + 1, name) || isWordByte(view[afterName])) continue;
      const openEnd = view.indexOf(GT, afterName);
      // No `>` after it: no element of this name can be complete from here on.
      if (openEnd === -1) {
        resume[name] = view.length;
        continue;
      }
      const close = closingTag(view, openEnd + 1, name);
      if (close === undefined) continue;
      found.push({ name, attributes: [afterName, openEnd], content: [openEnd + 1, close.start] });
      resume[name] = close.end;
    }
  }
  return found;
}

/** The first `</name\s*>` from `from`, in any case: where it starts and ends. */
function closingTag(view: Buffer, from: number, name: string): { start: number; end: number } | undefined {
  for (let at = view.indexOf(CLOSE_OPEN, from); at !== -1; at = view.indexOf(CLOSE_OPEN, at + 1)) {
    if (!nameAt(view, at + 2, name)) continue;
    let end = at + 2 + name.length;
    while (isSpaceByte(view[end])) end += 1;
    if (view[end] === GT) return { start: at, end: end + 1 };
  }
  return undefined;
}

function latin1(bytes: Uint8Array, [start, end]: [number, number]): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** The CSP hash sources of the inline `<script>` and `<style>` elements of a page (its text or its UTF-8 bytes). */
export function inlineHashes(html: string | Uint8Array): { scripts: string[]; styles: string[] } {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const { name, attributes, content } of hashedElements(bytes)) {
    if (content[0] === content[1]) continue;
    if (name === 'style') {
      styles.add(sha256(bytes.subarray(...content)));
      continue;
    }
    const named = latin1(bytes, attributes);
    if (SOURCE_ATTRIBUTE.test(named) || DATA_BLOCK_TYPE.test(named)) continue;
    scripts.add(sha256(bytes.subarray(...content)));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** The origins of URLs; over HTTPS as HTTPS (mixed content is upgraded or blocked anyway). */
function origins(values: readonly string[] | undefined, https = false): string[] {
  const out = new Set<string>();
  for (const value of values ?? []) {
    if (!URL.canParse(value)) continue;
    const url = new URL(value);
    if (https && url.protocol === 'http:') url.protocol = 'https:';
    out.add(url.origin);
  }
  return [...out].sort();
}

/** The Content-Security-Policy of a response. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  if (isDownloadPath(options.pathname)) return DOWNLOAD_CONTENT_SECURITY_POLICY;
  if (isPdfViewPath(options.pathname)) return PDF_VIEW_CONTENT_SECURITY_POLICY;
  const hashes = options.html === undefined ? { scripts: [], styles: [] } : inlineHashes(options.html);
  const assets = origins(options.assetOrigins, options.https);
  const forms = origins(options.formOrigins, options.https);
  const framer = origins([options.contentSystemOrigin ?? DEFAULT_CONTENT_SYSTEM_ORIGIN]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // WebAssembly may compile (the 3D viewer's mesh decoder), JavaScript never: no 'unsafe-eval'.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...hashes.scripts]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", ...hashes.styles, ...(runtimeStyleHashes ??= [...RUNTIME_STYLES, ...modelViewerStyle()].map(sha256))]],
    // Style attributes (CSS custom properties of components, React's server-rendered styles)
    // cannot carry hashes; they cannot run code either. See decision 0003.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...new Set([...assets, ...origins(options.imageOrigins, options.https)])]],
    // Item players play the provider's file directly; over HTTPS browsers upgrade http: media anyway.
    ['media-src', ["'self'", 'blob:', ...(options.https ? ['https:'] : ['http:', 'https:']), ...assets]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...new Set([...assets, ...origins(options.connectOrigins, options.https)])]],
    // Consented embeds (YouTube, Vimeo, code sandboxes, item players) only ever load over HTTPS.
    ['frame-src', ["'self'", 'https:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...forms]],
    ['frame-ancestors', isEditorToolPath(options.pathname) && framer.length > 0 ? framer : isSelfFramedPath(options.pathname) ? ["'self'"] : ["'none'"]],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Every security header of a response; the HTML-only ones when `html` is given. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
  };
  if (isSelfFramedPath(options.pathname) || isPdfViewPath(options.pathname)) headers['x-frame-options'] = 'SAMEORIGIN';
  else if (!isEditorToolPath(options.pathname)) headers['x-frame-options'] = 'DENY';
  if (options.https) headers['strict-transport-security'] = `max-age=${String(HSTS_MAX_AGE_S)}; includeSubDomains`;
  return headers;
}

/**
 * True when this request travelled over HTTPS, directly or through a TLS-terminating proxy
 * (`X-Forwarded-Proto`, its first value): the rule for `Secure` cookies, on both paths a response takes.
 */
export function isHttpsTransport(protocol: string, forwardedProto: string | readonly string[] | null | undefined): boolean {
  if (protocol === 'https:') return true;
  const first = typeof forwardedProto === 'string' ? forwardedProto : forwardedProto?.[0];
  return first?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** True when a response is for an HTTPS site: the request came over HTTPS or the public origin is HTTPS (HSTS, CSP upgrades). */
export function isHttpsRequest(protocol: string, forwardedProto: string | readonly string[] | null | undefined, baseUrl: string | undefined): boolean {
  return isHttpsTransport(protocol, forwardedProto) || (baseUrl?.startsWith('https:') ?? false);
}
