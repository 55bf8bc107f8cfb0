// Hand-written definitions reviewed against the card text in force (src/engine/cards/versions.ts), tested through
// resolveChain. Heedless Resurrection (UNL-142): the unit played from the trash costs no more Energy and no more
// Power than the friendly unit killed as the additional cost (the catalog's costs; a cost that prints no power
// symbol costs 0 Power); without a friendly unit to kill, the spell can't be played.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, check } from "../helpers/scenario-http.js";

const CARD = `query($code: String!) { card(code: $code, asOf: "2026-08-01") { name executable unsupported } }`;
const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

describe("UNL-142 Heedless Resurrection", () => {
  // Jinx, Demolitionist costs 3 Energy and 1 Power; Immortal Phoenix 3 and 1; Kraken Hunter 3 and 2; Lonely Poro 2 and none.
  const board = { players: [{ id: "p1", deckSize: 20, trash: ["Kraken Hunter", "Immortal Phoenix", "Lonely Poro"] }, { id: "p2", deckSize: 20 }] };
  const objects = [card("k", "Jinx, Demolitionist", "p1", "bf1")];

  it("is executable: its hand-written definition is reviewed against the text in force", async () => {
    expect((await data(CARD, { code: "UNL-142" })).card).toMatchObject({ executable: true, unsupported: [] });
  });

  it("kills the named friendly unit as its cost and plays a unit from the trash with no more Energy and Power, ignoring its cost", async () => {
    await check({
      name: "", board, objects,
      chain: [{ id: "hr", card: "Heedless Resurrection", controller: "p1", costObjects: ["k"], targets: ["p1:trash:1"], destination: "base" }],
      expect: { instructions: { hr: ["EXECUTED"] }, objects: { k: { zone: "TRASH" }, "p1:trash:1": { zone: "BASE", controller: "p1" } } },
    });
  });

  it("a unit with the same Energy but more Power can't be chosen", async () => {
    const r = await check({
      name: "", board, objects,
      chain: [{ id: "hr", card: "Heedless Resurrection", controller: "p1", costObjects: ["k"], targets: ["p1:trash:0"], destination: "base" }],
      expect: { objects: { k: { zone: "BATTLEFIELD" } } },
    });
    expect(text(r)).toMatch(/can't be played: .*costs 2 Power, more than the killed unit's 1/);
  });

  it("a unit whose cost prints no power symbol costs 0 Power", async () => {
    await check({
      name: "", board, objects,
      chain: [{ id: "hr", card: "Heedless Resurrection", controller: "p1", costObjects: ["k"], targets: ["p1:trash:2"], destination: "base" }],
      expect: { instructions: { hr: ["EXECUTED"] }, objects: { "p1:trash:2": { zone: "BASE" } } },
    });
  });

  it("with no friendly unit named to kill, the mandatory additional cost can't be paid and the spell is not played", async () => {
    const r = await check({
      name: "", board, objects,
      chain: [{ id: "hr", card: "Heedless Resurrection", controller: "p1", targets: ["p1:trash:1"], destination: "base" }],
      expect: { objects: { k: { zone: "BATTLEFIELD" } } },
    });
    expect(text(r)).toMatch(/can't be played: its additional cost is to kill a friendly unit, and no unit to kill was named/);
  });
});

describe("SFD-109 Akshan, Mischievous", () => {
  it("is executable: its hand-written definition now has [Weaponmaster]'s play effect and is reviewed against the text in force", async () => {
    expect((await data(CARD, { code: "SFD-109" })).card).toMatchObject({ executable: true, unsupported: [] });
  });

  it("without the additional cost only Weaponmaster triggers: the chosen Equipment its controller controls is attached to him", async () => {
    const r = await check({
      name: "",
      objects: [{ id: "eq", name: "Practice Blade", type: "equipment", owner: "p1", location: "BASE" }],
      chain: [{ id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", targets: ["eq"] }],
      expect: { instructions: { "ak.a0": ["EXECUTED"] }, objects: { eq: { attachedTo: "ak", zone: "BATTLEFIELD", controller: "p1" } } },
    });
    expect(text(r)).toMatch(/play effect does not trigger: its additional cost was not paid/);
  });

  it("with the additional cost paid, both play effects trigger together and their controller orders them (383.3.d)", async () => {
    const chain = [{ id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] }];
    const objects = [{ id: "g", name: "Crate", type: "gear", owner: "p2", location: "BASE" as const }];
    await check({ name: "", objects, chain, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "p1:trigger-order", index: 0, player: "p1", options: ["ak.a0", "ak.a1"] } } });
    await check({
      name: "", objects, chain, choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }],
      expect: { instructions: { "ak.a1": ["EXECUTED", "EXECUTED", "IGNORED"] }, objects: { g: { controller: "p1", zone: "BASE" } } }, // a Crate is not an Equipment: not attached
    });
  });
});
