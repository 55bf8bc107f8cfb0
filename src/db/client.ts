// The database behind the service: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise.
// Both are reached through Prisma (driver adapters) for queries and through a small SQL session for
// migrations, advisory locks and full-text search. On PostgreSQL, DATABASE_REPLICA_URLS adds read
// replicas: repositories send reads through `read()` (read-router.ts), everything else uses the primary.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { Config } from "../config.js";
import { PrismaClient } from "../generated/prisma/client.js";
import { ReadRouter, type DbReader, type ReadEvent, type ReadOptions } from "./read-router.js";

export type { DbReader, ReadEvent, ReadOptions };

export interface SqlSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database {
  kind: "postgres" | "pglite";
  /** The primary: writes and transactions (and reads that must see the latest writes). */
  prisma: PrismaClient;
  /**
   * Runs a read on the next replica (round robin), or on the primary when there is none, the replica is
   * unreachable, or `options.missing` says its answer may only mean it lags.
   */
  read<T>(fn: (from: DbReader) => Promise<T>, options?: ReadOptions<T>): Promise<T>;
  /** The same database with every read on the primary: imports, which must see what is published. */
  primaryOnly(): Database;
  /** The read replicas (none without DATABASE_REPLICA_URLS), each with whether it is skipped after a failure. */
  replicas(): { reader: DbReader; resting: boolean }[];
  /** Called for every read() with who answered it (metrics). */
  observeReads(listener: (event: ReadEvent) => void): void;
  /** Runs fn on one dedicated connection of the primary (needed for session-level advisory locks). */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * SQL on the primary. `options.name` names it as a prepared statement, for a statement run often with the same
   * text: PostgreSQL parses and plans it once per connection (PGlite ignores the name).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Connections of the primary's PostgreSQL pool now (null on PGlite: one embedded connection). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface QueryOptions {
  /** A prepared statement's name: one name, one text, always. */
  name?: string;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
  max: number;
}

export async function openDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl) {
    if (config.replicaUrls.length) throw new Error("DATABASE_REPLICA_URLS needs a PostgreSQL DATABASE_URL");
    return openPglite(config.dbDir);
  }
  return openPostgres(config, config.databaseUrl);
}

interface PgEndpoint extends DbReader {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** A pool and a Prisma client on one PostgreSQL server; the pool settings are the same for the primary and each replica. */
function pgEndpoint(config: Config, url: string, name: string): PgEndpoint {
  const { connectionString, schema } = splitSchema(url);
  const poolConfig: pg.PoolConfig = {
    connectionString,
    max: config.poolMax,
    connectionTimeoutMillis: config.poolAcquireTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    idleTimeoutMillis: 30_000,
    options: schema ? `-c search_path="${schema}"` : undefined,
  };
  const pool = new pg.Pool(poolConfig);
  // An idle client that loses its connection (server restart, pg_terminate_backend) must not crash the process.
  pool.on("error", () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, schema ? { schema } : undefined) });
  return {
    name,
    prisma,
    pool,
    query: (sql, params, options) => pgSession(pool).query(sql, params, options),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

function pgSession(client: pg.PoolClient | pg.Pool): SqlSession {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const result = options?.name ? await client.query({ name: options.name, text: sql, values: params as unknown[] }) : await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

function openPostgres(config: Config, url: string): Database {
  const primary = pgEndpoint(config, url, "primary");
  const replicas = config.replicaUrls.map((replicaUrl, i) => pgEndpoint(config, replicaUrl, `replica ${i + 1} (${describeUrl(replicaUrl)})`));
  const router = new ReadRouter(primary, replicas, config.dbRetryMs);
  const db: Database = {
    kind: "postgres",
    prisma: primary.prisma,
    read: (fn, options) => router.read(fn, options),
    primaryOnly: () => ({ ...db, read: (fn) => router.readPrimary(fn), primaryOnly: () => db.primaryOnly() }),
    replicas: () => replicas.map((reader) => ({ reader, resting: router.resting(reader) })),
    observeReads: (listener) => router.observe(listener),
    async withSession(fn) {
      const client = await primary.pool.connect();
      try {
        return await fn(pgSession(client));
      } finally {
        client.release();
      }
    },
    query: primary.query,
    poolStats: () => ({ total: primary.pool.totalCount, idle: primary.pool.idleCount, waiting: primary.pool.waitingCount, max: config.poolMax }),
    async close() {
      await Promise.all([primary, ...replicas].map((endpoint) => endpoint.close()));
    },
  };
  return db;
}

/** host:port/database and the schema, without credentials (for logs and /readyz). */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema");
  return `${parsed.host}${parsed.pathname}${schema ? `?schema=${schema}` : ""}`;
}

async function openPglite(dir: string): Promise<Database> {
  let client: PGlite;
  if (dir === ":memory:") {
    client = new PGlite();
  } else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  const session: SqlSession = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
  const reader: DbReader = { name: "primary", prisma, query: (sql, params) => session.query(sql, params) };
  const db: Database = {
    kind: "pglite",
    prisma,
    read: (fn) => fn(reader),
    primaryOnly: () => db,
    replicas: () => [],
    observeReads: () => undefined,
    withSession: (fn) => fn(session),
    query: (sql, params) => session.query(sql, params),
    poolStats: () => null,
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
  return db;
}

/** Accepts Prisma's `?schema=name` convention on a PostgreSQL URL. */
function splitSchema(url: string): { connectionString: string; schema: string | undefined } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") ?? undefined;
  parsed.searchParams.delete("schema");
  if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) {
    throw new Error(`a PostgreSQL URL's ?schema= must be a plain identifier (got "${schema}")`);
  }
  return { connectionString: parsed.toString(), schema };
}
