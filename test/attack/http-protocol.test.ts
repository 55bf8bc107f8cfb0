// Attacks through HTTP itself, against the shared server: mutations over GET, batches, requests a
// browser could forge (CSRF), and malformed or oversized requests that never reach GraphQL. Every
// refusal is JSON with an `extensions.code`, whatever layer refuses it.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { apiUrl, data } from "../helpers/api.js";

async function raw(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(new URL(path, apiUrl()), init);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`status ${res.status}: not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

function codeOf(answer: { body: any }): string {
  expect(answer.body.errors, JSON.stringify(answer.body)).toHaveLength(1);
  return answer.body.errors[0].extensions.code;
}

const get = (query: string, headers: Record<string, string> = { "apollo-require-preflight": "true" }) =>
  raw(`/graphql?query=${encodeURIComponent(query)}`, { headers });

describe("methods and batching", () => {
  it("answers queries over GET (with a preflight header)", async () => {
    const answer = await get(`{ __typename }`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ __typename: "Query" });
  });

  it("never runs a mutation over GET: 405 with Allow: POST", async () => {
    const input = `{ board: { turnPlayer: "p1", players: [{ id: "p1" }], battlefields: [], objects: [] }, chain: [] }`;
    const answer = await get(`mutation { resolveChain(input: ${input}) { id } }`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(codeOf(answer)).toBe("BAD_REQUEST");
    expect(answer.body.errors[0].message).toMatch(/GET requests only support query operations/);
  });

  it("refuses batches of operations", async () => {
    const answer = await raw("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
    });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe("BAD_REQUEST");
    expect(answer.body.errors[0].message).toMatch(/batching disabled/i);
  });

  it("refuses other methods", async () => {
    const answer = await raw("/graphql", { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(405);
    expect(codeOf(answer)).toBe("BAD_REQUEST");
  });
});

describe("connections", () => {
  it("keeps an idle connection longer than a balancer does (65 s, nginx keeps its own 60 s), and says so", async () => {
    const res = await fetch(apiUrl(), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) });
    await res.text();
    expect(res.headers.get("keep-alive")).toBe("timeout=65");
  });
});

describe("cross-site request forgery", () => {
  it.each([
    ["a GET without a preflight header", () => get(`{ __typename }`, {})],
    ["a form-encoded POST", () => raw("/graphql", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "query=%7B__typename%7D" })],
    ["a text/plain POST", () => raw("/graphql", { method: "POST", headers: { "content-type": "text/plain" }, body: '{"query":"{ __typename }"}' })],
  ])("refuses %s, which a browser sends without a preflight", async (_what, send) => {
    const answer = await send();
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe("BAD_REQUEST");
    expect(answer.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
  });
});

describe("every refusal has a code", () => {
  it.each([
    ["an unknown path", () => raw("/admin"), 404, "NOT_FOUND"],
    ["a body that is not JSON", () => raw("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: "{ query: " }), 400, "BAD_REQUEST"],
    ["a body without a query", () => raw("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }), 400, "BAD_REQUEST"],
    ["a persisted query of an unknown version", () => raw("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }", extensions: { persistedQuery: { version: 9, sha256Hash: "x" } } }) }), 400, "BAD_REQUEST"],
    ["a syntax error", () => raw("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ rule(" }) }), 400, "GRAPHQL_PARSE_FAILED"],
    ["an unknown operation name", () => raw("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "query A { __typename }", operationName: "B" }) }), 400, "OPERATION_RESOLUTION_FAILURE"],
    ["request headers of 64 kB", () => raw("/graphql", { headers: { "x-padding": "a".repeat(64_000) } }), 431, "HEADERS_TOO_LARGE"],
  ])("%s", async (_what, send, status, code) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(codeOf(answer)).toBe(code);
    expect(JSON.stringify(answer.body)).not.toMatch(/stacktrace|    at /);
  });

  it("answers malformed HTTP with JSON and a code", async () => {
    const { port, hostname } = new URL(apiUrl());
    const text = await new Promise<string>((done, fail) => {
      const socket = connect(Number(port), hostname, () => socket.write("THIS IS NOT HTTP\r\n\r\n"));
      let received = "";
      socket.on("data", (d) => (received += d));
      socket.on("end", () => done(received));
      socket.on("error", fail);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));
    expect(body.errors[0].extensions.code).toBe("BAD_REQUEST");
    expect((await data(`{ __typename }`)).__typename).toBe("Query");
  });
});
