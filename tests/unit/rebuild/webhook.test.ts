import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tagsToPurge } from '../../../src/lib/cache/content-tags.ts';
import { purgeTags } from '../../../src/lib/cache/tagged-cache.ts';
import { changeOf, verifyWebhook } from '../../../src/lib/rebuild/webhook.ts';

const secret = 'local-webhook-secret';
const body = JSON.stringify({ sys: { type: 'Entry', id: 'story-monet', contentType: { sys: { id: 'story' } } }, fields: { identifier: { 'en-GB': 'monet-at-etretat' } } });
const sign = (timestamp: string, raw: string, key = secret): string => createHmac('sha256', key).update(`${timestamp}.${raw}`).digest('hex');

describe('webhook signature', () => {
  const now = 1_750_000_000;
  const ts = String(now);
  it('accepts the content service signature', () => {
    expect(verifyWebhook({ timestamp: ts, signature: sign(ts, body), rawBody: body }, secret, now)).toBe(true);
  });

  it('refuses a wrong secret, a changed body, an old timestamp and missing headers', () => {
    expect(verifyWebhook({ timestamp: ts, signature: sign(ts, body, 'other'), rawBody: body }, secret, now)).toBe(false);
    expect(verifyWebhook({ timestamp: ts, signature: sign(ts, body), rawBody: `${body} ` }, secret, now)).toBe(false);
    const old = String(now - 301);
    expect(verifyWebhook({ timestamp: old, signature: sign(old, body), rawBody: body }, secret, now)).toBe(false);
    expect(verifyWebhook({ timestamp: null, signature: sign(ts, body), rawBody: body }, secret, now)).toBe(false);
    expect(verifyWebhook({ timestamp: ts, signature: 'zz', rawBody: body }, secret, now)).toBe(false);
  });

  it('names the changed entry', () => {
    expect(changeOf(body)).toEqual({ id: 'story-monet', contentType: 'story', identifier: 'monet-at-etretat' });
    expect(changeOf('not json')).toBeUndefined();
  });
});

describe('route cache purge', () => {
  it('purges the entry, and the listing for stories', () => {
    expect(tagsToPurge([{ contentType: 'story', identifier: 'monet' }])).toEqual(['content:story:monet', 'content:listing', 'content:related']);
    expect(tagsToPurge([{ contentType: 'category', identifier: 'art' }])).toEqual(['content:category:art', 'content:listing']);
    expect(tagsToPurge([{ contentType: 'themePage', identifier: 'art' }])).toEqual(['content:themePage:art']);
    expect(tagsToPurge([{ contentType: 'richText', identifier: undefined }, { contentType: 'story', identifier: 'x' }])).toEqual(['content']);
  });

  it('invalidates the tags in the cache and survives a failing cache', async () => {
    const purged: string[][] = [];
    expect(await purgeTags({ invalidate: ({ tags }) => { purged.push(tags); return Promise.resolve(); } }, ['content:story:a'], () => undefined)).toBe(true);
    expect(purged).toEqual([['content:story:a']]);
    expect(await purgeTags({ invalidate: () => Promise.reject(new Error('down')) }, ['x'], () => undefined)).toBe(false);
  });
});
