// docs/client-example compiles in CI: graphql-codegen generates its types from schema/schema.graphql
// and its operations, `tsc --noEmit` accepts the typed client, rejects a misuse of a generated type,
// and the compiled example answers against the test server.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl } from "../helpers/api.js";
import { ROOT, run } from "../helpers/run.js";

const EXAMPLE = join(ROOT, "docs/client-example");
const GENERATED = join(EXAMPLE, "generated/graphql.ts");
const MISUSE = join(EXAMPLE, "generated/misuse.ts");
const TSC = join(ROOT, "node_modules/.bin/tsc");

beforeAll(async () => {
  const codegen = await run(join(ROOT, "node_modules/.bin/graphql-codegen"), ["--config", "docs/client-example/codegen.yml"]);
  expect(codegen.status, codegen.stdout + codegen.stderr).toBe(0);
}, 120_000);

afterAll(() => {
  rmSync(MISUSE, { force: true });
  rmSync(join(EXAMPLE, "dist"), { recursive: true, force: true });
});

describe("docs/client-example", () => {
  it("generates a typed document for every operation", () => {
    const generated = readFileSync(GENERATED, "utf8");
    for (const name of ["RuleAsOf", "SearchCards", "ResolveChain"]) {
      expect(generated).toMatch(new RegExp(`export const ${name}Document = `));
      expect(generated).toMatch(new RegExp(`export type ${name}(Query|Mutation)Variables = `));
    }
  });

  it("type-checks with tsc --noEmit", async () => {
    const tsc = await run(TSC, ["--noEmit", "-p", "docs/client-example/tsconfig.json"]);
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
  });

  it("fails to type-check a wrong variable or a field the operation did not select", async () => {
    writeFileSync(
      MISUSE,
      `import { RuleAsOfDocument } from "./graphql.js";
import { createClient } from "../src/client.js";
const request = createClient("http://localhost:4000/graphql");
export const wrongVariable = () => request(RuleAsOfDocument, { number: 359 });
export const unselected = async () => (await request(RuleAsOfDocument, { number: "1" })).rule?.children;
`,
    );
    try {
      const tsc = await run(TSC, ["--noEmit", "-p", "docs/client-example/tsconfig.json"]);
      expect(tsc.status).not.toBe(0);
      const errors = tsc.stdout.split("\n").filter((line) => line.includes("misuse.ts"));
      expect(errors.some((line) => /misuse\.ts\(4,/.test(line))).toBe(true);
      expect(errors.some((line) => /misuse\.ts\(5,.*children/.test(line))).toBe(true);
    } finally {
      rmSync(MISUSE, { force: true });
    }
  });

  it("runs against the server once compiled", async () => {
    const tsc = await run(TSC, ["-p", "docs/client-example/tsconfig.json"]);
    expect(tsc.status, tsc.stdout).toBe(0);
    expect(existsSync(join(EXAMPLE, "dist/src/main.js"))).toBe(true);
    const main = await run(process.execPath, [join(EXAMPLE, "dist/src/main.js"), apiUrl()]);
    expect(main.stderr).toBe("");
    expect(main.status).toBe(0);
    expect(main.stdout).toMatch(/^rule 359\.3\.e\.5: release v1\.3 \(in force from 2026-03-30\), parent 359\.3\.e/m);
    expect(main.stdout).toMatch(/^resolution [0-9a-f-]{36}: COMPLETE under RUP4$/m);
    expect(main.stdout).toMatch(/^ {2}#\d+ vs: IGNORED \(.*359\.3\.e\.5.*\)$/m);
    expect(main.stdout).toContain("u ends in BASE with 0 damage");
  });
});
