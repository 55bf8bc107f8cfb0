// A large request's steps before its resolver (the replay's key, the coercion of its input) each wait for the
// event loop's next turn, so that requests arriving meanwhile are answered between them; a small request goes
// straight through. Shown on the real HTTP front (createApp, with the compiled input coercion it installs) and
// the real replay plugin, over a schema of the test's own whose input is named as resolveChain's.
import { createRequire } from "node:module";
import { createConnection, createServer, type AddressInfo, type Socket } from "node:net";
import type { ApolloServerPlugin } from "@apollo/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Context, Services } from "../../src/graphql/context.type.js";
import { precoercedVariable } from "../../src/graphql/input-coercion.js";
import { giveWay } from "../../src/give-way.js";
import { createApp, LARGE_BODY_CHARS, type App } from "../../src/http/app.js";
import { resolutionReplayPlugin } from "../../src/http/caching/resolution-replay.js";
import type { Logger } from "../../src/logger.js";
import { turnCounter, type TurnCounter } from "../helpers/event-loop-turns.js";
import { post } from "../helpers/own-server.js";

// graphql as Apollo and graphql-jit load it (Node's CommonJS build), for the server's own modules too (Vite would
// give them the ES module build: another realm, whose type checks refuse this schema's types)
vi.mock("graphql", async () => (await import("node:module")).createRequire(import.meta.url)("graphql"));
const { GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } = createRequire(import.meta.url)(
  "graphql",
) as typeof import("graphql");

/** Turns of the event loop, counted from the start of the tests. */
let turns: TurnCounter;

/** What each request saw: the turn Apollo started it on, and the turn its resolver ran on with what it got. */
const seen = new Map<string, { started: number; resolved: number; objects: number }>();

const Unit = new GraphQLInputObjectType({ name: "UnitInput", fields: { id: { type: new GraphQLNonNull(GraphQLString) }, might: { type: GraphQLInt } } });
const Input = new GraphQLInputObjectType({
  name: "ResolveChainInput",
  fields: { tag: { type: new GraphQLNonNull(GraphQLString) }, objects: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Unit))) } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLString, resolve: () => "fine" } } }),
  mutation: new GraphQLObjectType({
    name: "Mutation",
    fields: {
      resolveChain: {
        type: GraphQLInt,
        args: { input: { type: new GraphQLNonNull(Input) } },
        // as resolveChain's resolver takes it: the value the compiled coercion kept (graphql-js was given its lists emptied)
        resolve: (_root, args: { input: unknown }, context: object, info) => {
          const input = (precoercedVariable(context, info, "input") ?? args.input) as { tag: string; objects: unknown[] };
          seen.get(input.tag)!.resolved = turns.now();
          seen.get(input.tag)!.objects = input.objects.length;
          return input.objects.length;
        },
      },
    },
  }),
});

/** Notes the turn Apollo starts each request on (its tag read from the variables as sent). */
const startedPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ request }) {
    const tag = (request.variables?.input as { tag?: string } | undefined)?.tag;
    if (tag) seen.set(tag, { started: turns.now(), resolved: -1, objects: -1 });
  },
};

const logger: Logger = { info: () => undefined, error: () => undefined, debug: () => undefined };
// what the replay plugin asks of the services to make its key
const services = { cards: { libraryVersion: async () => "library" }, rules: { epoch: async () => "releases" } } as unknown as Services;
let app: App;
let url: string;

beforeAll(async () => {
  app = await createApp({
    schema,
    services,
    logger,
    ready: async () => ({ ok: true, detail: {} }),
    apolloPlugins: [startedPlugin, resolutionReplayPlugin({ maxBytes: 1_000_000, build: "test" })],
  });
  await new Promise<void>((done) => app.server.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
  turns = turnCounter();
});
afterAll(async () => {
  turns?.stop();
  await new Promise((done) => app?.server.close(done));
  await app?.apollo.stop();
});

const MUTATION = "mutation Resolve($input: ResolveChainInput!) { resolveChain(input: $input) }";
const units = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `unit-${i}`, might: i % 7 }));

describe("a large request's steps before its resolver", () => {
  it("each wait for a turn of the event loop: the replay's key, then the coercion of its input", async () => {
    const objects = units(400);
    expect(JSON.stringify({ query: MUTATION, variables: { input: { tag: "large", objects } } }).length).toBeGreaterThanOrEqual(LARGE_BODY_CHARS);
    const answer = await post(url, { query: MUTATION, variables: { input: { tag: "large", objects } } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ resolveChain: 400 });
    const large = seen.get("large")!;
    expect(large.objects).toBe(400); // the coerced input, whole
    expect(large.resolved - large.started).toBeGreaterThanOrEqual(2);
  });

  it("go straight through for a small request: its resolver runs on the turn Apollo started it on", async () => {
    const objects = units(3);
    expect(JSON.stringify({ query: MUTATION, variables: { input: { tag: "small", objects } } }).length).toBeLessThan(LARGE_BODY_CHARS);
    const answer = await post(url, { query: MUTATION, variables: { input: { tag: "small", objects } } });
    expect(answer.body.data).toEqual({ resolveChain: 3 });
    const small = seen.get("small")!;
    expect(small.objects).toBe(3);
    expect(small.resolved - small.started).toBe(0);
  });
});

describe("giving way (src/give-way.ts)", () => {
  it("lets a request that arrived during a step be read before the next step, even when the step ran in an I/O callback", async () => {
    // two connections to one server: while the first one's data is handled, the second one's arrives
    const received: string[] = [];
    let handled: Promise<boolean> | undefined;
    const server = createServer((socket) => {
      socket.on("data", (chunk) => {
        const text = chunk.toString();
        received.push(text);
        if (text !== "first") return;
        // a step in the first request's I/O callback: the second request is sent meanwhile, then the step gives way
        second.write("second");
        const until = Date.now() + 20; // the second one's bytes reach the server's socket while this step runs
        while (Date.now() < until);
        handled = giveWay().then(() => received.includes("second"));
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const connect = () => new Promise<Socket>((done) => { const s = createConnection(port, "127.0.0.1", () => done(s)); });
    const first = await connect();
    const second = await connect();
    await new Promise((r) => setTimeout(r, 20)); // both accepted
    first.write("first");
    while (!handled) await new Promise((r) => setTimeout(r, 5));
    expect(await handled).toBe(true);
    first.destroy();
    second.destroy();
    await new Promise((done) => server.close(done));
  });
});
