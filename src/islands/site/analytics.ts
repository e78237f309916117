import { allows, type ConsentChoice } from '../../lib/site/consent.ts';
import { isVisitorId, pageViewParams, type PageAnalytics } from '../../lib/site/analytics.ts';
import { storedConsent } from './consent.ts';

/**
 * The page view of this page for Matomo (src/components/site/AnalyticsSettings.astro says where), sent once, and only
 * while the visitor allows "Analytics": at load when the stored choice does, or when the visitor allows it on this
 * page. The visitor id (16 random hex digits, so that Matomo counts visits) is kept in local storage while the
 * consent lasts and forgotten when it is withdrawn. `navigator.sendBeacon`: the request survives the page's unload and
 * never delays it.
 */
const VISITOR_KEY = 'portal.analytics.visitor';

/** The kept visitor id, or a new one kept from now (a new one each page when storage is refused: visits not joined). */
function visitorId(): string {
  const made = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (isVisitorId(kept)) return kept;
    localStorage.setItem(VISITOR_KEY, made);
  } catch {
    // Storage refused (a private window's settings): this page view goes without a lasting id.
  }
  return made;
}

function forgetVisitor(): void {
  try {
    localStorage.removeItem(VISITOR_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

function pageOf(element: HTMLElement): PageAnalytics | undefined {
  if (element.dataset.page === undefined) return undefined;
  try {
    return JSON.parse(element.dataset.page) as PageAnalytics;
  } catch {
    return undefined;
  }
}

export function initAnalytics(): void {
  const element = document.querySelector<HTMLElement>('[data-analytics]');
  const host = element?.dataset.host;
  const siteId = Number(element?.dataset.siteId);
  if (element === null || host === undefined || !Number.isInteger(siteId)) return;
  let sent = false;
  const apply = (choice: ConsentChoice): void => {
    if (!allows(choice, 'analytics')) {
      forgetVisitor();
      return;
    }
    if (sent) return;
    sent = true;
    const params = pageViewParams({ siteId, url: location.href, title: document.title, visitorId: visitorId(), referrer: document.referrer, page: pageOf(element) });
    navigator.sendBeacon(`${host}/matomo.php`, params);
  };
  apply(storedConsent());
  window.addEventListener('portal:consent', (event) => {
    apply(event.detail.choice);
  });
}
