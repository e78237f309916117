/**
 * Hostile redirect targets (issue "Open redirect"): every way we know to make a browser leave a
 * site from a value that looks like a path. Built from base payloads times encodings, so the
 * corpus has well over 200 entries.
 */
const HOSTS = ['evil.example', 'evil.example:443', 'user@evil.example', '127.0.0.1.nip.io'];

const BASES: readonly string[] = [
  ...HOSTS.flatMap((h) => [
    `//${h}`,
    `///${h}`,
    `////${h}`,
    `/\\${h}`,
    `\\\\${h}`,
    `\\/${h}`,
    `/\\/${h}`,
    `//\\${h}`,
    `https://${h}`,
    `http://${h}`,
    `https:${h}`,
    `https:/${h}`,
    `https:\\\\${h}`,
    `//${h}/%2e%2e`,
    `/%2F%2F${h}`,
    `%2F%2F${h}`,
    `/%2f%2f${h}`,
    `/%5C${h}`,
    `/%5c${h}`,
    `%5C%5C${h}`,
    `/%252F%252F${h}`,
    `/%25%32%46%25%32%46${h}`,
    `/\t/${h}`,
    `/\n/${h}`,
    `/\r\n/${h}`,
    `/%09/${h}`,
    `/%0a/${h}`,
    `/%0d%0a/${h}`,
    ` //${h}`,
    `\t//${h}`,
    `/.//${h}`,
    `/..//${h}`,
    `/.%2e//${h}`,
    `//${h}%23.portal`,
    `//${h}?.portal`,
    `/\u2215\u2215${h}`,
    `/\uFF0F\uFF0F${h}`,
    `//${h.replace('.', '\u3002')}`,
    `//${h.toUpperCase()}`,
    h,
  ]),
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'javascript%3Aalert(1)',
  '/javascript:alert(1)', // a path, harmless, but listed: must stay on the site
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  `/${'é'.repeat(3000)}//evil.example`,
  `//${'ä'.repeat(500)}.evil.example`,
  `/${'\u202e'.repeat(10)}//evil.example`,
  '/%E2%80%AE//evil.example',
  '/%C0%AF%C0%AFevil.example',
  '/%%32%66%%32%66evil.example',
];

/** Every entry, raw, encoded once and encoded twice. */
export const REDIRECT_CORPUS: readonly string[] = [
  ...new Set(BASES.flatMap((b) => [b, encodeURIComponent(b), encodeURIComponent(encodeURIComponent(b))])),
];
