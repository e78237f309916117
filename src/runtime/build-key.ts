/**
 * The key Astro encrypts server islands' props with (`ASTRO_KEY`), the same for every build. Without it each
 * `astro build` makes a random one: a page pre-rendered by one build asks its server island (the home page's
 * trending items) of a server running another, which refuses it ("Encrypted componentExport value is invalid")
 * and the island's placeholders stay. That happens after every deploy or full rebuild for pages already open in
 * browsers, and on every request between nodes that built apart. An operator's `ASTRO_KEY` (the same on every
 * node; `npx astro create-key`) wins; otherwise one key is made once and kept in the data directory.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** An AES-256 key as Astro reads `ASTRO_KEY`: the raw 32 bytes in base64. */
const KEY = /^[A-Za-z0-9+/]{43}=$/;

/**
 * `ASTRO_KEY` for a build: the environment's, else the one kept at `{dataDir}/astro-key` (made on first use).
 * @example buildKey({ PORTAL_DATA_DIR: '/var/lib/portal' }) // 'q3…=' (kept in /var/lib/portal/astro-key)
 */
export function buildKey(env: NodeJS.ProcessEnv, root: string = process.cwd()): string {
  const given = env.ASTRO_KEY?.trim();
  if (given !== undefined && given !== '') return given;
  const file = join(resolve(root, env.PORTAL_DATA_DIR ?? '.data'), 'astro-key');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (KEY.test(kept)) return kept;
  } catch {
    // None yet: made below.
  }
  const key = randomBytes(32).toString('base64');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
