// Prometheus metrics of one process (prom-client, own registry): GraphQL requests by operation,
// resolveChain runs (duration, steps, refusals), engine pool load, database pool connections, and
// Node's defaults (event loop lag, memory, GC).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { CacheEvent } from "../cache/hot-cache.js";
import type { PoolStats, ReadEvent } from "../db/client.js";
import type { EngineEvent } from "../workers/engine-runner.js";

const PREFIX = "riftrules_";
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STEP_BUCKETS = [5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000];
/** Distinct operation labels kept; later ones are counted as "other" so clients cannot grow the series. */
export const MAX_OPERATION_LABELS = 200;

export interface EngineLoad {
  running: number;
  waiting: number;
  size: number;
  queueLimit: number;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly operations = new Set<string>();
  private readonly requests: Counter<"operation" | "type" | "outcome">;
  private readonly requestSeconds: Histogram<"operation" | "type">;
  private readonly engineSeconds: Histogram<"outcome">;
  private readonly engineTotalSeconds: Histogram<"outcome">;
  private readonly engineSteps: Histogram;
  private readonly engineRuns: Counter<"outcome">;
  private readonly cacheLookups: Counter<"kind" | "result" | "store">;
  private readonly dbReads: Counter<"answered_by" | "reason">;
  private readonly executions: Counter<"by">;
  private poolStats: () => PoolStats | null = () => null;
  private engineLoad: () => EngineLoad | null = () => null;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    this.requests = new Counter({
      name: `${PREFIX}graphql_requests_total`,
      help: "GraphQL requests by operation (name, or root fields when anonymous), type and outcome (ok or the first error's code)",
      labelNames: ["operation", "type", "outcome"],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: `${PREFIX}graphql_request_duration_seconds`,
      help: "GraphQL request latency from parsing to the response, by operation",
      labelNames: ["operation", "type"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.engineSeconds = new Histogram({
      name: `${PREFIX}resolve_chain_engine_seconds`,
      help: "Time the rules engine ran for one resolveChain (in its worker)",
      labelNames: ["outcome"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.engineTotalSeconds = new Histogram({
      name: `${PREFIX}resolve_chain_duration_seconds`,
      help: "Time from handing a resolveChain to the engine pool to its answer (waiting for a worker included)",
      labelNames: ["outcome"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.engineSteps = new Histogram({
      name: `${PREFIX}resolve_chain_steps`,
      help: "Transcript steps of one resolveChain",
      buckets: STEP_BUCKETS,
      registers,
    });
    this.engineRuns = new Counter({
      name: `${PREFIX}resolve_chain_total`,
      help: "resolveChain runs by outcome: ok, invalid (input refused by the engine), timeout, busy (refused, pool full), error",
      labelNames: ["outcome"],
      registers,
    });
    this.cacheLookups = new Counter({
      name: `${PREFIX}cache_lookups_total`,
      help: "Hot-read cache lookups by kind of key (resolution, resolution-memo, cards-page, card), result (hit or miss) and store (memory or redis)",
      labelNames: ["kind", "result", "store"],
      registers,
    });
    this.dbReads = new Counter({
      name: `${PREFIX}db_reads_total`,
      help: "Repository reads with read replicas configured, by who answered: replica, or primary with the reason (missing on the replica, replica unavailable, pinned to the primary)",
      labelNames: ["answered_by", "reason"],
      registers,
    });
    this.executions = new Counter({
      name: `${PREFIX}graphql_executions_total`,
      help: "GraphQL operations executed, by what ran them: compiled (graphql-jit, a document asked before) or graphql-js",
      labelNames: ["by"],
      registers,
    });
    const metrics = this;
    new Gauge({
      name: `${PREFIX}engine_pool_tasks`,
      help: "resolveChain tasks in the engine pool: running or waiting",
      labelNames: ["state"],
      registers,
      collect() {
        const load = metrics.engineLoad();
        if (!load) return;
        this.set({ state: "running" }, load.running);
        this.set({ state: "waiting" }, load.waiting);
      },
    });
    new Gauge({
      name: `${PREFIX}engine_pool_capacity`,
      help: "Engine pool limits: worker threads (workers) and waiting places (queue)",
      labelNames: ["kind"],
      registers,
      collect() {
        const load = metrics.engineLoad();
        if (!load) return;
        this.set({ kind: "workers" }, load.size);
        this.set({ kind: "queue" }, load.queueLimit);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "PostgreSQL pool connections: total open, idle, callers waiting, and the maximum",
      labelNames: ["state"],
      registers,
      collect() {
        const stats = metrics.poolStats();
        if (!stats) return;
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
        this.set({ state: "max" }, stats.max);
      },
    });
  }

  observeExecution(by: "compiled" | "graphql-js"): void {
    this.executions.inc({ by });
  }

  observeCache(event: CacheEvent): void {
    this.cacheLookups.inc({ kind: event.kind, result: event.hit ? "hit" : "miss", store: event.shared ? "redis" : "memory" });
  }

  watchDatabase(poolStats: () => PoolStats | null): void {
    this.poolStats = poolStats;
  }

  watchEngine(load: () => EngineLoad): void {
    this.engineLoad = load;
  }

  observeRequest(operation: string, type: string, outcome: string, seconds: number): void {
    const label = this.operationLabel(operation);
    this.requests.inc({ operation: label, type, outcome });
    this.requestSeconds.observe({ operation: label, type }, seconds);
  }

  observeRead(event: ReadEvent): void {
    this.dbReads.inc({ answered_by: event.answeredBy, reason: event.answeredBy === "primary" ? event.reason : "routed" });
  }

  observeEngine(event: EngineEvent): void {
    this.engineRuns.inc({ outcome: event.outcome });
    if (event.outcome === "busy") return;
    this.engineSeconds.observe({ outcome: event.outcome }, event.engineMs / 1000);
    this.engineTotalSeconds.observe({ outcome: event.outcome }, event.totalMs / 1000);
    if (event.outcome === "ok") this.engineSteps.observe(event.steps);
  }

  private operationLabel(operation: string): string {
    if (this.operations.has(operation)) return operation;
    if (this.operations.size >= MAX_OPERATION_LABELS) return "other";
    this.operations.add(operation);
    return operation;
  }
}
