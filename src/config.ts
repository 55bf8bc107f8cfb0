// Every environment variable the service reads, read once and typed.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseRevoked, parseSecrets, type ApiKeyConfig } from "./http/rate-limit/api-key.js";

/** The project root (the folder holding package.json), whether running from src/ or dist/src/. */
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, "package.json"))) {
    const up = dirname(dir);
    if (up === dir) return start;
    dir = up;
  }
  return dir;
}

export interface Config {
  port: number;
  host: string;
  /** postgres:// URL, or undefined for embedded PGlite. */
  databaseUrl: string | undefined;
  /** postgres:// URLs of read replicas of databaseUrl (DATABASE_REPLICA_URLS, comma-separated); reads go there. */
  replicaUrls: string[];
  /** redis:// URL: rate-limit buckets shared by every instance. Unset: kept in this process. */
  redisUrl: string | undefined;
  /** Bytes of hot reads (stored resolutions, card pages, computed answers) kept in this process. */
  hotCacheBytes: number;
  /** Folder of the embedded PGlite database. */
  dbDir: string;
  /** Folder holding rules/, cards/, MANIFEST.md. */
  dataDir: string;
  /** Import missing datasets at start. */
  importOnStart: boolean;
  /** Milliseconds to wait for a pooled PostgreSQL connection. */
  poolAcquireTimeoutMs: number;
  /** Milliseconds a single SQL statement may run. */
  statementTimeoutMs: number;
  poolMax: number;
  /** Milliseconds between attempts to reach the database while starting (it may come up after us). */
  dbRetryMs: number;
  /** Worker threads that run resolveChain off the event loop (default: cores - 1, at least 1). */
  enginePoolSize: number;
  /** resolveChain tasks that may wait for a worker; past that a request is refused at once as busy. */
  engineQueueLimit: number;
  /** Wall-clock milliseconds a resolveChain task may take, waiting for a worker included. */
  engineDeadlineMs: number;
  /** A GraphQL document is compiled (graphql-jit) once it has been run this many times; -1: never (GRAPHQL_COMPILE_AFTER, "off"). */
  graphqlCompileAfter: number;
  /** Niceness of the engine's worker threads (ENGINE_WORKER_NICE, 0–19): below the event loop's priority. */
  engineWorkerNice: number;
  /**
   * How the engine's worker threads give way to the event loop (ENGINE_WORKER_SCHEDULING): `idle` (Linux's
   * SCHED_IDLE: a core running only them counts as free, and the event loop takes it at once; falls back to
   * the niceness where it cannot be set) or `nice` (the niceness alone).
   */
  engineWorkerScheduling: "idle" | "nice";
  /**
   * Each engine worker's young generation, in MB (ENGINE_WORKER_YOUNG_MB; 0: V8's default, a third of it per
   * semi-space). The engine makes garbage fast: with V8's default a worker collected it ~45 times a second under
   * the isolation benchmark's load, with V8's helper threads (which keep the normal policy whatever the
   * worker's) busy for every one.
   */
  engineWorkerYoungMb: number;
  /**
   * V8's helper threads (V8_HELPER_SCHEDULING): `idle` (Linux's SCHED_IDLE, set once ready, as for the engine's
   * workers: the garbage collection they run for every isolate, the workers' included, gives way to the event
   * loop when every core is busy) or `normal` (as Node starts them). src/workers/thread-scheduling.ts.
   */
  v8HelperScheduling: "idle" | "normal";
  /** Steps after which the engine stops a resolution (a loop guard). */
  engineStepBudget: number;
  logLevel: "silent" | "info" | "debug";
  /** Largest request body accepted, in bytes (413 past it). */
  bodyLimitBytes: number;
  /** Bearer token that admin mutations require; unset: admin operations are disabled. */
  adminToken: string | undefined;
  limits: QueryLimitsConfig;
  rateLimit: RateLimitConfig;
  /** API_KEY_SECRET (comma-separated; the first signs) and API_KEYS_REVOKED; no secret: keys are ignored. */
  apiKeys: ApiKeyConfig;
}

/** Limits on GraphQL documents (docs/LIMITS.md). */
export interface QueryLimitsConfig {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  /** Bracket nesting, checked before parsing. */
  maxNesting: number;
  /** Operation cost with its variables (src/graphql/limits/cost-model.ts). */
  maxCost: number;
}

/** Token buckets per client (the keyId of a valid API key, else address), counted in cost points. */
export interface RateLimitConfig {
  /** Points a bucket holds: the largest burst. */
  burst: number;
  /** Points a bucket regains each second. */
  pointsPerSecond: number;
  /** Client buckets kept in memory; the least recently used is dropped past this. */
  maxClients: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL (got "${databaseUrl.split(":")[0]}:…")`);
  }
  const replicaUrls = replicaUrlsOf(env, databaseUrl);
  return {
    port: intVar(env, "PORT", 4000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl,
    replicaUrls,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    hotCacheBytes: intVar(env, "HOT_CACHE_MB", 64) * 1024 * 1024,
    dbDir: resolve(env.RIFTRULES_DB_DIR ?? resolve(PROJECT_ROOT, ".data", "pglite")),
    dataDir: resolve(env.RIFTRULES_DATA_DIR ?? resolve(PROJECT_ROOT, "..", "shared", "data")),
    importOnStart: env.RIFTRULES_IMPORT_ON_START !== "false",
    poolAcquireTimeoutMs: intVar(env, "DB_POOL_ACQUIRE_TIMEOUT_MS", 5_000),
    statementTimeoutMs: intVar(env, "DB_STATEMENT_TIMEOUT_MS", 15_000),
    poolMax: intVar(env, "DB_POOL_MAX", 10),
    dbRetryMs: intVar(env, "DB_RETRY_MS", 2_000),
    enginePoolSize: Math.max(1, intVar(env, "ENGINE_POOL_SIZE", availableParallelism() - 1)),
    engineQueueLimit: intVar(env, "ENGINE_QUEUE_LIMIT", 16),
    engineDeadlineMs: Math.max(1, intVar(env, "ENGINE_DEADLINE_MS", 5_000)),
    engineStepBudget: Math.max(1, intVar(env, "ENGINE_STEP_BUDGET", 10_000)),
    graphqlCompileAfter: env.GRAPHQL_COMPILE_AFTER?.trim() === "off" ? -1 : intVar(env, "GRAPHQL_COMPILE_AFTER", 1),
    engineWorkerNice: Math.min(19, intVar(env, "ENGINE_WORKER_NICE", 10)),
    engineWorkerScheduling: oneOfVar(env, "ENGINE_WORKER_SCHEDULING", ["idle", "nice"]),
    engineWorkerYoungMb: intVar(env, "ENGINE_WORKER_YOUNG_MB", 192),
    v8HelperScheduling: oneOfVar(env, "V8_HELPER_SCHEDULING", ["idle", "normal"]),
    logLevel: (env.LOG_LEVEL as Config["logLevel"]) ?? "info",
    bodyLimitBytes: Math.max(1, intVar(env, "BODY_LIMIT_BYTES", 1_000_000)),
    adminToken: env.ADMIN_TOKEN?.trim() || undefined,
    limits: {
      maxDepth: intVar(env, "GRAPHQL_MAX_DEPTH", 20),
      maxAliases: intVar(env, "GRAPHQL_MAX_ALIASES", 100),
      maxDirectives: intVar(env, "GRAPHQL_MAX_DIRECTIVES", 50),
      maxTokens: intVar(env, "GRAPHQL_MAX_TOKENS", 5_000),
      maxNesting: intVar(env, "GRAPHQL_MAX_NESTING", 128),
      maxCost: intVar(env, "GRAPHQL_MAX_COST", 10_000),
    },
    rateLimit: {
      burst: Math.max(1, intVar(env, "RATE_LIMIT_BURST", 2_000_000)),
      pointsPerSecond: Math.max(1, intVar(env, "RATE_LIMIT_POINTS_PER_SECOND", 1_000_000)),
      maxClients: Math.max(1, intVar(env, "RATE_LIMIT_MAX_CLIENTS", 100_000)),
    },
    apiKeys: { secrets: parseSecrets(env.API_KEY_SECRET), revoked: parseRevoked(env.API_KEYS_REVOKED) },
  };
}

/** DATABASE_REPLICA_URLS: replicas of a PostgreSQL primary, so never without a postgres:// DATABASE_URL. */
function replicaUrlsOf(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): string[] {
  const urls = (env.DATABASE_REPLICA_URLS ?? "").split(",").map((url) => url.trim()).filter(Boolean);
  if (urls.length === 0) return [];
  if (!databaseUrl) {
    throw new Error("DATABASE_REPLICA_URLS is set but DATABASE_URL is not: read replicas need a PostgreSQL primary, and embedded PGlite has none; set DATABASE_URL or unset DATABASE_REPLICA_URLS");
  }
  urls.forEach((url, i) => {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(`DATABASE_REPLICA_URLS entry ${i + 1} must be a postgres:// or postgresql:// URL (got "${url.split(":")[0]}:…")`);
    }
  });
  return urls;
}

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer (got "${raw}")`);
  return value;
}

/** One of `values` (the first when unset or empty); anything else is a configuration error naming the variable. */
function oneOfVar<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly [T, ...T[]]): T {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return values[0];
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name} must be ${values.map((v) => `"${v}"`).join(" or ")} (got "${raw}")`);
  return raw as T;
}
