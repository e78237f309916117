import { isLocaleCode, type LocaleCode } from '../i18n/locales.ts';
import { entityPath, parseEntityUri } from '../edm/entity-path.ts';

const ITEM_URI = /^https?:\/\/data\.europeana\.eu\/item(\/[0-9]+\/[A-Za-z0-9_.~-]+)$/;

/**
 * Where a link of the content service points on the site: portal paths get the page language (`/stories` →
 * `/de/stories`), item identifiers become the internal item route (spec section 3), entity URIs their
 * collection page; other URLs stay as they are. Only http(s), mailto, site paths and anchors are links.
 */
export function contentHref(url: string | null | undefined, locale: LocaleCode, label = ''): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  if (url.startsWith('#')) return url;
  if (url.startsWith('/') && !url.startsWith('//')) {
    const first = url.split(/[/?#]/)[1] ?? '';
    return isLocaleCode(first) ? url : `/${locale}${url === '/' ? '' : url}`;
  }
  const item = ITEM_URI.exec(url);
  if (item?.[1]) return `/${locale}/item${item[1]}`;
  if (parseEntityUri(url)) return entityPath(url, label, locale);
  return /^(?:https?:|mailto:)/i.test(url) ? url : undefined;
}

/** Whether a link leaves the site (shown with an external-link hint). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
