// Bad input gets BAD_USER_INPUT naming the path and the problem, and nothing is stored (no id comes back).
import { describe, expect, it } from "vitest";
import { RESOLVE_LIMITS } from "../../src/services/resolutions.service.js";
import { reject, unit, type Request } from "../helpers/scenario-http.js";

const vs = (targets: string[]) => [{ id: "vs", card: "Void Seeker", controller: "p1", targets }];
const many = (n: number) => Array.from({ length: n }, (_, i) => unit(`o${i}`, "p1", "base"));
const players = (p1: Record<string, unknown>) => ({ players: [{ id: "p1", ...p1 }, { id: "p2" }] });

const cases: { name: string; request: Request; field: string; message: string | RegExp }[] = [
  { name: "an unknown card on the board", request: { objects: [{ id: "x", card: "No Such Card", owner: "p1", location: "BASE" }], chain: [] }, field: "input.board.objects[0].card", message: 'unknown card "No Such Card"' },
  { name: "an unknown card on the chain", request: { chain: [{ id: "c", card: "Mystery Spell", controller: "p1" }] }, field: "input.chain[0].card", message: 'unknown card "Mystery Spell"' },
  { name: "an unknown battlefield card", request: { board: { battlefields: [{ id: "bf1", card: "Nowhere Peak" }] }, chain: [] }, field: "input.board.battlefields[0].card", message: 'unknown card "Nowhere Peak"' },
  { name: "an unknown card in a hand", request: { board: players({ hand: ["Flash", "Flahs"] }), chain: [] }, field: "input.board.players[0].hand[1]", message: 'unknown card "Flahs"' },
  { name: "an unknown card in a deck", request: { board: players({ deck: ["Not A Card"] }), chain: [] }, field: "input.board.players[0].deck[0]", message: 'unknown card "Not A Card"' },
  { name: "a target that doesn't exist", request: { objects: [unit("u", "p2", "bf1")], chain: vs(["ghost"]) }, field: "input.chain[0].targets[0]", message: 'no object, battlefield or chain item with id "ghost"' },
  { name: "an object at a battlefield that doesn't exist", request: { objects: [unit("u", "p2", "bf9")], chain: [] }, field: "input.board.objects[0].battlefield", message: 'no battlefield with id "bf9"' },
  { name: "an object at a battlefield with no battlefield id", request: { objects: [{ id: "u", type: "unit", might: 2, owner: "p2", location: "BATTLEFIELD" }], chain: [] }, field: "input.board.objects[0].battlefield", message: "object at a battlefield needs a battlefield id" },
  { name: "a facedown card with no battlefield id", request: { objects: [{ id: "h", card: "Hidden Blade", owner: "p1", location: "FACEDOWN" }], chain: [] }, field: "input.board.objects[0].battlefield", message: "needs a battlefield id" },
  { name: "equipment attached to itself", request: { objects: [{ id: "g", type: "equipment", owner: "p1", location: "BASE", attachedTo: "g" }], chain: [] }, field: "input.board.objects[0].attachedTo", message: "equipment cannot be attached to itself" },
  { name: "equipment attached to nothing", request: { objects: [{ id: "g", type: "equipment", owner: "p1", location: "BASE", attachedTo: "zz" }], chain: [] }, field: "input.board.objects[0].attachedTo", message: 'no object with id "zz"' },
  { name: "a chain item with neither card nor source", request: { chain: [{ id: "c", controller: "p1" }] }, field: "input.chain[0]", message: "chain item needs a card or a source" },
  { name: "a chain item whose source doesn't exist", request: { chain: [{ id: "c", source: "ghost", controller: "p1" }] }, field: "input.chain[0].source", message: 'no object with id "ghost"' },
  { name: "a destination that is no battlefield", request: { objects: [unit("u", "p1", "bf1")], chain: [{ id: "r", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "moon" }] }, field: "input.chain[0].destination", message: 'destination must be "base" or a battlefield id' },
  { name: "playedAfter an item that isn't there", request: { chain: [{ id: "c", card: "Flash", controller: "p1", playedAfter: "zz" }] }, field: "input.chain[0].playedAfter", message: 'no other chain item with id "zz"' },
  { name: "an owner who is not a player", request: { objects: [unit("u", "p9", "base")], chain: [] }, field: "input.board.objects[0].owner", message: 'owner "p9" is not a player' },
  { name: "a turn player who is not a player", request: { board: { turnPlayer: "p7" }, chain: [] }, field: "input.board.turnPlayer", message: 'turn player "p7" is not a player' },
  { name: "duplicate ids", request: { objects: [unit("x", "p1", "base"), unit("x", "p2", "base")], chain: [] }, field: "input.board.objects[1].id", message: 'duplicate id "x"' },
  { name: "an unknown object type", request: { objects: [{ id: "x", type: "dragon", owner: "p1", location: "BASE" }], chain: [] }, field: "input.board.objects[0].type", message: 'unknown type "dragon"' },
  { name: "an unknown rulesVersion", request: { rulesVersion: "v9.9", chain: [] }, field: "input.rulesVersion", message: /^input\.rulesVersion: unknown rules version "v9\.9"; known versions: / },
  { name: "asOf before the first release", request: { asOf: "2025-01-01", chain: [] }, field: "input.asOf", message: "input.asOf: no rules release was in force on 2025-01-01: the first release, 2025-06-02, took effect on 2025-06-02" },
  { name: "both asOf and rulesVersion", request: { asOf: "2026-08-01", rulesVersion: "v1.3", chain: [] }, field: "input.rulesVersion", message: "give either input.rulesVersion or input.asOf, not both" },
  { name: `more than ${RESOLVE_LIMITS.objects} objects`, request: { objects: many(RESOLVE_LIMITS.objects + 1), chain: [] }, field: "input.board.objects", message: `input.board.objects: has ${RESOLVE_LIMITS.objects + 1} entries; the limit is ${RESOLVE_LIMITS.objects}` },
  { name: `more than ${RESOLVE_LIMITS.chain} chain items`, request: { chain: Array.from({ length: RESOLVE_LIMITS.chain + 1 }, (_, i) => ({ id: `c${i}`, card: "Flash", controller: "p1" })) }, field: "input.chain", message: `has ${RESOLVE_LIMITS.chain + 1} entries; the limit is ${RESOLVE_LIMITS.chain}` },
  { name: `a hand longer than ${RESOLVE_LIMITS.listLength}`, request: { board: players({ hand: Array(RESOLVE_LIMITS.listLength + 1).fill("Flash") }), chain: [] }, field: "input.board.players[0].hand", message: `the limit is ${RESOLVE_LIMITS.listLength}` },
  { name: `a text longer than ${RESOLVE_LIMITS.textLength} characters`, request: { objects: [unit("u", "p1", "base", { text: "x".repeat(RESOLVE_LIMITS.textLength + 1) })], chain: [] }, field: "input.board.objects[0].text", message: `the limit is ${RESOLVE_LIMITS.textLength}` },
];

describe("resolveChain rejects bad input with BAD_USER_INPUT naming the path", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const e = await reject(c.request);
      expect(e.extensions?.code).toBe("BAD_USER_INPUT");
      expect(e.extensions?.field).toBe(c.field);
      if (typeof c.message === "string") expect(e.message).toContain(c.message);
      else expect(e.message).toMatch(c.message);
      expect(e.message.startsWith(`${c.field}: `), e.message).toBe(true);
      // nothing was stored: no resolution (and so no id) came back
      expect(e.data ?? null).toBeNull();
      expect(JSON.stringify(e)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    });
  }

  it("lists every problem of a request, each with its path, not only the first", async () => {
    const e = await reject({ objects: [unit("u", "p9", "bf9")], chain: [{ id: "c", controller: "p1" }] });
    expect(e.extensions?.errors).toEqual(
      expect.arrayContaining([
        { field: "input.board.objects[0].owner", message: 'owner "p9" is not a player' },
        { field: "input.board.objects[0].battlefield", message: 'no battlefield with id "bf9"' },
        { field: "input.chain[0]", message: "chain item needs a card or a source" },
      ]),
    );
  });

  it("a location outside the enum is refused by GraphQL itself, naming the path", async () => {
    const e = await reject({ objects: [{ id: "x", type: "unit", owner: "p1", location: "NOWHERE" as never }], chain: [] });
    expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    expect(e.message).toContain('at "input.board.objects[0].location"');
  });
});
