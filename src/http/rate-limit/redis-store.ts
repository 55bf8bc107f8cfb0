// Token buckets in Redis, shared by every instance: a client over its limit on one instance is over it
// on all. One Lua script per take keeps it atomic per key; the arithmetic is bucket.ts's, in Lua.
// If Redis cannot be reached, takes fall back to this instance's memory (the service keeps answering,
// limits are then per instance) and the failure is reported once until Redis answers again.
import { Redis } from "ioredis";
import { MemoryRateLimitStore } from "./memory-store.js";
import type { BucketPolicy, RateLimitStore, TakeResult } from "./store.js";

const TAKE = `
local points = tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local refill = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local asked = math.min(math.max(tonumber(ARGV[5]) or 0, 0), capacity)
local data = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(data[1])
local at = tonumber(data[2])
local available = capacity
if tokens ~= nil and at ~= nil then
  available = math.min(capacity, tokens + math.max(0, now - at) / 1000 * refill)
end
local allowed = 0
local retry = 0
local refused = 0
if available < asked then
  retry = math.ceil((asked - available) / refill * 1000)
  refused = 1
else
  available = available - asked
  local cost = math.min(math.max(points, 0), capacity)
  if available >= cost then
    available = available - cost
    allowed = 1
  else
    retry = math.ceil((cost - available) / refill * 1000)
    refused = 2
  end
end
local untilOne = 0
if available < 1 then
  untilOne = math.ceil((1 - available) / refill * 1000)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(available), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / refill * 1000) + 1000)
return { allowed, math.floor(available), retry, refused, untilOne }
`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly fallback: MemoryRateLimitStore;
  private failing = false;

  constructor(url: string, maxKeys: number, private readonly onError: (error: Error) => void = () => undefined, private readonly prefix = "riftrules:rl:") {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
    this.redis.on("error", () => undefined);
    this.redis.defineCommand("riftrulesTake", { numberOfKeys: 1, lua: TAKE });
    this.fallback = new MemoryRateLimitStore(maxKeys);
  }

  async take(key: string, points: number, policy: BucketPolicy, nowMs: number, requestPoints = 0): Promise<TakeResult> {
    try {
      const take = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<[number, number, number, number, number]>>).riftrulesTake;
      const [allowed, remaining, retryAfterMs, refused, msUntilOnePoint] = await take.call(this.redis, this.prefix + key, points, policy.capacity, policy.refillPerSecond, nowMs, requestPoints);
      this.failing = false;
      return { allowed: allowed === 1, remaining, retryAfterMs, ...(refused ? { refusedBy: refused === 1 ? "request" : "operation" } : {}), msUntilOnePoint };
    } catch (error) {
      if (!this.failing) this.onError(error as Error);
      this.failing = true;
      return this.fallback.take(key, points, policy, nowMs, requestPoints);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
