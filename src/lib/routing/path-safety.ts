/** Longest request path the portal accepts; longer ones answer 414. */
export const MAX_PATH_LENGTH = 2048;

export interface PathProblem { readonly status: 400 | 414; readonly reason: string }

// Encoded slashes and backslashes would let one segment pose as two; NUL and other control
// characters have no place in a URL path.
const FORBIDDEN_ENCODED = /%(2f|5c|[01][0-9a-f]|7f)/i;

/**
 * Checks a raw (still percent-encoded) request path before any routing looks at it.
 * @returns the problem, or `undefined` for a path routing may handle.
 * @example pathProblem('/en/a%2Fb') // { status: 400, reason: 'encoded slash, backslash or control character' }
 */
export function pathProblem(rawPath: string): PathProblem | undefined {
  if (rawPath.length > MAX_PATH_LENGTH) return { status: 414, reason: 'path too long' };
  if (FORBIDDEN_ENCODED.test(rawPath)) {
    return { status: 400, reason: 'encoded slash, backslash or control character' };
  }
  if (rawPath.includes('\\')) return { status: 400, reason: 'backslash' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    return { status: 400, reason: 'dot segment' };
  }
  return undefined;
}
