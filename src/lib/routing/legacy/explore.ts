import { langPrefix, redirect, type LegacyRule } from './rule.ts';

const EXPLORE_HUB = /^\/portal(\/[a-z]{2})?\/explore\/(?:newcontent|colours|sources|topics|people|periods)(?:\.html)?$/i;

/** The old explore hubs (new content, colours, sources, topics, people, periods) → `/collections`, status 302. */
export const exploreRule: LegacyRule = (path, search) => {
  const match = EXPLORE_HUB.exec(path);
  if (!match) return undefined;
  return redirect(`${langPrefix(match[1])}/collections`, search, 302);
};
