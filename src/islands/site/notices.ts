/**
 * Dismissible notices (notification banner, new-feature notice, the search filters' "full text has moved"): the close button hides the
 * notice and remembers that under the notice's `data-dismiss-key` in local storage. A notice
 * rendered `hidden` with `data-reveal` is shown here unless dismissed or expired
 * (`data-expires`, ms since the epoch), since pre-rendered HTML cannot know either.
 */
export function initNotices(): void {
  for (const notice of document.querySelectorAll<HTMLElement>('[data-dismiss-key]')) {
    const key = notice.dataset.dismissKey ?? '';
    const expires = Number(notice.dataset.expires ?? Infinity);
    if (notice.hasAttribute('data-reveal')) notice.hidden = localStorage.getItem(key) !== null || Date.now() >= expires;
    notice.querySelector('[data-dismiss]')?.addEventListener('click', () => {
      notice.hidden = true;
      localStorage.setItem(key, new Date().toISOString());
      document.getElementById('main')?.focus({ preventScroll: true });
    });
  }
}
