import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sessionDriver from '../../../src/lib/store/session-driver.ts';

describe('the file session driver', () => {
  it('never lets a read see a half-written session while another request saves it', async () => {
    const base = mkdtempSync(join(tmpdir(), 'sessions-'));
    const driver = sessionDriver({ base });
    const versions = ['a', 'b', 'c', 'd'].map((v) => JSON.stringify({ user: v, likedIds: Array.from({ length: 20_000 }, (_, i) => `/${v}/${String(i)}`) }));
    await driver.setItem?.('s1', versions[0] ?? '', {});
    const seen = new Set<string>();
    for (let round = 0; round < 40; round += 1) {
      const value = versions[round % versions.length] ?? '';
      const reads = Array.from({ length: 8 }, () => driver.getItem('s1', {}) as Promise<string | null>);
      await Promise.all([driver.setItem?.('s1', value, {}), ...reads.map(async (read) => {
        const text = await read;
        seen.add(text === null ? 'null' : versions.includes(text) ? 'whole' : `partial:${String(text.length)}`);
      })]);
    }
    expect([...seen]).toEqual(['whole']);
    // No temporary file is left behind or listed as a session.
    expect(readdirSync(base)).toEqual(['s1']);
    expect(await driver.getKeys('', {})).toEqual(['s1']);
  });

  it('refuses keys that leave its directory', async () => {
    const driver = sessionDriver({ base: mkdtempSync(join(tmpdir(), 'sessions-')) });
    await expect(Promise.resolve().then(() => driver.setItem?.('..', 'x', {}))).rejects.toThrow(/Invalid session key/);
  });
});
