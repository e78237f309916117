/**
 * The DOM events that count as browsing activity (spec section 4). Its own module so the
 * always-loaded listener does not pull in the session rules, which load on first activity.
 */
export const ACTIVITY_EVENTS = ['drag', 'keydown', 'mousedown', 'mousemove', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Raised on `window` when a searchable page was reached by a loggable interaction (spec section 2,
 * src/lib/site/loggable-interaction.ts), for the analytics service to log; the page also carries
 * `data-loggable-interaction` on its root element.
 */
export const LOGGABLE_INTERACTION_EVENT = 'portal:loggable-interaction';
