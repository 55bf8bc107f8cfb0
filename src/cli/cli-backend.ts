// Where the command line sends its GraphQL operations: to a running server (--url) here, or to the
// schema executed in this process (cli-local-backend.ts, loaded only when needed).
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.js";

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface Backend {
  /** Where answers come from, for messages. */
  where: string;
  /** The origin serving /r/<id> pages, when known. */
  pagesOrigin: string | null;
  execute<T>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

/** A problem the person can fix (no stack trace): printed as "riftrules: <message>". */
export class CliError extends Error {}

export function httpBackend(url: string): Backend {
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    throw new CliError(`--url "${url}" is not a URL; expected something like http://localhost:4000`);
  }
  if (!endpoint.pathname.endsWith("/graphql")) endpoint.pathname = `${endpoint.pathname.replace(/\/$/, "")}/graphql`;
  return {
    where: endpoint.href,
    pagesOrigin: endpoint.origin,
    async execute<T>(query: string, variables: Record<string, unknown>) {
      let res: Response;
      try {
        res = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ query, variables }) });
      } catch (error) {
        throw new CliError(`cannot reach the server at ${endpoint.href}: ${(error as Error).cause ?? (error as Error).message}`);
      }
      const text = await res.text();
      try {
        return JSON.parse(text) as GraphQLAnswer<T>;
      } catch {
        throw new CliError(`the server at ${endpoint.href} answered HTTP ${res.status} with something other than JSON: ${text.slice(0, 200)}`);
      }
    },
    async close() {},
  };
}

/** PGlite keeps postmaster.pid in its folder while a process has it open (and removes it on close). */
export function pgliteInUse(config: Config): boolean {
  return !config.databaseUrl && existsSync(join(config.dbDir, "postmaster.pid"));
}

/** True when a riftrules server answers its readiness check at the origin. */
export async function serverReady(origin: string): Promise<boolean> {
  try {
    const res = await fetch(new URL("/readyz", origin), { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}
