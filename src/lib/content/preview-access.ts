import { createHash, timingSafeEqual } from 'node:crypto';

/** Cookie that remembers a valid preview secret, so that links inside a preview keep showing drafts. */
export const PREVIEW_COOKIE = 'portal_preview';

/** What the cookie holds: a digest of the secret, never the secret itself. */
export function previewCookieValue(secret: string): string {
  return createHash('sha256').update(`portal-preview:${secret}`).digest('hex');
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether a signed-in user is an editor. The accounts module puts the user in `Astro.locals.user`; its shape
 * is read defensively: a `roles` list, or Keycloak's `resource_access.{client}.roles` (spec section 6: "a
 * client role check reads the user's resource-access roles for a named client").
 */
export function isEditor(user: unknown, role: string, clientId: string): boolean {
  if (typeof user !== 'object' || user === null) return false;
  const record = user as Record<string, unknown>;
  const has = (roles: unknown): boolean => Array.isArray(roles) && roles.includes(role);
  if (has(record.roles)) return true;
  const access: unknown = record.resourceAccess ?? record.resource_access;
  if (typeof access !== 'object' || access === null) return false;
  const client: unknown = (access as Record<string, unknown>)[clientId];
  return typeof client === 'object' && client !== null && has((client as { roles?: unknown }).roles);
}

export interface PreviewRequest {
  readonly user: unknown;
  /** `?secret=` of the request. */
  readonly secretParam: string | null;
  /** The preview cookie of the request. */
  readonly cookie: string | undefined;
}

export interface PreviewSettings {
  /** CONTENT_PREVIEW_SECRET; unset: only editors may preview. */
  readonly secret: string | undefined;
  readonly editorRole: string;
  readonly clientId: string;
}

/** Who may see drafts: a signed-in editor, or a holder of the configured preview secret (query or cookie). */
export function mayPreview(request: PreviewRequest, settings: PreviewSettings): { allowed: boolean; setCookie: boolean } {
  if (isEditor(request.user, settings.editorRole, settings.clientId)) return { allowed: true, setCookie: false };
  const secret = settings.secret;
  if (secret === undefined || secret === '') return { allowed: false, setCookie: false };
  if (request.secretParam !== null && equal(request.secretParam, secret)) return { allowed: true, setCookie: true };
  if (request.cookie !== undefined && equal(request.cookie, previewCookieValue(secret))) return { allowed: true, setCookie: false };
  return { allowed: false, setCookie: false };
}
