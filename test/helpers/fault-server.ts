// Servers for fault tests: the compiled server (dist/) in child processes with the environment a test
// gives (DATABASE_URL included: several servers may share one schema), and PostgreSQL helpers to make
// and drop the schemas they use. Every server and schema is cleaned up by the test that made it.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { TEST_API_KEY_SECRET } from "./api-keys.js";
import { freePort } from "./ports.js";
import { dropSchema, freshSchema as freshPgSchema, pgClient } from "./pg-schema.js";

export { freePort };

const ROOT = resolve(__dirname, "..", "..");

export interface Spawned {
  base: string;
  url: string;
  port: number;
  child: ChildProcess;
  alive(): boolean;
  log(): string;
  /** The log's JSON lines, parsed. */
  lines(): Record<string, any>[];
  stop(): Promise<void>;
}


/** Starts `node dist/src/server.js` (without waiting for it). No DATABASE_URL in env: PGlite in a temp folder. */
export async function spawnServer(env: Record<string, string>): Promise<Spawned> {
  const workDir = mkdtempSync(join(tmpdir(), "riftrules-fault-"));
  const logFile = join(workDir, "server.log");
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", RIFTRULES_DB_DIR: join(workDir, "pglite"), LOG_LEVEL: "info", API_KEY_SECRET: TEST_API_KEY_SECRET, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, "dist", "src", "server.js")], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise((r) => child.once("exit", r));
  const base = `http://127.0.0.1:${port}`;
  const read = () => readFileSync(logFile, "utf8");
  return {
    base,
    url: `${base}/graphql`,
    port,
    child,
    alive: () => child.exitCode === null && child.signalCode === null,
    log: read,
    lines: () =>
      read()
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, any>),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every `everyMs` until it is true; fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export async function getJson(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

/** Waits until the server's /graphql is open (the database is up; data may or may not be imported). */
export async function waitServing(server: Spawned, timeoutMs = 60_000): Promise<void> {
  await waitFor(
    `${server.base} to serve`,
    async () => {
      if (!server.alive()) throw new Error(`server exited:\n${server.log()}`);
      const { body } = await getJson(`${server.base}/readyz`);
      return body.database === "reachable";
    },
    timeoutMs,
  );
}

export async function waitReady(server: Spawned, timeoutMs = 120_000): Promise<void> {
  await waitFor(`${server.base}/readyz`, async () => {
    if (!server.alive()) throw new Error(`server exited:\n${server.log()}`);
    return (await fetch(`${server.base}/readyz`)).status === 200;
  }, timeoutMs, 200);
}

export interface GqlAnswer {
  status: number;
  ms: number;
  headers: Headers;
  data?: any;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export async function gqlTo(url: string, query: string, variables?: Record<string, unknown>): Promise<GqlAnswer> {
  const started = performance.now();
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: any; errors?: GqlAnswer["errors"] };
  return { status: res.status, ms: performance.now() - started, headers: res.headers, ...body };
}

// --- PostgreSQL ---------------------------------------------------------------------------------

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh schema name and the DATABASE_URL that reaches it. */
export function freshSchema(prefix = "rr_fault"): { schema: string; url: string } {
  return freshPgSchema(prefix);
}

export { dropSchema, pgClient };
