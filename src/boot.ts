// Starts the whole service: database, migrations, imports, schema, HTTP. Used by server.ts and tests.
import { resolve } from "node:path";
import type { AddressInfo } from "node:net";
import { loadConfig, PROJECT_ROOT, type Config } from "./config.js";
import type { Database } from "./db/client.js";
import { replicaHealth } from "./db/replica-health.js";
import { describeDbError } from "./db/transient.js";
import { CardsRepository } from "./db/repositories/cards.repository.js";
import { ResolutionsRepository } from "./db/repositories/resolutions.repository.js";
import { RulesRepository } from "./db/repositories/rules.repository.js";
import type { Services } from "./graphql/context.type.js";
import { createSchema } from "./graphql/schema.js";
import { createApp } from "./http/app.js";
import { explorerLandingPage, pageRoutes } from "./http/pages/index.js";
import { createProtection } from "./http/protection.js";
import type { Logger } from "./logger.js";
import { metricsPlugin } from "./observability/metrics.plugin.js";
import { metricsRoute } from "./observability/metrics.route.js";
import { Metrics } from "./observability/metrics.js";
import { AdminService } from "./services/admin.service.js";
import { CardsService } from "./services/cards.service.js";
import { ResolutionsService } from "./services/resolutions.service.js";
import { RulesService } from "./services/rules.service.js";
import { DatabaseStartup } from "./startup.js";
import { startupDetail, startupGuard, startupRoute } from "./startup.guard.js";
import type { EngineRunner } from "./workers/engine-runner.js";
import { EnginePool } from "./workers/engine-pool.js";
import { idleHelperThreads } from "./workers/thread-scheduling.js";
import { cachePlugin } from "./http/caching/cache-plugin.js";
import { resolutionReplayPlugin } from "./http/caching/resolution-replay.js";
import { responseCachePlugin, stringifyResult } from "./http/caching/response-cache.js";
import { RedisRateLimitStore } from "./http/rate-limit/redis-store.js";
import { buildId } from "./build-id.js";
import { MemoryHotCache, ReadThrough, type CacheEvent, type HotCache } from "./cache/hot-cache.js";
import { RedisHotCache } from "./cache/redis-hot-cache.js";

export const MIGRATIONS_DIR = resolve(PROJECT_ROOT, "prisma", "migrations");

export interface RunningService {
  url: string;
  port: number;
  db: Database;
  services: Services;
  close(): Promise<void>;
}

export function createServices(db: Database, engine?: EngineRunner, dataDir: string = loadConfig().dataDir, hot: ReadThrough = new ReadThrough(new MemoryHotCache())): Services {
  const rules = new RulesService(new RulesRepository(db));
  const cards = new CardsService(new CardsRepository(db), hot);
  const admin = new AdminService(db, dataDir, rules, cards);
  return { rules, cards, resolutions: new ResolutionsService(new ResolutionsRepository(db), rules, cards, engine, hot, buildId()), admin };
}

/** The hot-read cache: shared through Redis when REDIS_URL is set, else this process's memory. */
function createHotCache(config: Config, logger: Logger, metrics: Metrics): { cache: HotCache; reads: ReadThrough } {
  const memory = new MemoryHotCache(config.hotCacheBytes);
  const observe = (e: CacheEvent) => metrics.observeCache(e);
  // HOT_CACHE_MB=0 turns the cache off (every read reaches the database), Redis included
  if (config.hotCacheBytes === 0) return { cache: memory, reads: new ReadThrough(memory, observe, false, 0) };
  if (!config.redisUrl) return { cache: memory, reads: new ReadThrough(memory, observe) };
  const cache = new RedisHotCache(config.redisUrl, memory, (error) => logger.error({ err: error.message }, "redis unreachable: the hot-read cache is this instance's memory until it answers"));
  return { cache, reads: new ReadThrough(cache, observe, true) };
}

export async function startService(config: Config, logger: Logger): Promise<RunningService> {
  const started = performance.now();
  const metrics = new Metrics();
  const engine = new EnginePool({
    size: config.enginePoolSize,
    queueLimit: config.engineQueueLimit,
    deadlineMs: config.engineDeadlineMs,
    stepBudget: config.engineStepBudget,
    workerNice: config.engineWorkerNice,
    workerScheduling: config.engineWorkerScheduling,
    workerYoungGenerationMb: config.engineWorkerYoungMb,
    observe: (event) => metrics.observeEngine(event),
  });
  metrics.watchEngine(() => engine.load);
  // Filled once the database is up; until then the startup guard answers /graphql with 503.
  const services = {} as Services;
  let db: Database | null = null;
  const startup = new DatabaseStartup(config, logger, MIGRATIONS_DIR);
  const schema = await createSchema();
  const rateLimitStore = config.redisUrl
    ? new RedisRateLimitStore(config.redisUrl, config.rateLimit.maxClients, (error) => logger.error({ err: error.message }, "redis unreachable: rate limits fall back to this instance"))
    : undefined;
  const protection = createProtection(config, rateLimitStore);
  if (config.apiKeys.secrets.length === 0) {
    logger.info({ apiKeys: "disabled" }, "API keys are disabled (no API_KEY_SECRET): the x-api-key header is ignored and every client is rate-limited by address");
  } else {
    logger.info({ apiKeys: "enabled", secrets: config.apiKeys.secrets.length, revoked: config.apiKeys.revoked.size }, "API keys are verified: a valid key is rate-limited by its keyId, an invalid one refused");
  }
  const hot = createHotCache(config, logger, metrics);
  const app = await createApp({
    schema,
    compileAfter: config.graphqlCompileAfter,
    observeExecution: (by) => metrics.observeExecution(by),
    services,
    logger,
    bodyLimitBytes: protection.bodyLimitBytes,
    parseOptions: protection.parseOptions,
    validationRules: protection.validationRules,
    sourceChecks: protection.sourceChecks,
    stringifyResult,
    async ready() {
      if (!db) return { ok: false, detail: startupDetail(startup) };
      try {
        const [releases, cards, replicas] = await Promise.all([db.prisma.rulesRelease.count(), db.prisma.card.count(), replicaHealth(db)]);
        // a replica that is down does not make the instance unready: its reads go to the primary meanwhile
        return { ok: releases > 0 && cards > 0, detail: { database: "reachable", releases, cards, ...(replicas.length ? { replicas } : {}) } };
      } catch (error) {
        return { ok: false, detail: { database: "unreachable", error: describeDbError(error) } };
      }
    },
    routes: [metricsRoute(metrics), startupRoute(startup), ...pageRoutes(services)],
    guards: [...protection.guards, startupGuard(startup)],
    apolloPlugins: [
      explorerLandingPage(),
      metricsPlugin(metrics),
      cachePlugin(),
      ...protection.apolloPlugins,
      responseCachePlugin(() => (config.hotCacheBytes > 0 ? hot.reads : null)),
      // a quarter of the in-process cache's bytes for answers to resolveChain asked again
      resolutionReplayPlugin({ maxBytes: config.hotCacheBytes / 4, build: buildId() }),
    ],
  });
  await new Promise<void>((done, fail) => {
    app.server.once("error", fail);
    app.server.listen(config.port, config.host, done);
  });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://localhost:${port}/graphql`;
  logger.info({ url, ms: Math.round(performance.now() - started) }, "listening; bringing the database up");
  const close = async () => {
    startup.stop();
    // stop accepting; idle keep-alive connections close now, requests still running get a few seconds
    const closed = new Promise<void>((done) => app.server.close(() => done()));
    app.server.closeIdleConnections();
    const force = setTimeout(() => app.server.closeAllConnections(), 5_000);
    await closed;
    clearTimeout(force);
    await app.apollo.stop();
    await engine.close();
    await rateLimitStore?.close();
    await hot.cache.close();
    await db?.close();
  };
  try {
    db = await startup.run();
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const replicas = db.replicas().map((r) => r.reader.name);
  logger.info({ database: db.kind, where: db.kind === "pglite" ? config.dbDir : "DATABASE_URL", ...(replicas.length ? { replicas } : {}) }, "database ready");
  metrics.watchDatabase(() => db?.poolStats() ?? null);
  db.observeReads((event) => metrics.observeRead(event));
  Object.assign(services, createServices(db, engine, config.dataDir, hot.reads));
  startup.markReady();
  if (config.v8HelperScheduling === "idle") {
    // once the start's own work (migrations, imports: the heaviest the process does, helped by these threads'
    // parallel collection) is done; from now on they collect the engine workers' garbage too
    const idle = idleHelperThreads();
    logger.info({ v8HelperThreads: idle.length, scheduling: idle.length ? "idle" : "normal" }, idle.length ? "V8's helper threads run under SCHED_IDLE" : "V8's helper threads keep the normal policy (SCHED_IDLE cannot be set here)");
  }
  logger.info({ url, ms: Math.round(performance.now() - started), engineWorkers: config.enginePoolSize }, "riftrules is serving");
  return { url, port, db, services, close };
}
