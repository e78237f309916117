/**
 * The DOM events that count as browsing activity (spec section 4). Its own module so the
 * always-loaded listener does not pull in the session rules, which load on first activity.
 */
export const ACTIVITY_EVENTS = ['drag', 'keydown', 'mousedown', 'mousemove', 'scroll', 'touchstart', 'wheel'] as const;
