/**
 * A value shared by every module graph of one process. The server (src/runtime/) and the build it serves (its
 * bundled routes and endpoints, loaded from `dist/server/`), and `astro build` with its integrations, each have
 * their own copy of a module: a module-level variable is not shared between them, a slot on `globalThis` under
 * a registered symbol is.
 *
 * @example const rebuilder = processSlot<Rebuilder>('rebuilder'); rebuilder.set(r); rebuilder.get();
 */
export interface ProcessSlot<T> {
  get(): T | undefined;
  set(value: T | undefined): void;
}

export function processSlot<T>(name: string): ProcessSlot<T> {
  const key = Symbol.for(`heritage-portal.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => holder[key],
    set: (value) => {
      holder[key] = value;
    },
  };
}
