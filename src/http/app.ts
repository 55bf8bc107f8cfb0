// The HTTP front: /graphql through Apollo Server, health and readiness, and a JSON error for the rest.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import type { FormattedExecutionResult, GraphQLFormattedError, GraphQLSchema, ParseOptions, ValidationRule } from "graphql";
import type { Context, Services } from "../graphql/context.type.js";
import { compiledInputCoercionPlugin } from "../graphql/input-coercion.js";
import { clientDbError } from "../db/transient.js";
import { HttpError, readBody } from "./body.js";
import { etagOf, matchesIfNoneMatch } from "./caching/etag.js";
import { answerClientErrors } from "./client-error.js";
import { codeOfUncodedRefusal, errorRequestIdsPlugin, requestIdOf, withoutSuggestions } from "./error-format.js";
import { graphqlSourceOf, type SourceCheck } from "./source-check.js";
import type { Logger } from "../logger.js";
import type { RequestCharge } from "./rate-limit/charge.js";
import { jitGateway, type ExecutedBy } from "../graphql/jit-executor.js";
import { giveWay } from "../give-way.js";

/** How long an idle keep-alive connection is kept (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;

/**
 * A request body at least this long (a board of sixty-odd objects and more) costs the event loop milliseconds
 * at each of its steps before the engine runs: the parse of its JSON, the limits and the rate limit's cost,
 * the replay's key (src/http/caching/resolution-replay.ts), the coercion of its input. Chained by promises,
 * those steps ran as one stretch in which no other request was answered; the request gives way to the event
 * loop between them (`largeRequest` in the context), so that a rule lookup arriving meanwhile waits for one
 * step, not for all of them.
 */
export const LARGE_BODY_CHARS = 8 * 1024;

/** Codes a client may see with their message; anything else is masked. */
const CLIENT_CODES = new Set([
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "CONFLICT",
  "UNAUTHENTICATED",
  "UNSUPPORTED",
  "SERVICE_UNAVAILABLE",
  "TIMEOUT",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
  "RATE_LIMITED",
  "INVALID_API_KEY",
]);

export interface AppOptions {
  schema: GraphQLSchema;
  /** Documents run this many times are compiled (src/graphql/jit-executor.ts); -1 or absent: graphql-js runs every one. */
  compileAfter?: number;
  /** Told what ran each operation (metrics). */
  observeExecution?: (by: ExecutedBy) => void;
  services: Services;
  logger: Logger;
  bodyLimitBytes?: number;
  /** Readiness: resolves true when the database answers and data is imported. */
  ready: () => Promise<{ ok: boolean; detail: Record<string, unknown> }>;
  /** Extra routes (pages, IDE, metrics), tried in order before the 404; a handler returns true when it answered. */
  routes?: RouteHandler[];
  /** Checks run before /graphql (rate limits, auth): throw HttpError to refuse the request. */
  guards?: Guard[];
  apolloPlugins?: ApolloServerPlugin<Context>[];
  validationRules?: ValidationRule[];
  /** graphql-js parser options (the token limit). */
  parseOptions?: ParseOptions;
  /** Checks on the GraphQL source text before Apollo parses it: throw HttpError to refuse the request. */
  sourceChecks?: SourceCheck[];
  /** How answers become JSON (default: compact JSON.stringify). */
  stringifyResult?: (value: FormattedExecutionResult) => string;
}

export interface RequestInfo {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  requestId: string;
  /** Set by the rate-limit guard: the request's own point, settled when the request ends. */
  charge?: RequestCharge;
}

export type RouteHandler = (request: RequestInfo) => Promise<boolean>;
export type Guard = (request: RequestInfo) => Promise<void>;

export interface App {
  server: Server;
  apollo: ApolloServer<Context>;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { logger } = options;
  const bodyLimit = options.bodyLimitBytes ?? 1_000_000;
  const apollo = new ApolloServer<Context>({
    ...(options.compileAfter !== undefined && options.compileAfter >= 0 ? { gateway: jitGateway(options.schema, options.compileAfter, options.observeExecution) } : { schema: options.schema }),
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // server.ts owns shutdown (it closes the database after Apollo); Apollo's own signal handler would
    // re-raise the signal and kill the process before that, leaving PGlite's postmaster.pid behind.
    stopOnTerminationSignals: false,
    // A public API: the explorer's docs and completion need introspection, also under NODE_ENV=production (Docker).
    introspection: true,
    allowBatchedHttpRequests: false,
    hideSchemaDetailsFromClientErrors: true,
    stringifyResult: options.stringifyResult ?? ((value) => JSON.stringify(value)),
    // Cache-Control comes from src/http/caching (decided per operation); Apollo's own cache-control
    // plugin would only add a hook to every field resolved.
    // resolveChain's input (up to 400 board objects) is coerced by compiled code, not graphql-js's generic walk
    plugins: [ApolloServerPluginCacheControlDisabled(), errorRequestIdsPlugin(), compiledInputCoercionPlugin<Context>(["ResolveChainInput"], (context) => context.largeRequest === true), ...(options.apolloPlugins ?? [])],
    validationRules: options.validationRules ?? [],
    parseOptions: options.parseOptions ?? {},
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const code = codeOfUncodedRefusal(error) ?? formatted.extensions?.code;
      if (typeof code === "string" && CLIENT_CODES.has(code)) {
        const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
        return { ...formatted, message: withoutSuggestions(formatted.message), extensions: { ...extensions, code } };
      }
      logger.error({ requestId: requestIdOf(error), err: String((error as Error)?.stack ?? error), path: formatted.path }, "internal error");
      // the database down, out of connections or too slow: a retryable code, the driver's message only in the log
      const dbError = clientDbError(error);
      if (dbError) return { message: dbError.message, path: formatted.path, extensions: { code: dbError.code } };
      return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
    },
  });
  await apollo.start();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: String(error) }, "request failed");
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
      else res.end();
    });
  });
  answerClientErrors(server);
  // Idle keep-alive connections stay open longer than a balancer keeps its own (nginx: 60 s): the side
  // that closes first must be the client's, or a request sent on a connection the server is closing at
  // that moment fails ("other side closed"). Headers must still arrive within their own timeout.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 100) || randomUUID();
    res.setHeader("x-request-id", requestId);
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/healthz") return sendJson(res, 200, { status: "ok" });
    if (url.pathname === "/readyz") {
      const { ok, detail } = await options.ready();
      return sendJson(res, ok ? 200 : 503, { status: ok ? "ready" : "not ready", ...detail });
    }
    const info: RequestInfo = { req, res, url, requestId };
    if (url.pathname !== "/graphql") {
      for (const route of options.routes ?? []) if (await route(info)) return;
      return sendJson(res, 404, { errors: [{ message: `no route ${url.pathname}; the API is at /graphql`, extensions: { code: "NOT_FOUND" } }] });
    }
    try {
      await graphql(info);
    } finally {
      // whatever the request came to, its own point is taken (at the latest now, after its answer)
      info.charge?.settle();
    }
  }

  async function graphql(info: RequestInfo): Promise<void> {
    const { req, res, url, requestId } = info;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    let body: unknown;
    let largeRequest = false;
    try {
      for (const guard of options.guards ?? []) await guard(info);
      const raw = req.method === "POST" ? await readBody(req, bodyLimit) : "";
      body = raw && (headers.get("content-type") ?? "").includes("json") ? JSON.parse(raw) : raw || undefined;
      largeRequest = raw.length >= LARGE_BODY_CHARS;
      const source = graphqlSourceOf(body, url);
      if (source) for (const check of options.sourceChecks ?? []) check(source);
    } catch (error) {
      if (error instanceof HttpError) {
        for (const [key, value] of Object.entries(error.headers)) res.setHeader(key, value);
        return sendJson(res, error.status, { errors: [{ message: error.message, extensions: { ...error.extensions, code: error.code } }] });
      }
      return sendJson(res, 400, { errors: [{ message: "request body is not valid JSON", extensions: { code: "BAD_REQUEST" } }] });
    }
    const started = performance.now();
    if (largeRequest) await giveWay(); // between the body's parse and Apollo's steps
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? "GET", headers, search: url.search, body },
      context: async () => ({ services: options.services, requestId, remoteAddress: req.socket.remoteAddress, charge: info.charge, largeRequest }),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === "complete") {
      const cacheControl = response.headers.get("cache-control");
      if (res.statusCode === 200 && cacheControl && cacheControl !== "no-store") {
        const etag = etagOf(response.body.string);
        res.setHeader("etag", etag);
        if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
          res.statusCode = 304;
          res.removeHeader("content-type");
          res.end();
          logger.info({ requestId, status: 304, ms: Math.round(performance.now() - started) }, "graphql request");
          return;
        }
      }
      res.end(response.body.string);
    } else {
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    }
    logger.info({ requestId, status: res.statusCode, ms: Math.round(performance.now() - started) }, "graphql request");
  }

  return { server, apollo };
}

export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify(payload));
}
