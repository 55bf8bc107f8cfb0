// Collects the keys asked for in one tick and fetches them with one query (like DataLoader, without
// caching): concurrent lookups (a resolveChain's cards, aliased fields) cost one round trip.

export class BatchLoader<K, V> {
  private pending: Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]> | null = null;

  /** `fetch` answers every key it is given (a missing one with its "empty" value). */
  constructor(private readonly fetch: (keys: K[]) => Promise<Map<K, V>>, private readonly empty: () => V) {}

  load(key: K): Promise<V> {
    if (!this.pending) {
      this.pending = new Map();
      queueMicrotask(() => this.flush());
    }
    const waiting = this.pending;
    return new Promise<V>((resolve, reject) => {
      const list = waiting.get(key);
      if (list) list.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = null;
    if (!batch) return;
    this.fetch([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key) ?? this.empty());
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  }
}
