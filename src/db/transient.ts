// Which database failures are worth retrying: the server is down, restarting, unreachable or out of
// connections. Anything else (a bad migration, a conflicting release, a bug) is not.

/** Socket-level error codes of node and pg. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/** PostgreSQL SQLSTATEs: connection exceptions (08…), shutdown/restart (57P01–57P03), too many connections. */
const SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300"]);

/** Prisma's "cannot reach / connection closed / pool timeout" codes, and its driver-adapter error kinds. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseDoesNotExist"]);

const MESSAGES = [/terminating connection/i, /connection terminated/i, /timeout exceeded when trying to connect/i, /connect ECONNREFUSED/i, /server closed the connection/i, /Connection refused/i];

interface ErrorLike {
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  originalError?: unknown;
  driverAdapterError?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** The error and what it wraps: causes, GraphQL's originalError, Prisma's driver-adapter error, an AggregateError's errors. */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== "object" || depth > 6) return;
  const e = error as ErrorLike;
  yield e;
  const inner = [e.cause, e.originalError, e.driverAdapterError, e.meta?.driverAdapterError, ...(Array.isArray(e.errors) ? e.errors : [])];
  for (const next of inner) yield* chain(next, depth + 1);
}

export function isTransientDbError(error: unknown): boolean {
  for (const e of chain(error)) {
    for (const code of [e.code, e.originalCode]) {
      if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || PRISMA_CODES.has(code))) return true;
    }
    if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.message === "string" && MESSAGES.some((m) => m.test(e.message as string))) return true;
  }
  return false;
}

/** A statement cancelled by statement_timeout (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  for (const e of chain(error)) {
    if (e.code === "57014" || e.originalCode === "57014") return true;
    if (typeof e.message === "string" && /canceling statement due to statement timeout/i.test(e.message)) return true;
  }
  return false;
}

/**
 * What a client is told when a request failed on the database: a retryable code and a message of our
 * own (the driver's message stays in the log). null: not a database availability failure.
 */
export function clientDbError(error: unknown): { code: "SERVICE_UNAVAILABLE" | "TIMEOUT"; message: string } | null {
  if (isStatementTimeout(error)) return { code: "TIMEOUT", message: "the database did not answer in time (statement timeout); retry later" };
  if (isTransientDbError(error)) return { code: "SERVICE_UNAVAILABLE", message: "the database is unavailable or busy; retry shortly" };
  return null;
}

/** A one-line reason for logs and /readyz: the innermost message, without stack. */
export function describeDbError(error: unknown): string {
  let current: unknown = error;
  for (let i = 0; i < 6; i += 1) {
    const e = current as { message?: unknown; cause?: unknown; errors?: unknown[] } | null;
    if (!e || typeof e !== "object") break;
    if (typeof e.message === "string" && e.message.trim()) return e.message.trim().split("\n")[0].slice(0, 300);
    current = e.cause ?? e.errors?.[0];
  }
  return String(error).slice(0, 300);
}
