// The static document limits, one table per rule.
import { describe, expect, it } from "vitest";
import { maxAliasesRule } from "../../../src/graphql/limits/max-aliases.rule.js";
import { maxDepthRule } from "../../../src/graphql/limits/max-depth.rule.js";
import { maxDirectivesRule } from "../../../src/graphql/limits/max-directives.rule.js";
import { bracketNesting } from "../../../src/graphql/limits/max-nesting.check.js";
import { errorsOf, expectErrors, expectValid } from "./harness.js";

describe("maxDepthRule(3)", () => {
  const rule = maxDepthRule(3);
  it.each([
    ["a root leaf", `{ __typename }`],
    ["three levels", `{ rule(number: "1") { parent { number } } }`],
    ["three levels through fragments", `{ rule(number: "1") { ...P } } fragment P on Rule { ... on Rule { parent { number } } }`],
    ["deep siblings of a shallow field", `{ a: rulesReleases { version } b: rule(number: "1") { parent { number } } }`],
  ])("accepts %s", (_what, source) => expectValid(rule, source));

  it.each([
    ["four levels", `{ rule(number: "1") { parent { parent { number } } } }`],
    ["four levels through a fragment", `{ rule(number: "1") { ...P } } fragment P on Rule { parent { parent { number } } }`],
    ["four levels in the second of two operations", `query A { __typename } query B { rules(under: "1") { children { children { number } } } }`],
  ])("refuses %s", (_what, source) => {
    const errors = errorsOf(rule, source);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/nests fields more than 3 levels deep; the depth limit is 3\.$/);
    expect(errors[0].extensions).toEqual({ limit: "depth", max: 3 });
  });

  it("names the operation", () => {
    expectErrors(rule, `query Deep { rule(number: "1") { parent { parent { number } } } }`, ['Operation "Deep" nests fields more than 3 levels deep; the depth limit is 3.']);
  });

  it("terminates on fragment cycles (NoFragmentCyclesRule reports them)", () => {
    expectValid(rule, `{ rule(number: "1") { ...A } } fragment A on Rule { number ...B } fragment B on Rule { ...A }`);
    expect(errorsOf(maxDepthRule(50), `{ rules(under: "1") { ...R } } fragment R on Rule { children { ...R } }`)).toEqual([]);
  });

  it("stops counting one level past the limit", () => {
    const deep = `{ rules(under: "1") { ${"children { ".repeat(1000)}number${" }".repeat(1000)} } }`;
    expect(errorsOf(rule, deep)).toHaveLength(1);
  });
});

describe("maxAliasesRule(2)", () => {
  const rule = maxAliasesRule(2);
  it("counts aliases in operations and fragments together", () => {
    expectValid(rule, `{ a: __typename ...F } fragment F on Query { b: __typename }`);
    expectErrors(rule, `{ a: __typename ...F } fragment F on Query { b: __typename c: __typename }`, ["The document uses 3 aliases; the alias limit is 2."]);
  });
  it("does not count unaliased fields", () => {
    expectValid(rule, `{ __typename rulesReleases { version title } }`);
  });
});

describe("maxDirectivesRule(2)", () => {
  const rule = maxDirectivesRule(2);
  it("counts every directive, wherever it sits", () => {
    expectValid(rule, `query($x: Boolean!) { a: __typename @include(if: $x) b: __typename @skip(if: $x) }`);
    expectErrors(rule, `query($x: Boolean!) { ...F @include(if: $x) } fragment F on Query { a: __typename @include(if: $x) b: __typename @skip(if: $x) }`, [
      "The document uses 3 directives; the directive limit is 2.",
    ]);
  });
});

describe("bracketNesting", () => {
  it.each([
    [`{ __typename }`, 1],
    [`{ rule(number: "1") { parent { number } } }`, 3],
    [`{ cards(filter: { name: "[[[{{{" }) { totalCount } }`, 3],
    [`# {{{{{{\n{ a }`, 1],
    [`{ a(x: [[[1]]]) }`, 5],
    [`{ a { b `, 2],
  ])("%s nests %i deep", (source, depth) => {
    expect(bracketNesting(source, 1_000)).toBe(depth);
  });

  it("reads no more than the token limit", () => {
    expect(bracketNesting(`${"{ ".repeat(10)}${"[".repeat(100)}`, 10)).toBe(10);
  });
});
