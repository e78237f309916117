/**
 * Cookie consent rules (spec section 1): the services the portal asks about, and the choice as
 * stored in the first-party `consent` cookie. Pure: the client wiring (src/islands/site/consent*.ts)
 * and the server (which can read the cookie too) share these functions.
 *
 * The cookie value is URL-encoded form data, one entry per optional service:
 * `analytics=0&heatmap=0&code-sandbox=1&youTube=1`. A choice exists once every optional service of the banner
 * has a decision; a service added to it later is undecided, so the widget asks again. Media platforms
 * (`MEDIA_VIEWING_SERVICES`) are decided one by one at their gates.
 */

/**
 * The third-party platforms whose players an item page can show (issue 24: each behind its own consent, as
 * europeana.eu's consent manager lists them): every provider of src/lib/embed/providers.ts with a player the portal
 * derives or an oEmbed endpoint, under the reference's id and title. Kept here, small, because this module runs in
 * the browser; tests/unit/site/consent.test.ts checks the list against the providers module.
 */
export const MEDIA_VIEWING_SERVICES = [
  { id: 'youTube', title: 'YouTube', purpose: 'mediaViewing' },
  { id: 'vimeo', title: 'Vimeo', purpose: 'mediaViewing' },
  { id: 'soundCloud', title: 'SoundCloud', purpose: 'mediaViewing' },
  { id: 'sketchfab', title: 'Sketchfab', purpose: 'mediaViewing' },
  { id: 'archiveOrg', title: 'Archive.org', purpose: 'mediaViewing' },
  { id: 'euscreen', title: 'EUscreen', purpose: 'mediaViewing' },
  { id: 'eureka3D', title: 'EUreka3D', purpose: 'mediaViewing' },
  { id: 'institutNationalDeLAudiovisuel', title: "Institut National de l'Audiovisuel", purpose: 'mediaViewing' },
  { id: 'soundArchivesOfTheCNRS', title: 'Sound archives of the CNRS', purpose: 'mediaViewing' },
  { id: 'tv3', title: 'TV3 Televisió de Catalunya', purpose: 'mediaViewing' },
  { id: 'weave', title: 'WEAVE', purpose: 'mediaViewing' },
] as const;

/** Every service the consent widget lists, in display order. */
export const CONSENT_SERVICES = [
  { id: 'auth-strategy', purpose: 'necessary' },
  { id: 'i18n', purpose: 'necessary' },
  { id: 'analytics', purpose: 'optional' },
  { id: 'heatmap', purpose: 'optional' },
  { id: 'code-sandbox', purpose: 'optional' },
  ...MEDIA_VIEWING_SERVICES,
] as const;

export type ConsentServiceId = (typeof CONSENT_SERVICES)[number]['id'];
export type OptionalServiceId = Exclude<ConsentServiceId, Extract<(typeof CONSENT_SERVICES)[number], { purpose: 'necessary' }>['id']>;
export type MediaViewingServiceId = (typeof MEDIA_VIEWING_SERVICES)[number]['id'];

/** The purposes the widget groups services under, in display order. */
export const CONSENT_PURPOSES = ['necessary', 'optional', 'mediaViewing'] as const;

export const OPTIONAL_SERVICES: readonly OptionalServiceId[] = CONSENT_SERVICES.flatMap((s) =>
  s.purpose === 'necessary' ? [] : [s.id],
);

/** Whether `id` names a platform whose player waits behind its own consent. */
export function isMediaViewingService(id: string): id is MediaViewingServiceId {
  return MEDIA_VIEWING_SERVICES.some((s) => s.id === id);
}

/** Decisions per optional service; a missing entry is undecided. */
export type ConsentChoice = Readonly<Partial<Record<OptionalServiceId, boolean>>>;

export const CONSENT_COOKIE = 'consent';
/** The choice is remembered for a year. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isConsentService(id: string): id is ConsentServiceId {
  return CONSENT_SERVICES.some((s) => s.id === id);
}

function isOptional(id: string): id is OptionalServiceId {
  return (OPTIONAL_SERVICES as readonly string[]).includes(id);
}

/** Reads a cookie value (or `undefined`); unknown entries and malformed values are ignored. */
export function parseConsent(value: string | undefined): ConsentChoice {
  const choice: Partial<Record<OptionalServiceId, boolean>> = {};
  if (!value) return choice;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(value));
  } catch {
    return choice;
  }
  for (const [key, decision] of params) {
    if (isOptional(key) && (decision === '1' || decision === '0')) choice[key] = decision === '1';
  }
  return choice;
}

/** The cookie value for a choice, optional services in display order. */
export function serialiseConsent(choice: ConsentChoice): string {
  return OPTIONAL_SERVICES.flatMap((id) => {
    const decision = choice[id];
    return decision === undefined ? [] : [`${id}=${decision ? '1' : '0'}`];
  }).join('&');
}

/**
 * Whether the visitor has decided on every optional service the banner asks about (then the widget stays
 * closed). A media platform is asked about at its own gate, on the item page that shows it (as europeana.eu's
 * consent manager does), and in the settings; undecided, it simply does not load.
 */
export function hasCompleteChoice(choice: ConsentChoice): boolean {
  return OPTIONAL_SERVICES.every((id) => isMediaViewingService(id) || choice[id] !== undefined);
}

/**
 * Whether a service may load: strictly necessary services always, optional ones only after an
 * explicit yes. Unknown services never load.
 *
 * @example allows(parseConsent('analytics=1'), 'analytics') // true
 */
export function allows(choice: ConsentChoice, service: string): boolean {
  if (!isConsentService(service)) return false;
  if (!isOptional(service)) return true;
  return choice[service] === true;
}

/** Yes (or no) to every optional service. */
export function allOptional(decision: boolean): ConsentChoice {
  return Object.fromEntries(OPTIONAL_SERVICES.map((id) => [id, decision]));
}

/** The choice with one service allowed, other decisions kept (the embed gate's button). */
export function grant(choice: ConsentChoice, service: OptionalServiceId): ConsentChoice {
  return { ...choice, [service]: true };
}

/** Optional services that were allowed before and are not any more. */
export function revoked(before: ConsentChoice, after: ConsentChoice): OptionalServiceId[] {
  return OPTIONAL_SERVICES.filter((id) => before[id] === true && after[id] !== true);
}

/** The `Set-Cookie`/`document.cookie` string that stores a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(serialiseConsent(choice))}; Path=/; Max-Age=${String(CONSENT_COOKIE_MAX_AGE_S)}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The consent cookie's value in a `Cookie` header or `document.cookie`. */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice {
  const entry = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}
