// Starts one riftrules server for the whole run, as `npm start` does: the compiled server (dist/,
// built by `pretest`) in a child process, on a fresh embedded PGlite folder, or on a fresh schema of
// DATABASE_URL's PostgreSQL, with every dataset imported. API tests reach it over HTTP ("apiUrl").
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { TEST_API_KEY_SECRET } from "./helpers/api-keys.js";
import { freePort } from "./helpers/ports.js";
import { dropSchema, freshSchema } from "./helpers/pg-schema.js";

declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    /** The DATABASE_URL the server uses ("" on PGlite). */
    databaseUrl: string;
    serverLog: string;
  }
}

const ROOT = resolve(__dirname, "..");


async function waitUntilReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms; see ${logFile}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), "riftrules-test-"));
  const logFile = join(workDir, "server.log");
  let databaseUrl = "";
  let schema: string | undefined;
  if (process.env.DATABASE_URL) {
    ({ schema, url: databaseUrl } = freshSchema("rr_test"));
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", RIFTRULES_DB_DIR: join(workDir, "pglite"), LOG_LEVEL: "info", API_KEY_SECRET: TEST_API_KEY_SECRET };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = Date.now();
  const child = spawn(process.execPath, [join(ROOT, "dist", "src", "server.js")], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child, logFile, 240_000);
  console.log(`[global-setup] server ready in ${Date.now() - started} ms on ${databaseUrl ? "PostgreSQL" : "PGlite"} (log: ${logFile})`);
  project.provide("apiUrl", `http://127.0.0.1:${port}/graphql`);
  project.provide("databaseUrl", databaseUrl);
  project.provide("serverLog", logFile);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once("exit", r)));
    if (schema) await dropSchema(schema);
    rmSync(workDir, { recursive: true, force: true });
  };
}
