/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Interface language of this request (set by the locale middleware step). */
    locale: import('./lib/i18n/locales.ts').LocaleCode;
    /** Translator of this request, in `locale`; one i18next instance per request. */
    t: import('i18next').TFunction;
    /** Upstream API calls made for this request, for the debug panel. */
    requestLog: import('./lib/apis/client.ts').RecordedRequest[];
    /** The context of this request's upstream calls: its headers (URL overrides) and `requestLog` (src/middleware/request-context.ts). */
    apiContext: import('./lib/apis/client.ts').ApiContext;
    /** Identifies the request in logs and on error pages. */
    requestId: string;
    /** The signed-in user (src/middleware/session.ts); tokens stay in the server session. */
    user?: import('./lib/auth/claims.ts').SessionUser;
    /**
     * Origins this page's scripts fetch from besides the portal's own and its assets (a streamed film's provider),
     * added to its Content-Security-Policy `connect-src` (src/middleware/security-headers.ts).
     */
    cspConnectOrigins?: string[];
    /**
     * Origins this page shows pictures from besides its assets' (a provider's IIIF image server), added to its
     * Content-Security-Policy `img-src`.
     */
    cspImageOrigins?: string[];
  }
  interface SessionData {
    auth: import('./lib/auth/session.ts').AuthState;
    pendingLogins: import('./lib/auth/oidc.ts').PendingLogin[];
    /** The signed-in user's liked item ids as last loaded (src/lib/auth/session.ts readLikedIds). */
    likedIds: string[];
  }
}

/** hls.js's light build (no subtitles, EME or alternate audio) ships without its own declarations: the full build's API. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}

/** The message files `i18n/*.json` by language code (src/lib/i18n/message-files.ts). */
declare module 'virtual:portal/message-files' {
  const messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export default messages;
}
