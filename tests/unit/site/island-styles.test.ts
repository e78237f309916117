import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from '../../../src/lib/site/island-styles.ts';

/** Astro's island style element moves from the body into the head (issue 26: Nu checker error on pages with islands). */
// The rule exactly as the installed Astro writes it (a file its package does not export), so an upgrade that changes it fails here.
const astroDir = dirname(fileURLToPath(import.meta.resolve('astro/package.json')));
const astroRule = /ISLAND_STYLES = "([^"]+)"/.exec(readFileSync(join(astroDir, 'dist', 'runtime', 'server', 'astro-island-styles.js'), 'utf8'))?.[1] ?? '';
const islandStyle = `<style>${astroRule}</style>`;

describe('hoistIslandStyles', () => {
  it('knows the style element the installed Astro writes', () => {
    expect(astroRule).toMatch(/^astro-island,/);
  });

  it('moves the island style from the body to the end of the head, once', () => {
    const html = `<!doctype html><html><head><title>t</title></head><body><p>x</p>${islandStyle}<script>1</script><astro-island></astro-island>${islandStyle}</body></html>`;
    const out = hoistIslandStyles(html);
    expect(out).toBe(`<!doctype html><html><head><title>t</title>${islandStyle}</head><body><p>x</p><script>1</script><astro-island></astro-island></body></html>`);
  });

  it('leaves other style elements and pages without islands alone', () => {
    const svg = '<!doctype html><html><head></head><body><svg><style>.a{fill:red}</style></svg></body></html>';
    expect(hoistIslandStyles(svg)).toBe(svg);
    const inHead = `<html><head>${islandStyle}</head><body><astro-island></astro-island></body></html>`;
    expect(hoistIslandStyles(inHead)).toBe(inHead);
  });

  it('does the same on the page\'s UTF-8 bytes, multi-byte characters around it untouched', () => {
    const html = `<!doctype html><html><head><title>Fête – Ελληνικά</title></head><body><p>日本語 ✓</p>${islandStyle}<astro-island></astro-island>${islandStyle}<p>ü</p></body></html>`;
    const bytes = new TextEncoder().encode(html);
    const out = hoistIslandStyles(bytes);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(out)).toBe(hoistIslandStyles(html));
    const plain = new TextEncoder().encode('<html><head></head><body>ä</body></html>');
    expect(hoistIslandStyles(plain)).toBe(plain);
  });
});
