/**
 * Which clicks and form submissions start a same-origin page navigation, that is a request to
 * the server (not an in-page anchor, new window, download or cancelled event). Shared by the
 * progress bar and the route announcer.
 */
export function navigationTarget(event: Event): URL | undefined {
  if (event.defaultPrevented) return undefined;
  if (event.type === 'submit') {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method === 'dialog' || (form.target && form.target !== '_self')) return undefined;
    const url = new URL(form.action, location.href);
    return url.origin === location.origin ? url : undefined;
  }
  if (!(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return samePage && (url.hash !== '' || anchor.getAttribute('href')?.startsWith('#')) ? undefined : url;
}
