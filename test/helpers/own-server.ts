// A riftrules server of a test's own, for configurations the shared one cannot have (low limits, an
// admin token, NODE_ENV): the compiled server (dist/) in a child process, on a fresh PGlite folder or,
// when DATABASE_URL is set, on a fresh PostgreSQL schema (dropped on stop). No data is imported unless
// asked. API_KEY_SECRET is the tests' (env may override it, "" to disable keys). Ready once /graphql
// answers a query, probed under an API key of its own so that the probes do not spend the rate-limit
// bucket of the test's own address (with keys disabled they do: the header is ignored).
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { TEST_API_KEY_SECRET, testApiKey } from "./api-keys.js";
import { freePort } from "./ports.js";
import { dropSchema, freshSchema } from "./pg-schema.js";

const ROOT = resolve(__dirname, "..", "..");

export interface OwnServer {
  url: string;
  port: number;
  pid: number;
  logFile: string;
  /** The server's resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  alive(): boolean;
  log(): string;
  stop(): Promise<void>;
}


export async function startOwnServer(env: Record<string, string> = {}, timeoutMs = 120_000): Promise<OwnServer> {
  const workDir = mkdtempSync(join(tmpdir(), "riftrules-own-"));
  const logFile = join(workDir, "server.log");
  const port = await freePort();
  let schema: string | undefined;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    RIFTRULES_DB_DIR: join(workDir, "pglite"),
    RIFTRULES_IMPORT_ON_START: "false",
    LOG_LEVEL: "info",
    API_KEY_SECRET: TEST_API_KEY_SECRET,
    ...env,
  };
  if (process.env.DATABASE_URL) {
    ({ schema, url: childEnv.DATABASE_URL } = freshSchema("rr_own"));
  } else {
    delete childEnv.DATABASE_URL;
  }
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "dist", "src", "server.js")], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}/graphql`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    if (schema) await dropSchema(schema);
    rmSync(workDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  const probeKey = testApiKey(`readiness-probe-${port}`, childEnv.API_KEY_SECRET?.split(",")[0] || TEST_API_KEY_SECRET);
  for (;;) {
    if (child.exitCode !== null) {
      const text = readFileSync(logFile, "utf8");
      await stop();
      throw new Error(`own server exited with code ${child.exitCode}:\n${text}`);
    }
    try {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": probeKey }, body: '{"query":"{ __typename }"}' });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`own server not ready within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    pid: child.pid!,
    logFile,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? NaN) / 1024,
    alive: () => child.exitCode === null && child.signalCode === null,
    log: () => readFileSync(logFile, "utf8"),
    stop,
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };
}

/** POSTs a GraphQL request (JSON) to `url` and reads the JSON answer, whatever its status. */
export async function post(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof payload === "string" ? payload : JSON.stringify(payload) });
  const text = await res.text();
  let body: Answer["body"];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`status ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}
