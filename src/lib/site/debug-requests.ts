/**
 * The debug panel (spec section 2 footer, section 4): the API requests recorded for the page
 * are listed with the key removed (src/lib/apis/client.ts redactUrl). When the visitor's debug
 * settings in local storage hold an `apiKey`, the listed URLs get it back and become links.
 */

/** The local-storage key of the debug settings (`{"apiKey":"…"}`). */
export const DEBUG_SETTINGS_KEY = 'debugSettings';

/** The API key of the stored debug settings, if any. */
export function debugApiKey(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const settings: unknown = JSON.parse(raw);
    if (typeof settings !== 'object' || settings === null) return undefined;
    const { apiKey } = settings as Record<string, unknown>;
    return typeof apiKey === 'string' && apiKey.trim() !== '' ? apiKey.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The recorded URL with the debug key added as `wskey`; `undefined` for anything that is not
 * an http(s) URL.
 *
 * @example withApiKey('https://api.example.org/record/v2/search.json?query=a', 'k') // '…?query=a&wskey=k'
 */
export function withApiKey(url: string, apiKey: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  parsed.searchParams.set('wskey', apiKey);
  return parsed.toString();
}

/**
 * The debug settings with `apiKey` set (or removed when blank), other settings kept, as stored in local storage.
 * @example withDebugApiKey('{"other":1}', ' k ') // '{"other":1,"apiKey":"k"}'
 */
export function withDebugApiKey(raw: string | null, apiKey: string): string {
  let settings: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) settings = { ...(parsed as Record<string, unknown>) };
  } catch {
    settings = {};
  }
  const key = apiKey.trim();
  if (key === '') delete settings.apiKey;
  else settings.apiKey = key;
  return JSON.stringify(settings);
}

/**
 * The key of the visitor's enabled personal API key in a `GET /_api/api-keys` answer (src/api/api-keys.ts), which
 * the panel offers to use (portal.js DebugApiRequests "Enter your personal API key").
 */
export function personalApiKey(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { keys } = body as { keys?: unknown };
  if (!Array.isArray(keys)) return undefined;
  for (const key of keys as unknown[]) {
    if (typeof key !== 'object' || key === null) continue;
    const { clientId, state } = key as { clientId?: unknown; state?: unknown };
    if (typeof clientId === 'string' && clientId !== '' && state !== 'disabled') return clientId;
  }
  return undefined;
}
