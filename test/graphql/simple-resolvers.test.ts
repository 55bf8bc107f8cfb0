// Object types are declared with simpleResolvers (src/graphql/schema.ts): a field is read by graphql-js's
// default resolver unless a resolver class has a method for it. A new type declared without the option
// would wrap each of its fields in type-graphql's middleware resolver again: this test finds it.
// The compiled schema is inspected in a process of its own (tsc emits the decorator metadata type-graphql
// reads; the test transform does not, and a second copy of graphql in one process confuses type-graphql).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

const INSPECT = `
import { isObjectType } from "graphql";
import { getMetadataStorage } from "type-graphql";
import { createSchema } from "./dist/src/graphql/schema.js";
const schema = await createSchema();
const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
const withMethods = new Set(getMetadataStorage().fieldResolvers.map((r) => r.getObjectType?.()?.name + "." + r.schemaName));
const wrapped = [], methods = [], read = [];
for (const type of Object.values(schema.getTypeMap())) {
  if (!isObjectType(type) || type.name.startsWith("__") || roots.has(type.name)) continue;
  for (const field of Object.values(type.getFields())) {
    const name = type.name + "." + field.name;
    (field.resolve ? (withMethods.has(name) ? methods : wrapped) : read).push(name);
  }
}
console.log(JSON.stringify({ wrapped, methods, read }));
`;

describe("object types", () => {
  it("resolve only the fields their resolver classes have methods for; every other field is read as it is", () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", INSPECT], { cwd: ROOT, encoding: "utf8" });
    expect(run.stderr).toBe("");
    const { wrapped, methods, read } = JSON.parse(run.stdout) as Record<"wrapped" | "methods" | "read", string[]>;
    expect(wrapped).toEqual([]);
    expect(methods.length).toBeGreaterThan(0); // e.g. a card's text on a date
    expect(read).toEqual(expect.arrayContaining(["ResolutionStep.explanation", "ResolutionStep.citations", "Citation.rule"]));
  });
});
