import type { DatabaseSync } from 'node:sqlite';
import type { SearchEngine } from './search/engine.ts';

/** What every API module receives when it registers its routes. */
export interface ServiceDeps {
  readonly db: DatabaseSync;
  readonly engine: SearchEngine;
  /** Folder of the shipped seed (data and images). */
  readonly seedDir: string;
  /** Folder of the store and caches. */
  readonly dataDir: string;
}
