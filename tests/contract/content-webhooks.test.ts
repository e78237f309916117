import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServicesProcess } from '../support/services.ts';
import type { ServicesProcess } from '../support/services.ts';
import { manage } from './content-support.ts';
import type { Obj } from './content-support.ts';

const SECRET = 'test-webhook-secret';

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A rebuild endpoint stand-in: records requests, answers with queued statuses (then 200). */
class Receiver {
  readonly received: Received[] = [];
  readonly statuses: number[] = [];
  #server: Server | undefined;

  async listen(port = 0): Promise<number> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(this.statuses.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(port, '127.0.0.1', resolve));
    return (this.#server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port nothing listens on (bound once, then released). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function delivery(base: string, entryId: string, status: string): Promise<Obj> {
  return waitFor(`${status} webhook of ${entryId}`, async () => {
    const { body } = await manage('GET', '/webhooks', undefined, base);
    return (body.items as Obj[]).find((item) => item.entryId === entryId && item.status === status);
  });
}

describe('Content service: publish webhooks', () => {
  const receiver = new Receiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'content-webhooks-'));
  let services: ServicesProcess;
  let receiverUrl = '';
  const env = (url: string): Record<string, string> => ({
    CONTENT_WEBHOOK_URL: url, CONTENT_WEBHOOK_SECRET: SECRET, CONTENT_WEBHOOK_RETRY_BASE_MS: '100', CONTENT_WEBHOOK_MAX_ATTEMPTS: '5',
  });
  const port = 21_000 + Math.floor(Math.random() * 9000);

  beforeAll(async () => {
    receiverUrl = `http://127.0.0.1:${String(await receiver.listen())}/_api/rebuild`;
    services = await startServicesProcess({ port, dataDir, env: env(receiverUrl) });
  });

  afterAll(async () => {
    await services.stop();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishing fires a signed webhook naming the entry and content type', async () => {
    await manage('PUT', '/webhook-settings', { url: receiverUrl }, services.url);
    const before = receiver.received.length;
    const published = await manage('PUT', '/entries/monet-at-etretat/published', undefined, services.url);
    expect(published.status).toBe(200);
    const request = await waitFor('the publish webhook', () => receiver.received[before]);
    expect(request.headers['x-contentful-topic']).toBe('ContentManagement.Entry.publish');
    expect(request.headers['content-type']).toBe('application/vnd.contentful.management.v1+json');
    const timestamp = String(request.headers['x-contentful-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', SECRET).update(`${timestamp}.${request.body}`).digest('hex');
    expect(request.headers['x-contentful-signature']).toBe(expected);
    expect(request.headers['x-contentful-idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    const body = JSON.parse(request.body) as { sys: Obj; fields: Record<string, Obj> };
    expect(body.sys).toMatchObject({ type: 'Entry', id: 'story-monet-at-etretat', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'story' } } });
    expect(body.fields.identifier).toEqual({ 'en-GB': 'monet-at-etretat' });
  });

  it('unpublishing fires the unpublish topic with a DeletedEntry body', async () => {
    const before = receiver.received.length;
    expect((await manage('DELETE', '/entries/feature-ideas/published', undefined, services.url)).status).toBe(200);
    const request = await waitFor('the unpublish webhook', () => receiver.received[before]);
    expect(request.headers['x-contentful-topic']).toBe('ContentManagement.Entry.unpublish');
    expect(JSON.parse(request.body)).toMatchObject({ sys: { type: 'DeletedEntry', id: 'feature-ideas', contentType: { sys: { id: 'featureIdeasPage' } } }, fields: { identifier: { 'en-GB': 'feature-ideas' } } });
    expect((await manage('PUT', '/entries/feature-ideas/published', undefined, services.url)).status).toBe(200);
  });

  it('retries with backoff while the receiver answers 5xx', async () => {
    await waitFor('an empty outbox', async () => {
      const { body } = await manage('GET', '/webhooks?status=pending', undefined, services.url);
      return (body.items as Obj[]).length === 0 ? true : undefined;
    });
    receiver.statuses.push(503, 502);
    expect((await manage('PUT', '/entries/category-portraits/published', undefined, services.url)).status).toBe(200);
    const delivered = await delivery(services.url, 'category-portraits', 'delivered');
    expect(delivered).toMatchObject({ attempts: 3, lastStatus: 200 });
  });

  it('delivers once a receiver that was down comes up', async () => {
    const port = await deadPort();
    await manage('PUT', '/webhook-settings', { url: `http://127.0.0.1:${String(port)}/_api/rebuild` }, services.url);
    expect((await manage('PUT', '/entries/category-mythology/published', undefined, services.url)).status).toBe(200);
    const pending = await waitFor('a failed first attempt', async () => {
      const { body } = await manage('GET', '/webhooks?status=pending', undefined, services.url);
      return (body.items as Obj[]).find((item) => item.entryId === 'category-mythology' && Number(item.attempts) >= 1);
    });
    expect(String(pending.lastError)).toMatch(/ECONNREFUSED|fetch failed/);
    const late = new Receiver();
    await late.listen(port);
    try {
      await delivery(services.url, 'category-mythology', 'delivered');
      expect(late.received).toHaveLength(1);
    } finally {
      await late.close();
      await manage('PUT', '/webhook-settings', { url: receiverUrl }, services.url);
    }
  });

  it('marks a delivery failed after the last attempt and keeps listing it', async () => {
    const port = await deadPort();
    await manage('PUT', '/webhook-settings', { url: `http://127.0.0.1:${String(port)}/_api/rebuild` }, services.url);
    try {
      expect((await manage('PUT', '/entries/category-music/published', undefined, services.url)).status).toBe(200);
      const failed = await delivery(services.url, 'category-music', 'failed');
      expect(failed).toMatchObject({ attempts: 5, nextAttemptAt: null });
    } finally {
      await manage('PUT', '/webhook-settings', { url: receiverUrl }, services.url);
    }
  });

  it('sends deliveries still pending at shutdown after a restart', async () => {
    const port = await deadPort();
    await manage('PUT', '/webhook-settings', { url: `http://127.0.0.1:${String(port)}/_api/rebuild` }, services.url);
    expect((await manage('PUT', '/entries/category-landscapes/published', undefined, services.url)).status).toBe(200);
    await services.stop();
    const late = new Receiver();
    await late.listen(port);
    try {
      services = await startServicesProcess({ port: services.url === '' ? 0 : Number(new URL(services.url).port), dataDir, env: env(receiverUrl) });
      await delivery(services.url, 'category-landscapes', 'delivered');
      expect(late.received.map((request) => request.headers['x-contentful-topic'])).toEqual(['ContentManagement.Entry.publish']);
    } finally {
      await late.close();
    }
  });
});
