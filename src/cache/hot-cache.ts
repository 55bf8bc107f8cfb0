// A cache for hot reads: answers that are immutable under their key (a stored resolution by id, a page
// of the card library under the library's fingerprint, a resolution computed for a content hash), so
// no entry is ever stale, only evicted. In process by default; shared by every instance through Redis
// when REDIS_URL is set (src/cache/redis-hot-cache.ts), with this one in front as a first level.

export interface HotCache {
  /** The value stored under `key`, or null. Never throws: a cache that can't answer is a miss. */
  get(key: string): Promise<string | null>;
  /** Keeps `value` for up to `ttlSeconds`. Never throws: a value that can't be kept is dropped. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** What the cache did, for metrics: which kind of key, and whether it was a hit or a miss. */
export type CacheEvent = { kind: string; hit: boolean; shared: boolean };

/**
 * Values under keys in this process: least recently used entries go first once the entries' total size
 * (`sizeOf`, in bytes) passes `maxBytes`; an expired entry is a miss; an entry over a quarter of `maxBytes`
 * is not kept (one entry must not empty the store).
 */
export class LruStore<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (key: string, value: V) => number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: V, ttlSeconds: number): void {
    const bytes = this.sizeOf(key, value);
    if (bytes > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, bytes, expiresAt: this.now() + ttlSeconds * 1000 });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** Strings in an LruStore, counted at two bytes a character (key and value). */
export class MemoryHotCache implements HotCache {
  private readonly store: LruStore<string>;

  constructor(maxBytes: number = 64 * 1024 * 1024, now: () => number = Date.now) {
    this.store = new LruStore(maxBytes, size, now);
  }

  async get(key: string): Promise<string | null> {
    return this.getNow(key);
  }

  /** The synchronous lookup behind get(), for callers that hold the cache directly. */
  getNow(key: string): string | null {
    return this.store.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.store.set(key, value, ttlSeconds);
  }

  get size(): { entries: number; bytes: number } {
    return this.store.size;
  }

  async close(): Promise<void> {
    this.store.clear();
  }
}

function size(key: string, value: string): number {
  return (key.length + value.length) * 2;
}

/**
 * The largest value kept, in characters of JSON: a 400-object resolution (about a megabyte) costs more to
 * send to Redis and back than to read from the database once, and would crowd out hundreds of others.
 */
export const MAX_VALUE_CHARS = 256 * 1024;

/** A value read through the cache, with its JSON. */
export interface Cached<T> {
  value: T;
  json: string;
}

/**
 * Reads through the cache: the value under `key`, else `compute()`'s, kept for `ttlSeconds`. Concurrent
 * reads of one key in this process share one computation. The most recently read values are also kept
 * parsed (beside their JSON), so a hot key costs no JSON.parse or JSON.stringify: callers must treat what they get as read-only.
 */
export class ReadThrough {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly parsed = new Map<string, { value: unknown; json: string; expiresAt: number }>();
  private parsedChars = 0;

  constructor(
    private readonly cache: HotCache,
    private readonly observe: (event: CacheEvent) => void = () => undefined,
    private readonly shared = false,
    private readonly parsedEntries = 256,
    private readonly now: () => number = Date.now,
    /** The parsed values' size, counted in characters of their JSON (a large resolution is ~1 M). */
    private readonly parsedMaxChars = 4_000_000,
  ) {}

  /** False for the cache turned off (HOT_CACHE_MB=0: nothing kept, parsed or not): callers may skip making keys. */
  get enabled(): boolean {
    return this.parsedEntries > 0;
  }

  async get<T>(kind: string, key: string, ttlSeconds: number, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    return (await this.getWithJson(kind, key, ttlSeconds, compute, keep)).value;
  }

  /**
   * As get(), with the value's JSON as well (as stored, or as made to store it): for callers that send or
   * store the JSON, so it is not made twice. On a near hit, the JSON kept beside the parsed value.
   */
  async getWithJson<T>(kind: string, key: string, ttlSeconds: number, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<Cached<T>> {
    return this.getOrMake(kind, key, ttlSeconds, async () => {
      const value = await compute();
      return { value, json: JSON.stringify(value) };
    }, keep);
  }

  /**
   * As getWithJson(), for a computation that makes the value's JSON itself (elsewhere, or more cheaply than
   * JSON.stringify would): `make()` gives both, and the value kept is the one it gave. The JSON must be what
   * the value would serialise to, in substance: a reader in another process gets JSON.parse(json).
   */
  async getOrMake<T>(
    kind: string,
    key: string,
    ttlSeconds: number,
    make: () => Promise<Cached<T>>,
    keep: (value: T) => boolean = () => true,
    /**
     * Values whose JSON is longer are kept in this process only, not written to the shared cache. 0: the key's
     * value is never shared, so the shared cache is not asked for it either (a value cheaper to compute than
     * to fetch: the caller must give 0 for every value under such keys).
     */
    sharedMaxChars = MAX_VALUE_CHARS,
  ): Promise<Cached<T>> {
    if (!this.enabled) return make(); // turned off: not even concurrent readers share a computation
    const fullKey = `${kind}:${key}`;
    const near = this.near<T>(kind, fullKey);
    if (near) return near;
    const running = this.inFlight.get(fullKey);
    if (running) return running as Promise<Cached<T>>;
    const work = (async (): Promise<Cached<T>> => {
      const cached = sharedMaxChars > 0 ? await this.cache.get(fullKey) : null;
      if (cached !== null) {
        this.observe({ kind, hit: true, shared: this.shared });
        return this.keepParsed(fullKey, JSON.parse(cached) as T, cached, ttlSeconds);
      }
      this.observe({ kind, hit: false, shared: this.shared && sharedMaxChars > 0 });
      const { value, json } = await make();
      if (keep(value) && json.length <= MAX_VALUE_CHARS) {
        if (json.length <= sharedMaxChars) await this.cache.set(fullKey, json, ttlSeconds);
        this.keepParsed(fullKey, value, json, ttlSeconds);
      }
      return { value, json };
    })();
    this.inFlight.set(fullKey, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(fullKey);
    }
  }

  /**
   * The value under `key` if the cache has it (for callers that compute elsewhere and store() after, like
   * a response cache); kept parsed here for at most `parsedSeconds`.
   */
  async peek<T>(kind: string, key: string, parsedSeconds: number): Promise<T | null> {
    const fullKey = `${kind}:${key}`;
    const near = this.near<T>(kind, fullKey);
    if (near) return near.value;
    const cached = await this.cache.get(fullKey);
    this.observe({ kind, hit: cached !== null, shared: this.shared });
    if (cached === null) return null;
    return this.keepParsed(fullKey, JSON.parse(cached) as T, cached, parsedSeconds).value;
  }

  /** Stores `value` (as JSON, `json` when the caller has it already) under `key` for the next peek(). */
  async store(kind: string, key: string, value: unknown, ttlSeconds: number, json: string = JSON.stringify(value)): Promise<void> {
    if (!this.enabled || json.length > MAX_VALUE_CHARS) return;
    const fullKey = `${kind}:${key}`;
    await this.cache.set(fullKey, json, ttlSeconds);
    this.keepParsed(fullKey, value, json, ttlSeconds);
  }

  /**
   * Keeps `value` under `key` in this process only (for as long as it stays among the most recently kept
   * values), not in the shared cache: for values cheap to find elsewhere that this process is likely to be asked
   * for again soon, where a write to Redis on every request would cost more than it saves.
   */
  keepHere(kind: string, key: string, value: unknown, ttlSeconds: number, json: string = JSON.stringify(value)): void {
    if (!this.enabled || json.length > MAX_VALUE_CHARS) return;
    this.keepParsed(`${kind}:${key}`, value, json, ttlSeconds);
  }

  /** A fresh parsed entry under `fullKey` (a hit, observed as one), or undefined. */
  private near<T>(kind: string, fullKey: string): Cached<T> | undefined {
    const entry = this.parsed.get(fullKey);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    this.observe({ kind, hit: true, shared: false });
    return { value: entry.value as T, json: entry.json };
  }

  /** Keeps a value parsed beside its JSON (unless it is too large to be worth it); returns both. */
  private keepParsed<T>(key: string, value: T, json: string, ttlSeconds: number): Cached<T> {
    this.dropParsed(key);
    if (json.length > this.parsedMaxChars / 4) return { value, json };
    this.parsed.set(key, { value, json, expiresAt: this.now() + ttlSeconds * 1000 });
    this.parsedChars += json.length;
    while (this.parsed.size > this.parsedEntries || this.parsedChars > this.parsedMaxChars) this.dropParsed(this.parsed.keys().next().value as string);
    return { value, json };
  }

  private dropParsed(key: string): void {
    const old = this.parsed.get(key);
    if (!old) return;
    this.parsed.delete(key);
    this.parsedChars -= old.json.length;
  }
}
