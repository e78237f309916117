/**
 * The generator's only source of chance: a seeded PRNG (mulberry32), so that one seed always gives the same
 * volume, byte for byte. Nothing in services/content/volume may call Math.random or read the clock.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('Random.pick: empty list');
    return item;
  }

  /** An index in [0, n) biased towards 0 (popular categories are used much more than the long tail). */
  skewed(n: number): number {
    const r = this.next();
    return Math.floor(r * r * r * n);
  }

  /** `k` distinct items (fewer when the list is shorter), in the order drawn. */
  sample<T>(items: readonly T[], k: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < k && pool.length > 0) out.push(...pool.splice(this.int(pool.length), 1));
    return out;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}

/** A URL slug of an English name ("Harbour scenes in Venice" → "harbour-scenes-in-venice"). */
export function slugify(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80).replace(/-$/, '');
}

/** Hands out slugs unique among those already taken (a second "x" becomes "x-2"). */
export class SlugRegistry {
  readonly #taken: Set<string>;

  constructor(taken: Iterable<string> = []) {
    this.#taken = new Set(taken);
  }

  claim(name: string): string {
    const base = slugify(name) || 'entry';
    let slug = base;
    for (let n = 2; this.#taken.has(slug); n += 1) slug = `${base}-${String(n)}`;
    this.#taken.add(slug);
    return slug;
  }
}
