// Phrases made executable on the cards-ven6 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, reject, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const kill = (target: string) => [{ id: "v", card: "Vengeance", controller: "p1", targets: [target] }];
type Final = { finalBoard: { objects: { id: string; controller: string; zone: string; might: number | null }[] } };
const inBase = (r: Final, p: string) => r.finalBoard.objects.filter((o) => o.controller === p && o.zone === "BASE");

// A Deathknell nested under [Empowered] (the "[>>]" glyph): it triggers only if the unit was Empowered as it died,
// read from its last known information (727.1.b.2, 808.1.d).
describe("an Empowered Deathknell: two Recruit tokens (VEN-128 Noxian Emissary)", () => {
  it("is executable", async () => {
    await executable("VEN-128");
  });

  it("killed while Empowered: two 1-Might Recruit tokens enter p1's base", async () => {
    const r = await check({ name: "", objects: [card("n", "Noxian Emissary", "p1", "bf1", { empowered: true })], chain: kill("n"), expect: { objects: { n: { zone: "TRASH" } } } });
    const tokens = inBase(r as unknown as Final, "p1");
    expect(tokens.length).toBe(2);
    expect(tokens.map((t) => t.might)).toEqual([1, 1]);
  });

  it("killed while not Empowered: no trigger, no token", async () => {
    const r = await check({ name: "", objects: [card("n", "Noxian Emissary", "p1", "bf1")], chain: kill("n"), expect: { objects: { n: { zone: "TRASH" } } } });
    expect(inBase(r as unknown as Final, "p1").length).toBe(0);
  });
});

describe("an Empowered Deathknell: two runes channelled exhausted (VEN-078 Baccai Witherclaw)", () => {
  const board = (n: number) => ({ players: [{ id: "p1", deckSize: 20, runes: n }, { id: "p2", deckSize: 20 }] });

  it("is executable", async () => {
    await executable("VEN-078");
  });

  it("killed while Empowered (6 Might with its Empowered bonus): p1 channels 2 runes exhausted", async () => {
    const r = await check({ name: "", board: board(3), objects: [card("b", "Baccai Witherclaw", "p2", "bf1", { empowered: true }), card("w", "Baccai Witherclaw", "p1", "bf1", { empowered: true })], chain: kill("w"), expect: { objects: { w: { zone: "TRASH" }, b: { might: 6 } } } });
    expect(text(r)).toMatch(/p1 channels 2 runes exhausted \(now controls 5 runes\)/);
  });

  it("killed while not Empowered: nothing is channelled", async () => {
    const r = await check({ name: "", board: board(3), objects: [card("w", "Baccai Witherclaw", "p1", "bf1")], chain: kill("w"), expect: { objects: { w: { zone: "TRASH" } } } });
    expect(text(r)).not.toMatch(/channels/);
  });
});

// "When my Might becomes N or more": the moment its Might goes from less than N to N or more (as 709 for Mighty), noticed
// after each instruction (383.2.c); already N or more before does not trigger.
describe("its Might becoming 10 or more empowers it (VEN-092 Renekton, Brute)", () => {
  const discipline = [{ id: "d", card: "Discipline", controller: "p1", targets: ["r"] }];

  it("is executable", async () => {
    await executable("VEN-092");
  });

  it("9 Might, then +2 from Discipline: 11, it becomes Empowered", async () => {
    const r = await check({ name: "", objects: [card("r", "Renekton, Brute", "p1", "bf1", { mightBonus: 5 })], chain: discipline, expect: { objects: { r: { might: 11, empowered: true } } } });
    expect(text(r)).toMatch(/became 10 or more, from less than 10/);
  });

  it("its own ability (+1) from 9 to 10: Empowered", async () => {
    await check({ name: "", objects: [card("r", "Renekton, Brute", "p1", "bf1", { mightBonus: 5 })], chain: [{ id: "a", source: "r", ability: 0, controller: "p1" }], expect: { objects: { r: { might: 10, empowered: true } } } });
  });

  it("4 Might to 6: less than 10, not Empowered", async () => {
    await check({ name: "", objects: [card("r", "Renekton, Brute", "p1", "bf1")], chain: discipline, expect: { objects: { r: { might: 6, empowered: false } } } });
  });

  it("already 10 before the chain, then 12: it did not become 10 or more, no trigger", async () => {
    const r = await check({ name: "", objects: [card("r", "Renekton, Brute", "p1", "bf1", { mightBonus: 6 })], chain: discipline, expect: { objects: { r: { might: 12, empowered: false } } } });
    expect(text(r)).not.toMatch(/became 10 or more/);
  });
});

// "When you banish a card you own": a spell or ability of the legend's controller banishes a card that player owns (an
// instruction, or Flow's replacement as the spell leaves the chain, 829.1.b.1); a card of another owner does not count.
describe("banishing a card you own empowers the legend (VEN-143 Master of Shadows)", () => {
  const legend = () => card("m", "Master of Shadows", "p1", "base");

  it("is executable", async () => {
    await executable("VEN-143");
  });

  it("Portal Rescue banishes p1's own unit: the legend becomes Empowered", async () => {
    await check({
      name: "",
      objects: [legend(), unit("u", "p1", "base")],
      chain: [{ id: "pr", card: "Portal Rescue", controller: "p1", targets: ["u"] }],
      expect: { objects: { m: { empowered: true } } },
    });
  });

  it("Dredge Up played from the trash for its Flow cost is banished as it leaves the chain: Empowered", async () => {
    await check({ name: "", objects: [legend()], chain: [{ id: "du", card: "Dredge Up", controller: "p1", playedFrom: "TRASH" }], expect: { objects: { m: { empowered: true } } } });
  });

  it("Dredge Up played from hand (goes to the trash): not Empowered", async () => {
    await check({ name: "", objects: [legend()], chain: [{ id: "du", card: "Dredge Up", controller: "p1" }], expect: { objects: { m: { empowered: false } } } });
  });

  it("p1 banishes p2's unit (Wind and Ghosts): a card p1 does not own, not Empowered", async () => {
    await check({
      name: "",
      objects: [legend(), unit("e", "p2", "bf1", { might: 2 })],
      chain: [{ id: "wg", card: "Wind and Ghosts", controller: "p1", targets: ["e"] }],
      expect: { objects: { e: { zone: "BANISHMENT" }, m: { empowered: false } } },
    });
  });

  it("p2 banishes a unit p1 owns: p1 did not banish it, not Empowered", async () => {
    await check({
      name: "",
      objects: [legend(), unit("u", "p1", "bf1", { might: 2 })],
      chain: [{ id: "wg", card: "Wind and Ghosts", controller: "p2", targets: ["u"] }],
      expect: { objects: { u: { zone: "BANISHMENT" }, m: { empowered: false } } },
    });
  });
});

// A permission to be Empowered more than once (441.1.c.1), the board's `timesEmpowered`, a Might bonus per time, and a
// dependent ability while Empowered three times; its Empower can be used while it is Empowered fewer times than that.
describe("Empowered up to three times, +2 Might each time (VEN-134 Kayle, Justified)", () => {
  const empower = [{ id: "e", source: "k", ability: 0, controller: "p1" }];

  it("is executable", async () => {
    await executable("VEN-134");
  });

  it("not Empowered: 3 Might; its Empower makes it Empowered once, 5 Might", async () => {
    await check({ name: "", objects: [card("k", "Kayle, Justified", "p1", "bf1")], chain: empower, expect: { instructions: { e: ["EXECUTED"] }, objects: { k: { empowered: true, might: 5 } } } });
  });

  it("Empowered twice (7 Might): its Empower can be used again, three times, 9 Might", async () => {
    const r = await check({ name: "", objects: [card("k", "Kayle, Justified", "p1", "bf1", { timesEmpowered: 2 })], chain: empower, expect: { instructions: { e: ["EXECUTED"] }, objects: { k: { empowered: true, might: 9 } }, cites: { e: ["441.1.c.1"] } } });
    expect(text(r)).toMatch(/now Empowered 3 times \(it can be up to 3\)/);
  });

  it("Empowered three times: its Empower can't be used (the play is undone), still 9 Might", async () => {
    await check({ name: "", objects: [card("k", "Kayle, Justified", "p1", "bf1", { timesEmpowered: 3 })], chain: empower, expect: { kinds: { e: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { k: { empowered: true, might: 9 } } } });
  });

  it("a unit without the permission stays Empowered once: Brutal Hunter's Empower is refused while Empowered", async () => {
    await check({ name: "", objects: [card("k", "Brutal Hunter", "p1", "bf1", { timesEmpowered: 1 })], chain: empower, expect: { kinds: { e: { PLAY_ILLEGAL: true } }, objects: { k: { empowered: true } } } });
  });

  it("timesEmpowered must be a whole number, and 0 contradicts empowered", async () => {
    expect((await reject({ objects: [card("k", "Kayle, Justified", "p1", "bf1", { timesEmpowered: -1 })], chain: [] })).message).toMatch(/timesEmpowered/);
    expect((await reject({ objects: [card("k", "Kayle, Justified", "p1", "bf1", { timesEmpowered: 0, empowered: true })], chain: [] })).message).toMatch(/timesEmpowered/);
  });
});

// An activated ability usable only if its controller's spell or ability chose an enemy unit this turn (the board's
// choseEnemyUnitThisTurn, or an item of theirs on the chain that chose one as it was finalized), and once each turn.
describe("ready me and +1 Might, only after choosing an enemy unit this turn, once (VEN-125 Hungry Wolf)", () => {
  const wolf = (extra = {}) => card("w", "Hungry Wolf", "p1", "bf1", { exhausted: true, ...extra });
  const use = { id: "a", source: "w", ability: 0, controller: "p1" };
  const chose = (yes: boolean) => ({ players: [{ id: "p1", deckSize: 20, choseEnemyUnitThisTurn: yes }, { id: "p2", deckSize: 20 }] });

  it("is executable", async () => {
    await executable("VEN-125");
  });

  it("p1 chose an enemy unit earlier this turn: it readies and gets +1 Might", async () => {
    await check({ name: "", board: chose(true), objects: [wolf()], chain: [use], expect: { objects: { w: { exhausted: false, might: 5 } } } });
  });

  it("p1 has not chosen an enemy unit: the ability can't be used", async () => {
    const r = await check({ name: "", board: chose(false), objects: [wolf()], chain: [use], expect: { kinds: { a: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { w: { exhausted: true, might: 4 } } } });
    expect(text(r)).toMatch(/has not chosen an enemy unit/);
  });

  it("Vengeance on an enemy unit earlier on the chain counts; Discipline on a friendly unit does not", async () => {
    await check({ name: "", objects: [wolf(), unit("e", "p2", "bf1")], chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"] }, use], expect: { objects: { w: { exhausted: false }, e: { zone: "TRASH" } } } });
    await check({ name: "", objects: [wolf(), unit("f", "p1", "bf1")], chain: [{ id: "d", card: "Discipline", controller: "p1", targets: ["f"] }, use], expect: { kinds: { a: { PLAY_ILLEGAL: true } }, objects: { w: { exhausted: true } } } });
  });

  it("already used this turn: not again", async () => {
    await check({ name: "", board: chose(true), objects: [wolf({ abilitiesUsedThisTurn: [0] })], chain: [use], expect: { kinds: { a: { PLAY_ILLEGAL: true } }, objects: { w: { exhausted: true } } } });
  });
});

// "When an opponent plays a gear": another player's gear entering the board; "you may banish me to banish it": the
// unit banishes itself as the opening cost (383.3.b) as the ability goes on the chain, then the gear is banished.
describe("an opponent's gear banished by banishing itself (VEN-102 Ravenbloom Prefect)", () => {
  const objects = () => [card("rp", "Ravenbloom Prefect", "p1", "bf1")];

  it("is executable", async () => {
    await executable("VEN-102");
  });

  it("p2 plays Seal of Rage, p1 accepts: the Prefect and the gear are banished", async () => {
    await check({
      name: "",
      objects: objects(),
      chain: [{ id: "g", card: "Seal of Rage", controller: "p2" }],
      choices: [{ item: "rp.a0", index: 0, option: "accept" }],
      expect: { objects: { rp: { zone: "BANISHMENT" }, g: { zone: "BANISHMENT" } } },
    });
  });

  it("p1 declines: nothing is banished", async () => {
    await check({
      name: "",
      objects: objects(),
      chain: [{ id: "g", card: "Seal of Rage", controller: "p2" }],
      choices: [{ item: "rp.a0", index: 0, option: "decline" }],
      expect: { objects: { rp: { zone: "BATTLEFIELD" }, g: { zone: "BASE" } } },
    });
  });

  it("p1 plays the gear itself: no trigger", async () => {
    await check({ name: "", objects: objects(), chain: [{ id: "g", card: "Seal of Rage", controller: "p1" }], expect: { kinds: { "rp.a0": { TRIGGER: false } }, objects: { rp: { zone: "BATTLEFIELD" }, g: { zone: "BASE" } } } });
  });
});

// On becoming Empowered, an optional choice of a unit card of the trash under printed Energy and Power caps (206), played to
// its owner's base without paying its cost.
describe("becoming Empowered plays a cheap unit from the trash to base (VEN-104 Tail-Cloaked Matriarch)", () => {
  const board = (trash: string[]) => ({ players: [{ id: "p1", deckSize: 20, trash }, { id: "p2", deckSize: 20 }] });
  const empower = [{ id: "e", source: "m", ability: 0, controller: "p1" }];
  const objects = () => [card("m", "Tail-Cloaked Matriarch", "p1", "bf1")];

  it("is executable", async () => {
    await executable("VEN-104");
  });

  it("Empowered: Noxian Emissary (Energy 2, no Power) is played from p1's trash to p1's base", async () => {
    await check({
      name: "",
      board: board(["Noxian Emissary"]),
      objects: objects(),
      chain: empower,
      choices: [{ item: "m.a1", index: 0, objects: ["p1:trash:0"] }],
      expect: { objects: { m: { empowered: true }, "p1:trash:0": { zone: "BASE", controller: "p1" } }, players: { p1: { trash: [] } } },
    });
  });

  it("Renekton, Brute (Energy 5) can't be chosen: it stays in the trash", async () => {
    const r = await resolve({ board: board(["Renekton, Brute"]), objects: objects(), chain: empower, choices: [{ item: "m.a1", index: 0, objects: ["p1:trash:0"] }] });
    expect(r.status).toBe("COMPLETE");
    expect(text(r)).toMatch(/There is no card to play/);
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.trash).toEqual(["Renekton, Brute"]);
  });

  it("p1 chooses nothing: nothing is played", async () => {
    const r = await resolve({ board: board(["Noxian Emissary"]), objects: objects(), chain: empower, choices: [{ item: "m.a1", index: 0, objects: [] }] });
    expect(r.finalBoard.players.find((p) => p.id === "p1")?.trash).toEqual(["Noxian Emissary"]);
  });
});
