// Optional additional costs that act on the board: killing a friendly gear or unit as the card is played.
// The choice to pay is made as the card is played (355.1.a: paidAdditionalCost), the gear killed is named in
// costObjects, and a play trigger conditioned on that payment triggers only if it was paid.
// Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { check } from "../helpers/scenario-http.js";

const CARD = `query($code: String!) { card(code: $code, asOf: "2026-08-01") { name executable } }`;
const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const gear = (id: string, owner: string) => ({ id, type: "gear", owner, location: "BASE" as const });

describe("an optional kill of a friendly gear as an additional cost, and a play effect only if it was paid (SFD-160 Zaun Punk)", () => {
  it("is executable", async () => {
    expect((await data(CARD, { code: "SFD-160" })).card?.executable).toBe(true);
  });

  it("paid: the named friendly gear is killed as the cost, and the play effect kills the chosen gear", async () => {
    const r = await check({
      name: "",
      objects: [gear("mine", "p1"), gear("theirs", "p2")],
      chain: [{ id: "zp", card: "Zaun Punk", controller: "p1", destination: "base", paidAdditionalCost: true, costObjects: ["mine"], targets: ["theirs"] }],
      expect: { instructions: { "zp.a0": ["EXECUTED"] }, objects: { mine: { zone: "TRASH" }, theirs: { zone: "TRASH" }, zp: { zone: "BASE" } }, cites: { zp: ["355.1.a"] } },
    });
    expect(text(r)).toMatch(/As an optional additional cost, p1 kills mine/);
  });

  it("not paid: no gear is killed and the play effect does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [gear("mine", "p1"), gear("theirs", "p2")],
      chain: [{ id: "zp", card: "Zaun Punk", controller: "p1", destination: "base", targets: ["theirs"] }],
      expect: { objects: { mine: { zone: "BASE" }, theirs: { zone: "BASE" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "zp.a0")).toBe(false);
    expect(text(r)).toMatch(/does not trigger: its additional cost was not paid/);
  });

  it("said to be paid but the gear named is the opponent's: the cost is not paid, so the play effect does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [gear("mine", "p1"), gear("theirs", "p2")],
      chain: [{ id: "zp", card: "Zaun Punk", controller: "p1", destination: "base", paidAdditionalCost: true, costObjects: ["theirs"], targets: ["theirs"] }],
      expect: { objects: { mine: { zone: "BASE" }, theirs: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/No friendly gear was named.*theirs is not a gear p1 controls/);
    expect(r.steps.some((s) => s.chainItem === "zp.a0")).toBe(false);
  });
});

describe("UNL-170 Atakhan: an optional extra cost of killing one of your units (he costs less by its costs); on his attack, the defending player kills one of their own units at that battlefield", () => {
  it("is executable", async () => {
    expect((await data(CARD, { code: "UNL-170" })).card?.executable).toBe(true);
  });

  it("paid: the friendly unit named is killed, and how much less he costs is recorded from its Energy and Power", async () => {
    const r = await check({
      name: "",
      objects: [{ id: "k", card: "Kraken Hunter", owner: "p1", location: "BASE" }],
      chain: [{ id: "ata", card: "Atakhan", controller: "p1", destination: "base", paidAdditionalCost: true, costObjects: ["k"] }],
      expect: { objects: { k: { zone: "TRASH" }, ata: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/p1 kills Kraken Hunter \(k\)\. So Atakhan costs \{1\} less for each of its 3 Energy and \{order\} less for each of its 2 Power/);
  });

  it("his attack trigger: the defender, not his controller, chooses which of their units there dies (it is not a target)", async () => {
    const board = { combat: { battlefield: "bf1", attackers: ["ata"], defenders: ["d1", "d2"] } };
    const objects = [
      { id: "ata", card: "Atakhan", owner: "p1", location: "BATTLEFIELD" as const, battlefield: "bf1" },
      { id: "d1", type: "unit", might: 3, owner: "p2", location: "BATTLEFIELD" as const, battlefield: "bf1" },
      { id: "d2", type: "unit", might: 3, owner: "p2", location: "BATTLEFIELD" as const, battlefield: "bf1" },
      { id: "far", type: "unit", might: 3, owner: "p2", location: "BATTLEFIELD" as const, battlefield: "bf2" },
    ];
    const chain = [{ id: "atk", source: "ata", ability: 1, controller: "p1" }];
    await check({ name: "", board, objects, chain, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "atk", index: 0, player: "p2", options: ["d1", "d2"] } } });
    await check({
      name: "", board, objects, chain, choices: [{ item: "atk", index: 0, option: "d2" }],
      expect: { instructions: { atk: ["EXECUTED"] }, objects: { d1: { zone: "BATTLEFIELD" }, d2: { zone: "TRASH" }, far: { zone: "BATTLEFIELD" } }, cites: { atk: ["355.10.f"] } },
    });
  });
});

describe("VEN-023 Zed, From the Shadows: an optional extra cost of discarding 1; when paid, he makes a 0 {might} Shadow Clone unit token (187.11)", () => {
  const board = { players: [{ id: "p1", deckSize: 20, hand: ["Vengeance", "Hextech Ray"], trash: ["Kraken Hunter"] }, { id: "p2", deckSize: 20 }] };

  it("is executable", async () => {
    expect((await data(CARD, { code: "VEN-023" })).card?.executable).toBe(true);
  });

  it("paid: its controller picks the card discarded as he is played, and the Shadow Clone token enters their base", async () => {
    const chain = [{ id: "zed", card: "Zed, From the Shadows", controller: "p1", destination: "base", paidAdditionalCost: true }];
    await check({ name: "", board, chain, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "zed", index: 0, player: "p1", options: ["Vengeance", "Hextech Ray"] } } });
    await check({
      name: "", board, chain, choices: [{ item: "zed", index: 0, objects: ["Hextech Ray"] }],
      expect: { instructions: { "zed.a0": ["EXECUTED"] }, objects: { "zed.a0.token1": { zone: "BASE", controller: "p1", might: 0 } }, players: { p1: { hand: ["Vengeance"], trash: ["Kraken Hunter", "Hextech Ray"] } }, cites: { zed: ["355.1.a"] } },
    });
  });

  it("not paid: no card is discarded and no token is played", async () => {
    const r = await check({
      name: "", board, chain: [{ id: "zed", card: "Zed, From the Shadows", controller: "p1", destination: "base" }],
      expect: { players: { p1: { handSize: 2 } } },
    });
    expect(r.finalBoard.objects.some((o) => o.id.startsWith("zed.a0"))).toBe(false);
  });

  // The Shadow Clone's own attack trigger (187.11) is tested in test/engine/shadow-clone.test.ts: a request can't name
  // a token it creates as the source of a later chain item.
});
