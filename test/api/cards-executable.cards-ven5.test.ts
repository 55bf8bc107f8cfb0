// Phrases made executable on the cards-ven5 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

/** The default players (20 unknown cards each) with the runes each controls. */
const runes = (p1: number | undefined, p2?: number, extra: Record<string, unknown> = {}) => ({
  players: [{ id: "p1", deckSize: 20, ...(p1 !== undefined ? { runes: p1 } : {}) }, { id: "p2", deckSize: 20, ...(p2 !== undefined ? { runes: p2 } : {}) }],
  ...extra,
});

// The runes a player controls as board input (`runes`, default 0; 161.1.a), with what the chain channels added (430.1).
describe("the runes a player controls, as board input", () => {
  it("a negative or fractional count is refused", async () => {
    expect((await reject({ board: runes(-1), chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: [] }] })).message).toMatch(/runes/);
    expect((await reject({ board: runes(2.5), chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: [] }] })).message).toMatch(/runes/);
  });
});

// A trigger condition on its controller's runes right after the Condition (383.2.a.1), on a trigger the caller places.
describe("when it attacks, with 4 or fewer runes: damage to every enemy unit there (VEN-019 Renekton, Rage Fueled)", () => {
  const objects = () => [card("r", "Renekton, Rage Fueled", "p1", "bf1"), unit("e1", "p2", "bf1"), unit("e2", "p2", "bf1"), unit("f", "p1", "bf1"), unit("e3", "p2", "bf2")];
  const attack = [{ id: "t", source: "r", ability: 1, controller: "p1" }];

  it("is executable", async () => {
    await executable("VEN-019");
  });

  it("p1 controls 4 runes: it triggers and deals 2 to each enemy unit at its battlefield only", async () => {
    await check({
      name: "",
      board: runes(4, 9),
      objects: objects(),
      chain: attack,
      expect: { objects: { e1: { damage: 2 }, e2: { damage: 2 }, f: { damage: 0 }, e3: { damage: 0 } } },
    });
  });

  it("p1 controls 5 runes: it does not trigger, nothing is dealt", async () => {
    const r = await check({
      name: "",
      board: runes(5),
      objects: objects(),
      chain: attack,
      expect: { objects: { e1: { damage: 0 }, e2: { damage: 0 } }, kinds: { t: { INSTRUCTION: false } } },
    });
    expect(text(r)).toMatch(/p1 controls 5 runes \(4 or fewer needed\)/);
  });
});

// The same condition on a move the engine notices during the chain (a spell moving the unit), and on one the caller places.
describe("when it moves, with 4 or fewer runes: draw (VEN-016 Eclipse Dragon)", () => {
  const objects = () => [card("d", "Eclipse Dragon", "p1", "base")];
  const ride = [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["d"], destination: "bf1" }];

  it("is executable", async () => {
    await executable("VEN-016");
  });

  it("moved by Ride the Wind while p1 controls 3 runes: p1 draws 1", async () => {
    await check({ name: "", board: runes(3), objects: objects(), chain: ride, expect: { objects: { d: { zone: "BATTLEFIELD", battlefield: "bf1" } }, players: { p1: { handSize: 1 } } } });
  });

  it("moved while p1 controls 5 runes: no trigger, no draw", async () => {
    const r = await check({ name: "", board: runes(5), objects: objects(), chain: ride, expect: { objects: { d: { zone: "BATTLEFIELD" } }, players: { p1: { handSize: 0 } } } });
    expect(text(r)).toMatch(/does not trigger: p1 controls 5 runes/);
  });

  it("a move the caller places (a standard move): the same condition, checked as it is placed", async () => {
    await check({ name: "", board: runes(4), objects: [card("d", "Eclipse Dragon", "p1", "bf1")], chain: [{ id: "m", source: "d", ability: 1, controller: "p1" }], expect: { players: { p1: { handSize: 1 } } } });
    await check({ name: "", board: runes(6), objects: [card("d", "Eclipse Dragon", "p1", "bf1")], chain: [{ id: "m", source: "d", ability: 1, controller: "p1" }], expect: { players: { p1: { handSize: 0 } } } });
  });
});

// A play effect's condition on its controller's runes as the unit is played, and "If it's [Empowered], X. Otherwise, Y."
describe("when played with 7 or more runes: an enemy gear disempowered, or else killed (VEN-037 Tomb-Raider Barbara)", () => {
  const gear = (extra = {}) => ({ id: "g", owner: "p2", type: "gear", location: "BASE" as const, ...extra });
  const play = [{ id: "b", card: "Tomb-Raider Barbara", controller: "p1", targets: ["g"] }];

  it("is executable", async () => {
    await executable("VEN-037");
  });

  it("7 runes, the gear is not Empowered: it is killed", async () => {
    await check({ name: "", board: runes(7), objects: [gear()], chain: play, expect: { objects: { g: { zone: "TRASH" }, b: { zone: "BASE" } } } });
  });

  it("7 runes, the gear is Empowered: it is disempowered and stays", async () => {
    await check({ name: "", board: runes(7), objects: [gear({ empowered: true })], chain: play, expect: { objects: { g: { zone: "BASE", empowered: false } } } });
  });

  it("6 runes: the play effect does not trigger, the gear stays", async () => {
    const r = await check({ name: "", board: runes(6), objects: [gear()], chain: play, expect: { objects: { g: { zone: "BASE" }, b: { zone: "BASE" } } } });
    expect(text(r)).toMatch(/does not trigger: p1 controls 6 runes \(7 or more needed\) as it is played/);
  });
});

// A damage amount replaced when its controller has enough runes, read as the spell resolves; a delayed trigger on the unit's
// death that channels a rune, adding to the count.
describe("deal 4, or 7 with 7 or more runes; a rune channeled when it dies (VEN-146 Siphoning Strike)", () => {
  const strike = [{ id: "s", card: "Siphoning Strike", controller: "p1", targets: ["e"] }];

  it("is executable", async () => {
    await executable("VEN-146");
  });

  it("6 runes: 4 damage to a 5-Might unit, it survives, nothing is channeled", async () => {
    const r = await check({ name: "", board: runes(6), objects: [unit("e", "p2", "bf1", { might: 5 })], chain: strike, expect: { objects: { e: { damage: 4, zone: "BATTLEFIELD" } } } });
    expect(text(r)).not.toMatch(/channels/);
  });

  it("7 runes: 7 damage, it dies, and p1 channels 1 rune exhausted (now 8)", async () => {
    const r = await check({ name: "", board: runes(7), objects: [unit("e", "p2", "bf1", { might: 5 })], chain: strike, expect: { objects: { e: { zone: "TRASH" } } } });
    expect(text(r)).toMatch(/p1 controls 7 runes \(7 or more needed\)/);
    expect(text(r)).toMatch(/p1 channels 1 rune exhausted \(now controls 8 runes\)/);
  });
});

// A static Might bonus while its controller has N or more runes: read whenever its Might is read, so a rune channeled
// during the chain counts.
describe("+4 Might while its controller has 8 or more runes (OGS-004 Yi, Meditative)", () => {
  it("is executable", async () => {
    await executable("OGS-004");
  });

  it("8 runes: 8 Might; 7 runes: 4 Might", async () => {
    const chain = [{ id: "v", card: "Vengeance", controller: "p1", targets: ["x"] }];
    await check({ name: "", board: runes(8), objects: [card("y", "Yi, Meditative", "p1", "base"), unit("x", "p2", "bf1")], chain, expect: { objects: { y: { might: 8 } } } });
    await check({ name: "", board: runes(7), objects: [card("y", "Yi, Meditative", "p1", "base"), unit("x", "p2", "bf1")], chain, expect: { objects: { y: { might: 4 } } } });
  });

  it("7 runes, then a rune channeled by Siphoning Strike's delayed trigger: 8 Might", async () => {
    await check({
      name: "",
      board: runes(7),
      objects: [card("y", "Yi, Meditative", "p1", "base"), unit("e", "p2", "bf1", { might: 2 })],
      chain: [{ id: "s", card: "Siphoning Strike", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "TRASH" }, y: { might: 8 } } },
    });
  });
});

// A static prevention of the damage an opponent's spells and abilities would deal to the unit, only while its
// controller controls N or more runes.
describe("prevents enemy spell and ability damage while its controller has 7 or more runes (VEN-025 Esteemed Hierophant)", () => {
  const seeker = (controller: string) => [{ id: "vs", card: "Void Seeker", controller, targets: ["h"] }];

  it("is executable", async () => {
    await executable("VEN-025");
  });

  it("7 runes: p2's Void Seeker deals nothing to it", async () => {
    const r = await check({ name: "", board: runes(7), objects: [card("h", "Esteemed Hierophant", "p1", "bf1")], chain: seeker("p2"), expect: { objects: { h: { damage: 0 } } } });
    expect(text(r)).toMatch(/own static ability prevents it: Void Seeker is a spell or ability of p2/);
  });

  it("6 runes: the 4 damage is dealt", async () => {
    await check({ name: "", board: runes(6), objects: [card("h", "Esteemed Hierophant", "p1", "bf1")], chain: seeker("p2"), expect: { objects: { h: { damage: 4 } } } });
  });

  it("7 runes, p1's own spell: not an enemy's, the damage is dealt", async () => {
    await check({ name: "", board: runes(7), objects: [card("h", "Esteemed Hierophant", "p1", "bf1")], chain: seeker("p1"), expect: { objects: { h: { damage: 4 } } } });
  });
});

// A battlefield's conquest trigger with the conquering player's runes as its condition, and a payment as its opening cost.
describe("when you conquer here with 4 or fewer runes: may pay to draw (VEN-162 Protective Sands)", () => {
  const board = (n: number) => runes(n, 0, { battlefields: [{ id: "bf1", card: "Protective Sands" }, { id: "bf2" }] });
  const conquer = [{ id: "c", source: "bf1", ability: 0, controller: "p1" }];

  it("is executable", async () => {
    await executable("VEN-162");
  });

  it("4 runes, paid: p1 draws 1", async () => {
    await check({ name: "", board: board(4), chain: conquer, choices: [{ item: "c", index: 0, accept: true }], expect: { players: { p1: { handSize: 1 } } } });
  });

  it("5 runes: it does not trigger", async () => {
    const r = await check({ name: "", board: board(5), chain: conquer, expect: { players: { p1: { handSize: 0 } }, kinds: { c: { INSTRUCTION: false } } } });
    expect(text(r)).toMatch(/p1 controls 5 runes/);
  });

  it("a conquest the engine sees (a unit moved to p2's empty battlefield), 2 runes: it triggers", async () => {
    await check({
      name: "",
      board: runes(2, 0, { battlefields: [{ id: "bf1", card: "Protective Sands", controller: "p2" }, { id: "bf2" }] }),
      objects: [unit("u", "p1", "base")],
      chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf1" }],
      choices: [{ item: "bf1.a0", index: 0, accept: true }],
      expect: { players: { p1: { handSize: 1 } } },
    });
  });
});

// The condition printed before the Condition (383.1.a): as its controller's Beginning Phase starts (placed by the
// caller), if they control fewer runes than an opponent.
describe("a Beginning Phase trigger while behind an opponent in runes (VEN-005 Forsaken Baccai, VEN-006 Oasis Raider)", () => {
  it("are executable", async () => {
    await executable("VEN-005", "VEN-006");
  });

  it("p1 3 runes, p2 5: Forsaken Baccai gets +1 Might this turn; Oasis Raider +2", async () => {
    await check({
      name: "",
      board: runes(3, 5, { phase: "BEGINNING" }),
      objects: [card("fb", "Forsaken Baccai", "p1", "base"), card("or", "Oasis Raider", "p1", "base")],
      chain: [{ id: "t1", source: "fb", ability: 0, controller: "p1" }, { id: "t2", source: "or", ability: 0, controller: "p1" }],
      expect: { objects: { fb: { might: 3 }, or: { might: 6 } } },
    });
  });

  it("p1 5 runes, p2 5: neither triggers", async () => {
    const r = await check({
      name: "",
      board: runes(5, 5, { phase: "BEGINNING" }),
      objects: [card("fb", "Forsaken Baccai", "p1", "base"), card("or", "Oasis Raider", "p1", "base")],
      chain: [{ id: "t1", source: "fb", ability: 0, controller: "p1" }, { id: "t2", source: "or", ability: 0, controller: "p1" }],
      expect: { objects: { fb: { might: 2 }, or: { might: 4 } } },
    });
    expect(text(r)).toMatch(/none controls more/);
  });
});

// Tentacle tokens said to be "from Bilgewater": the region of the tag a Tentacle token has anyway (187.10).
describe("two Tentacle unit tokens from Bilgewater (VEN-100 Up from the Deep)", () => {
  it("is executable", async () => {
    await executable("VEN-100");
  });

  it("p1 plays two 1-Might Tentacle tokens to their base", async () => {
    await check({
      name: "",
      chain: [{ id: "ud", card: "Up from the Deep", controller: "p1" }],
      expect: { objects: { "ud.token1": { zone: "BASE", might: 1, controller: "p1" }, "ud.token2": { zone: "BASE", might: 1, controller: "p1" } } },
    });
  });
});

// Statics on steps the engine does not simulate (combat damage assignment, the Channel Phase): nothing for it to apply
// while a chain resolves.
describe("statics on combat damage assignment and the Channel Phase (VEN-004 Dune Surfer, VEN-036 Sandstone Chimera)", () => {
  it("are executable", async () => {
    await executable("VEN-004", "VEN-036");
  });

  it("on the board, they change nothing a chain does", async () => {
    const r = await check({
      name: "",
      objects: [card("ds", "Dune Surfer", "p1", "bf1"), card("sc", "Sandstone Chimera", "p2", "bf1")],
      chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["sc"] }],
      expect: { objects: { sc: { damage: 4 }, ds: { might: 3 } }, unsupported: [] },
    });
    expect(r.status).toBe("COMPLETE");
  });
});

// A trigger on its play (noticed by the engine) or its attack (placed by the caller), paying as it goes on the chain; and
// a Might bonus while a stunned enemy unit is at its location.
describe("stun a unit when played or attacking; +2 Might beside a stunned enemy (VEN-135 Kennen, Keeper of Balance)", () => {
  it("is executable", async () => {
    await executable("VEN-135");
  });

  it("attacking at bf1, paid: the enemy unit there is stunned and Kennen has 4 Might", async () => {
    const r = await check({
      name: "",
      objects: [card("k", "Kennen, Keeper of Balance", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "t", source: "k", ability: 1, controller: "p1", targets: ["e"] }],
      choices: [{ item: "t", index: 0, accept: true }],
      expect: { objects: { k: { might: 4 } } },
    });
    expect(text(r)).toMatch(/stun/i);
  });

  it("attacking, declined: nothing is stunned, 2 Might", async () => {
    await check({
      name: "",
      objects: [card("k", "Kennen, Keeper of Balance", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "t", source: "k", ability: 1, controller: "p1", targets: ["e"] }],
      choices: [{ item: "t", index: 0, accept: false }],
      expect: { objects: { k: { might: 2 } } },
    });
  });

  it("played, paid: the unit it chose is stunned (at another location, so no bonus)", async () => {
    const r = await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "k", card: "Kennen, Keeper of Balance", controller: "p1", targets: ["e"] }],
      choices: [{ item: "k.a1", index: 0, accept: true }],
      expect: { objects: { k: { zone: "BASE", might: 2 } } },
    });
    expect(text(r)).toMatch(/e.*stunned|stuns/i);
  });

  it("a stunned enemy unit here (board input): 4 Might; at another battlefield, or a stunned friendly unit: 2", async () => {
    const chain = [{ id: "v", card: "Vengeance", controller: "p1", targets: ["x"] }];
    await check({ name: "", objects: [card("k", "Kennen, Keeper of Balance", "p1", "bf1"), unit("s", "p2", "bf1", { stunned: true }), unit("x", "p2", "bf2")], chain, expect: { objects: { k: { might: 4 } } } });
    await check({ name: "", objects: [card("k", "Kennen, Keeper of Balance", "p1", "bf1"), unit("s", "p2", "bf2", { stunned: true }), unit("x", "p2", "bf2")], chain, expect: { objects: { k: { might: 2 } } } });
    await check({ name: "", objects: [card("k", "Kennen, Keeper of Balance", "p1", "bf1"), unit("s", "p1", "bf1", { stunned: true }), unit("x", "p2", "bf2")], chain, expect: { objects: { k: { might: 2 } } } });
  });
});

// A card's own trigger as its owner discards it (the hand's cards given): the card is an object of the trash
// ("<player>:trash:<i>") where the ability is evaluated as it enters (383.2.c.1); its opening payment is asked as it goes on
// the chain.
describe("when you discard me (VEN-094 Mask Mother, OGN-006 Flame Chompers)", () => {
  const board = (hand: string[]) => ({ players: [{ id: "p1", deckSize: 20, hand, trash: [] }, { id: "p2", deckSize: 20 }] });
  const excited = [{ id: "ge", card: "Get Excited!", controller: "p1", targets: ["e"] }];
  const objects = () => [unit("e", "p2", "bf1", { might: 5 }), unit("f", "p1", "base")];

  it("are executable", async () => {
    await executable("VEN-094", "OGN-006");
  });

  it("Mask Mother discarded by Get Excited!, paid: the friendly unit chosen gets +2 Might", async () => {
    const r = await check({
      name: "",
      board: board(["Mask Mother", "Flash"]),
      objects: objects(),
      chain: excited,
      choices: [{ item: "ge", index: 0, objects: ["Mask Mother"] }, { item: "p1:trash:0.a0", index: 0, objects: ["f"] }, { item: "p1:trash:0.a0", index: 1, accept: true }],
      expect: { objects: { f: { might: 5 }, e: { damage: 3 } }, players: { p1: { hand: ["Flash"], trash: ["Mask Mother", "Get Excited!"] } } },
    });
    expect(text(r)).toMatch(/p1 discarded Mask Mother/);
  });

  it("declined: no Might; another card discarded: no trigger", async () => {
    await check({
      name: "",
      board: board(["Mask Mother", "Flash"]),
      objects: objects(),
      chain: excited,
      choices: [{ item: "ge", index: 0, objects: ["Mask Mother"] }, { item: "p1:trash:0.a0", index: 0, objects: ["f"] }, { item: "p1:trash:0.a0", index: 1, accept: false }],
      expect: { objects: { f: { might: 3 } } },
    });
    const r = await check({
      name: "",
      board: board(["Mask Mother", "Flash"]),
      objects: objects(),
      chain: excited,
      choices: [{ item: "ge", index: 0, objects: ["Flash"] }],
      expect: { objects: { f: { might: 3 } }, players: { p1: { hand: ["Mask Mother"] } } },
    });
    expect(r.steps.some((s) => s.chainItem?.startsWith("p1:trash:"))).toBe(false);
  });

  it("a hand given by its size only: the card discarded is not known, nothing triggers", async () => {
    const r = await check({
      name: "",
      board: { players: [{ id: "p1", deckSize: 20, handSize: 2 }, { id: "p2", deckSize: 20 }] },
      objects: objects(),
      chain: excited,
      expect: { objects: { f: { might: 3 } } },
    });
    expect(r.steps.some((s) => s.kind === "TRIGGER")).toBe(false);
  });

  it("Flame Chompers discarded, paid: p1 plays it from the trash to their base", async () => {
    await check({
      name: "",
      board: board(["Flame Chompers", "Flash"]),
      objects: objects(),
      chain: excited,
      choices: [{ item: "ge", index: 0, objects: ["Flame Chompers"] }, { item: "p1:trash:0.a0", index: 0, accept: true }, { item: "p1:trash:0.a0", index: 1, option: "base" }],
      expect: { objects: { "p1:trash:0": { zone: "BASE", newObject: true, controller: "p1" } }, players: { p1: { trash: ["Get Excited!"] } } },
    });
  });
});

// Entering ready unless its controller's score is within N of the Victory Score (the board's points and victoryScore,
// 194.3), and a group target whose every unit must have N Might or less.
describe("enters ready far from victory; moves small enemy units here to base on attack (VEN-091 Corrupted Dragon)", () => {
  const play = [{ id: "cd", card: "Corrupted Dragon", controller: "p1" }];
  const board = (points: number, extra: Record<string, unknown> = {}) => ({ players: [{ id: "p1", deckSize: 20, points }, { id: "p2", deckSize: 20 }], ...extra });
  const enemies = () => [unit("e1", "p2", "bf1", { might: 5 }), unit("e2", "p2", "bf1", { might: 4 }), unit("e3", "p2", "bf1", { might: 6 })];

  it("is executable", async () => {
    await executable("VEN-091");
  });

  it("p1 has 4 of 8 points: not within 3, it enters ready; 5 of 8: within 3, exhausted; 5 of 9: ready", async () => {
    await check({ name: "", board: board(4), chain: play, expect: { objects: { cd: { zone: "BASE", exhausted: false } } } });
    await check({ name: "", board: board(5), chain: play, expect: { objects: { cd: { zone: "BASE", exhausted: true } } } });
    await check({ name: "", board: board(5, { victoryScore: 9 }), chain: play, expect: { objects: { cd: { zone: "BASE", exhausted: false } } } });
  });

  it("attacking, two enemy units with 5 and 4 Might chosen, accepted: both go to their base", async () => {
    await check({
      name: "",
      objects: [card("cd", "Corrupted Dragon", "p1", "bf1"), ...enemies()],
      chain: [{ id: "t", source: "cd", ability: 1, controller: "p1", targets: ["e1", "e2"] }],
      choices: [{ item: "t", index: 0, accept: true }],
      expect: { objects: { e1: { zone: "BASE" }, e2: { zone: "BASE" }, e3: { zone: "BATTLEFIELD" } } },
    });
  });

  it("a 6-Might enemy unit among them: each must have 5 or less, so the trigger can't be put on the chain with it", async () => {
    await check({
      name: "",
      objects: [card("cd", "Corrupted Dragon", "p1", "bf1"), ...enemies()],
      chain: [{ id: "t", source: "cd", ability: 1, controller: "p1", targets: ["e1", "e3"] }],
      expect: { playIllegal: { t: { e1: true, e3: "5 Might or less" } }, objects: { e1: { zone: "BATTLEFIELD" }, e3: { zone: "BATTLEFIELD" } } },
    });
  });
});

// A battlefield's trigger as combat starts there (placed by the caller); "the attacker and defender" are the players of the
// board's combat at that battlefield (464.2.c), each adding in turn order (recorded: rune pools are not part of the board).
describe("as combat starts at the battlefield, both players of the combat add Energy (VEN-166 Threshold of the Gray)", () => {
  const board = (combat?: Record<string, unknown>) => ({ battlefields: [{ id: "bf1", card: "Threshold of the Gray" }, { id: "bf2" }], ...(combat ? { combat } : {}) });
  const objects = () => [unit("a", "p2", "bf1"), unit("d", "p1", "bf1")];

  it("is executable", async () => {
    await executable("VEN-166");
  });

  it("p2 attacks p1 at it: p1 (the turn player) and p2 each add {1}", async () => {
    const r = await check({
      name: "",
      board: board({ battlefield: "bf1", attackers: ["a"], defenders: ["d"] }),
      objects: objects(),
      chain: [{ id: "t", source: "bf1", ability: 0, controller: "p2" }],
      expect: { instructions: { t: ["EXECUTED"] }, cites: { t: ["464.2.c"] } },
    });
    expect(text(r)).toMatch(/attacker is p2 and the defender p1.*p1 adds \{1\}.*p2 adds \{1\}/);
  });

  it("no combat at it in the board: nobody adds", async () => {
    await check({ name: "", board: board({ battlefield: "bf2", attackers: [], defenders: [] }), objects: objects(), chain: [{ id: "t", source: "bf1", ability: 0, controller: "p2" }], expect: { instructions: { t: ["IGNORED"] } } });
  });
});

// A modal triggered ability whose modes each give the unit one keyword this turn: the mode is chosen as it goes on the chain.
describe("when it becomes ready, one of three keywords this turn (VEN-088 Jayce, Hammer in Hand)", () => {
  const ride = [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["j"], destination: "bf1" }];

  it("is executable", async () => {
    await executable("VEN-088");
  });

  it("readied by Ride the Wind: p1 is asked for the mode; mode 1 gives it [Assault 2], mode 3 [Ganking]", async () => {
    const objects = [card("j", "Jayce, Hammer in Hand", "p1", "base", { exhausted: true })];
    await check({ name: "", objects, chain: ride, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "j.a0", index: 0, options: ["1", "2", "3"] } } });
    const one = await check({ name: "", objects, chain: ride, choices: [{ item: "j.a0", index: 0, option: "1" }], expect: { objects: { j: { zone: "BATTLEFIELD", exhausted: false } }, instructions: { "j.a0": ["EXECUTED"] } } });
    expect(text(one)).toMatch(/\[Assault 2\] this turn/);
    const three = await check({ name: "", objects, chain: ride, choices: [{ item: "j.a0", index: 0, option: "3" }], expect: { instructions: { "j.a0": ["EXECUTED"] } } });
    expect(text(three)).toMatch(/\[Ganking\] this turn/);
  });

  it("already ready: moving and readying it does not make it become ready, no trigger", async () => {
    const r = await check({ name: "", objects: [card("j", "Jayce, Hammer in Hand", "p1", "base")], chain: ride, expect: { objects: { j: { zone: "BATTLEFIELD" } } } });
    expect(r.steps.some((s) => s.chainItem === "j.a0")).toBe(false);
  });
});

// A Might count of the unit's other friendly units of its name at its location ("with my name"), read whenever its Might is
// read; a deck-building permission needs nothing from the engine.
describe("+1 Might for each other friendly unit here with its name (VEN-097 Spiderling)", () => {
  const chain = [{ id: "v", card: "Vengeance", controller: "p1", targets: ["x"] }];

  it("is executable", async () => {
    await executable("VEN-097");
  });

  it("two other Spiderlings of p1 here: 3 Might; p2's here, p1's at the other battlefield and a unit of another name do not count", async () => {
    await check({
      name: "",
      objects: [
        card("s1", "Spiderling", "p1", "bf1"), card("s2", "Spiderling", "p1", "bf1"), card("s3", "Spiderling", "p1", "bf1"),
        card("s4", "Spiderling", "p2", "bf1"), card("s5", "Spiderling", "p1", "bf2"), unit("u", "p1", "bf1"), unit("x", "p2", "bf2"),
      ],
      chain,
      expect: { objects: { s1: { might: 3 }, s2: { might: 3 }, s4: { might: 1 }, s5: { might: 1 } } },
    });
  });

  it("once one of them dies, the others count one fewer", async () => {
    await check({
      name: "",
      objects: [card("s1", "Spiderling", "p1", "bf1"), card("s2", "Spiderling", "p1", "bf1"), card("x", "Spiderling", "p1", "bf1")],
      chain,
      expect: { objects: { x: { zone: "TRASH" }, s1: { might: 2 }, s2: { might: 2 } } },
    });
  });
});
