import { redirect, type LegacyRule } from './rule.ts';

const HTML = /^\/portal(\/.+)\.html$/i;

/** Any other `/portal/{rest}.html` → `/{rest}`: the suffix and the prefix are dropped. */
export const htmlRule: LegacyRule = (path, search) => {
  const match = HTML.exec(path);
  if (!match) return undefined;
  return redirect(match[1] ?? '/', search);
};
