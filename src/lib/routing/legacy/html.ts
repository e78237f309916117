import { redirect, type LegacyRule } from './rule.ts';

const HTML = /^\/portal(\/.+)\.html$/i;

/** Any other `/portal/{rest}.html` → `/{rest}`: the suffix and the prefix are dropped. */
export const htmlRule: LegacyRule = (path, search) => {
  const match = HTML.exec(path);
  const rest = match?.[1];
  // `/portal/..html` names no page: a dot segment would be resolved away by the browser.
  if (rest === undefined || /(^|\/)\.{1,2}(\/|$)/.test(rest)) return undefined;
  return redirect(rest, search);
};
