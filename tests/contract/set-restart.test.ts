import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomPort, startServicesProcess } from '../support/services.ts';
import type { ServicesProcess } from '../support/services.ts';
import { DEMO, api, signIn } from '../support/oidc.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'services-restart-'));
const port = randomPort();
let running: ServicesProcess | undefined;

/** Starts a private services process on a fixed port and data dir, pointing the helpers at it. */
async function start(env: Record<string, string> = {}): Promise<void> {
  running = await startServicesProcess({ port, dataDir, env });
  process.env.SERVICES_URL = running.url;
}

const original = process.env.SERVICES_URL;
afterAll(async () => {
  await running?.stop();
  process.env.SERVICES_URL = original;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Set API and identity across restarts', () => {
  it('keeps users, sets, items and signing keys across a restart, and refuses expired tokens', async () => {
    await start();
    const tokens = await signIn(DEMO.user);
    const { body: records } = await api('GET', '/record/v2/search.json?query=*:*&rows=3&profile=minimal', { key: 'api2demo' });
    const ids = (records.items as { id: string }[]).map((item) => item.id);
    const created = await api('POST', '/set/', { token: tokens.access_token, body: { type: 'Collection', title: { en: 'Survives' }, visibility: 'private', items: ids } });
    expect(created.status).toBe(201);
    const id = String(created.body.id).split('/').pop() ?? '';

    await running?.stop();
    await start({ SERVICES_OIDC_ACCESS_TOKEN_TTL: '2' });
    // Tokens issued before the restart still verify (the keys are kept in the store)…
    const fresh = await api('GET', `/set/${id}?profile=items`, { token: tokens.access_token });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ title: { en: 'Survives' }, visibility: 'private', total: 3 });
    // …and the refresh token too.
    const refreshed = await fetch(`${process.env.SERVICES_URL ?? ''}/auth/realms/europeana/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'collections_portal', client_secret: 'local-portal-secret' }).toString(),
    });
    expect(refreshed.status).toBe(200);

    // The restarted process issues 2-second tokens: one is refused once it has expired.
    const shortLived = await signIn(DEMO.user);
    expect((await api('GET', `/set/${id}`, { token: shortLived.access_token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const expired = await api('GET', `/set/${id}`, { token: shortLived.access_token });
    expect(expired.status).toBe(401);
    expect(String(expired.body.error)).toContain('expired');
  }, 120_000);
});
