import { langPrefix, redirect, type LegacyRule } from './rule.ts';

/** A prefix match: whatever follows the numeric id (`-slug.html`) is discarded. */
const ENTITY = /^\/portal(\/[a-z]{2})?\/explore\/(people|topics|periods)\/(\d+)/i;

const TYPE_BY_HUB: ReadonlyMap<string, string> = new Map([
  ['people', 'person'],
  ['topics', 'topic'],
  ['periods', 'time'],
]);

/** `/portal[/{lang}]/explore/{people|topics|periods}/{id}…` → `[/{lang}]/collections/{person|topic|time}/{id}`. */
export const entityRule: LegacyRule = (path, search) => {
  const match = ENTITY.exec(path);
  const type = TYPE_BY_HUB.get(match?.[2]?.toLowerCase() ?? '');
  if (!match || type === undefined) return undefined;
  return redirect(`${langPrefix(match[1])}/collections/${type}/${match[3] ?? ''}`, search);
};
