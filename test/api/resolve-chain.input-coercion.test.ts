// resolveChain's input as a variable is coerced by compiled code (src/graphql/input-coercion.ts), graphql-js
// coercing the same value with its lists emptied: the resolver must get the whole input all the same, an
// input written in the document must work as before, and bad input keeps graphql-js's own errors.
import { describe, expect, it } from "vitest";
import { data, gql } from "../helpers/api.js";
import { heavyChain, typicalChain } from "../helpers/chains.js";

const FIELDS = `status summary steps { kind explanation } finalBoard { objects { id zone damage } }`;
const RESOLVE = `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { ${FIELDS} } }`;

/** A JSON value written as a GraphQL literal (the fixtures' one enum field is `location`). */
function literal(value: unknown, key = ""): string {
  if (Array.isArray(value)) return `[${value.map((v) => literal(v)).join(", ")}]`;
  if (value && typeof value === "object") return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${literal(v, k)}`).join(", ")} }`;
  if (key === "location") return String(value);
  return JSON.stringify(value);
}

describe("resolveChain's input, coerced by compiled code", () => {
  it("the resolver gets every object and chain item of a large board given as a variable", async () => {
    const input = heavyChain("2026-08-01", 4242);
    const r = (await data(RESOLVE, { input })).resolveChain;
    expect(r.status).toBe("COMPLETE");
    expect(r.finalBoard.objects).toHaveLength(400);
    expect(r.steps.filter((s: { kind: string }) => s.kind === "ITEM_ADDED")).toHaveLength(100);
  });

  it("an input written in the document answers as the same input given as a variable", async () => {
    const input = typicalChain();
    const asVariable = (await data(RESOLVE, { input })).resolveChain;
    const inDocument = (await data(`mutation { resolveChain(input: ${literal(input)}) { ${FIELDS} } }`)).resolveChain;
    expect(inDocument).toEqual(asVariable);
    expect(asVariable.finalBoard.objects.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining(["u1", "u2"]));
  });

  it("one variable given to two resolveChain fields answers both in full", async () => {
    const input = typicalChain();
    const both = await data(`mutation($input: ResolveChainInput!) { a: resolveChain(input: $input) { ${FIELDS} } b: resolveChain(input: $input) { ${FIELDS} } }`, { input });
    const alone = (await data(RESOLVE, { input })).resolveChain;
    expect(both.a).toEqual(alone);
    expect(both.b).toEqual(alone);
  });

  it("one variable used by two resolveChain fields of a fragment, and one field the document skips, answers each field in full", async () => {
    const input = typicalChain();
    const alone = (await data(RESOLVE, { input })).resolveChain;
    // each field takes the coerced value once; a use that never runs (skipped) only keeps it longer
    const viaFragment = await data(
      `mutation($input: ResolveChainInput!) { ...Both c: resolveChain(input: $input) @skip(if: true) { id } } fragment Both on Mutation { a: resolveChain(input: $input) { ${FIELDS} } b: resolveChain(input: $input) { ${FIELDS} } }`,
      { input },
    );
    expect(viaFragment.a).toEqual(alone);
    expect(viaFragment.b).toEqual(alone);
    expect(viaFragment.c).toBeUndefined();
  });

  it("optional fields given as null answer as the same fields left out (the engine never sees the nulls)", async () => {
    const input = typicalChain();
    const plain = (await data(RESOLVE, { input })).resolveChain;
    // the engine refuses a null XP or controller as a value ("must be a whole number"): these must arrive absent
    const [p1, p2] = input.board.players;
    const [u1, u2] = input.board.objects;
    const withNulls = {
      ...input,
      rulesVersion: null,
      board: { ...input.board, players: [{ ...p1, xp: null, turnsTaken: null, team: null }, p2], objects: [{ ...u1, controller: null, damage: null }, u2] },
    };
    expect((await data(RESOLVE, { input: withNulls })).resolveChain).toEqual(plain);
  });

  it("a field that does not exist, deep in a large board, is graphql-js's 400 naming its path", async () => {
    const input = heavyChain();
    (input.board.objects[123] as Record<string, unknown>).colour = "red";
    const r = await gql(RESOLVE, { input });
    expect(r.status).toBe(400);
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0].message).toContain('at "input.board.objects[123]"');
    expect(r.errors?.[0].message).toContain('"colour"');
  });

  it("a wrong type inside a board object is refused the same way", async () => {
    const input = typicalChain();
    (input.board.objects[1] as Record<string, unknown>).might = "big";
    const r = await gql(RESOLVE, { input });
    expect(r.status).toBe(400);
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0].message).toContain('at "input.board.objects[1].might"');
  });
});
