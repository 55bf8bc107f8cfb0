// Every environment variable the service reads, read once and typed.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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
  logLevel: "silent" | "info" | "debug";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL (got "${databaseUrl.split(":")[0]}:…")`);
  }
  return {
    port: intVar(env, "PORT", 4000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl,
    dbDir: resolve(env.RIFTRULES_DB_DIR ?? resolve(PROJECT_ROOT, ".data", "pglite")),
    dataDir: resolve(env.RIFTRULES_DATA_DIR ?? resolve(PROJECT_ROOT, "..", "shared", "data")),
    importOnStart: env.RIFTRULES_IMPORT_ON_START !== "false",
    poolAcquireTimeoutMs: intVar(env, "DB_POOL_ACQUIRE_TIMEOUT_MS", 5_000),
    statementTimeoutMs: intVar(env, "DB_STATEMENT_TIMEOUT_MS", 15_000),
    poolMax: intVar(env, "DB_POOL_MAX", 10),
    logLevel: (env.LOG_LEVEL as Config["logLevel"]) ?? "info",
  };
}

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer (got "${raw}")`);
  return value;
}
