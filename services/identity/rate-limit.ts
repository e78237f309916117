/** Failed sign-ins allowed per account within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per client IP within the window (several people may share an address). */
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed sign-ins per account and per IP in a sliding window. In memory: a restart forgets the
 * counts, which only ever lets someone try again sooner.
 */
export class FailedSignIns {
  readonly #failures = new Map<string, number[]>();

  /** Milliseconds until another attempt is allowed for this login and IP; 0 when allowed now. */
  retryAfter(login: string, ip: string, now = Date.now()): number {
    return Math.max(this.#wait(`account:${login.toLowerCase()}`, MAX_FAILURES_PER_ACCOUNT, now), this.#wait(`ip:${ip}`, MAX_FAILURES_PER_IP, now));
  }

  record(login: string, ip: string, now = Date.now()): void {
    for (const key of [`account:${login.toLowerCase()}`, `ip:${ip}`]) this.#failures.set(key, [...this.#recent(key, now), now]);
    if (this.#failures.size > 10_000) this.#sweep(now);
  }

  /** A successful sign-in clears the account's failures (not the IP's). */
  reset(login: string): void {
    this.#failures.delete(`account:${login.toLowerCase()}`);
  }

  #recent(key: string, now: number): number[] {
    return (this.#failures.get(key) ?? []).filter((time) => now - time < FAILURE_WINDOW_MS);
  }

  #wait(key: string, max: number, now: number): number {
    const recent = this.#recent(key, now);
    if (recent.length < max) return 0;
    const oldestCounted = recent[recent.length - max] ?? now;
    return Math.max(0, oldestCounted + FAILURE_WINDOW_MS - now);
  }

  #sweep(now: number): void {
    for (const key of [...this.#failures.keys()]) if (this.#recent(key, now).length === 0) this.#failures.delete(key);
  }
}
