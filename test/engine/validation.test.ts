/** Input validation: user mistakes come back as typed errors with a path, never as exceptions. */
import { describe, expect, it } from "vitest";
import type { ChainItemInput, GameObjectInput } from "../../src/engine/index.js";
import { run, unit } from "./harness.js";

const cases: { name: string; objects?: GameObjectInput[]; chain?: ChainItemInput[]; path: string; message: string }[] = [
  { name: "unknown card", objects: [{ id: "x", card: "No Such Card", owner: "p1", location: "BASE" }], path: "board.objects[0].card", message: "unknown card" },
  { name: "unit at a battlefield without battlefield id", objects: [{ id: "x", type: "Unit", might: 2, owner: "p1", location: "BATTLEFIELD" }], path: "board.objects[0].battlefield", message: "object at a battlefield needs a battlefield id" },
  { name: "facedown without battlefield id", objects: [{ id: "x", card: "Hidden Blade", owner: "p1", location: "FACEDOWN" }], path: "board.objects[0].battlefield", message: "needs a battlefield id" },
  { name: "unknown battlefield", objects: [unit("x", "p1", "nowhere")], path: "board.objects[0].battlefield", message: "no battlefield" },
  { name: "equipment attached to itself", objects: [{ id: "g", type: "equipment", owner: "p1", location: "BASE", attachedTo: "g" }], path: "board.objects[0].attachedTo", message: "attached to itself" },
  { name: "attachedTo missing", objects: [{ id: "g", type: "equipment", owner: "p1", location: "BASE", attachedTo: "zz" }], path: "board.objects[0].attachedTo", message: "no object" },
  { name: "owner not a player", objects: [unit("x", "p9", "base")], path: "board.objects[0].owner", message: "not a player" },
  { name: "controller not a player", objects: [unit("x", "p1", "base", { controller: "p9" })], path: "board.objects[0].controller", message: "not a player" },
  { name: "duplicate ids", objects: [unit("x", "p1", "base"), unit("x", "p2", "base")], path: "board.objects[1].id", message: "duplicate id" },
  { name: "no card and no type", objects: [{ id: "x", owner: "p1", location: "BASE" }], path: "board.objects[0].type", message: "needs a type" },
  { name: "item with neither card nor source", chain: [{ id: "c", controller: "p1" }], path: "chain[0]", message: "needs a card or a source" },
  { name: "unknown target", chain: [{ id: "c", card: "Void Seeker", controller: "p1", targets: ["ghost"] }], path: "chain[0].targets[0]", message: "no object, battlefield or chain item" },
  { name: "unknown source", chain: [{ id: "c", source: "ghost", controller: "p1" }], path: "chain[0].source", message: "no object" },
  { name: "unknown playedAfter", chain: [{ id: "c", card: "Flash", controller: "p1", playedAfter: "zz" }], path: "chain[0].playedAfter", message: "no other chain item" },
  { name: "chain controller not a player", chain: [{ id: "c", card: "Flash", controller: "p7" }], path: "chain[0].controller", message: "not a player" },
  { name: "unknown chain card", chain: [{ id: "c", card: "Mystery", controller: "p1" }], path: "chain[0].card", message: "unknown card" },
];

describe("validation", () => {
  for (const c of cases) {
    it(c.name, () => {
      const r = run({ objects: c.objects ?? [], chain: c.chain ?? [] });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.errors).toContainEqual({ path: c.path, message: expect.stringContaining(c.message) });
    });
  }

  it("object type is case-insensitive", () => {
    const r = run({ objects: [{ id: "x", type: "Unit", might: 2, owner: "p1", location: "BASE" }, { id: "y", type: "UNIT", might: 2, owner: "p1", location: "BASE" }], chain: [] });
    expect(r.ok).toBe(true);
  });
});
