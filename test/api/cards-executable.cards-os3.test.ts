// Origins, Proving Grounds and Spiritforged, more of the long tail (branch cards-os3): real cards of the library,
// compiled from their text, through resolveChain over HTTP. Card texts are read from the library at test time;
// comments describe them.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { check, unit } from "../helpers/scenario-http.js";


// Discarding one card, then dealing damage equal to that card's Energy cost to a unit at a battlefield: the unit is chosen as the spell is
// played; the discarded card, chosen as it resolves, gives the amount (its printed Energy cost, not its Power cost).
describe("damage equal to the Energy cost of the card just discarded", () => {
  const play = (hand: string[], choices: { item: string; index: number; objects: string[] }[] = []) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, hand, trash: [] }, { id: "p2", deckSize: 20 }] },
    objects: [unit("u", "p2", "bf1", { might: 6 })],
    chain: [{ id: "ge", card: "Get Excited!", controller: "p1", targets: ["u"] }],
    choices,
  });

  it("OGN-008 Get Excited!: the discarded card's Energy cost is dealt (4 of a 4-Energy, 2-Power spell)", async () => {
    await executable("Get Excited!");
    await check({ ...play(["Vengeance"]), expect: { instructions: { ge: ["EXECUTED", "EXECUTED"] }, objects: { u: { damage: 4 } }, players: { p1: { handSize: 0, trash: ["Vengeance", "Get Excited!"] } } } });
  });

  it("with two cards in hand, its controller picks the one discarded; that card's cost is the amount", async () => {
    await check({ ...play(["Vengeance", "Sacrifice"], [{ item: "ge", index: 0, objects: ["Sacrifice"] }]), expect: { objects: { u: { damage: 1 } }, players: { p1: { handSize: 1 } } } });
  });

  it("an empty hand discards nothing, so the amount is null and no damage is dealt", async () => {
    await check({ ...play([]), expect: { instructions: { ge: ["IGNORED", "IGNORED"] }, objects: { u: { damage: 0 } } } });
  });

  it("a unit in a base is not a legal target", async () => {
    await check({
      name: "",
      objects: [unit("b", "p2", "base")],
      chain: [{ id: "ge", card: "Get Excited!", controller: "p1", targets: ["b"] }],
      expect: { playIllegal: { ge: { b: "battlefield" } } },
    });
  });
});

// Countering a spell whose cost is at most {E} and at most {any}: the spell chosen is checked by its card's
// printed Energy cost and its number of Power symbols, as it is played and again as it resolves.
describe("a spell target limited by its printed Energy and Power costs", () => {
  const chain = (spell: string, targets: string[]) => [
    { id: "sp", card: spell, controller: "p1", targets },
    { id: "df", card: "Defy", controller: "p2", targets: ["sp"] },
  ];

  it("OGN-045 Defy counters a spell with 1 Energy and one Power symbol", async () => {
    await executable("Defy");
    await check({ name: "", objects: [unit("u", "p2", "bf1")], chain: chain("Hextech Ray", ["u"]), expect: { instructions: { df: ["EXECUTED"] }, kinds: { sp: { ITEM_BEGINS: false } }, objects: { u: { damage: 0 } } } });
  });

  it("a spell with 4 Energy and two Power symbols can't be chosen", async () => {
    await check({ name: "", objects: [unit("u", "p2", "bf1")], chain: chain("Vengeance", ["u"]), expect: { playIllegal: { df: { sp: "Power cost" } } } });
  });

  it("a spell with 5 Energy can't be chosen", async () => {
    await check({ name: "", objects: [], chain: chain("Reinforce", []), expect: { playIllegal: { df: { sp: "Energy cost 5" } } } });
  });
});

// Making a unit token, followed by an optional {P} payment that readies it: the second part is a reflexive trigger with no
// condition (387.2): it goes on the chain as its own item once the spell has resolved (388), "it" being the token.
describe("a reflexive trigger with no condition, about the token just played", () => {
  const play = (choices: { item: string; index: number; option: string }[]) => ({
    name: "",
    objects: [],
    chain: [{ id: "gu", card: "Guards!", controller: "p1" }],
    choices,
  });

  it("SFD-154 Guards!: the token is played exhausted; paying as the reflexive trigger resolves readies it", async () => {
    await executable("Guards!");
    await check({
      ...play([{ item: "gu.delayed", index: 0, option: "accept" }]),
      expect: { instructions: { gu: ["EXECUTED", "EXECUTED"], "gu.delayed": ["EXECUTED", "EXECUTED"] }, objects: { "gu.token1": { zone: "BASE", exhausted: false, might: 2 } } },
    });
  });

  it("declining to pay leaves the token exhausted", async () => {
    await check({ ...play([{ item: "gu.delayed", index: 0, option: "decline" }]), expect: { objects: { "gu.token1": { zone: "BASE", exhausted: true } } } });
  });
});
