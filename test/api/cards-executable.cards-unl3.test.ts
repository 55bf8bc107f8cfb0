// Phrases made executable on the cards-unl3 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, unit } from "../helpers/scenario-http.js";
type Json = Record<string, unknown>;

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
/** The default board's players with what happened earlier this turn (the history fields of docs/BOARD-FORMAT.md). */
const players = (p1: Json = {}, p2: Json = {}) => ({ players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20, ...p2 }] });

// A condition on the turn so far, printed before a unit's static ability: active only while it holds, read from the
// board's history fields and from what the chain does.
describe("a Might bonus while N or more Energy was spent on one spell this turn (UNL-004 Prepared Neophyte)", () => {
  it("is executable", async () => {
    await executable("UNL-004");
  });

  it("no spell this turn: printed Might; an opponent's spell does not count", async () => {
    await check({
      name: "",
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { pn: { might: 1 } } },
    });
  });

  it("the board says p1 spent 4 on a spell earlier this turn: +4", async () => {
    await check({
      name: "",
      board: players({ energySpentOnSpellsThisTurn: [2, 4] }),
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { pn: { might: 5 } } },
    });
  });

  it("spells of 2 and 3 Energy earlier this turn: no single spell cost 4, so no bonus", async () => {
    await check({
      name: "",
      board: players({ energySpentOnSpellsThisTurn: [2, 3] }),
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { pn: { might: 1 } } },
    });
  });

  it("p1 plays a spell on the chain: its printed Energy cost is what was spent unless the request says otherwise", async () => {
    await check({
      name: "",
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      expect: { objects: { pn: { might: 5 } } },
    });
    await check({
      name: "",
      objects: [card("pn", "Prepared Neophyte", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1", energySpent: 3 }],
      expect: { objects: { pn: { might: 1 } } },
    });
  });

  it("a negative Energy spent is refused", async () => {
    const e = await reject({ board: players({ energySpentOnSpellsThisTurn: [-1] }), chain: [{ id: "pd", card: "Progress Day", controller: "p1", energySpent: -2 }] });
    expect(e.message).toMatch(/energySpent/);
  });
});

describe("an alternative cost after N or more Energy was spent on one spell this turn (UNL-089 Jhin, Meticulous Killer)", () => {
  it("is executable", async () => {
    await executable("UNL-089");
  });

  it("played after a 4-Energy spell: it is played as usual (the alternative cost is paid outside the engine)", async () => {
    await check({
      name: "",
      board: players({ energySpentOnSpellsThisTurn: [4], deck: ["Progress Day"] }),
      chain: [{ id: "j", card: "Jhin, Meticulous Killer", controller: "p1" }],
      choices: [{ item: "j.a0", index: 0, accept: false }],
      expect: { objects: { j: { zone: "BASE", might: 4 } } },
    });
  });
});

describe("Might and a keyword while XP was gained this turn (UNL-108 Wily Newtfish)", () => {
  it("is executable", async () => {
    await executable("UNL-108");
  });

  it("no XP gained this turn: printed Might", async () => {
    await check({
      name: "",
      objects: [card("wn", "Wily Newtfish", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { wn: { might: 4 } } },
    });
  });

  it("XP gained earlier this turn (board): +1", async () => {
    await check({
      name: "",
      board: players({ xpGainedThisTurn: 2, xp: 2 }),
      objects: [card("wn", "Wily Newtfish", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { wn: { might: 5 } } },
    });
  });

  it("a spell of p1's gains XP on the chain: +1 from then on", async () => {
    await check({
      name: "",
      objects: [card("wn", "Wily Newtfish", "p1", "bf1")],
      chain: [{ id: "sd", card: "Stare Down", controller: "p1", targets: ["wn", "bf2"] }],
      expect: { objects: { wn: { might: 5 } }, players: { p1: { xp: 1 } } },
    });
  });
});

describe("keywords while a card was discarded this turn (OGN-019 Raging Soul)", () => {
  it("is executable", async () => {
    await executable("OGN-019");
  });

  const attacking = (extra: Json = {}) => ({ ...players({ hand: ["Progress Day", "Vengeance"], trash: [], ...extra }), combat: { battlefield: "bf1", attackers: ["rs"], defenders: [] } });

  it("attacking with no discard this turn: no Assault", async () => {
    await check({
      name: "",
      board: attacking(),
      objects: [card("rs", "Raging Soul", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { rs: { might: 4 } } },
    });
  });

  it("a card discarded earlier this turn: attacking, it has Assault (+1)", async () => {
    await check({
      name: "",
      board: attacking({ cardsDiscardedThisTurn: 1 }),
      objects: [card("rs", "Raging Soul", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }],
      expect: { objects: { rs: { might: 5 } } },
    });
  });

  it("p1 discards with a spell on the chain: Assault from then on", async () => {
    await check({
      name: "",
      board: attacking(),
      objects: [card("rs", "Raging Soul", "p1", "bf1")],
      chain: [{ id: "lb", card: "Lunar Boon", controller: "p1" }],
      choices: [{ item: "lb", index: 0, objects: ["Vengeance"] }],
      expect: { objects: { rs: { might: 5 } }, players: { p1: { trash: ["Vengeance", "Lunar Boon"] } } },
    });
  });
});

describe("entering ready once any unit died this turn (UNL-008 Towering Pairofant)", () => {
  it("is executable", async () => {
    await executable("UNL-008");
  });

  it("no unit died this turn: it enters exhausted", async () => {
    await check({
      name: "",
      chain: [{ id: "tp", card: "Towering Pairofant", controller: "p1" }],
      expect: { objects: { tp: { zone: "BASE", exhausted: true } } },
    });
  });

  it("an opponent's unit died earlier this turn (board): it enters ready", async () => {
    await check({
      name: "",
      board: players({}, { unitsDiedThisTurn: 1 }),
      chain: [{ id: "tp", card: "Towering Pairofant", controller: "p1" }],
      expect: { objects: { tp: { zone: "BASE", exhausted: false } } },
    });
  });

  it("a unit killed on the chain before it is played: it enters ready", async () => {
    await check({
      name: "",
      objects: [unit("e", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }, { id: "tp", card: "Towering Pairofant", controller: "p1", playedAfter: "v" }],
      expect: { objects: { e: { zone: "TRASH" }, tp: { zone: "BASE", exhausted: false } } },
    });
  });
});

describe("entering ready once a friendly unit died in its controller's Beginning Phase this turn (UNL-037 Shadow Watcher)", () => {
  it("is executable", async () => {
    await executable("UNL-037");
  });

  it("a friendly unit died during p1's Beginning Phase (board): it enters ready", async () => {
    await check({
      name: "",
      board: players({ unitsDiedThisTurn: 1, unitsDiedInBeginningPhaseThisTurn: 1 }),
      chain: [{ id: "sw", card: "Shadow Watcher", controller: "p1" }],
      expect: { objects: { sw: { zone: "BASE", exhausted: false } } },
    });
  });

  it("a friendly unit died this turn, but not in the Beginning Phase; or an enemy unit did: it enters exhausted", async () => {
    await check({
      name: "",
      board: players({ unitsDiedThisTurn: 1 }, { unitsDiedThisTurn: 2 }),
      chain: [{ id: "sw", card: "Shadow Watcher", controller: "p1" }],
      expect: { objects: { sw: { zone: "BASE", exhausted: true } } },
    });
  });

  it("p1's unit is killed on the chain during p1's Beginning Phase: it enters ready", async () => {
    await check({
      name: "",
      board: { phase: "BEGINNING" },
      objects: [unit("f", "p1", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }, { id: "sw", card: "Shadow Watcher", controller: "p1", playedAfter: "v" }],
      expect: { objects: { f: { zone: "TRASH" }, sw: { zone: "BASE", exhausted: false } } },
    });
  });

  it("the same kill in p2's Beginning Phase: not p1's, so it enters exhausted", async () => {
    await check({
      name: "",
      board: { phase: "BEGINNING", turnPlayer: "p2" },
      objects: [unit("f", "p1", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }, { id: "sw", card: "Shadow Watcher", controller: "p1", playedAfter: "v" }],
      expect: { objects: { f: { zone: "TRASH" }, sw: { zone: "BASE", exhausted: true } } },
    });
  });
});

// A spell-played trigger narrowed by the Energy spent to play that spell: part of the trigger
// condition (383.2.a.1): the request's energySpent, else the spell's printed Energy cost.
describe("a spell-played trigger conditioned on the Energy spent on that spell (UNL-005 Revna the Lorekeeper)", () => {
  it("is executable", async () => {
    await executable("UNL-005");
  });

  it("a 6-Energy spell paid in full: it triggers and readies Revna", async () => {
    const r = await check({
      name: "",
      objects: [card("rv", "Revna the Lorekeeper", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      expect: { objects: { rv: { exhausted: false } }, cites: { "*": ["383.2.a.1"] } },
    });
    expect(text(r)).toMatch(/spent 6 Energy to play Progress Day \(its printed Energy cost/);
  });

  it("the same spell paid 3 (a reduction outside the engine): it does not trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("rv", "Revna the Lorekeeper", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1", energySpent: 3 }],
      expect: { objects: { rv: { exhausted: true } } },
    });
    expect(text(r)).toMatch(/does not trigger: p1 spent 3 Energy/);
  });

  it("a 2-Energy spell with 5 spent on it (extra costs): it triggers", async () => {
    await check({
      name: "",
      objects: [card("rv", "Revna the Lorekeeper", "p1", "bf1", { exhausted: true }), unit("e", "p2", "bf1")],
      chain: [{ id: "fs", card: "Falling Star", controller: "p1", targets: ["e", "e"], energySpent: 5 }],
      expect: { objects: { rv: { exhausted: false } } },
    });
  });
});

// The tag family: a count of the listed tags among your units counts each tag once when at least one
// unit its controller controls has it, as the instruction executes (359.3.f.2).
describe("a Might bonus for each of four tags found among your units (UNL-046 Friendship)", () => {
  it("is executable", async () => {
    await executable("UNL-046");
  });

  it("two Poros and a Cat: two tags, +2; an opponent's Dog does not count", async () => {
    const r = await check({
      name: "",
      objects: [card("sp", "Stalwart Poro", "p1", "bf1"), card("pp", "Pouty Poro", "p1", "base"), card("pc", "Pakaa Cub", "p1", "base"), card("ld", "Loyal Pup", "p2", "bf1")],
      chain: [{ id: "fr", card: "Friendship", controller: "p1", targets: ["sp"] }],
      expect: { instructions: { fr: ["EXECUTED", "EXECUTED"] }, objects: { sp: { might: 4 } }, cites: { fr: ["359.3.f.2"] } },
    });
    expect(text(r)).toMatch(/2 of the tags among p1's units as it resolves \(Cat, Poro\)/);
  });

  it("no unit of those tags: +0", async () => {
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "fr", card: "Friendship", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 3 } } },
    });
  });
});

describe("a cost reduction when the card chosen has one of four tags (UNL-168 Undying Loyalty)", () => {
  it("is executable", async () => {
    await executable("UNL-168");
  });

  it("a Poro chosen from the trash: played (the reduction is paid outside the engine)", async () => {
    await check({
      name: "",
      board: players({ trash: ["Pouty Poro"] }),
      chain: [{ id: "ul", card: "Undying Loyalty", controller: "p1", targets: ["p1:trash:0"] }],
      choices: [{ item: "ul", index: 0, option: "base" }],
      expect: { instructions: { ul: ["EXECUTED"] }, objects: { "p1:trash:0": { zone: "BASE" } } },
    });
  });
});

describe("Daisy! (UNL-196): a cost reduced for each tag among your units, and an attack trigger while your units have all 4 tags", () => {
  it("is executable", async () => {
    await executable("UNL-196");
  });

  const family = [card("po", "Pouty Poro", "p1", "bf1"), card("ca", "Pakaa Cub", "p1", "base"), card("do", "Loyal Pup", "p1", "base")];

  it("a Bird, a Cat, a Dog and a Poro among p1's units: the attack trigger stuns the enemy unit", async () => {
    await check({
      name: "",
      objects: [card("da", "Daisy!", "p1", "bf1"), ...family, card("bi", "Soaring Scout", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "t", source: "da", ability: 2, controller: "p1", targets: ["e"] }],
      expect: { instructions: { t: ["EXECUTED"] } },
    });
  });

  it("no Bird: it does not trigger (checked as it is placed)", async () => {
    const r = await check({
      name: "",
      objects: [card("da", "Daisy!", "p1", "bf1"), ...family, card("bi", "Soaring Scout", "p2", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "t", source: "da", ability: 2, controller: "p1", targets: ["e"] }],
      expect: { instructions: {}, cites: { "*": ["383.2.a.1"] } },
    });
    expect(text(r)).toMatch(/does not trigger: p1's units have Cat, Dog, Poro of Bird, Cat, Dog, Poro, not all of them/);
  });

  it("played: it enters ready (the cost reduction is paid outside the engine)", async () => {
    await check({
      name: "",
      objects: family,
      chain: [{ id: "da", card: "Daisy!", controller: "p1" }],
      expect: { objects: { da: { zone: "BASE", exhausted: false } } },
    });
  });
});

describe("killing a friendly unit of one of four tags as an additional cost (UNL-166 Stalking Wolf)", () => {
  it("is executable", async () => {
    await executable("UNL-166");
  });

  it("a Poro killed to pay: the Poro dies, the Wolf enters at its battlefield", async () => {
    await check({
      name: "",
      objects: [card("po", "Pouty Poro", "p1", "bf1")],
      chain: [{ id: "sw", card: "Stalking Wolf", controller: "p1", costObjects: ["po"], battlefield: "bf1" }],
      expect: { objects: { po: { zone: "TRASH" }, sw: { zone: "BATTLEFIELD", battlefield: "bf1" } } },
    });
  });

  it("a unit without those tags named: the play is illegal", async () => {
    const r = await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "sw", card: "Stalking Wolf", controller: "p1", costObjects: ["u"], battlefield: "bf1" }],
      expect: { kinds: { sw: { PLAY_ILLEGAL: true } }, objects: { u: { zone: "BATTLEFIELD" } } },
    });
    expect(text(r)).toMatch(/has none of those tags/);
  });
});

describe("Ivern, Friend to All (UNL-177): a tag chosen as it is played; scoring if your units have all four tags", () => {
  it("is executable", async () => {
    await executable("UNL-177");
  });

  it("played: its controller chooses the tag (NEEDS_CHOICE)", async () => {
    await check({
      name: "",
      chain: [{ id: "iv", card: "Ivern, Friend to All", controller: "p1" }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "iv", index: 0, player: "p1", options: ["Bird", "Cat", "Dog", "Poro"] } },
    });
  });

  it("played choosing Bird, with a Cat, a Dog and a Poro: a Friendship after it counts four tags", async () => {
    await check({
      name: "",
      objects: [card("po", "Pouty Poro", "p1", "bf1"), card("ca", "Pakaa Cub", "p1", "base"), card("do", "Loyal Pup", "p1", "base")],
      chain: [{ id: "iv", card: "Ivern, Friend to All", controller: "p1" }, { id: "fr", card: "Friendship", controller: "p1", targets: ["po"], playedAfter: "iv" }],
      choices: [{ item: "iv", index: 0, option: "Bird" }],
      expect: { objects: { po: { might: 6 } } },
    });
  });

  it("holding with the Bird it gained (tagsGained) and a Cat, a Dog and a Poro: it scores", async () => {
    const r = await check({
      name: "",
      objects: [card("iv", "Ivern, Friend to All", "p1", "bf1", { tagsGained: ["Bird"] }), card("po", "Pouty Poro", "p1", "bf1"), card("ca", "Pakaa Cub", "p1", "base"), card("do", "Loyal Pup", "p1", "base")],
      chain: [{ id: "h", source: "iv", ability: 1, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] } },
    });
    expect(text(r)).toMatch(/p1's units have all of Bird, Cat, Dog, Poro among them/);
  });

  it("holding without a Dog: nothing is scored", async () => {
    await check({
      name: "",
      objects: [card("iv", "Ivern, Friend to All", "p1", "bf1", { tagsGained: ["Bird"] }), card("po", "Pouty Poro", "p1", "bf1"), card("ca", "Pakaa Cub", "p1", "base")],
      chain: [{ id: "h", source: "iv", ability: 1, controller: "p1" }],
      expect: { instructions: { h: ["IGNORED"] } },
    });
  });
});

describe("an optional additional cost payable only after a spell this turn, entering ready when paid (UNL-122 Crescent Guardian)", () => {
  it("is executable", async () => {
    await executable("UNL-122");
  });

  it("a spell played earlier this turn (board) and the cost paid: it enters ready", async () => {
    await check({
      name: "",
      board: players({ spellsPlayedThisTurn: 1 }),
      chain: [{ id: "cg", card: "Crescent Guardian", controller: "p1", paidAdditionalCost: true }],
      expect: { objects: { cg: { zone: "BASE", exhausted: false } } },
    });
  });

  it("no spell this turn: the cost can't be paid, so it enters exhausted", async () => {
    const r = await check({
      name: "",
      chain: [{ id: "cg", card: "Crescent Guardian", controller: "p1", paidAdditionalCost: true }],
      expect: { objects: { cg: { zone: "BASE", exhausted: true } } },
    });
    expect(text(r)).toMatch(/can be paid only if a spell played this turn/);
  });

  it("a spell of p1's on the chain before it: the cost can be paid", async () => {
    await check({
      name: "",
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }, { id: "cg", card: "Crescent Guardian", controller: "p1", paidAdditionalCost: true, playedAfter: "pd" }],
      expect: { objects: { cg: { zone: "BASE", exhausted: false } } },
    });
  });

  it("the cost not paid: it enters exhausted", async () => {
    await check({
      name: "",
      board: players({ spellsPlayedThisTurn: 1 }),
      chain: [{ id: "cg", card: "Crescent Guardian", controller: "p1" }],
      expect: { objects: { cg: { zone: "BASE", exhausted: true } } },
    });
  });
});

// A trigger on the second card played in a turn: as the card resolves (the sense of "play" in trigger conditions), counting the
// board's cardsPlayedThisTurn and the cards the chain finalized; the unit itself counts when it is that card.
describe("a trigger on the second card played this turn (OGN-027 Darius, Trifarian)", () => {
  it("is executable", async () => {
    await executable("OGN-027");
  });

  it("Darius is the second card (one played before the request): he triggers on himself", async () => {
    await check({
      name: "",
      board: players({ cardsPlayedThisTurn: 1 }),
      chain: [{ id: "da", card: "Darius, Trifarian", controller: "p1" }],
      expect: { objects: { da: { zone: "BASE", might: 7, exhausted: false } } },
    });
  });

  it("Darius first, a spell second: the spell's resolution triggers him", async () => {
    const r = await check({
      name: "",
      chain: [{ id: "da", card: "Darius, Trifarian", controller: "p1" }, { id: "pd", card: "Progress Day", controller: "p1", playedAfter: "da" }],
      expect: { objects: { da: { might: 7, exhausted: false } } },
    });
    expect(text(r)).toMatch(/Progress Day is the second card p1 played this turn/);
  });

  it("a third card: no trigger", async () => {
    await check({
      name: "",
      board: players({ cardsPlayedThisTurn: 2 }),
      objects: [card("da", "Darius, Trifarian", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      expect: { objects: { da: { might: 5, exhausted: true } } },
    });
  });
});

describe("a trigger on the first friendly death in its controller's Beginning Phase; opponents each kill a unit (UNL-174 Shard of Undoing)", () => {
  it("is executable", async () => {
    await executable("UNL-174");
  });

  const board = (extra: Json = {}) => ({ phase: "BEGINNING", ...extra });
  const objects = [card("sh", "Shard of Undoing", "p1", "base"), unit("f", "p1", "bf1"), unit("e1", "p2", "bf1"), unit("e2", "p2", "bf2")];

  it("p1's unit dies during p1's Beginning Phase: p2 must kill one of theirs (p2 chooses)", async () => {
    await check({
      name: "",
      board: board(),
      objects,
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }],
      choices: [{ item: "sh.a0", index: 0, option: "e2" }],
      expect: { objects: { f: { zone: "TRASH" }, e1: { zone: "BATTLEFIELD" }, e2: { zone: "TRASH" } } },
    });
  });

  it("p2 has to choose: NEEDS_CHOICE for p2", async () => {
    await check({
      name: "",
      board: board(),
      objects,
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "sh.a0", player: "p2", options: ["e1", "e2"] } },
    });
  });

  it("a friendly unit already died in this Beginning Phase (board): not the first time, no trigger", async () => {
    await check({
      name: "",
      board: { ...board(), ...players({ unitsDiedThisTurn: 1, unitsDiedInBeginningPhaseThisTurn: 1 }) },
      objects,
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }],
      expect: { objects: { f: { zone: "TRASH" }, e1: { zone: "BATTLEFIELD" }, e2: { zone: "BATTLEFIELD" } } },
    });
  });

  it("outside the Beginning Phase: no trigger", async () => {
    await check({
      name: "",
      objects,
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["f"] }],
      expect: { objects: { f: { zone: "TRASH" }, e1: { zone: "BATTLEFIELD" }, e2: { zone: "BATTLEFIELD" } } },
    });
  });
});

describe("each player kills a unit of theirs, its controller exempt when the additional cost was paid (UNL-164 Safety Inspector)", () => {
  it("is executable", async () => {
    await executable("UNL-164");
  });

  it("3 XP spent as the additional cost: only p2 kills a unit", async () => {
    await check({
      name: "",
      board: players({ xp: 3 }),
      objects: [unit("u", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "si", card: "Safety Inspector", controller: "p1", paidAdditionalCost: true }],
      expect: { objects: { u: { zone: "BATTLEFIELD" }, e: { zone: "TRASH" }, si: { zone: "BASE" } }, players: { p1: { xp: 0 } } },
    });
  });

  it("not paid: p1 kills one of theirs too (the Inspector is one of them)", async () => {
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1"), unit("e", "p2", "bf1")],
      chain: [{ id: "si", card: "Safety Inspector", controller: "p1" }],
      choices: [{ item: "si.a0", index: 0, option: "u" }],
      expect: { objects: { u: { zone: "TRASH" }, e: { zone: "TRASH" }, si: { zone: "BASE" } } },
    });
  });
});

describe("a counter conditioned on an opponent's other spell this turn (VEN-039 Crumbling Sands)", () => {
  it("is executable", async () => {
    await executable("VEN-039");
  });

  it("p2 played a spell earlier this turn (board): the spell is countered", async () => {
    await check({
      name: "",
      board: players({}, { spellsPlayedThisTurn: 1 }),
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }, { id: "cs", card: "Crumbling Sands", controller: "p1", targets: ["pd"] }],
      expect: { instructions: { cs: ["EXECUTED"] }, players: { p2: { handSize: 0 } } },
    });
  });

  it("the countered spell is p2's only one: not countered, it resolves", async () => {
    const r = await check({
      name: "",
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }, { id: "cs", card: "Crumbling Sands", controller: "p1", targets: ["pd"] }],
      expect: { instructions: { cs: ["IGNORED"], pd: ["EXECUTED"] }, players: { p2: { handSize: 4 } } },
    });
    expect(text(r)).toMatch(/No opponent has played a spell this turn other than the one chosen/);
  });

  it("p2 played another spell on the chain: the second one is countered", async () => {
    await check({
      name: "",
      objects: [unit("u", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p2" }, { id: "v", card: "Vengeance", controller: "p2", targets: ["u"] }, { id: "cs", card: "Crumbling Sands", controller: "p1", targets: ["v"] }],
      expect: { instructions: { cs: ["EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD" } }, players: { p2: { handSize: 4 } } },
    });
  });
});

describe("a trigger on the second card drawn this turn (UNL-074 Frigid Jewel)", () => {
  it("is executable", async () => {
    await executable("UNL-074");
  });

  it("one card drawn earlier (board), then a draw on the chain: it triggers", async () => {
    const r = await check({
      name: "",
      board: players({ cardsDrawnThisTurn: 1 }),
      objects: [card("fj", "Frigid Jewel", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      choices: [{ item: "fj.a0", index: 0, objects: ["u"] }],
      expect: { objects: { u: { might: 5 } } },
    });
    expect(text(r)).toMatch(/p1 drew their second card this turn \(1 drawn before\)/);
  });

  it("none drawn before: drawing four at once passes the second card, once", async () => {
    await check({
      name: "",
      objects: [card("fj", "Frigid Jewel", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      choices: [{ item: "fj.a0", index: 0, objects: ["u"] }],
      expect: { objects: { u: { might: 5 } } },
    });
  });

  it("two drawn before: the second card was drawn already, no trigger", async () => {
    await check({
      name: "",
      board: players({ cardsDrawnThisTurn: 2 }),
      objects: [card("fj", "Frigid Jewel", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "pd", card: "Progress Day", controller: "p1" }],
      expect: { objects: { u: { might: 3 } } },
    });
  });
});

describe("a trigger on hiding a card, placed by the caller (UNL-023 Katarina, Reckless)", () => {
  it("is executable", async () => {
    await executable("UNL-023");
  });

  it("placed by the caller as p1 hides a card (hiding is not part of a chain): she readies", async () => {
    await check({
      name: "",
      objects: [card("ka", "Katarina, Reckless", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "h", source: "ka", ability: 0, controller: "p1" }],
      expect: { instructions: { h: ["EXECUTED"] }, objects: { ka: { exhausted: false } } },
    });
  });
});

describe("a once-a-turn trigger on an enemy death while the unit is at a battlefield (UNL-145 Pyke, Returned)", () => {
  it("is executable", async () => {
    await executable("UNL-145");
  });

  it("an enemy unit dies while Pyke is at a battlefield: a Gold gear token", async () => {
    const r = await check({
      name: "",
      objects: [card("py", "Pyke, Returned", "p1", "bf1"), unit("e", "p2", "bf2")],
      chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }],
      expect: { instructions: { "py.a2": ["EXECUTED"] } },
    });
    expect(text(r)).toMatch(/an enemy unit \(e\) died while Pyke, Returned \(py\) is at a battlefield/);
  });

  it("two enemy units die this turn: only the first one triggers it", async () => {
    const r = await check({
      name: "",
      objects: [card("py", "Pyke, Returned", "p1", "bf1"), unit("e1", "p2", "bf2"), unit("e2", "p2", "bf2")],
      chain: [{ id: "v1", card: "Vengeance", controller: "p1", targets: ["e1"] }, { id: "v2", card: "Vengeance", controller: "p1", targets: ["e2"], playedAfter: "v1" }],
      expect: { instructions: { "py.a2": ["EXECUTED"] }, objects: { e1: { zone: "TRASH" }, e2: { zone: "TRASH" } } },
    });
    expect(text(r)).toMatch(/it already did this turn/);
  });

  it("already used this turn (board), or Pyke in base, or a friendly unit dying: no trigger", async () => {
    for (const [objects, target] of [
      [[card("py", "Pyke, Returned", "p1", "bf1", { abilitiesUsedThisTurn: [2] }), unit("e", "p2", "bf2")], "e"],
      [[card("py", "Pyke, Returned", "p1", "base"), unit("e", "p2", "bf2")], "e"],
      [[card("py", "Pyke, Returned", "p1", "bf1"), unit("e", "p1", "bf2")], "e"],
    ] as const) {
      const r = await check({ name: "", objects: [...objects], chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: [target] }], expect: { objects: { e: { zone: "TRASH" } } } });
      expect(r.steps.some((s) => s.chainItem === "py.a2" && s.kind === "ITEM_ADDED")).toBe(false);
    }
  });
});

describe("a trigger on moving an enemy unit, with the gear exhausted as its cost (UNL-133 Blast Cone)", () => {
  it("is executable", async () => {
    await executable("UNL-133");
  });

  it("p1's spell moves an enemy unit: exhausting the gear stuns it", async () => {
    const r = await check({
      name: "",
      objects: [card("bc", "Blast Cone", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "ch", card: "Charm", controller: "p1", targets: ["e"], destination: "base" }],
      choices: [{ item: "bc.a1", index: 0, option: "accept" }],
      expect: { instructions: { "bc.a1": ["EXECUTED", "EXECUTED"] }, objects: { bc: { exhausted: true }, e: { zone: "BASE" } } },
    });
    expect(text(r)).toMatch(/p1 moved e \(e\), an enemy unit|p1 moved .*an enemy unit/);
  });

  it("declined: the gear stays ready, nothing is stunned", async () => {
    await check({
      name: "",
      objects: [card("bc", "Blast Cone", "p1", "base"), unit("e", "p2", "bf1")],
      chain: [{ id: "ch", card: "Charm", controller: "p1", targets: ["e"], destination: "base" }],
      choices: [{ item: "bc.a1", index: 0, option: "decline" }],
      expect: { objects: { bc: { exhausted: false }, e: { zone: "BASE" } } },
    });
  });

  it("an opponent's spell moves their own unit: not p1's move, no trigger", async () => {
    const r = await check({
      name: "",
      objects: [card("bc", "Blast Cone", "p1", "base"), unit("e", "p2", "bf1"), unit("u", "p1", "bf1")],
      chain: [{ id: "ch", card: "Charm", controller: "p2", targets: ["u"], destination: "base" }],
      expect: { objects: { bc: { exhausted: false }, u: { zone: "BASE" } } },
    });
    expect(r.steps.some((s) => s.chainItem === "bc.a1")).toBe(false);
  });
});

describe("a trigger on its controller discarding (OGN-202 Jinx, Rebel)", () => {
  it("is executable", async () => {
    await executable("OGN-202");
  });

  it("p1 discards with a spell: Jinx readies and gets +1 this turn", async () => {
    await check({
      name: "",
      board: players({ hand: ["Progress Day", "Vengeance"], trash: [] }),
      objects: [card("jx", "Jinx, Rebel", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "lb", card: "Lunar Boon", controller: "p1" }],
      choices: [{ item: "lb", index: 0, objects: ["Vengeance"] }],
      expect: { objects: { jx: { exhausted: false, might: 6 } }, players: { p1: { trash: ["Vengeance", "Lunar Boon"] } } },
    });
  });

  it("an opponent discards: no trigger", async () => {
    await check({
      name: "",
      board: players({}, { hand: ["Progress Day", "Vengeance"], trash: [] }),
      objects: [card("jx", "Jinx, Rebel", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "lb", card: "Lunar Boon", controller: "p2" }],
      choices: [{ item: "lb", index: 0, objects: ["Vengeance"] }],
      expect: { objects: { jx: { exhausted: true, might: 5 } } },
    });
  });
});

// A "do this" after a reveal, conditioned on the revealed card's tags: a reflexive trigger (387.3) only if the card revealed from among
// the looked-at cards has one of the tags; Y chooses its own target as it goes on the chain (388).
describe("a reflexive trigger when the revealed card has one of four tags (UNL-051 Ivern, Nurturer)", () => {
  it("is executable", async () => {
    await executable("UNL-051");
  });

  it("a Poro revealed and drawn: the reflexive trigger buffs the friendly unit chosen", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Pouty Poro", "Progress Day", "Vengeance", "Lunar Boon"], hand: [] }),
      chain: [{ id: "iv", card: "Ivern, Nurturer", controller: "p1" }],
      choices: [{ item: "iv.a0", index: 0, objects: ["p1:deck:0"] }, { item: "iv.a0.delayed", index: 0, objects: ["iv"] }],
      expect: { objects: { iv: { zone: "BASE", might: 5 } }, players: { p1: { hand: ["Pouty Poro"] } }, cites: { "*": ["387"] } },
    });
    expect(text(r)).toMatch(/was revealed: the reflexive trigger is created/);
  });

  it("a unit of none of those tags revealed: no reflexive trigger", async () => {
    const r = await check({
      name: "",
      board: players({ deck: ["Towering Pairofant", "Progress Day", "Vengeance", "Lunar Boon"], hand: [] }),
      chain: [{ id: "iv", card: "Ivern, Nurturer", controller: "p1" }],
      choices: [{ item: "iv.a0", index: 0, objects: ["p1:deck:0"] }],
      expect: { objects: { iv: { zone: "BASE", might: 4 } }, players: { p1: { hand: ["Towering Pairofant"] } } },
    });
    expect(text(r)).toMatch(/has none of the tags Bird, Cat, Dog, Poro, so the reflexive trigger is not created/);
  });

  it("nothing revealed: no reflexive trigger", async () => {
    await check({
      name: "",
      board: players({ deck: ["Pouty Poro", "Progress Day", "Vengeance", "Lunar Boon"], hand: [] }),
      chain: [{ id: "iv", card: "Ivern, Nurturer", controller: "p1" }],
      choices: [{ item: "iv.a0", index: 0, option: "none" }],
      expect: { objects: { iv: { zone: "BASE", might: 4 } }, players: { p1: { hand: [] } } },
    });
  });
});
