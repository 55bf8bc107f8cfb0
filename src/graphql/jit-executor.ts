// Executes operations with graphql-jit: a document asked more than once is compiled into a function that
// completes its selection directly, where graphql-js walks the selection for every value, computing each
// field's arguments in two new objects and calling its resolver through the generic path. For a
// resolveChain transcript (hundreds of fields) that walk was most of the request's CPU after the engine's
// (143 µs against 10 compiled, and ~200 KB of garbage a request).
//
// Plugged into Apollo Server through its gateway interface, the one way it lets an executor be supplied:
// parsing, validation, the limits, the rate limit, the response cache and error formatting stay Apollo's.
// What each operation sees is what graphql-js would give it:
// - the variables are coerced by graphql-js before a compiled operation runs (a graphql-js one coerces its
//   own), so a bad variable is reported word for word as before
//   (and lists compiled coercion took over, src/graphql/input-coercion.ts, arrive emptied: cheap here);
// - a document is compiled on its second use (a query asked once is not worth compiling), and one
//   graphql-jit cannot compile runs on graphql-js;
// - only short documents are compiled: compiling takes the event loop ~0.6 ms for a typical client's query
//   (180 characters) but ~29 ms for 11 KB of aliased selections, and a client sending new long documents
//   twice each must not stall every other request that way. Longer ones run on graphql-js.
import { execute, getVariableValues, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import type { GatewayExecutor, GatewayInterface } from "@apollo/server-gateway-interface";

/** Compiled once asked this many times before (by document object: Apollo's document cache keeps one per query text). */
const COMPILE_AFTER = 1;
/** The longest document compiled (characters of its source; ~2.5 ms to compile at most). */
export const MAX_COMPILED_SOURCE = 1_000;
/** What a document graphql-jit could not compile is remembered as: it runs on graphql-js from then on, not compiled again. */
const NOT_COMPILED = null;

export type ExecutedBy = "compiled" | "graphql-js";

export function jitGateway(schema: GraphQLSchema, compileAfter = COMPILE_AFTER, observe: (by: ExecutedBy) => void = () => undefined): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const uses = new WeakMap<DocumentNode, number>();

  const compiledFor = (document: DocumentNode, operationName: string | null, source: string): CompiledQuery | null => {
    if (source.length > MAX_COMPILED_SOURCE) return null;
    const key = operationName ?? "";
    const known = compiled.get(document)?.get(key);
    if (known !== undefined) return known;
    const n = (uses.get(document) ?? 0) + 1;
    uses.set(document, n);
    if (n <= compileAfter) return null;
    let query: CompiledQuery | null = NOT_COMPILED;
    try {
      const made = compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true });
      if (isCompiledQuery(made)) query = made;
    } catch {
      // graphql-js runs it, as every document ran before
    }
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    byName.set(key, query);
    return query;
  };

  const executor: GatewayExecutor = async ({ document, source, operation, operationName, request, context }) => {
    const variableValues = request.variables ?? {};
    // no such operation in the document: graphql-js says so, as Apollo expects
    if (!operation) {
      observe("graphql-js");
      return execute({ schema, document, operationName: request.operationName, variableValues, contextValue: context });
    }
    const query = compiledFor(document, operationName, source);
    if (!query) {
      // graphql-js coerces the variables itself, and reports them
      observe("graphql-js");
      return execute({ schema, document, operationName, variableValues, contextValue: context });
    }
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    observe("compiled");
    const result: ExecutionResult = await query.query(undefined, context, variableValues);
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => undefined;
    },
    async stop() {},
  };
}

/**
 * graphql-jit's errors as graphql-js makes them: the same message, path, locations and original error, and
 * an extensions object always (graphql-jit leaves it undefined when the original error has none, where
 * graphql-js gives {}: Apollo's error formatting reads it).
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  // without extensions of its own, graphql-js takes the original error's, or {}
  const made = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions ?? undefined });
  (made as { locations?: GraphQLError["locations"] }).locations = error.locations;
  return made;
}
