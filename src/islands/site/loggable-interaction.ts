import { LOGGABLE_INTERACTION_EVENT } from '../../lib/site/activity-events.ts';
import {
  LOGGABLE_INTERACTION_KEY,
  flagForLink,
  isLoggedInteraction,
  parseFlag,
  type LoggableInteractionDetail,
} from '../../lib/site/loggable-interaction.ts';
import { navigationTarget } from './navigation.ts';

declare global {
  interface WindowEventMap {
    'portal:loggable-interaction': CustomEvent<LoggableInteractionDetail>;
  }
}

/**
 * The loggable-interaction flag (spec section 2): one delegated click listener sets it for links to
 * searchable pages; the page that opens consumes it and records the interaction.
 */
export function initLoggableInteraction(): void {
  document.addEventListener('click', (event) => {
    const target = navigationTarget(event);
    const flag = target ? flagForLink(target, new URL(location.href), Date.now()) : undefined;
    if (flag) sessionStorage.setItem(LOGGABLE_INTERACTION_KEY, JSON.stringify(flag));
  });

  const flag = parseFlag(sessionStorage.getItem(LOGGABLE_INTERACTION_KEY));
  if (!flag) return;
  sessionStorage.removeItem(LOGGABLE_INTERACTION_KEY);
  if (!isLoggedInteraction(flag, location.pathname, Date.now())) return;
  document.documentElement.dataset.loggableInteraction = flag.kind;
  const detail: LoggableInteractionDetail = { kind: flag.kind, url: `${location.pathname}${location.search}` };
  window.dispatchEvent(new CustomEvent(LOGGABLE_INTERACTION_EVENT, { detail }));
}
