/**
 * At most one run of a task per key at a time: callers that arrive while it runs share its
 * result (or its failure). Used for "create the likes folder once".
 */
export function singleFlight<T>(): (key: string, task: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, task) => {
    const current = running.get(key);
    if (current) return current;
    const promise = task().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}
