// GET /metrics: the Prometheus text exposition of this process's metrics.
import { sendJson, type RouteHandler } from "../http/app.js";
import type { Metrics } from "./metrics.js";

export function metricsRoute(metrics: Metrics): RouteHandler {
  return async ({ req, res, url }) => {
    if (url.pathname !== "/metrics") return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      sendJson(res, 405, { errors: [{ message: "/metrics answers GET only", extensions: { code: "METHOD_NOT_ALLOWED" } }] });
      return true;
    }
    const body = await metrics.registry.metrics();
    res.statusCode = 200;
    res.setHeader("content-type", metrics.registry.contentType);
    res.setHeader("cache-control", "no-store");
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
