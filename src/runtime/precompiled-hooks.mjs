/**
 * Module hooks of a server process (`node --import` this file; src/runtime/precompiled.ts says why): a `.ts` module
 * the supervisor stripped of its types is loaded from its stripped text, so Node never loads its own type stripper
 * into the process. JavaScript, not TypeScript: this file is loaded before any hook exists.
 */
import { readFileSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const manifestPath = process.env.PORTAL_PRECOMPILED_MANIFEST;

/** @type {import('./precompiled.ts').PrecompiledManifest} */
const manifest = manifestPath ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

/** The stripped text of a module whose file is still the one stripped, else undefined. */
function stripped(url) {
  const entry = Object.hasOwn(manifest, url) ? manifest[url] : undefined;
  if (entry === undefined) return undefined;
  try {
    const { size, mtimeMs } = statSync(fileURLToPath(url));
    return size === entry.size && mtimeMs === entry.mtimeMs ? readFileSync(entry.js, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

registerHooks({
  load(url, context, nextLoad) {
    const source = url.startsWith('file:') && url.endsWith('.ts') ? stripped(url) : undefined;
    return source === undefined ? nextLoad(url, context) : { format: 'module', source, shortCircuit: true };
  },
});
