/**
 * Writes the dependency index of a build (./build-index.ts) when `astro build` is done: every editorial
 * page the build rendered with what it read (registered by each page as it rendered, ./reads.ts), and when
 * the build started (the node serving it applies the publications logged after that, ./publisher.ts).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildIndexPath, openBuildIndex } from './build-index.ts';
import { recordedPages } from './reads.ts';

export function publicationIndex(): AstroIntegration {
  let outDir = '';
  let startedAt = Date.now();
  return {
    name: 'portal-publication-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        startedAt = Date.now();
      },
      'astro:build:done': ({ logger }) => {
        const pages = recordedPages();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${buildIndexPath(outDir)}${suffix}`, { force: true });
        const index = openBuildIndex(outDir, { create: true });
        if (index === undefined) return;
        try {
          index.putAll(pages);
          index.setBuiltAt(startedAt);
        } finally {
          index.close();
        }
        logger.info(`dependency index: ${String(pages.size)} editorial pages`);
      },
    },
  };
}
