// schema/schema.graphql is committed so every API change shows in review: fail when it is stale.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

describe("schema/schema.graphql", () => {
  it("matches the schema the resolvers build (run `npm run schema` after an API change)", () => {
    const run = spawnSync(process.execPath, [resolve(ROOT, "dist/src/cli/emit-schema.js"), "--check"], { cwd: ROOT, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("keeps the names clients rely on", () => {
    const sdl = readFileSync(resolve(ROOT, "schema/schema.graphql"), "utf8");
    for (const field of [
      "rulesReleases: [RulesRelease!]!",
      "rulesRelease(asOf: Date, version: String): RulesRelease",
      "rule(asOf: Date, number: String!, version: String): Rule",
      "rules(asOf: Date, under: String!, version: String): [Rule!]!",
      "ruleHistory(asOf: Date, number: String!, version: String): [RuleVersionMatch!]!",
      "releaseDiff(from: String!, to: String!): ReleaseDiff!",
      "card(asOf: Date, code: String, name: String): Card",
      "resolveChain(input: ResolveChainInput!): Resolution!",
      "resolution(id: ID!): Resolution",
    ]) {
      expect(sdl).toContain(field);
    }
    expect(sdl).toMatch(/searchRules\([^)]*\): RuleSearchConnection!/);
    expect(sdl).toMatch(/cards\([^)]*\): CardConnection!/);
  });
});
