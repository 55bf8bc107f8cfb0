// Oversized bodies against a server of our own (so that its memory can be read), started with
// NODE_ENV=development to show that no error carries a stack trace whatever NODE_ENV says.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, startOwnServer, type OwnServer } from "../helpers/own-server.js";

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ NODE_ENV: "development" });
});
afterAll(async () => {
  await server?.stop();
});

interface Upload {
  status: number | null;
  body: string;
  sentBytes: number;
  ms: number;
}

/** Streams `totalBytes` of JSON-ish body to /graphql, stopping as soon as an answer arrives. */
function upload(totalBytes: number, declareLength: boolean): Promise<Upload> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (declareLength) headers["content-length"] = String(totalBytes);
    const req = request({ host: "127.0.0.1", port: server.port, path: "/graphql", method: "POST", headers });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        req.destroy();
        done({ status: res.statusCode ?? null, body, sentBytes: sent, ms: performance.now() - started });
      });
    });
    req.on("error", (error) => {
      if (!answered) fail(error);
    });
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.write('{"query":"{ __typename }","padding":"');
    sent += 37;
    pump();
  });
}

describe("body size", () => {
  it.each([
    ["streamed without a length", false],
    ["declaring its 60 MB length", true],
  ])("refuses a 60 MB body %s with 413 and never holds it", async (_how, declared) => {
    const before = server.rssMb();
    const answer = await upload(60 * 1024 * 1024, declared);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: "request body is limited to 1000000 bytes", extensions: { code: "PAYLOAD_TOO_LARGE", limit: "body", max: 1_000_000 } }],
    });
    expect(answer.ms).toBeLessThan(5_000);
    // answered before the client had sent it all (how much it sent by then depends on how soon its own
    // event loop saw the answer: the server reads and drops the rest at loopback speed for DISCARD_MS),
    // and the server did not grow by the body
    expect(answer.sentBytes).toBeLessThan(60 * 1024 * 1024);
    expect(server.rssMb() - before).toBeLessThan(30);
    const after = await post(server.url, { query: "{ __typename }" });
    expect(after.body.data).toEqual({ __typename: "Query" });
  });

  it("refuses a 100,000-object resolveChain board with 413, memory bounded", async () => {
    const before = server.rssMb();
    const objects = Array.from({ length: 100_000 }, (_, i) => ({ id: `o${i}`, owner: "p1", location: "BASE" }));
    const input = { board: { turnPlayer: "p1", players: [{ id: "p1" }], battlefields: [], objects }, chain: [] };
    const started = performance.now();
    const answer = await post(server.url, { query: "mutation($input: ResolveChainInput!) { resolveChain(input: $input) { id } }", variables: { input } });
    expect(answer.status).toBe(413);
    expect(answer.body.errors![0].extensions!.code).toBe("PAYLOAD_TOO_LARGE");
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(server.rssMb() - before).toBeLessThan(30);
    expect(server.alive()).toBe(true);
  });

  it("accepts a body just under the limit", async () => {
    const query = `{ __typename }`;
    const padding = " ".repeat(1_000_000 - JSON.stringify({ query, padding: "" }).length);
    const answer = await post(server.url, { query, padding });
    expect(answer.status).toBe(200);
  });
});

describe("no stack traces, NODE_ENV=development", () => {
  it.each([
    ["a syntax error", { query: "{ rule(" }],
    ["a validation error", { query: "{ nope }" }],
    ["a variable of the wrong type", { query: "query($n: Int) { cards(first: $n) { totalCount } }", variables: { n: "many" } }],
    ["a resolver's bad-input error", { query: `{ rule(number: "not a number") { number } }` }],
    ["a service that has no data yet", { query: "{ rulesRelease { version } }" }],
    ["a limit", { query: `{ ${"__typename ".repeat(6000)}}` }],
  ])("%s", async (_what, payload) => {
    const answer = await post(server.url, payload);
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    for (const error of answer.body.errors!) {
      expect(typeof error.extensions?.code).toBe("string");
      expect(error.extensions).not.toHaveProperty("stacktrace");
      expect(error.extensions).not.toHaveProperty("exception");
      expect(error.message).not.toMatch(/\n\s+at /);
    }
  });
});
