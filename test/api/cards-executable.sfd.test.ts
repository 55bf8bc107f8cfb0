// Spiritforged's long tail, one small family at a time: a legend's "When you win a combat" (caller placed,
// like "When I win a combat": combat is not simulated) and "all units and gear" as one group. Real cards of
// the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const CARD = `query($name: String!) { card(name: $name, asOf: "2026-08-01") { executable } }`;
async function executable(...names: string[]): Promise<void> {
  for (const name of names) expect((await data(CARD, { name })).card?.executable, `${name} is executable`).toBe(true);
}

describe("a legend's \"When you win a combat\" (placed by the caller)", () => {
  it("Glorious Executioner: its controller draws 1", async () => {
    await executable("Glorious Executioner");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0, deckSize: 5 }, { id: "p2" }] },
      objects: [card("ge", "Glorious Executioner", "p1", "base")],
      chain: [{ id: "win", source: "ge", ability: 0, controller: "p1" }],
      expect: { instructions: { win: ["EXECUTED"] }, players: { p1: { handSize: 1 } } },
    });
  });

  it("Voidreaver: its controller gains 1 XP", async () => {
    await executable("Voidreaver");
    await check({
      name: "",
      board: { players: [{ id: "p1", xp: 2 }, { id: "p2" }] },
      objects: [card("vr", "Voidreaver", "p1", "base")],
      chain: [{ id: "win", source: "vr", ability: 0, controller: "p1" }],
      expect: { instructions: { win: ["EXECUTED"] }, players: { p1: { xp: 3 } } },
    });
  });
});

describe("all units and gear (one group of both kinds)", () => {
  it("Downwell returns every unit and gear on the board, friendly and enemy, to its owner's hand", async () => {
    await executable("Downwell");
    await check({
      name: "",
      board: { players: [{ id: "p1", handSize: 0 }, { id: "p2", handSize: 0 }] },
      objects: [
        unit("a", "p1", "base"), unit("b", "p2", "bf1"), unit("c", "p1", "bf1", { controller: "p2" }),
        { id: "g1", type: "gear", owner: "p1", location: "BASE" }, { id: "g2", type: "gear", owner: "p2", location: "BASE" },
      ],
      chain: [{ id: "dw", card: "Downwell", controller: "p1" }],
      expect: {
        instructions: { dw: ["EXECUTED"] },
        objects: { a: { zone: "HAND" }, b: { zone: "HAND" }, c: { zone: "HAND" }, g1: { zone: "HAND" }, g2: { zone: "HAND" } },
        players: { p1: { handSize: 3 }, p2: { handSize: 2 } },
      },
    });
  });
});
