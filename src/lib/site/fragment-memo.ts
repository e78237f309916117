/**
 * Rendered fragments of the page chrome kept per process (issue 21): the footer, the consent dialog, the header's
 * navigation and the other parts of the layout are the same HTML for every page of a language, yet were rendered
 * again, message by message and attribute by attribute, for every on-demand page and every pre-rendered one. A
 * fragment is rendered the first time its name is asked for, then served from here.
 *
 * The name says everything the fragment's HTML depends on (the language, and for the header's links which of them
 * is the current page); what differs per request (the page's own path, the signed-in state, the API requests of
 * this request) stays outside a memoized fragment (src/components/site/Memo.astro). Its inputs are the build's code,
 * its messages and the process's configuration, none of which changes while a build serves: a new build is a new
 * module instance with its own memo. Bounded in characters (lru-cache).
 */
import { LRUCache } from 'lru-cache';

/** About 25 languages × a handful of fragments × a few KB, with room for the header's variants. */
const MAX_CHARS = 4 * 1024 * 1024;

const fragments = new LRUCache<string, string>({ maxSize: MAX_CHARS, sizeCalculation: (html) => Math.max(1, html.length) });

/** In development every render is new, so an edit shows at once. */
let keeping = !import.meta.env.DEV;

/** Renders (first time) or recalls a fragment by its name. */
export async function memoizedFragment(name: string, render: () => Promise<string>): Promise<string> {
  if (!keeping) return render();
  const hit = fragments.get(name);
  if (hit !== undefined) return hit;
  const html = await render();
  fragments.set(name, html);
  return html;
}

/** Forgets every fragment and turns keeping on or off (tests, which run in development mode). */
export function resetFragments(keep: boolean): void {
  fragments.clear();
  keeping = keep;
}
