// Starts the compiled server for the benchmark, on a copy of the local PGlite database (resolutions
// the benchmark stores are permanent: they must not land in .data) or on a fresh one.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** env: extra environment for the server (ENGINE_POOL_SIZE, …). */
export async function startServer(root, env = {}) {
  const workDir = mkdtempSync(join(tmpdir(), "riftrules-bench-"));
  const dbDir = join(workDir, "pglite");
  const local = join(root, ".data", "pglite");
  const copied = existsSync(join(local, "PG_VERSION"));
  if (copied) cpSync(local, dbDir, { recursive: true });
  const port = await freePort();
  const logFile = join(workDir, "server.log");
  // NODE_ENV=production as in the Docker image (graphql-js skips its development checks)
  const childEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", RIFTRULES_DB_DIR: dbDir, LOG_LEVEL: "info", ...env };
  // On PostgreSQL: a schema of its own, dropped at the end (the resolutions it stores are permanent).
  let schema;
  if (process.env.BENCH_DATABASE_URL) {
    schema = `rr_bench_${process.pid}`;
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.searchParams.set("schema", schema);
    childEnv.DATABASE_URL = url.toString();
  } else delete childEnv.DATABASE_URL;
  const first = await spawnInstance(root, childEnv, port, logFile, () => {
    if (!copied || schema) console.log("importing every dataset into a fresh database (the first run; later runs copy .data/pglite)…");
  });
  const more = [];
  return {
    /** The first instance's process id (its CPU time is read from /proc by the benchmark). */
    pid: first.pid,
    base: first.base,
    url: `${first.base}/graphql`,
    database: schema ? `PostgreSQL (BENCH_DATABASE_URL, schema ${schema}, fresh import)` : copied ? "PGlite (a copy of .data/pglite)" : "PGlite (fresh import)",
    logFile,
    /** Starts another instance on the same PostgreSQL schema (null on PGlite: one process owns its folder). */
    async another(extraEnv = {}) {
      if (!schema) return null;
      const p = await freePort();
      const instance = await spawnInstance(root, { ...childEnv, ...extraEnv, PORT: String(p) }, p, join(workDir, `server-${p}.log`), () => undefined);
      more.push(instance);
      return { base: instance.base, url: `${instance.base}/graphql` };
    },
    async stop() {
      await Promise.all([first, ...more].map((i) => i.stop()));
      rmSync(workDir, { recursive: true, force: true });
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}

async function spawnInstance(root, env, port, logFile, announce) {
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [join(root, "dist", "src", "server.js")], { cwd: root, env, stdio: ["ignore", out, out] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  let announced = false;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready in 10 minutes; see ${logFile}`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (!announced) announce();
    announced = true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
    },
  };
}
