// Internal errors never reach clients: the message is masked as INTERNAL_SERVER_ERROR and logged with
// the request's id. Shown on the real HTTP front (createApp) with a schema whose resolvers fail the
// way a database or a bug would, in process so that the log can be read.
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../src/graphql/context.type.js";
import { createApp, type App } from "../../src/http/app.js";
import type { Logger } from "../../src/logger.js";
import { post } from "../helpers/own-server.js";

// graphql as Apollo loads it (Node's CommonJS build): a schema built with the copy Vite resolves
// (the ESM build) would be "from another module or realm" for Apollo.
const { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

const SECRET = "password=hunter2 at db.internal:5432";
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: "Query",
    fields: {
      ok: { type: GraphQLString, resolve: () => "fine" },
      crash: { type: GraphQLString, resolve: () => { throw new Error(`connection failed: ${SECRET}`); } },
      reject: { type: GraphQLString, resolve: () => Promise.reject(new TypeError(`cannot read ${SECRET}`)) },
      uncoded: { type: GraphQLString, resolve: () => { throw new GraphQLError(`no code here: ${SECRET}`); } },
    },
  }),
});

const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
const logger: Logger = {
  info: (fields, msg) => lines.push({ level: "info", msg, fields }),
  error: (fields, msg) => lines.push({ level: "error", msg, fields }),
  debug: () => undefined,
};

let app: App;
let url: string;
beforeAll(async () => {
  app = await createApp({ schema, services: {} as Services, logger, ready: async () => ({ ok: true, detail: {} }) });
  await new Promise<void>((done) => app.server.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((done) => app.server.close(done));
  await app.apollo.stop();
});

describe("internal errors", () => {
  it.each([["crash"], ["reject"], ["uncoded"]])("masks %s's message and logs it with the request id", async (field) => {
    const requestId = `attack-${field}`;
    const answer = await post(url, { query: `{ ok ${field} }` }, { "x-request-id": requestId });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe(requestId);
    expect(answer.body.data).toEqual({ ok: "fine", [field]: null });
    expect(answer.body.errors).toEqual([{ message: "Internal server error", path: [field], extensions: { code: "INTERNAL_SERVER_ERROR" } }]);
    expect(JSON.stringify(answer.body)).not.toContain("hunter2");
    const logged = lines.find((l) => l.level === "error" && l.fields.requestId === requestId);
    expect(logged?.msg).toBe("internal error");
    expect(String(logged?.fields.err)).toContain(SECRET);
    expect(logged?.fields.path).toEqual([field]);
  });

  it("keeps a client error's message and code, without a stack trace", async () => {
    const answer = await post(url, { query: `{ nope }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ message: 'Cannot query field "nope" on type "Query".', locations: [{ line: 1, column: 3 }], extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }]);
  });
});
