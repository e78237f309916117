import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A component that renders a whole document (it wraps a layout) must keep its `<script>` inside the
 * layout element: one after the layout's closing tag is written after `</html>`, where the Nu HTML
 * checker stops with a fatal error (issue 26; it happened in the Default layout and on feature ideas).
 * tests/e2e/outside-checkers.spec.ts checks the served pages; this checks every component's source.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const layouts = readdirSync(join(root, 'src', 'layouts')).filter((f) => f.endsWith('.astro')).map((f) => f.replace(/\.astro$/, ''));

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

describe('script placement', () => {
  it('no component writes a <script> after the layout that renders its document', () => {
    const wrapper = new RegExp(`</(${layouts.join('|')}|[A-Z][A-Za-z]*Layout)>`, 'g');
    const misplaced = astroFiles(join(root, 'src')).filter((file) => {
      const source = readFileSync(file, 'utf8');
      const template = source.startsWith('---') ? source.slice(source.indexOf('---', 3) + 3) : source;
      const closes = [...template.matchAll(wrapper)].map((m) => m.index + m[0].length);
      if (closes.length === 0) return false;
      const last = Math.max(...closes);
      return [...template.matchAll(/<script[\s>]/g)].some((m) => m.index > last);
    });
    expect(misplaced.map((file) => relative(root, file))).toEqual([]);
  });
});
