// Large input variables, coerced without graphql-js's generic walk. graphql-js coerces every variable
// before execution with one function that inspects the type at every value it meets: for resolveChain's
// largest input (400 board objects, 100 chain items) that is one uninterrupted stretch of the event loop's
// time, milliseconds long, during which no other request is answered. Here a type's coercion is compiled
// once into closures (the checks decided per field, not per value), and:
//
// - a variable of one of the `types` is coerced by the compiled function before execution starts
//   (`executionDidStart`, after the limits and the rate limit have read the variables as sent);
// - if that succeeds, the value is kept for the resolver (`precoercedVariable`) and graphql-js is handed
//   the same value with its lists emptied (valid for the same type, coerced in microseconds);
// - anything the compiled function does not accept (a wrong type, a missing or unknown field, an unusual
//   value) is left as it was: graphql-js coerces it and reports its own errors, word for word.
//
// The compiled function gives the value graphql-js's `coerceInputValue` gives for every input it accepts
// (test/graphql/input-coercion.test.ts compares the two).
import type { ApolloServerPlugin } from "@apollo/server";
import {
  getNamedType,
  isInputObjectType,
  isLeafType,
  isListType,
  isInputType,
  isNonNullType,
  Kind,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from "graphql";
import { giveWay } from "../give-way.js";

/** What a compiled coercer gives for a value it does not accept: graphql-js then coerces it. */
export const NOT_ACCEPTED: unique symbol = Symbol("not accepted");

export type CompiledCoercer = (value: unknown) => unknown;

/**
 * The coercion of `type`, compiled: the coerced value, or NOT_ACCEPTED. Null for a type it does not
 * compile (a @oneOf input, a field named like an Object.prototype member): graphql-js always coerces those.
 */
export function compileCoercer(type: GraphQLInputType): CompiledCoercer | null {
  const named = new Map<string, { fn: CompiledCoercer | null }>();
  let compilable = true;

  const compile = (t: GraphQLInputType): CompiledCoercer => {
    if (isNonNullType(t)) {
      const inner = compile(t.ofType);
      return (v) => (v === null || v === undefined ? NOT_ACCEPTED : inner(v));
    }
    const nullable = compileNullable(t);
    return (v) => (v === null || v === undefined ? null : nullable(v));
  };

  const compileNullable = (t: GraphQLInputType): CompiledCoercer => {
    if (isListType(t)) {
      const item = compile(t.ofType);
      return (v) => {
        if (Array.isArray(v)) {
          const out = new Array(v.length);
          for (let i = 0; i < v.length; i++) {
            const c = item(v[i]);
            if (c === NOT_ACCEPTED) return NOT_ACCEPTED;
            out[i] = c;
          }
          return out;
        }
        // another iterable object (not from JSON): left to graphql-js; a single value is a list of one
        if (typeof v === "object" && typeof (v as Iterable<unknown>)[Symbol.iterator] === "function") return NOT_ACCEPTED;
        const c = item(v);
        return c === NOT_ACCEPTED ? NOT_ACCEPTED : [c];
      };
    }
    if (isInputObjectType(t)) {
      // input objects may refer to themselves: one closure per type, filled in once compiled
      let slot = named.get(t.name);
      if (!slot) {
        slot = { fn: null };
        named.set(t.name, slot);
        if ((t as { isOneOf?: boolean }).isOneOf) compilable = false;
        const fields = Object.values(t.getFields()).map((f) => {
          if (f.name in Object.prototype) compilable = false;
          return { name: f.name, required: isNonNullType(f.type), defaultValue: f.defaultValue, coerce: compile(f.type) };
        });
        slot.fn = (v) => {
          if (typeof v !== "object" || v === null || Array.isArray(v)) return NOT_ACCEPTED;
          const source = v as Record<string, unknown>;
          const out: Record<string, unknown> = {};
          let present = 0;
          for (const f of fields) {
            const value = source[f.name];
            if (value === undefined) {
              if (f.defaultValue !== undefined) out[f.name] = f.defaultValue;
              else if (f.required) return NOT_ACCEPTED;
              continue;
            }
            present += 1;
            const c = f.coerce(value);
            if (c === NOT_ACCEPTED) return NOT_ACCEPTED;
            out[f.name] = c;
          }
          // a key that names no field (every key of a JSON object has a value, so the counts tell; for…in
          // counts a parsed object's keys without making an array of them)
          let keys = 0;
          for (const _key in source) keys += 1;
          if (keys !== present) return NOT_ACCEPTED;
          return out;
        };
      }
      const ref = slot;
      return (v) => (ref.fn as CompiledCoercer)(v);
    }
    if (isLeafType(t)) {
      return (v) => {
        let parsed: unknown;
        try {
          parsed = t.parseValue(v);
        } catch {
          return NOT_ACCEPTED;
        }
        return parsed === undefined ? NOT_ACCEPTED : parsed;
      };
    }
    compilable = false;
    return () => NOT_ACCEPTED;
  };

  const fn = compile(type);
  return compilable ? fn : null;
}

/**
 * `value` (accepted by the compiled coercer of `type`) with every list emptied: valid for the same type
 * (a list may be empty whatever its items), and coerced by graphql-js in microseconds.
 */
export function emptiedLists(value: unknown, type: GraphQLInputType): unknown {
  const t = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return value;
  if (isListType(t)) return [];
  if (isInputObjectType(t)) {
    const fields = t.getFields();
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = emptiedLists(item, fields[key].type);
    return out;
  }
  return value;
}

/**
 * Variables coerced here, by the context of the request they came with: each value with the number of places
 * the document uses it, so that it is let go once the last of them has taken it. A large board's value would
 * otherwise be kept until the request ends, while it waits for a worker, and copied by every collection of
 * the event loop's young generation meanwhile.
 */
const coercedByContext = new WeakMap<object, Map<string, { value: unknown; uses: number }>>();

/** How many times a document uses each variable (not counting its definition): fragments and all. */
const usesByDocument = new WeakMap<DocumentNode, Map<string, number>>();
function variableUses(document: DocumentNode): Map<string, number> {
  let uses = usesByDocument.get(document);
  if (!uses) {
    const counted = new Map<string, number>();
    visit(document, {
      VariableDefinition: () => false, // the definition names it: not a use (and a default value holds no variable)
      Variable: (node) => void counted.set(node.name.value, (counted.get(node.name.value) ?? 0) + 1),
    });
    usesByDocument.set(document, (uses = counted));
  }
  return uses;
}

/**
 * The value of the variable an argument refers to, as coerced by this plugin, or `undefined` if the
 * argument is not a variable or graphql-js coerced it (then the resolver's argument is the value).
 * Each use of the variable takes it once (a resolver's middleware, once per field it resolves).
 */
export function precoercedVariable(context: object, info: GraphQLResolveInfo, argument: string): unknown {
  const kept = coercedByContext.get(context);
  if (!kept) return undefined;
  const node = info.fieldNodes[0]?.arguments?.find((a) => a.name.value === argument);
  if (node?.value.kind !== Kind.VARIABLE) return undefined;
  const entry = kept.get(node.value.name.value);
  if (!entry) return undefined;
  entry.uses -= 1;
  if (entry.uses <= 0) kept.delete(node.value.name.value);
  return entry.value;
}

/**
 * The plugin: variables whose type names one of the input object types in `types` are coerced by compiled coercers.
 * `giveWayFirst`: whether a request's coercion waits for the event loop's next turn first (a large request's: the
 * steps before it ran in the same stretch).
 */
export function compiledInputCoercionPlugin<TContext extends object>(
  types: readonly string[],
  giveWayFirst: (context: TContext) => boolean = () => false,
): ApolloServerPlugin<TContext> {
  // one coercer a variable type ("ResolveChainInput!", …) of a schema, compiled the first time it is met
  const compiled = new WeakMap<GraphQLSchema, Map<string, CompiledCoercer | null>>();
  const coercerFor = (schema: GraphQLSchema, type: GraphQLInputType): CompiledCoercer | null => {
    let bySchema = compiled.get(schema);
    if (!bySchema) compiled.set(schema, (bySchema = new Map()));
    const key = String(type);
    if (!bySchema.has(key)) bySchema.set(key, compileCoercer(type));
    return bySchema.get(key) ?? null;
  };
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ operation, document, request, schema, contextValue }) {
          const variables = request.variables;
          if (!variables || !operation?.variableDefinitions?.length) return;
          if (giveWayFirst(contextValue)) await giveWay();
          let replaced: Record<string, unknown> | null = null;
          for (const definition of operation.variableDefinitions) {
            const name = definition.variable.name.value;
            const type = typeFromAST(schema, definition.type);
            if (!type || !isInputType(type) || !types.includes(getNamedType(type).name)) continue;
            const value = variables[name];
            if (value === null || value === undefined || typeof value !== "object") continue; // graphql-js's to report or default
            const coerce = coercerFor(schema, type);
            if (!coerce) continue;
            const coerced = coerce(value);
            if (coerced === NOT_ACCEPTED) continue;
            let kept = coercedByContext.get(contextValue);
            if (!kept) coercedByContext.set(contextValue, (kept = new Map()));
            kept.set(name, { value: coerced, uses: variableUses(document).get(name) ?? 1 });
            replaced ??= { ...variables };
            replaced[name] = emptiedLists(value, type);
          }
          if (replaced) {
            // the request's JSON body holds the variables as sent: it gets the emptied ones too, so that the large
            // value sent is not kept for as long as the request lasts
            const body = request.http?.body as { variables?: unknown } | null | undefined;
            if (body && typeof body === "object" && body.variables === variables) body.variables = replaced;
            request.variables = replaced;
          }
        },
      };
    },
  };
}
