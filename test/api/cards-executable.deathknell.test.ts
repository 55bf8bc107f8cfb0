// Deathknell's conditions and costs: "If I died alone" / "If I didn't die alone" / "If I was [Mighty]" are part
// of the trigger condition (383.2.a.1), read from what was noted as the unit died (808.1.d.3); units that die in
// the same event (one cleanup's lethal damage, one kill of several units) are all still there when the deaths are
// noted (323.4, 370.1.a.2). "Recycle me to …" is the ability's base cost, paid as it goes on the chain (383.3.b).
// Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

describe("[Deathknell] - If I died alone / If I didn't die alone (SFD-036 Lonely Poro, UNL-156 Loyal Poro)", () => {
  it("both are executable", async () => {
    await executable("SFD-036", "UNL-156");
  });

  it("Lonely Poro killed with no other friendly unit at its battlefield: it died alone, so its controller draws 1", async () => {
    const r = await check({
      name: "",
      objects: [card("poro", "Lonely Poro", "p1", "bf1"), unit("mine", "p1", "bf2"), unit("e", "p2", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["poro"] }],
      expect: { instructions: { "poro.a0": ["EXECUTED"] }, objects: { poro: { zone: "TRASH" } }, players: { p1: { handSize: 1 } }, cites: { "poro.a0": ["808.1"] } },
    });
    expect(text(r)).not.toMatch(/does not trigger/);
  });

  it("Lonely Poro with another friendly unit there: not alone, so nothing triggers", async () => {
    const r = await check({
      name: "",
      objects: [card("poro", "Lonely Poro", "p1", "bf1"), unit("mine", "p1", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["poro"] }],
      expect: { objects: { poro: { zone: "TRASH" } }, players: { p1: { handSize: 0 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "poro.a0")).toBe(false);
    expect(text(r)).toMatch(/does not trigger: it did not die alone.*mine/);
    expect(r.steps.find((s) => /does not trigger/.test(s.explanation))!.citations.map((c) => c.rup4)).toEqual(expect.arrayContaining(["383.2.a.1", "808.1.d.3", "740.2.a"]));
  });

  it("Lonely Poro and the other friendly unit there die together in one cleanup: it did not die alone (the other was still there)", async () => {
    const r = await check({
      name: "",
      objects: [card("poro", "Lonely Poro", "p1", "bf1", { damage: 1 }), unit("mine", "p1", "bf1", { might: 1 })],
      chain: [{ id: "ps", card: "Unchecked Power", controller: "p2" }],
      expect: { objects: { poro: { zone: "TRASH" }, mine: { zone: "TRASH" } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/does not trigger: it did not die alone.*counting those that died with it/);
    expect(r.steps.find((s) => /does not trigger/.test(s.explanation))!.citations.map((c) => c.rup4)).toContain("370.1.a.2");
  });

  it("one kill of several units (The Ruination: kill all units): Lonely Poro and the friendly unit beside it die together, so it did not die alone", async () => {
    const r = await check({
      name: "",
      objects: [card("poro", "Lonely Poro", "p1", "bf1"), unit("mine", "p1", "bf1")],
      chain: [{ id: "ru", card: "The Ruination", controller: "p2" }],
      expect: { objects: { poro: { zone: "TRASH" }, mine: { zone: "TRASH" } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/does not trigger: it did not die alone.*mine, counting those that died with it/);
  });

  it("Loyal Poro: dying with a friendly unit in one cleanup draws 1; dying alone draws nothing", async () => {
    await check({
      name: "",
      objects: [card("poro", "Loyal Poro", "p1", "bf1", { damage: 2 }), unit("mine", "p1", "bf1", { might: 1 })],
      chain: [{ id: "ps", card: "Unchecked Power", controller: "p2" }],
      expect: { instructions: { "poro.a0": ["EXECUTED"] }, objects: { poro: { zone: "TRASH" }, mine: { zone: "TRASH" } }, players: { p1: { handSize: 1 } } },
    });
    const r = await check({
      name: "",
      objects: [card("poro", "Loyal Poro", "p1", "bf1"), unit("mine", "p1", "base")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["poro"] }],
      expect: { objects: { poro: { zone: "TRASH" } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/does not trigger: it died alone/);
  });
});

describe("[Deathknell] - If I was [Mighty], draw 2 (SFD-167 Unsung Hero)", () => {
  it("is executable", async () => {
    await executable("SFD-167");
  });

  it("killed while it had 5 Might (a +3 this turn): its last known Might makes it Mighty, so it draws 2", async () => {
    await check({
      name: "",
      objects: [card("hero", "Unsung Hero", "p1", "bf1", { mightBonus: 3 })],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["hero"] }],
      expect: { instructions: { "hero.a0": ["EXECUTED"] }, players: { p1: { handSize: 2 } } },
    });
  });

  it("killed with its printed 2 Might: not Mighty, nothing triggers", async () => {
    const r = await check({
      name: "",
      objects: [card("hero", "Unsung Hero", "p1", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["hero"] }],
      expect: { objects: { hero: { zone: "TRASH" } }, players: { p1: { handSize: 0 } } },
    });
    expect(text(r)).toMatch(/does not trigger: it was not Mighty as it died \(2 Might/);
  });
});

describe("[Deathknell] - Recycle me to ready your runes (OGN-110 Ekko, Recurrent)", () => {
  it("is executable", async () => {
    await executable("OGN-110");
  });

  it("Ekko is recycled from the trash as the ability goes on the chain (its cost), then the runes are readied (recorded)", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, trash: [] }, { id: "p2", deckSize: 20 }] },
      objects: [card("ekko", "Ekko, Recurrent", "p1", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["ekko"] }],
      expect: { instructions: { "ekko.a1": ["EXECUTED"] }, objects: { ekko: { zone: "MAIN_DECK" } }, players: { p1: { trash: [] } }, cites: { "ekko.a1": ["383.3.b", "416.1"] } },
    });
    expect(text(r)).toMatch(/recycled from p1's trash.*readies all their runes/);
  });
});
