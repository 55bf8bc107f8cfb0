// The hot-read cache shared by every instance: Redis behind a small first level in this process. Every
// key names an immutable value, so the first level can never hold a stale one. If Redis can't be reached
// the first level keeps answering (a miss there is a miss), and the failure is reported once until Redis
// answers again: the cache is an accelerator, never a dependency.
import { Redis } from "ioredis";
import { MemoryHotCache, type HotCache } from "./hot-cache.js";

export class RedisHotCache implements HotCache {
  private readonly redis: Redis;
  private failing = false;

  constructor(
    url: string,
    private readonly local: MemoryHotCache = new MemoryHotCache(16 * 1024 * 1024),
    private readonly onError: (error: Error) => void = () => undefined,
    private readonly prefix = "riftrules:hot:",
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, commandTimeout: 1_000 });
    this.redis.on("error", () => undefined);
  }

  /** Resolves once Redis answers (commands before that count as misses), or after `timeoutMs`. */
  async ready(timeoutMs = 2_000): Promise<boolean> {
    if (this.redis.status === "ready") return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off("ready", onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.redis.on("ready", onReady);
    });
  }

  async get(key: string): Promise<string | null> {
    const near = this.local.getNow(key);
    if (near !== null) return near;
    try {
      const [value, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
      this.failing = false;
      if (value !== null && ttl > 0) await this.local.set(key, value, ttl / 1000);
      return value;
    } catch (error) {
      this.report(error as Error);
      return null;
    }
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.local.set(key, value, ttlSeconds);
    try {
      await this.redis.set(this.prefix + key, value, "EX", Math.max(1, Math.round(ttlSeconds)));
      this.failing = false;
    } catch (error) {
      this.report(error as Error);
    }
  }

  async close(): Promise<void> {
    await this.local.close();
    this.redis.disconnect();
  }

  private report(error: Error): void {
    if (!this.failing) this.onError(error);
    this.failing = true;
  }
}
