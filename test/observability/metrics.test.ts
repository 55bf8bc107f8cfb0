// What an operator sees of the shared test server: liveness, readiness, Prometheus metrics by
// operation, and JSON log lines carrying request ids and timings.
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { apiUrl, gql } from "../helpers/api.js";

const base = () => apiUrl().replace(/\/graphql$/, "");

const metric = (text: string, name: string, labels: string): number => {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && labels.split(",").every((p) => l.includes(p)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
};

describe("health, readiness and metrics", () => {
  it("/healthz is alive and /readyz reports the database and the data", async () => {
    const health = await fetch(`${base()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${base()}/readyz`);
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toMatchObject({ status: "ready", database: "reachable" });
    expect(body.releases).toBeGreaterThan(0);
    expect(body.cards).toBeGreaterThan(0);
  });

  it("/metrics counts and times requests by operation name and outcome", async () => {
    const read = async () => (await fetch(`${base()}/metrics`)).text();
    const before = await read();
    for (let i = 0; i < 3; i++) expect((await gql("query MetricsProbe { rulesReleases { version } }")).errors).toBeUndefined();
    expect((await gql("query MetricsProbeFails { rule(number: \"not a number\") { number } }")).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const res = await fetch(`${base()}/metrics`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const after = await res.text();
    const ok = 'operation="MetricsProbe",type="query",outcome="ok"';
    expect(metric(after, "riftrules_graphql_requests_total", ok) - metric(before, "riftrules_graphql_requests_total", ok)).toBe(3);
    expect(metric(after, "riftrules_graphql_requests_total", 'operation="MetricsProbeFails",outcome="BAD_USER_INPUT"')).toBe(1);
    expect(metric(after, "riftrules_graphql_request_duration_seconds_count", 'operation="MetricsProbe"')).toBeGreaterThanOrEqual(3);
    expect(after).toMatch(/riftrules_engine_pool_capacity\{kind="workers"\} [1-9]/);
    expect(after).toMatch(/riftrules_nodejs_eventloop_lag_seconds /);
  });

  it("an anonymous operation is labelled by its root fields", async () => {
    await gql("{ rulesReleases { version } }");
    const text = await (await fetch(`${base()}/metrics`)).text();
    expect(metric(text, "riftrules_graphql_requests_total", 'operation="{rulesReleases}"')).toBeGreaterThanOrEqual(1);
  });

  it("/metrics answers GET only", async () => {
    const res = await fetch(`${base()}/metrics`, { method: "POST" });
    expect(res.status).toBe(405);
  });
});

describe("logs", () => {
  it("are JSON lines; a request's line carries its id (echoed to the client) and its duration", async () => {
    const requestId = `log-probe-${Date.now()}`;
    const res = await fetch(apiUrl(), { method: "POST", headers: { "content-type": "application/json", "x-request-id": requestId }, body: JSON.stringify({ query: "{ __typename }" }) });
    expect(res.headers.get("x-request-id")).toBe(requestId);
    await new Promise((r) => setTimeout(r, 200));
    const lines = readFileSync(inject("serverLog"), "utf8").split("\n").filter(Boolean);
    for (const line of lines.slice(0, 50)) expect(() => JSON.parse(line), line).not.toThrow();
    const mine = lines.map((l) => JSON.parse(l)).find((l) => l.requestId === requestId);
    expect(mine).toMatchObject({ level: "info", msg: "graphql request", status: 200 });
    expect(typeof mine.ms).toBe("number");
    expect(Date.parse(mine.time)).not.toBeNaN();
  });
});
