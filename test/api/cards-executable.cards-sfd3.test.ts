// Phrases made executable on the cards-sfd3 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { card, check, unit, type Choice, type Resolution } from "../helpers/scenario-http.js";
import { executable, executableCard } from "../helpers/executable.js";

const text = (r: Resolution) => r.steps.map((s) => s.explanation).join(" | ");

// An Equip ability with a dash and more than one cost: the resources are paid outside the engine, the other cost by
// the engine as the ability is played (a friendly unit named in costObjects is killed; cards recycled from the trash
// are recorded), then the Equipment is attached to the chosen unit (434).
describe("'[Equip] - {P}, <another cost>' (SFD-178 Blade of the Ruined King, SFD-150 Last Rites)", () => {
  it("are executable", async () => {
    await executable("SFD-178", "SFD-150");
  });

  it("Blade of the Ruined King: the friendly unit named as the cost dies, the Equipment is attached to the chosen unit", async () => {
    const blade = await executableCard("SFD-178");
    const r = await check({
      name: "",
      objects: [card("b", blade, "p1", "base"), unit("u", "p1", "bf1"), unit("k", "p1", "base")],
      chain: [{ id: "eq", source: "b", ability: 0, controller: "p1", targets: ["u"], costObjects: ["k"] }],
      expect: { instructions: { eq: ["EXECUTED"] }, objects: { k: { zone: "TRASH" }, b: { attachedTo: "u", zone: "BATTLEFIELD" } } },
    });
    expect(text(r)).toMatch(/kills k/);
  });

  it("Blade of the Ruined King: without a friendly unit named to kill, the Equip ability can't be played", async () => {
    const blade = await executableCard("SFD-178");
    await check({
      name: "",
      objects: [card("b", blade, "p1", "base"), unit("u", "p1", "bf1"), unit("e", "p2", "base")],
      chain: [{ id: "eq", source: "b", ability: 0, controller: "p1", targets: ["u"], costObjects: ["e"] }],
      expect: { kinds: { eq: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { e: { zone: "BASE" }, b: { attachedTo: null } } },
    });
  });

  it("Last Rites: recycling two cards from the trash is recorded as the cost, then it is attached", async () => {
    const rites = await executableCard("SFD-150");
    const r = await check({
      name: "",
      objects: [card("lr", rites, "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "eq", source: "lr", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { instructions: { eq: ["EXECUTED"] }, objects: { lr: { attachedTo: "u" } } },
    });
    expect(text(r)).toMatch(/recycles 2 card\(s\) from their trash/);
  });
});

// An Equipment's effect text with a "when I conquer or hold" trigger (its unit's, 136.2) that may play a unit from its
// controller's trash with its costs paid as usual (outside the engine); where it goes is chosen (355.2).
describe("an Equipment's conquer-or-hold trigger playing a unit from the trash, costs paid (SFD-150 Last Rites)", () => {
  const conquer = (trash: string[]) => ({
    name: "",
    board: { players: [{ id: "p1", hand: [], trash, deckSize: 20 }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
    objects: [card("unf", "Unforgiven", "p1", "base"), unit("u", "p1", "base"), card("lr", "Last Rites", "p1", "base", { attachedTo: "u" })],
    chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["u"], destination: "bf1" }],
  });

  it("its unit conquers: the trigger plays the chosen unit from the trash, paying its costs (outside the engine)", async () => {
    const r = await check({
      ...conquer(["Petty Officer", "Sun Disc"]),
      choices: [{ item: "lr.a1", index: 0, objects: ["p1:trash:0"] }, { item: "lr.a1", index: 1, accept: true }, { item: "lr.a1", index: 2, option: "base" }],
      expect: { instructions: { "lr.a1": ["EXECUTED"] }, objects: { u: { battlefield: "bf1" }, "p1:trash:0": { zone: "BASE" } }, players: { p1: { trash: ["Sun Disc"] } } },
    });
    expect(text(r)).toMatch(/paying its costs \(outside the engine\)/);
  });

  it("declined, nothing is played; a gear in the trash is no legal choice", async () => {
    await check({
      ...conquer(["Petty Officer"]),
      choices: [{ item: "lr.a1", index: 0, objects: ["p1:trash:0"] }, { item: "lr.a1", index: 1, accept: false }],
      expect: { instructions: { "lr.a1": ["IGNORED"] }, players: { p1: { trash: ["Petty Officer"] } } },
    });
    await check({
      ...conquer(["Sun Disc"]),
      choices: [{ item: "lr.a1", index: 0, objects: ["p1:trash:0"] }],
      expect: { kinds: { "lr.a1": { PLAY_ILLEGAL: true, INSTRUCTION: false } }, players: { p1: { trash: ["Sun Disc"] } } },
    });
  });

  it("a unit without it conquering: no trigger", async () => {
    const r = await check({
      ...conquer(["Petty Officer"]),
      objects: [card("unf", "Unforgiven", "p1", "base"), unit("u", "p1", "base"), card("lr", "Last Rites", "p1", "base")],
      expect: { objects: { u: { battlefield: "bf1" } }, players: { p1: { trash: ["Petty Officer"] } } },
    });
    expect(r.steps.some((s) => s.chainItem === "lr.a1")).toBe(false);
  });
});

// A static ability replacing how its controller's tokens enter (369.3): unit tokens and gear tokens alike enter ready,
// even one an effect plays exhausted; other players' tokens are not its controller's.
describe("a static making its controller's tokens enter ready (SFD-171 Renata Glasc, Industrialist)", () => {
  it("is executable", async () => {
    await executable("SFD-171");
  });

  it("its controller's unit token enters ready", async () => {
    const r = await check({
      name: "",
      objects: [card("rg", "Renata Glasc, Industrialist", "p1", "base")],
      chain: [{ id: "dc", card: "Desert's Call", controller: "p1", destination: "base" }],
      expect: { instructions: { dc: ["EXECUTED"] }, objects: { "dc.token1": { zone: "BASE", exhausted: false } }, cites: { dc: ["369.3"] } },
    });
    expect(text(r)).toMatch(/makes p1's tokens enter ready/);
  });

  it("a Gold gear token played exhausted enters ready", async () => {
    await check({
      name: "",
      objects: [card("rg", "Renata Glasc, Industrialist", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "wp", card: "Wages of Pain", controller: "p1", targets: ["e"] }],
      expect: { instructions: { wp: ["EXECUTED", "EXECUTED"] }, objects: { "wp.token1": { zone: "BASE", exhausted: false } } },
    });
  });

  it("an opponent's tokens enter as usual", async () => {
    await check({
      name: "",
      objects: [card("rg", "Renata Glasc, Industrialist", "p1", "base")],
      chain: [{ id: "dc", card: "Desert's Call", controller: "p2", destination: "base" }],
      expect: { objects: { "dc.token1": { zone: "BASE", exhausted: true, controller: "p2" } } },
    });
  });
});

// Tokens played for each object matching as the spell resolves, then a reflexive trigger (387.2) whose "up to two of
// them" chooses among those tokens as it goes on the chain (355.5.b).
describe("tokens counted per Equipment, then a reflexive trigger readying some of them (SFD-198 Arise!)", () => {
  const arise = (objects: ReturnType<typeof unit>[], tokens?: string[]) => ({
    name: "",
    objects,
    chain: [{ id: "ar", card: "Arise!", controller: "p1", destination: "base" }],
    ...(tokens ? { choices: [{ item: "ar.delayed", index: 0, objects: tokens }] } : {}),
  });
  const equipment = (id: string, owner: string, extra = {}) => card(id, "Doran's Shield", owner, "base", extra);

  it("is executable", async () => {
    await executable("SFD-198");
  });

  it("three Equipment of its controller (one attached): three tokens; the two chosen of them are readied", async () => {
    const r = await check({
      ...arise([equipment("e1", "p1"), equipment("e2", "p1"), unit("u", "p1", "bf1"), equipment("e3", "p1", { location: "BATTLEFIELD", battlefield: "bf1", attachedTo: "u" }), equipment("x", "p2")], ["ar.token1", "ar.token3"]),
      expect: {
        instructions: { ar: ["EXECUTED", "EXECUTED"], "ar.delayed": ["EXECUTED"] },
        objects: { "ar.token1": { exhausted: false, might: 2 }, "ar.token2": { exhausted: true }, "ar.token3": { exhausted: false } },
      },
    });
    expect(text(r)).toMatch(/3 match: p1 plays 3 2 Might Sand Soldier unit tokens/);
  });

  it("an opponent's Equipment is not counted; a unit that is not one of the tokens can't be chosen", async () => {
    await check({
      ...arise([equipment("e1", "p1"), equipment("x", "p2"), unit("u", "p1", "base", { exhausted: true })], ["ar.token1", "u"]),
      expect: { kinds: { "ar.delayed": { PLAY_ILLEGAL: true } }, objects: { "ar.token1": { exhausted: true }, u: { exhausted: true } } },
    });
  });

  it("no Equipment: no token is played, and the reflexive trigger has nothing to name", async () => {
    const r = await check({
      ...arise([equipment("x", "p2")]),
      expect: { instructions: { ar: ["IGNORED", "IGNORED"] } },
    });
    expect(r.finalBoard.objects.some((o) => o.id.startsWith("ar.token"))).toBe(false);
  });
});

// An optional attach of at most one Equipment chosen as the spell is played, with the controller of the unit chosen
// before it (355.9.b), attached to that unit if its controller wants (434); and a conquer ability the unit has this
// turn (477.2.a), for its controller, "me" being that unit.
describe("an optional attach of an Equipment with the moved unit's controller, and a conquer ability granted this turn (SFD-184 Relentless Pursuit)", () => {
  const pursue = (targets: string[], choices: Choice[] = [], more: ReturnType<typeof unit>[] = []) => ({
    name: "",
    board: { battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base"), card("e", "Doran's Shield", "p1", "base"), ...more],
    chain: [{ id: "rp", card: "Relentless Pursuit", controller: "p1", targets, destination: "bf1" }],
    choices,
  });

  it("is executable", async () => {
    await executable("SFD-184");
  });

  it("moved, equipped, it conquers: its granted ability may move it back to its base (the Equipment with it)", async () => {
    const r = await check({
      ...pursue(["u", "e"], [{ item: "rp", index: 0, accept: true }, { item: "rp.delayed", index: 0, accept: true }]),
      expect: { instructions: { rp: ["EXECUTED", "EXECUTED", "EXECUTED"], "rp.delayed": ["EXECUTED"] }, objects: { u: { zone: "BASE" }, e: { attachedTo: "u", zone: "BASE" } }, cites: { rp: ["477.2.a"] } },
    });
    expect(text(r)).toMatch(/u conquered bf1/);
  });

  it("declining both: the unit stays at the battlefield it conquered, the Equipment unattached", async () => {
    await check({
      ...pursue(["u", "e"], [{ item: "rp", index: 0, accept: false }, { item: "rp.delayed", index: 0, accept: false }]),
      expect: { instructions: { rp: ["EXECUTED", "IGNORED", "EXECUTED"], "rp.delayed": ["IGNORED"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "bf1" }, e: { attachedTo: null, zone: "BASE" } } },
    });
  });

  it("an Equipment of another controller can't be chosen", async () => {
    await check({
      ...pursue(["u", "x"], [], [card("x", "Doran's Shield", "p2", "base")]),
      expect: { playIllegal: { rp: { u: true, x: "same controller" } }, objects: { u: { zone: "BASE" } } },
    });
  });

  it("no Equipment chosen: the unit still moves and has the ability", async () => {
    await check({
      ...pursue(["u"], [{ item: "rp", index: 0, accept: true }, { item: "rp.delayed", index: 0, accept: true }]),
      expect: { instructions: { rp: ["EXECUTED", "IGNORED", "EXECUTED"], "rp.delayed": ["EXECUTED"] }, objects: { u: { zone: "BASE" }, e: { attachedTo: null } } },
    });
  });
});

// An Equipment's effect text with a condition on this turn's history: its unit has the additional Might only if the
// Equipment was attached to that unit this turn (the board's attachedThisTurn, or an attach while the request resolves).
describe("an Equipment's Might bonus only if attached to that unit this turn (SFD-042 Brutalizer)", () => {
  it("is executable", async () => {
    await executable("SFD-042");
  });

  it("attached by its Equip ability in this request: the unit has the additional Might", async () => {
    const plain = await check({
      name: "",
      objects: [unit("u", "p1", "bf1"), card("b", "Brutalizer", "p1", "bf1", { attachedTo: "u" })],
      chain: [],
      expect: {},
    });
    const before = plain.finalBoard.objects.find((o) => o.id === "u")!.might!;
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1"), card("b", "Brutalizer", "p1", "base")],
      chain: [{ id: "eq", source: "b", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { instructions: { eq: ["EXECUTED"] }, objects: { b: { attachedTo: "u" }, u: { might: before + 2 } } },
    });
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1"), card("b", "Brutalizer", "p1", "bf1", { attachedTo: "u", attachedThisTurn: true })],
      chain: [],
      expect: { objects: { u: { might: before + 2 } } },
    });
  });

  it("attached to another unit this turn, then moved to this one: the first unit no longer has it, this one does", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1"), unit("w", "p1", "bf1"), card("b", "Brutalizer", "p1", "bf1", { attachedTo: "w", attachedThisTurn: true })],
      chain: [{ id: "eq", source: "b", ability: 0, controller: "p1", targets: ["u"] }],
      expect: { objects: { b: { attachedTo: "u" } } },
    });
    const might = (id: string) => r.finalBoard.objects.find((o) => o.id === id)!.might;
    expect(might("w")).toBe(3);
    expect(might("u")! - 3).toBeGreaterThanOrEqual(2);
  });
});

// A keyword granted to the player's Mechs (the same grant as "have"), and a conquer trigger whose opening cost recycles another
// friendly unit chosen as it goes on the chain (383.3.b; 416.1), to play a Mech from the trash, its costs paid outside the
// engine, less the recycled unit's Might as it left the board (recorded).
describe("a keyword granted to its controller's Mechs, and a conquer trigger recycling a unit as its cost to play a Mech from the trash (SFD-026 Rumble, Hotheaded)", () => {
  const conquer = (choices: Choice[], trash = ["Adaptatron", "Sun Disc"]) => ({
    name: "",
    board: { players: [{ id: "p1", hand: [], trash, deckSize: 20 }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1", controller: "p2" }, { id: "bf2" }] },
    objects: [card("unf", "Unforgiven", "p1", "base"), card("rh", "Rumble, Hotheaded", "p1", "base"), unit("w", "p1", "base", { might: 2 })],
    chain: [{ id: "ab", source: "unf", ability: 0, controller: "p1", targets: ["rh"], destination: "bf1" }],
    choices,
  });

  it("is executable", async () => {
    await executable("SFD-026");
  });

  it("it conquers: the other unit is recycled as the cost, the Mech is played from the trash, costing 2 less", async () => {
    const r = await check({
      ...conquer([{ item: "rh.a1", index: 0, objects: ["w", "p1:trash:0"] }, { item: "rh.a1", index: 1, accept: true }, { item: "rh.a1", index: 2, option: "base" }]),
      expect: {
        instructions: { "rh.a1": ["EXECUTED", "EXECUTED", "EXECUTED"] },
        objects: { rh: { battlefield: "bf1" }, w: { zone: "MAIN_DECK" }, "p1:trash:0": { zone: "BASE" } },
        players: { p1: { trash: ["Sun Disc"] } },
      },
    });
    expect(text(r)).toMatch(/recycles w \(Might 2\)/);
    expect(text(r)).toMatch(/costs 2 Energy less/);
  });

  it("declining the cost: nothing is recycled or played; a gear can't be chosen as the Mech", async () => {
    await check({
      ...conquer([{ item: "rh.a1", index: 0, objects: ["w", "p1:trash:0"] }, { item: "rh.a1", index: 1, accept: false }]),
      expect: { objects: { w: { zone: "BASE" } }, players: { p1: { trash: ["Adaptatron", "Sun Disc"] } }, kinds: { "rh.a1": { INSTRUCTION: false } } },
    });
    await check({
      ...conquer([{ item: "rh.a1", index: 0, objects: ["w", "p1:trash:1"] }]),
      expect: { objects: { w: { zone: "BASE" } }, kinds: { "rh.a1": { PLAY_ILLEGAL: true, INSTRUCTION: false } } },
    });
  });

  it("its Mechs have Assault while attacking; another controller's Mechs don't", async () => {
    await executable("SFD-026");
    const r = await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["m"], defenders: ["d"] } },
      objects: [card("rh", "Rumble, Hotheaded", "p1", "base"), card("m", "Adaptatron", "p1", "bf1"), card("d", "Adaptatron", "p2", "bf1")],
      chain: [],
      expect: {},
    });
    const might = (id: string) => r.finalBoard.objects.find((o) => o.id === id)!.might;
    expect(might("m")).toBe(might("d")! + 1);
  });
});

// Each player in turn order (303.2.a) decides whether to play a token and plays their own; then its
// controller plays one more for each opponent who did.
describe("each player may play a token; its controller plays more for each opponent who did (SFD-081 Card Sharp)", () => {
  const play = (p1: boolean, p2: boolean) => ({
    name: "",
    objects: [],
    chain: [{ id: "cs", card: "Card Sharp", controller: "p1", destination: "base" }],
    choices: [{ item: "cs.a0", index: 0, accept: p1 }, { item: "cs.a0", index: 1, accept: p2 }],
  });
  const golds = (r: Resolution, player: string) => r.finalBoard.objects.filter((o) => o.id.startsWith("cs.a0.token") && o.controller === player);

  it("is executable", async () => {
    await executable("SFD-081");
  });

  it("both accept: the opponent has one Gold, its controller two, all exhausted", async () => {
    const r = await check({ ...play(true, true), expect: { instructions: { "cs.a0": ["EXECUTED", "EXECUTED"] }, cites: { "cs.a0": ["303.2.a"] } } });
    expect(golds(r, "p2").length).toBe(1);
    expect(golds(r, "p1").length).toBe(2);
    expect([...golds(r, "p1"), ...golds(r, "p2")].every((o) => o.exhausted)).toBe(true);
  });

  it("the opponent declines: its controller has only its own Gold", async () => {
    const r = await check({ ...play(true, false), expect: { instructions: { "cs.a0": ["EXECUTED", "IGNORED"] } } });
    expect(golds(r, "p1").length).toBe(1);
    expect(golds(r, "p2").length).toBe(0);
  });

  it("only the opponent accepts: each has one", async () => {
    const r = await check({ ...play(false, true), expect: { instructions: { "cs.a0": ["EXECUTED", "EXECUTED"] } } });
    expect(golds(r, "p1").length).toBe(1);
    expect(golds(r, "p2").length).toBe(1);
  });
});

// A Quick-Draw another object grants to its controller's Equipment: as such an Equipment is played, "attach it to a unit
// you control" triggers as the printed keyword would (819.1.d); an opponent's Equipment is not granted it.
describe("Quick-Draw granted to its controller's Equipment (SFD-054 Jax, Unmatched)", () => {
  const play = (controller: string, choices: Choice[] = []) => ({
    name: "",
    objects: [card("jax", "Jax, Unmatched", "p1", "bf1"), unit("u", controller, "bf2")],
    chain: [{ id: "ds", card: "Doran's Shield", controller, destination: "base" }],
    choices,
  });

  it("is executable", async () => {
    await executable("SFD-054");
  });

  it("its controller plays an Equipment: it is attached to the chosen unit as it is played", async () => {
    const r = await check({
      ...play("p1", [{ item: "ds.quickdraw", index: 0, objects: ["u"] }]),
      expect: { instructions: { "ds.quickdraw": ["EXECUTED"] }, objects: { ds: { attachedTo: "u", battlefield: "bf2" } }, cites: { "ds.quickdraw": ["819.1.d"] } },
    });
    expect(text(r)).toMatch(/granted \[Quick-Draw\]/);
  });

  it("an opponent's Equipment has no Quick-Draw from it", async () => {
    const r = await check({ ...play("p2"), expect: { objects: { ds: { attachedTo: null, zone: "BASE" } } } });
    expect(r.steps.some((s) => s.chainItem === "ds.quickdraw")).toBe(false);
  });
});
