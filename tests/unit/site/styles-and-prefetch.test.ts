import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_PX } from '../../../src/lib/constants.ts';

const root = resolve(import.meta.dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(astro|css)$/.test(name) ? [path] : [];
  });
}

describe('breakpoints', () => {
  it('every width media query in the styles uses one of 768, 992, 1200, 1880, 2520, 3020 px', () => {
    expect([...BREAKPOINTS_PX]).toEqual([768, 992, 1200, 1880, 2520, 3020]);
    const stray: string[] = [];
    for (const file of files(join(root, 'src'))) {
      for (const query of readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)) {
        for (const width of query[0].matchAll(/(min|max)-width:\s*([\d.]+)(px|r?em)/g)) {
          const allowed = width[3] === 'px' && (BREAKPOINTS_PX as readonly number[]).includes(Number(width[2]) + (width[1] === 'max' ? 1 : 0));
          if (!allowed) stray.push(`${file.slice(root.length + 1)}: ${width[0]}`);
        }
      }
    }
    expect(stray).toEqual([]);
  });
});

/** The CSS of a file: a .css file whole, the `<style>` blocks of an .astro file. */
function stylesOf(file: string): string {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) return source;
  return [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('\n');
}

describe('design tokens', () => {
  // The editor tools are Contentful's app frame styled with Bootstrap (docs/decisions/0004-editor-tools.md).
  const own = (file: string): boolean => !file.endsWith('tokens.css') && !file.includes('editor-tools');

  it('colours and font sizes come from src/styles/tokens.css, nowhere else', () => {
    const stray: string[] = [];
    for (const file of files(join(root, 'src')).filter(own)) {
      const css = stylesOf(file);
      for (const m of css.matchAll(/#[0-9a-fA-F]{3,8}\b|\brgba?\((?!0 0 0 \/)[^)]*\)|\bhsla?\([^)]*\)/g)) stray.push(`${file.slice(root.length + 1)}: ${m[0]}`);
      for (const m of css.matchAll(/font-size:(?!\s*var\()[^;}]+/g)) stray.push(`${file.slice(root.length + 1)}: ${m[0]}`);
    }
    expect(stray).toEqual([]);
  });

  it('every token a style uses is defined', () => {
    const defined = new Set([...readFileSync(join(root, 'src/styles/tokens.css'), 'utf8').matchAll(/(--[\w-]+):/g)].map((m) => m[1]));
    const undefinedTokens: string[] = [];
    for (const file of files(join(root, 'src'))) {
      const css = stylesOf(file);
      const local = new Set([...css.matchAll(/(--[\w-]+):/g)].map((m) => m[1]));
      for (const m of css.matchAll(/var\((--[\w-]+)(,)?/g)) {
        const name = m[1] ?? '';
        // A fallback (`var(--x, 0ms)`) marks a property a script or a component sets itself.
        if (!defined.has(name) && !local.has(name) && m[2] === undefined) undefinedTokens.push(`${file.slice(root.length + 1)}: ${name}`);
      }
    }
    expect(undefinedTokens).toEqual([]);
  });
});

describe('prefetch', () => {
  // Astro's prefetch (astro.config.ts) decides in the browser; this checks that the version
  // installed still skips slow connections, which the portal relies on (spec section 4).
  it("Astro's prefetch skips save-data and 2g connections", () => {
    const source = readFileSync(join(root, 'node_modules/astro/dist/prefetch/index.js'), 'utf8');
    expect(source).toMatch(/if \(!ignoreSlowConnection && isSlowConnection\(\)\) return false;/);
    expect(source).toMatch(/return conn\.saveData \|\| \/2g\/\.test\(conn\.effectiveType\);/);
  });
});
