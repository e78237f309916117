import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WALKER = resolve(import.meta.dirname, '../../../src/runtime/sitemap-walker.ts');

describe('the sitemap walker process (src/runtime/sitemap-walker.ts)', () => {
  it('ends quietly when its server goes away (the channel closed from the server’s side)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'walker-'));
    const child = fork(WALKER, [], { env: { ...process.env, PORTAL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // Whether the walker is still opening its store or already listening, it ends.
    await new Promise((done) => setTimeout(done, 1000));
    child.disconnect();
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
    expect(stderr).not.toMatch(/ERR_IPC|Error/);
    expect(code).toBe(0);
  });
});
