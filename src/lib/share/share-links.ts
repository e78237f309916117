/**
 * Links that share a page on social networks and by email (portal.js `ShareSocialButtons.vue`, issue 25): built on
 * the server, so sharing works without JavaScript. One home for the item page's share list and the share button
 * of entity, gallery, story, exhibition and chapter pages (src/components/share/).
 */

export interface ShareTarget {
  /** The page's absolute URL. */
  readonly url: string;
  readonly title: string;
  /** An absolute picture URL, which Pinterest pins. */
  readonly imageUrl?: string | undefined;
  /**
   * A gallery's Set API identifier: it can be taken into WEAVEx (WEAVExperience, a tool for curating stories and
   * experiences), which imports Europeana sets (europeana.eu's gallery page `weaveUrl`).
   */
  readonly weavexSetId?: string | undefined;
}

export interface ShareLink {
  readonly id: 'facebook' | 'x' | 'pinterest' | 'email' | 'weavex';
  readonly href: string;
}

/** Where WEAVEx imports a Europeana set. */
const WEAVEX_IMPORT = 'https://experience.weave-culture.eu/import/europeana/set/';

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

/**
 * The share links of a page, in europeana.eu's order; a gallery's last, to WEAVEx.
 * @example shareLinks({ url: 'https://www.europeana.eu/en/stories/x', title: 'X' })[0].href
 *   // → 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.europeana.eu%2Fen%2Fstories%2Fx'
 */
export function shareLinks(target: ShareTarget): ShareLink[] {
  const { url, title, imageUrl, weavexSetId } = target;
  const weavex: ShareLink[] = weavexSetId !== undefined && /^\d+$/.test(weavexSetId) ? [{ id: 'weavex', href: `${WEAVEX_IMPORT}${weavexSetId}` }] : [];
  return [
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    { id: 'x', href: `https://x.com/intent/post?${query({ url, text: title })}` },
    { id: 'pinterest', href: `https://pinterest.com/pin/create/link/?${query({ url, description: title, ...(imageUrl ? { media: imageUrl } : {}) })}` },
    // mailto: wants %20, not +, for spaces.
    { id: 'email', href: `mailto:?${query({ subject: title, body: url }).replace(/\+/g, '%20')}` },
    ...weavex,
  ];
}
