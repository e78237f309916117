import { describe, expect, it } from 'vitest';
import { api } from '../support/oidc.ts';

describe('Feedback', () => {
  it('stores a message and answers 201 with its id', async () => {
    const first = await api('POST', '/feedback', { body: { text: 'The search is great.', email: 'visitor@example.org', pageUrl: 'http://localhost:4321/en' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, id: expect.any(Number) as unknown });
    const second = await api('POST', '/feedback', { body: { text: 'Another one' } });
    expect(Number(second.body.id)).toBeGreaterThan(Number(first.body.id));
  });

  it('refuses empty, oversize, malformed and wrongly typed feedback', async () => {
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 5 }, { text: 'ok', email: 'not-an-email' }, { text: 'ok', pageUrl: 'javascript:alert(1)' }, { text: 'ok', extra: true }, ['text']]) {
      const response = await api('POST', '/feedback', { body });
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: expect.any(String) as unknown });
    }
    expect((await api('POST', '/feedback', { rawBody: '{"text": "unterminated' })).status).toBe(400);
    const huge = await api('POST', '/feedback', { rawBody: JSON.stringify({ text: 'y'.repeat(9000) }) });
    expect(huge.status).toBe(413);
  });
});
