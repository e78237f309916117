import { describe, expect, it } from 'vitest';
import { getJson, servicesUrl } from '../support/services.ts';

describe('API key check', () => {
  it.each(['/record/v2/search.json?query=*:*', '/record/v2/09102/_GNM_693983.json', '/entity/suggest?text=mon', '/annotation/search?query=*:*', '/recommend/record/09102/_GNM_693983'])(
    'refuses %s without a key with a Europeana-style 401',
    async (path) => {
      const response = await fetch(new URL(path, servicesUrl()));
      expect(response.status).toBe(401);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ success: false });
      expect(body.error).toBeTypeOf('string');
    },
  );

  it('refuses an unknown key and accepts the X-Api-Key header', async () => {
    const wrong = await getJson('/record/v2/search.json', { query: '*:*' }, 'not-a-key');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid API key');
    const response = await fetch(new URL('/record/v2/search.json?query=*:*&rows=1', servicesUrl()), { headers: { 'X-Api-Key': 'api2demo' } });
    expect(response.status).toBe(200);
  });

  it('serves health without a key and answers unknown paths with JSON 404', async () => {
    const health = await fetch(new URL('/health', servicesUrl()));
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const unknown = await getJson('/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
  });
});
