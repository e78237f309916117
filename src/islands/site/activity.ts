import { ACTIVITY_EVENTS } from '../../lib/site/activity-events.ts';

/**
 * Browsing-session tracking starts at the visitor's first activity: only then does its code
 * (with the bot detection) load, so a page costs nothing for it before interaction.
 */
export function initActivity(): void {
  const options = { passive: true, capture: true } as const;
  const first = (): void => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, first, options);
    void import('./session.ts').then((m) => {
      m.trackBrowsingSession();
    });
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, first, options);
}
