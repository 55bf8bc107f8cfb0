// Cards made executable on the cards-attach10 branch: copies that last while an Equipment is attached (477.1.b, 725.1).
// Real cards of the library, compiled from their text; the card text itself is read from the datasets at test time.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

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
