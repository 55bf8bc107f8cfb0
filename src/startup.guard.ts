// While the database is coming up: /graphql and the pages answer 503 with the reason and a
// Retry-After, and /readyz shows the phase and the last failure.
import { HttpError } from "./http/body.js";
import { sendJson, type Guard, type RouteHandler } from "./http/app.js";
import type { DatabaseStartup } from "./startup.js";

const RETRY_AFTER_SECONDS = 2;

export function startupDetail(startup: DatabaseStartup): Record<string, unknown> {
  const { phase, attempts, lastError } = startup.status;
  return { phase, attempts, database: lastError ? "unreachable" : "starting", ...(lastError ? { error: lastError } : {}) };
}

function message(startup: DatabaseStartup): string {
  const { phase, lastError } = startup.status;
  return lastError
    ? `the service is starting and cannot reach its database yet (${phase}); retry shortly`
    : `the service is starting (${phase}); retry shortly`;
}

export function startupGuard(startup: DatabaseStartup): Guard {
  return async () => {
    if (startup.status.phase === "ready") return;
    throw new HttpError(503, "SERVICE_UNAVAILABLE", message(startup), { "retry-after": String(RETRY_AFTER_SECONDS) });
  };
}

/** Put before the page routes: they need the database too. */
export function startupRoute(startup: DatabaseStartup): RouteHandler {
  return async ({ res }) => {
    if (startup.status.phase === "ready") return false;
    res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
    sendJson(res, 503, { errors: [{ message: message(startup), extensions: { code: "SERVICE_UNAVAILABLE" } }] });
    return true;
  };
}
