/**
 * The site-wide behaviours of the Default layout, one small module each; the parts a visitor
 * may never need (consent widget, feedback form, error modal, session tracking) load on demand.
 */
import { initActivity } from './activity.ts';
import { initAnalytics } from './analytics.ts';
import { initAnnouncer } from './announcer.ts';
import { initConsent } from './consent.ts';
import { initDebugPanel } from './debug-panel.ts';
import { initFeedback } from './feedback.ts';
import { initHeader } from './header.ts';
import { initLoggableInteraction } from './loggable-interaction.ts';
import { initNotices } from './notices.ts';
import { initProgressBar } from './progress-bar.ts';
import { initToasts } from './toasts.ts';
import { initTooltips } from './tooltips.ts';

// Each part on its own: one failing (storage blocked, an old browser) leaves the others working.
for (const init of [initToasts, initConsent, initNotices, initHeader, initProgressBar, initAnnouncer, initDebugPanel, initFeedback, initTooltips, initActivity, initLoggableInteraction, initAnalytics]) {
  try {
    init();
  } catch (error) {
    console.error(error);
  }
}
