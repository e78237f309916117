/**
 * Internal redirect targets (spec section 5): a path that starts with `/` and holds only letters,
 * digits, `@ - % _ ~` and slashes, then an optional query and hash (printable ASCII, no spaces,
 * no backslash). Refused besides: `//host` and `/\host` (another host to a browser),
 * percent-encoded slashes, backslashes and dots (one segment posing as two, or as `..`), and
 * malformed or control-character escapes.
 */
const SAFE_TARGET = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(?:\?[!-"$-[\]-~]*)?(?:#[!-"$-[\]-~]*)?$/;
/** In the path: `%` not followed by two hex digits, or an escaped slash, backslash, dot or control character. */
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})|%(?:2f|5c|2e|[01][0-9a-f]|7f)/i;

/** Longest target accepted; longer ones are refused rather than truncated. */
const MAX_TARGET_LENGTH = 4096;

/**
 * Whether a redirect may send the visitor to `target` inside the portal. The sign-in flow uses
 * it for its `redirect` query parameter, the legacy redirects for every location they compute.
 * @example isSafeRedirectTarget('/en/search?query=map#results') // true
 * @example isSafeRedirectTarget('//evil.example') // false
 */
export function isSafeRedirectTarget(target: string): boolean {
  if (target.length > MAX_TARGET_LENGTH || !SAFE_TARGET.test(target)) return false;
  const end = target.search(/[?#]/);
  return !BAD_ESCAPE.test(end === -1 ? target : target.slice(0, end));
}
