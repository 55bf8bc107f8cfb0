// The compiled coercion of resolveChain's input (src/graphql/input-coercion.ts) against graphql-js's own
// coerceInputValue, on the executable schema: for every JSON value, either both accept it with the same
// coerced value, or graphql-js reports an error and the compiled coercer leaves the value to it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildSchema,
  coerceInputValue,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLScalarType,
  type GraphQLSchema,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/config.js";
import { DateScalar } from "../../src/graphql/date.scalar.js";
import { compileCoercer, emptiedLists, NOT_ACCEPTED } from "../../src/graphql/input-coercion.js";

let schema: GraphQLSchema;
let inputType: GraphQLInputObjectType;
let compiled: (value: unknown) => unknown;

beforeAll(() => {
  // the committed schema (test/api/schema-file.test.ts proves it is the server's), with the server's Date scalar
  schema = buildSchema(readFileSync(join(PROJECT_ROOT, "schema", "schema.graphql"), "utf8"));
  const date = schema.getType("Date") as GraphQLScalarType;
  date.parseValue = DateScalar.parseValue.bind(DateScalar);
  inputType = schema.getType("ResolveChainInput") as GraphQLInputObjectType;
  const c = compileCoercer(inputType);
  if (!c) throw new Error("ResolveChainInput did not compile");
  compiled = c;
});

/** graphql-js's coercion: its value, or "error" if it reported any. */
function byGraphqlJs(value: unknown): unknown {
  let failed = false;
  const out = coerceInputValue(value, inputType, () => {
    failed = true;
  });
  return failed ? "error" : out;
}

function expectSameAsGraphqlJs(value: unknown): void {
  const expected = byGraphqlJs(value);
  const actual = compiled(value);
  if (expected === "error") expect(actual, JSON.stringify(value).slice(0, 300)).toBe(NOT_ACCEPTED);
  else expect(actual, JSON.stringify(value).slice(0, 300)).toStrictEqual(expected);
}

/** A valid value of a type with every field set (lists of two), walking the schema. */
function fullValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return fullValue(type.ofType, depth);
  if (isListType(type)) return [fullValue(type.ofType, depth), fullValue(type.ofType, depth)];
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    if (depth > 4) return out;
    for (const f of Object.values(type.getFields())) out[f.name] = fullValue(f.type, depth + 1);
    return out;
  }
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
        return 2;
      case "Float":
        return 1.5;
      case "Boolean":
        return true;
      case "Date":
        return "2026-08-01";
      default:
        return "x";
    }
  }
  throw new Error(`no value for ${String(type)}`);
}

/** Every path to a value inside `value`. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

function withAt(value: unknown, path: (string | number)[], replace: (old: unknown) => unknown, remove = false): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) return replace(copy);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = replace(parent[last]);
  return copy;
}

const requests = () => {
  const dir = join(PROJECT_ROOT, "docs", "examples");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>);
};

describe("compiled input coercion (resolveChain's input)", () => {
  it("gives graphql-js's value for the documented example requests", () => {
    const examples = requests();
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expectSameAsGraphqlJs(example);
      expect(compiled(example)).not.toBe(NOT_ACCEPTED);
    }
  });

  it("gives graphql-js's value for an input with every field set", () => {
    const full = fullValue(inputType);
    expect(compiled(full)).not.toBe(NOT_ACCEPTED);
    expectSameAsGraphqlJs(full);
  });

  it("agrees with graphql-js wherever a value is replaced by one of another kind, removed, or a field added", () => {
    const full = fullValue(inputType) as Record<string, unknown>;
    const replacements: unknown[] = [null, "x", "", 2, 2.5, 2 ** 40, -1, true, [], [1], {}, { unknown: 1 }, "2026-13-45", "BATTLEFIELD", "unit"];
    let cases = 0;
    for (const path of paths(full)) {
      for (const r of replacements) {
        expectSameAsGraphqlJs(withAt(full, path, () => r));
        cases += 1;
      }
      if (path.length > 0) {
        expectSameAsGraphqlJs(withAt(full, path, () => undefined, true));
        // a single value where a list is expected (graphql-js makes it a list of one)
        expectSameAsGraphqlJs(withAt(full, path, (old) => (Array.isArray(old) && old.length ? old[0] : old)));
        cases += 2;
      }
      expectSameAsGraphqlJs(withAt(full, path, (old) => (old && typeof old === "object" && !Array.isArray(old) ? { ...old, notAField: 1 } : old)));
      cases += 1;
    }
    expect(cases).toBeGreaterThan(500);
  });

  it("leaves a key named __proto__ (an own key from JSON) to graphql-js", () => {
    const full = JSON.parse(JSON.stringify(fullValue(inputType)).replace('"board":{', '"board":{"__proto__":{"x":1},'));
    expect(Object.keys(full.board)).toContain("__proto__");
    expectSameAsGraphqlJs(full);
    expect(compiled(full)).toBe(NOT_ACCEPTED);
  });

  it("empties every list and keeps a value graphql-js accepts", () => {
    const full = fullValue(inputType);
    const emptied = emptiedLists(full, inputType) as { board: { objects: unknown[] }; chain: unknown[] };
    expect(emptied.board.objects).toEqual([]);
    expect(emptied.chain).toEqual([]);
    expect(byGraphqlJs(emptied)).not.toBe("error");
  });
});
