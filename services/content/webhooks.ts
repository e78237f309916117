import { createHash, createHmac } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ContentConfig } from './config.ts';
import type { StoredEntry } from './store.ts';

export type WebhookTopic = 'ContentManagement.Entry.publish' | 'ContentManagement.Entry.unpublish';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  readonly id: number;
  readonly topic: WebhookTopic;
  readonly entryId: string;
  readonly contentType: string;
  readonly url: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly nextAttemptAt: string | null;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly deliveredAt: string | null;
}

interface OutboxRow {
  id: number;
  topic: WebhookTopic;
  entry_id: string;
  content_type: string;
  url: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** Wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base, … */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

/**
 * The signature the receiver checks: hex HMAC-SHA256 under the shared secret of `${timestamp}.${rawBody}`,
 * timestamp = the `x-contentful-timestamp` header (Unix seconds of this attempt).
 * @example signWebhook('local-webhook-secret', '1767225600', '{"sys":…}')
 */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * Publish/unpublish webhooks through an outbox table: the row is written with the publish, then sent by a
 * dispatcher in this process and retried with exponential backoff until delivered or out of attempts (then
 * `failed`, logged, and still listed). Pending rows survive restarts; delivery is at least once, so every
 * request carries `x-contentful-idempotency-key`.
 */
export class WebhookOutbox {
  readonly #db: DatabaseSync;
  readonly #config: ContentConfig;
  #url: string;
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  #stopped = false;

  constructor(db: DatabaseSync, config: ContentConfig) {
    this.#db = db;
    this.#config = config;
    this.#url = config.webhookUrl;
  }

  get url(): string {
    return this.#url;
  }

  /** Points future deliveries elsewhere (until restart); rows already queued keep their URL. */
  set url(value: string) {
    this.#url = value;
  }

  /** Queues one delivery for `entry` (call inside the publish transaction). */
  enqueue(topic: WebhookTopic, entry: StoredEntry, fields: StoredEntry['draft'] | null): number {
    const now = new Date();
    const body = JSON.stringify({
      sys: {
        type: topic.endsWith('.publish') ? 'Entry' : 'DeletedEntry',
        id: entry.sys.id,
        space: { sys: { type: 'Link', linkType: 'Space', id: this.#config.spaceId } },
        environment: { sys: { type: 'Link', linkType: 'Environment', id: this.#config.environmentId } },
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: entry.sys.contentType } },
        version: entry.sys.version,
        publishedVersion: entry.sys.publishedVersion,
        createdAt: entry.sys.createdAt,
        updatedAt: entry.sys.updatedAt,
        publishedAt: entry.sys.publishedAt,
        firstPublishedAt: entry.sys.firstPublishedAt,
        ...(topic.endsWith('.unpublish') ? { deletedAt: now.toISOString() } : {}),
      },
      fields: fields ?? {},
    });
    const result = this.#db.prepare(`INSERT INTO content_webhook_outbox (topic, entry_id, content_type, url, body, status, attempts, next_attempt_at, created_at)
      VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`).run(topic, entry.sys.id, entry.sys.contentType, this.#url, body, now.getTime(), now.toISOString());
    return Number(result.lastInsertRowid);
  }

  list(status?: DeliveryStatus): Delivery[] {
    const rows = (status === undefined
      ? this.#db.prepare('SELECT * FROM content_webhook_outbox ORDER BY id DESC LIMIT 200').all()
      : this.#db.prepare('SELECT * FROM content_webhook_outbox WHERE status = ? ORDER BY id DESC LIMIT 200').all(status)) as unknown as OutboxRow[];
    return rows.map((row) => ({
      id: row.id,
      topic: row.topic,
      entryId: row.entry_id,
      contentType: row.content_type,
      url: row.url,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
      lastStatus: row.last_status,
      lastError: row.last_error,
      createdAt: row.created_at,
      deliveredAt: row.delivered_at,
    }));
  }

  /** Starts the dispatcher (sends what is due now, then sleeps until the next due row). */
  start(): void {
    this.#stopped = false;
    this.kick();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Runs the dispatcher soon (after an enqueue). */
  kick(): void {
    this.#schedule(0);
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#tick();
    }, Math.max(0, delayMs));
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      const due = this.#db.prepare("SELECT * FROM content_webhook_outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 20")
        .all(Date.now()) as unknown as OutboxRow[];
      for (const row of due) {
        if (this.#stopped) return;
        await this.#deliver(row);
      }
    } catch (error) {
      console.error('[content] webhook dispatcher error', error);
    } finally {
      this.#running = false;
    }
    if (this.#stopped) return;
    const next = this.#db.prepare("SELECT MIN(next_attempt_at) AS next FROM content_webhook_outbox WHERE status = 'pending'").get() as { next: number | null };
    if (next.next !== null) this.#schedule(next.next - Date.now());
  }

  async #deliver(row: OutboxRow): Promise<void> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/vnd.contentful.management.v1+json',
          'x-contentful-topic': row.topic,
          'x-contentful-webhook-name': 'portal-rebuild',
          'x-contentful-timestamp': timestamp,
          'x-contentful-signature': signWebhook(this.#config.webhookSecret, timestamp, row.body),
          'x-contentful-idempotency-key': createHash('sha256').update(`${String(row.id)}:${row.topic}:${row.entry_id}`).digest('hex'),
        },
        body: row.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
      if (response.ok) {
        this.#db.prepare("UPDATE content_webhook_outbox SET status = 'delivered', attempts = attempts + 1, last_status = ?, last_error = NULL, delivered_at = ? WHERE id = ?")
          .run(status, new Date().toISOString(), row.id);
        return;
      }
      error = `HTTP ${String(status)}`;
    } catch (caught) {
      error = caught instanceof Error ? (caught.cause instanceof Error ? `${caught.message}: ${caught.cause.message}` : caught.message) : String(caught);
    }
    const attempts = row.attempts + 1;
    if (attempts >= this.#config.webhookMaxAttempts) {
      console.error(`[content] webhook ${String(row.id)} (${row.topic} ${row.entry_id}) failed after ${String(attempts)} attempts: ${error}; listed by \`npm run content -- webhooks\``);
      this.#db.prepare("UPDATE content_webhook_outbox SET status = 'failed', attempts = ?, last_status = ?, last_error = ? WHERE id = ?").run(attempts, status, error, row.id);
      return;
    }
    const next = Date.now() + retryDelayMs(attempts, this.#config.webhookRetryBaseMs);
    this.#db.prepare('UPDATE content_webhook_outbox SET attempts = ?, next_attempt_at = ?, last_status = ?, last_error = ? WHERE id = ?').run(attempts, next, status, error, row.id);
  }
}
