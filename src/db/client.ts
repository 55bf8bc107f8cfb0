// The database behind the service: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise.
// Both are reached through Prisma (driver adapters) for queries and through a small SQL session for
// migrations, advisory locks and full-text search.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { Config } from "../config.js";
import { PrismaClient } from "../generated/prisma/client.js";

export interface SqlSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database {
  kind: "postgres" | "pglite";
  prisma: PrismaClient;
  /** Runs fn on one dedicated connection (needed for session-level advisory locks). */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Connections of the PostgreSQL pool now (null on PGlite: one embedded connection). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
  max: number;
}

export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config, config.databaseUrl) : openPglite(config.dbDir);
}

function openPostgres(config: Config, url: string): Database {
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
  const adapter = new PrismaPg(pool, schema ? { schema } : undefined);
  const prisma = new PrismaClient({ adapter });
  const session = (client: pg.PoolClient | pg.Pool): SqlSession => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: "postgres",
    prisma,
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn(session(client));
      } finally {
        client.release();
      }
    },
    query: (sql, params) => session(pool).query(sql, params),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: config.poolMax }),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
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
  return {
    kind: "pglite",
    prisma,
    withSession: (fn) => fn(session),
    query: (sql, params) => session.query(sql, params),
    poolStats: () => null,
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

/** Accepts Prisma's `?schema=name` convention on a PostgreSQL URL. */
function splitSchema(url: string): { connectionString: string; schema: string | undefined } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") ?? undefined;
  parsed.searchParams.delete("schema");
  if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) {
    throw new Error(`DATABASE_URL schema must be a plain identifier (got "${schema}")`);
  }
  return { connectionString: parsed.toString(), schema };
}
