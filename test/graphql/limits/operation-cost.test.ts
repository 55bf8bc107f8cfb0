// The cost model: weights, list sizes, `first` from literals, variables and defaults.
import { describe, expect, it } from "vitest";
import { costOf } from "./harness.js";

describe("operation cost", () => {
  it.each([
    ["a leaf", `{ __typename }`, {}, 0],
    ["a rule lookup", `{ rule(number: "1") { number text } }`, {}, 1],
    ["a rule with its release and parent", `{ rule(number: "1") { number release { version } parent { number } } }`, {}, 3],
    ["a resolveChain", `mutation { resolveChain(input: { board: { turnPlayer: "a", players: [], battlefields: [], objects: [] }, chain: [] }) { id } }`, {}, 100],
    ["cards at the default page size", `{ cards { edges { node { code } } } }`, {}, 5 + 20 * 2],
    ["cards(first: 7) in a literal", `{ cards(first: 7) { totalCount pageInfo { endCursor } edges { node { code } } } }`, {}, 5 + 1 + 7 * 2],
    ["cards(first: $n) from a variable", `query($n: Int) { cards(first: $n) { edges { node { code } } } }`, { n: 50 }, 5 + 50 * 2],
    ["cards(first: $n) from a default", `query($n: Int = 3) { cards(first: $n) { edges { node { code } } } }`, {}, 5 + 3 * 2],
    ["cards(first: $n) with $n null", `query($n: Int) { cards(first: $n) { edges { node { code } } } }`, { n: null }, 5 + 20 * 2],
    ["a list of scalars", `{ rule(number: "1") { examples } }`, {}, 1],
    ["rule children at their assumed length", `{ rule(number: "1") { children { number } } }`, {}, 1 + 10],
    ["nested lists multiplied", `{ rules(under: "1") { children { children { number } } } }`, {}, 100 * (1 + 10 * (1 + 10))],
    ["fragments counted where spread", `{ a: rule(number: "1") { ...R } b: rule(number: "2") { ...R } } fragment R on Rule { parent { number } }`, {}, 2 * (1 + 1)],
  ])("%s", (_what, source, variables, cost) => {
    expect(costOf(source, variables)).toBe(cost);
  });

  it("makes resolveChain cost a hundred rule lookups", () => {
    expect(costOf(`mutation { resolveChain(input: { board: { turnPlayer: "a", players: [], battlefields: [], objects: [] }, chain: [] }) { id } }`)).toBe(100 * costOf(`{ rule(number: "1") { number } }`));
  });

  it("counts a fragment bomb in linear time", () => {
    const fragments = Array.from({ length: 40 }, (_, i) => (i === 0 ? `fragment F0 on Query { rulesReleases { version } }` : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`)).join(" ");
    const started = performance.now();
    expect(costOf(`{ ...F39 } ${fragments}`)).toBe(2 ** 39 * 10);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each([
    [{ n: 101 }, "first: must be between 1 and 100 (got 101)"],
    [{ n: 0 }, "first: must be between 1 and 100 (got 0)"],
    [{ n: 1.5 }, "first: must be between 1 and 100 (got 1.5)"],
    [{ n: 1e12 }, "first: must be between 1 and 100 (got 1000000000000)"],
  ])("refuses %o", (variables, message) => {
    expect(() => costOf(`query($n: Int) { searchRules(text: "x", first: $n) { totalCount } }`, variables)).toThrow(message);
  });

  it("leaves a first that is not a number to coercion", () => {
    expect(costOf(`query($n: Int) { cards(first: $n) { edges { node { code } } } }`, { n: "many" })).toBe(5 + 20 * 2);
  });
});
