import { describe, expect, it } from 'vitest';
import { getJson } from '../support/services.ts';
import { DEMO, REALM, api, signIn, signUp } from '../support/oidc.ts';

describe('Auth service: personal API keys', () => {
  it("lists the project key the provider granted the demo user beside personal keys; it works as wskey and does not count as the personal one", async () => {
    const { access_token: token } = await signIn(DEMO.user);
    const before = (await api('GET', `${REALM}/user/clients`, { token })).body as unknown as Record<string, unknown>[];
    const project = before.find((key) => key.type === 'ProjectKey');
    expect(project).toMatchObject({ client_id: 'classroomslides25', name: 'Classroom slideshows', created: '2025-10-02T09:30:00Z' });
    expect(project?.state).toBeUndefined();
    expect((await getJson('/record/v2/search.json', { query: '*:*', rows: '1' }, 'classroomslides25')).status).toBe(200);
    // A personal key beside it (none may be enabled yet: other tests sign in as the demo user too).
    if (!before.some((key) => key.type === 'PersonalKey' && key.state === undefined)) {
      expect((await api('POST', `${REALM}/client`, { token })).status).toBe(200);
    }
    const after = (await api('GET', `${REALM}/user/clients`, { token })).body as unknown as Record<string, unknown>[];
    expect(after.filter((key) => key.state === undefined).map((key) => key.type).sort()).toEqual(['PersonalKey', 'ProjectKey']);
  });


  it('creates a key that works as wskey at once, refuses a second, and stops the key when disabled', async () => {
    const user = await signUp('keys');
    const token = user.access_token;
    expect((await api('GET', `${REALM}/user/clients`, { token })).body).toEqual([]);

    const created = await api('POST', `${REALM}/client`, { token });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type: 'PersonalKey', client_id: expect.stringMatching(/^[a-z0-9]{8,}$/) as unknown, created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) as unknown });
    expect(created.body.state).toBeUndefined();
    const key = String(created.body.client_id);

    expect((await getJson('/record/v2/search.json', { query: '*:*', rows: '1' }, key)).status).toBe(200);
    expect((await api('GET', '/set/search?query=*', { key })).status).toBe(200);

    const duplicate = await api('POST', `${REALM}/client`, { token });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: '400_duplicate_key', error: expect.any(String) as unknown, message: expect.any(String) as unknown });

    expect((await api('DELETE', `${REALM}/client/${String(created.body.id)}`, { token })).status).toBe(204);
    const refused = await getJson('/record/v2/search.json', { query: '*:*', rows: '1' }, key);
    expect(refused.status).toBe(401);
    const again = await api('DELETE', `${REALM}/client/${String(created.body.id)}`, { token });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('410_client_disabled');

    const listed = await api('GET', `${REALM}/user/clients`, { token });
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, client_id: key, state: 'disabled' }) as unknown]);
  });

  it('allows at most 3 disabled keys and keeps other users away from a key', async () => {
    const user = await signUp('keys');
    const other = await signUp('keys');
    const ids: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const created = await api('POST', `${REALM}/client`, { token: user.access_token });
      expect(created.status).toBe(200);
      ids.push(String(created.body.id));
      if (round === 0) {
        const foreign = await api('DELETE', `${REALM}/client/${String(created.body.id)}`, { token: other.access_token });
        expect(foreign.status).toBe(403);
        expect(foreign.body.code).toBe('403_user_not_authorised');
      }
      expect((await api('DELETE', `${REALM}/client/${String(created.body.id)}`, { token: user.access_token })).status).toBe(204);
    }
    const limited = await api('POST', `${REALM}/client`, { token: user.access_token });
    expect(limited.status).toBe(400);
    expect(limited.body.code).toBe('400_key_limit_reached');
    expect((await api('DELETE', `${REALM}/client/no-such-key`, { token: user.access_token })).body.code).toBe('404_client_unknown');
    expect((await api('GET', `${REALM}/user/clients`, { token: user.access_token })).body).toHaveLength(3);
  });

  it('creates one enabled key under a race and needs a valid token', async () => {
    const user = await signUp('keys');
    const raced = await Promise.all([1, 2, 3].map(() => api('POST', `${REALM}/client`, { token: user.access_token })));
    expect(raced.filter((response) => response.status === 200)).toHaveLength(1);
    expect((await api('GET', `${REALM}/user/clients`, { token: user.access_token })).body).toHaveLength(1);
    const missing = await api('POST', `${REALM}/client`);
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('401_token_missing');
    const forged = await api('GET', `${REALM}/user/clients`, { token: `${user.access_token.slice(0, -6)}AAAAAA` });
    expect(forged.body.code).toBe('401_token_invalid');
    expect((await api('POST', `${REALM}/client`, { token: user.access_token, rawBody: '{"name": ' })).status).toBe(400);
  });
});
