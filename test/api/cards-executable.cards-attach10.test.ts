// Cards made executable on the cards-attach10 branch: copies that last while an Equipment is attached (477.1.b, 725.1).
// Real cards of the library, compiled from their text; the card text itself is read from the datasets at test time.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { data } from "../helpers/api.js";
import { card, check, input, resolve, RESOLUTION_FIELDS, unit, type Request, type Resolution } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const obj = (r: { finalBoard: { objects: { id: string }[] } }, id: string) => r.finalBoard.objects.find((o) => o.id === id) as Record<string, unknown> | undefined;

// An Equipment whose Equip attaches it; as it attaches (725.1) its controller chooses another friendly unit, and the equipped
// unit is a copy of it (name, types, tags, costs, rules text, printed Might) for as long as it stays attached.
describe("VEN-137 Shady Spectacles: the equipped unit is a copy of another friendly unit while it stays attached", () => {
  const equip = { id: "e", source: "sp", ability: 0, controller: "p1", targets: ["u"] };

  it("is executable", async () => {
    await executable("VEN-137");
  });

  it("Equip with one other friendly unit: no choice to make, the 2 Might unit becomes a 5 Might copy of Cloud Drake", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2 }), card("sp", "Shady Spectacles", "p1", "base"), card("cd", "Cloud Drake", "p1", "bf2"), unit("foe", "p2", "bf1")],
      chain: [equip],
      expect: { instructions: { e: ["EXECUTED"] }, objects: { u: { might: 5, zone: "BATTLEFIELD", battlefield: "bf1" }, sp: { attachedTo: "u", zone: "BATTLEFIELD", battlefield: "bf1" }, cd: { might: 5 } } },
    });
    expect(text(r)).toMatch(/u becomes a copy of it/);
    expect(text(r)).toMatch(/Cloud Drake \(cd\)/);
  });

  it("two other friendly units: the controller is asked which, and the answer decides the copy", async () => {
    const objects = [unit("u", "p1", "bf1", { might: 2 }), card("sp", "Shady Spectacles", "p1", "base"), card("cd", "Cloud Drake", "p1", "bf2"), unit("small", "p1", "base", { might: 1 })];
    const asked = await resolve({ objects, chain: [equip] });
    expect(asked.status).toBe("NEEDS_CHOICE");
    expect(asked.pendingChoice?.options.sort()).toEqual(["cd", "small"]);
    expect(asked.pendingChoice?.player).toBe("p1");
    const r = await resolve({ objects, chain: [equip], choices: [{ item: "e", index: 0, objects: ["small"] }] });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "u")?.might).toBe(1);
  });

  it("no other friendly unit: nothing is copied and the unit stays as it is", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2 }), card("sp", "Shady Spectacles", "p1", "base"), card("cd", "Cloud Drake", "p2", "bf2")],
      chain: [equip],
      expect: { instructions: { e: ["EXECUTED"] }, objects: { u: { might: 2 }, sp: { attachedTo: "u" } } },
    });
    expect(text(r)).toMatch(/no other unit to choose/);
  });

  it("the copy ends when the Equipment is killed: the unit is its own 2 Might self again", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2 }), card("sp", "Shady Spectacles", "p1", "base"), card("cd", "Cloud Drake", "p1", "bf2")],
      chain: [equip, { id: "bs", card: "Brittle Steel", controller: "p2", targets: ["sp"], playedAfter: "e" }],
      expect: { instructions: { e: ["EXECUTED"], bs: ["EXECUTED"] }, objects: { u: { might: 2 }, sp: { zone: "TRASH" } } },
    });
    expect(r.steps.some((s) => s.kind === "COPY_ENDS" && /u is u again/.test(s.explanation))).toBe(true);
  });

  it("the copy has the copied unit's rules text: the equipped unit uses Arena Kingpin's exhaust ability", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1", { might: 2 }), card("sp", "Shady Spectacles", "p1", "base"), card("ak", "Arena Kingpin", "p1", "bf2"), unit("x", "p1", "bf2", { might: 2 })],
      choices: [{ item: "e", index: 0, objects: ["ak"] }],
      chain: [equip, { id: "ab", source: "u", ability: 1, controller: "p1", targets: ["x"], playedAfter: "e" }],
      expect: { instructions: { e: ["EXECUTED"], ab: ["EXECUTED"] }, objects: { u: { might: 3, exhausted: true }, x: { might: 5 } } },
    });
    expect(text(r)).toMatch(/Arena Kingpin \(ak\)/);
  });

  it("a copy that dies: the Deathknell it has as a copy triggers, and the card in the trash is its own", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, trash: [] }, { id: "p2", deckSize: 20 }] },
      objects: [card("u", "Cloud Drake", "p1", "bf1"), card("sp", "Shady Spectacles", "p1", "base"), card("dr", "Carrion Dredger", "p1", "base")],
      chain: [equip, { id: "hr", card: "Hextech Ray", controller: "p2", targets: ["u"], playedAfter: "e" }],
      expect: { instructions: { e: ["EXECUTED"], hr: ["EXECUTED"] }, objects: { u: { zone: "TRASH" }, sp: { zone: "BASE" }, "u.a0.token1": { zone: "BASE", might: 1 } } },
    });
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.trash).toEqual(["Cloud Drake"]);
  });

  it("given already attached: attachedCopyOf says what the unit copies (5 Might: 3 damage is not lethal)", async () => {
    const r = await resolve({
      objects: [unit("u", "p1", "bf1", { might: 2 }), card("sp", "Shady Spectacles", "p1", "bf1", { attachedTo: "u", attachedCopyOf: "Cloud Drake" })],
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["u"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "u")?.damage).toBe(3);
    expect(obj(r, "u")?.zone).toBe("BATTLEFIELD"); // 5 Might as a copy: 3 damage is not lethal
    expect(r.unsupported).toEqual([]);
  });

  it("given already attached without attachedCopyOf: the answer says the copy is not known", async () => {
    const r = await resolve({
      objects: [unit("u", "p1", "bf1", { might: 2 }), card("sp", "Shady Spectacles", "p1", "bf1", { attachedTo: "u" })],
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["u"] }],
    });
    expect(r.unsupported.join(" ")).toMatch(/attachedCopyOf/);
  });
});

// An Equipment whose Equip attaches it; as it attaches (725.1) the unit's rules text becomes its effect text, appended to the
// unit (136.2.c) for as long as it stays attached: the unit has its abilities twice. Kinds of ability the engine does not
// append to units are reported (the attach is PARTIAL), never guessed.
describe("SFD-059 Svellsongur: the unit's text copied to the Equipment's effect text while it stays attached", () => {
  const equip = { id: "e", source: "sv", ability: 0, controller: "p1", targets: ["u"] };
  const combat = { combat: { battlefield: "bf1", attackers: ["u"], defenders: ["foe"] } };

  it("is executable", async () => {
    await executable("SFD-059");
  });

  it("on an attacking [Assault 2] unit: its Assault counts twice (3 + 2 + 2 Might, and Svellsongur's +0)", async () => {
    const r = await check({
      name: "",
      board: combat,
      objects: [card("u", "Laurent Duelist", "p1", "bf1"), card("sv", "Svellsongur", "p1", "base"), unit("foe", "p2", "bf1", { might: 9 })],
      chain: [equip],
      expect: { instructions: { e: ["EXECUTED"] }, objects: { u: { might: 7 }, sv: { attachedTo: "u", zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
    expect(text(r)).toMatch(/copied to Svellsongur \(sv\)'s effect text/);
    expect(r.unsupported).toEqual([]);
  });

  it("the copy lasts only while attached: Svellsongur killed, the unit's Assault counts once again", async () => {
    const r = await check({
      name: "",
      board: combat,
      objects: [card("u", "Laurent Duelist", "p1", "bf1"), card("sv", "Svellsongur", "p1", "base"), unit("foe", "p2", "bf1", { might: 9 })],
      chain: [equip, { id: "bs", card: "Brittle Steel", controller: "p2", targets: ["sv"], playedAfter: "e" }],
      expect: { instructions: { e: ["EXECUTED"], bs: ["EXECUTED"] }, objects: { u: { might: 5 }, sv: { zone: "TRASH" } } },
    });
    expect(r.steps.some((s) => s.kind === "COPY_ENDS")).toBe(false); // Svellsongur left the board: a new object, its copy gone with it
  });

  it("a unit with a Deathknell dies: the Deathknell triggers twice, its own and the copy in Svellsongur's effect text", async () => {
    const req = {
      objects: [card("u", "Carrion Dredger", "p1", "bf1"), card("sv", "Svellsongur", "p1", "base")],
      chain: [equip, { id: "hr", card: "Hextech Ray", controller: "p2", targets: ["u"], playedAfter: "e" }],
    };
    const asked = await resolve(req);
    expect(asked.status).toBe("NEEDS_CHOICE"); // two triggers of p1 at once: p1 orders them (383.3.d)
    expect(asked.pendingChoice?.options.sort()).toEqual(["sv.a2", "u.a0"]);
    const r = await resolve({ ...req, choices: [{ item: "p1:trigger-order", index: 0, objects: ["u.a0", "sv.a2"] }] });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "u")?.zone).toBe("TRASH");
    expect(obj(r, "sv")?.zone).toBe("BASE"); // detached as its unit left the board (719.5), then recalled by the cleanup (323.7)
    expect(obj(r, "sv")?.attachedTo).toBeNull();
    const birds = r.finalBoard.objects.filter((o) => o.id.includes(".token") && o.zone === "BASE");
    expect(birds.map((b) => b.might)).toEqual([1, 1]);
  });

  it("given already attached: the unit's text as described is Svellsongur's effect text (Assault counted twice)", async () => {
    const r = await resolve({
      board: combat,
      objects: [card("u", "Laurent Duelist", "p1", "bf1"), card("sv", "Svellsongur", "p1", "bf1", { attachedTo: "u" }), unit("foe", "p2", "bf1", { might: 9 })],
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["u"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "u")?.might).toBe(7);
    expect(obj(r, "u")?.damage).toBe(3);
    expect(r.unsupported).toEqual([]);
  });

  it("an ability of a kind the engine does not append (an exhaust ability) is reported: the attach is PARTIAL", async () => {
    const r = await check({
      name: "",
      objects: [card("u", "Arena Kingpin", "p1", "bf1"), card("sv", "Svellsongur", "p1", "base")],
      chain: [equip],
      expect: { instructions: { e: ["PARTIAL"] }, objects: { u: { might: 3 }, sv: { attachedTo: "u" } } },
    });
    expect(r.unsupported.join(" ")).toMatch(/abilities 3 are of kinds the engine does not append/);
    expect(text(r)).toMatch(/Abilities 2 act only as a card is played or enters/);
  });
});

// The final board's battlefields (the harness's query does not ask for them).
interface Battlefield { id: string; card: string | null; controller: string | null; token: boolean; replaced: string | null }
const WITH_BATTLEFIELDS = `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { ${RESOLUTION_FIELDS.replace("finalBoard {", "finalBoard { battlefields { id card controller token replaced }")} } }`;
async function resolveWithBattlefields(r: Request): Promise<Resolution & { finalBoard: { battlefields: Battlefield[] } }> {
  return (await data(WITH_BATTLEFIELDS, { input: input(r) })).resolveChain;
}
const bfOf = (r: { finalBoard: { battlefields: Battlefield[] } }, id: string) => r.finalBoard.battlefields.find((b) => b.id === id);

// A legend's trigger on its controller conquering or holding: its opening cost (exhaust it) paid as it goes on the chain, then the
// battlefield of the trigger is replaced by a Brush battlefield token (438): the same battlefield (its id, control, units), with the
// token's abilities; the card replaced is remembered (swapping back gives it back).
describe("UNL-195 Green Father: a conquered or held battlefield replaced by a Brush battlefield token", () => {
  const board = { battlefields: [{ id: "bf1", card: "Vilemaw's Lair", controller: "p1" }, { id: "bf2" }] };
  const objects = [card("gf", "Green Father", "p1", "base"), card("poro", "Pouty Poro", "p1", "bf1"), unit("plain", "p1", "bf1", { might: 3 }), card("foe", "Pouty Poro", "p2", "bf1")];

  it("is executable", async () => {
    await executable("UNL-195");
  });

  it("a hold at bf1 (placed by the caller), the exhaust paid: bf1 is a Brush token, same id and controller, Poros there +1 Might", async () => {
    const r = await resolveWithBattlefields({ board, objects, chain: [{ id: "h", source: "gf", ability: 0, controller: "p1", battlefield: "bf1" }], choices: [{ item: "h", index: 0, option: "accept" }] });
    expect(r.status).toBe("COMPLETE");
    expect(bfOf(r, "bf1")).toEqual({ id: "bf1", card: "Brush", controller: "p1", token: true, replaced: "Vilemaw's Lair" });
    expect(bfOf(r, "bf2")).toEqual({ id: "bf2", card: null, controller: null, token: false, replaced: null });
    expect(obj(r, "gf")?.exhausted).toBe(true);
    expect(obj(r, "poro")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1", might: 3 });
    expect(obj(r, "foe")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1", might: 3 }); // any player's Poro here
    expect(obj(r, "plain")).toMatchObject({ battlefield: "bf1", might: 3 });
    expect(text(r)).toMatch(/Replaces Vilemaw's Lair \(bf1\) with a Brush battlefield token/);
  });

  it("declined: the legend stays ready and the battlefield is unchanged", async () => {
    const r = await resolveWithBattlefields({ board, objects, chain: [{ id: "h", source: "gf", ability: 0, controller: "p1", battlefield: "bf1" }], choices: [{ item: "h", index: 0, option: "decline" }] });
    expect(r.status).toBe("COMPLETE");
    expect(bfOf(r, "bf1")).toEqual({ id: "bf1", card: "Vilemaw's Lair", controller: "p1", token: false, replaced: null });
    expect(obj(r, "gf")?.exhausted).toBe(false);
    expect(obj(r, "poro")?.might).toBe(2);
  });
});

// The Brush battlefield token (187.8): a Might bonus for units with one of five tags there, and a trigger on scoring there (placed by
// the caller) that may swap it back to the battlefield it replaced (438.7), which the board names with `replaced`.
describe("UNL-T03 Brush: +1 Might to Birds, Cats, Dogs, Poros and Ivern units here; swapped back when scored", () => {
  const board = { battlefields: [{ id: "bf1", card: "Brush", controller: "p1", replaced: "Vilemaw's Lair" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-T03");
  });

  it("a Poro here has +1 Might, counted once for a unit with two of the tags; a unit elsewhere or without them has none", async () => {
    const r = await resolveWithBattlefields({
      board,
      objects: [card("poro", "Pouty Poro", "p1", "bf1"), unit("two", "p2", "bf1", { might: 2, tagsGained: ["Bird", "Cat"] }), unit("plain", "p1", "bf1", { might: 2 }), card("away", "Pouty Poro", "p1", "bf2")],
      chain: [{ id: "hr", card: "Hextech Ray", controller: "p2", targets: ["plain"] }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "poro")?.might).toBe(3);
    expect(obj(r, "two")?.might).toBe(3);
    expect(obj(r, "away")?.might).toBe(2);
    expect(bfOf(r, "bf1")).toEqual({ id: "bf1", card: "Brush", controller: "p1", token: true, replaced: "Vilemaw's Lair" });
  });

  it("scored (the caller places the trigger) and accepted: bf1 is Vilemaw's Lair again, the Poro there loses the bonus", async () => {
    const r = await resolveWithBattlefields({
      board, objects: [card("poro", "Pouty Poro", "p1", "bf1")],
      chain: [{ id: "s", source: "bf1", ability: 1, controller: "p1" }], choices: [{ item: "s", index: 0, option: "accept" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(bfOf(r, "bf1")).toEqual({ id: "bf1", card: "Vilemaw's Lair", controller: "p1", token: false, replaced: null });
    expect(obj(r, "poro")).toMatchObject({ battlefield: "bf1", might: 2 });
  });

  it("a Brush the board gives without `replaced`: swapping back does nothing, and the transcript says why", async () => {
    const r = await resolveWithBattlefields({
      board: { battlefields: [{ id: "bf1", card: "Brush", controller: "p1" }, { id: "bf2" }] },
      chain: [{ id: "s", source: "bf1", ability: 1, controller: "p1" }], choices: [{ item: "s", index: 0, option: "accept" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(bfOf(r, "bf1")?.card).toBe("Brush");
    expect(text(r)).toMatch(/did not replace a battlefield the board knows of/);
  });

  it("Green Father's Brush, then scored there: swapped back to the card it replaced", async () => {
    const r = await resolveWithBattlefields({
      board: { battlefields: [{ id: "bf1", card: "Vilemaw's Lair", controller: "p1" }, { id: "bf2" }] },
      objects: [card("gf", "Green Father", "p1", "base")],
      chain: [{ id: "h", source: "gf", ability: 0, controller: "p1", battlefield: "bf1" }, { id: "s", source: "bf1", ability: 1, controller: "p1", playedAfter: "h" }],
      choices: [{ item: "h", index: 0, option: "accept" }, { item: "s", index: 0, option: "accept" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(bfOf(r, "bf1")).toEqual({ id: "bf1", card: "Vilemaw's Lair", controller: "p1", token: false, replaced: null });
  });
});

// A unit whose play adds the Baron Pit battlefield token (187.9) to the board if none is there, and then enters there (369.3): the
// token gets the id `<unit>.token1` (here the chain item that played it), nobody controls it until the unit arrives alone and its
// controller conquers it.
describe("UNL-147 Baron Nashor: adds the Baron Pit battlefield token and enters there", () => {
  it("is executable", async () => {
    await executable("UNL-147");
  });

  it("played to base: the Baron Pit is added as bn.token1, Baron enters there and p1 conquers it; other friendly units +2", async () => {
    const r = await resolveWithBattlefields({ objects: [unit("mine", "p1", "bf1", { might: 2 })], chain: [{ id: "bn", card: "Baron Nashor", controller: "p1" }] });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "bn")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bn.token1", might: 12 });
    expect(obj(r, "mine")?.might).toBe(4);
    expect(r.finalBoard.battlefields.map((b) => b.id)).toEqual(["bf1", "bf2", "bn.token1"]);
    expect(bfOf(r, "bn.token1")).toEqual({ id: "bn.token1", card: "Baron Pit", controller: "p1", token: true, replaced: null });
  });

  it("with Green Father: Baron conquers the Baron Pit it added, and the pit (a token) is replaced by Brush: nothing to swap back", async () => {
    const r = await resolveWithBattlefields({
      objects: [card("gf", "Green Father", "p1", "base")],
      chain: [{ id: "bn", card: "Baron Nashor", controller: "p1" }, { id: "s", source: "bn.token1", ability: 1, controller: "p1", playedAfter: "gf.a0" }],
      choices: [{ item: "gf.a0", index: 0, option: "accept" }, { item: "s", index: 0, option: "accept" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "gf")?.exhausted).toBe(true);
    expect(bfOf(r, "bn.token1")).toEqual({ id: "bn.token1", card: "Brush", controller: "p1", token: true, replaced: null });
    expect(obj(r, "bn")).toMatchObject({ battlefield: "bn.token1" });
    expect(text(r)).toMatch(/Baron Pit \(bn\.token1\) was a token: it stops existing in banishment/);
    expect(text(r)).toMatch(/replaced a battlefield token, which stopped existing/);
  });

  it("the Baron Pit already on the board: none is added and Baron enters where it was played", async () => {
    const r = await resolveWithBattlefields({
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "pit", card: "Baron Pit", controller: "p2" }] },
      chain: [{ id: "bn", card: "Baron Nashor", controller: "p1", destination: "bf1" }],
    });
    expect(r.status).toBe("COMPLETE");
    expect(obj(r, "bn")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf1" });
    expect(r.finalBoard.battlefields.map((b) => b.id)).toEqual(["bf1", "pit"]);
    expect(bfOf(r, "pit")).toEqual({ id: "pit", card: "Baron Pit", controller: "p2", token: true, replaced: null });
  });
});
