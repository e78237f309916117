/**
 * The view beacon (src/components/site/ViewCount.astro): records the view of this item, story or exhibition in the
 * visitor's browsing session (`POST /_api/views`, once per session: the server ignores repeats) and shows the count
 * it answers. Bots are not counted. Loads the session rules only after the page is idle.
 */
export function initViewCount(): void {
  const output = document.querySelector<HTMLElement>('[data-view-id]');
  const id = output?.dataset.viewId;
  if (output === null || id === undefined) return;
  const run = (): void => {
    void record(output, id);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

async function record(output: HTMLElement, id: string): Promise<void> {
  const [{ isbot }, rules, { browsingSession }] = await Promise.all([
    import('isbot'),
    import('../../lib/site/browsing-session.ts'),
    import('../site/session.ts'),
  ]);
  if (isbot(navigator.userAgent)) return;
  const now = Date.now();
  const { session, isNew } = rules.currentSession(browsingSession(), now, crypto.randomUUID());
  if (isNew) {
    try {
      localStorage.setItem(rules.SESSION_STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage blocked: the view counts for this page load's session only.
    }
  }
  try {
    const response = await fetch('/_api/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, session: session.id }),
      keepalive: true,
    });
    if (!response.ok) return;
    const body = (await response.json()) as { views?: unknown };
    if (typeof body.views !== 'number') return;
    const count = output.querySelector<HTMLElement>('[data-view-count]');
    if (count) {
      count.textContent = body.views.toLocaleString(document.documentElement.lang || undefined);
      output.hidden = false;
    }
  } catch {
    // Offline or the store is down: the page shows what it had.
  }
}
