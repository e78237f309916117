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
