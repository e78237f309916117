import { redirect, type LegacyRule } from './rule.ts';

const PORTAL = /^\/portal(\/.*)?$/i;

/** Last of the `/portal` rules: the prefix is dropped, `/portal` alone becomes the root. */
export const portalRule: LegacyRule = (path, search) => {
  const match = PORTAL.exec(path);
  if (!match) return undefined;
  return redirect(match[1] ?? '/', search);
};
