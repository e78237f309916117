import { redirect, type LegacyRule } from './rule.ts';

/**
 * A trailing slash is removed, except on the root (spec section 2). Leading slashes are
 * collapsed too, so `//host/` can never become the protocol-relative `//host`.
 */
export const trailingSlashRule: LegacyRule = (path, search) => {
  if (path.length < 2 || !path.endsWith('/')) return undefined;
  return redirect(trimSlashes(path), search);
};

/** `/a/b//` → `/a/b`, `///` → `/`, `//host/` → `/host`. */
export function trimSlashes(path: string): string {
  return path.replace(/\/+$/, '').replace(/^\/{2,}/, '/') || '/';
}
