// Combat cards made executable on the cards-combat9 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here. Combat is not simulated: the caller
// describes the combat on the board (`combat`) and places the triggers of its events (an attack, a win, its end).
import { describe, expect, it } from "vitest";
import { executable, executableCard } from "../helpers/executable.js";
import { card, check, reject, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");
const players = (p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) => ({
  players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20, ...p2 }],
});

// Draven, Audacious: abilities 0 Deflect, 1 the first win of a combat each turn (placed by the caller), 2 its death in
// combat (noticed by the engine as it dies: in combat is at the combat's battlefield with a combat designation, 740.2.c).
describe("SFD-148 Draven, Audacious: the first combat won each turn scores; dying in combat makes an opponent score", () => {
  it("is executable", async () => {
    await executable("SFD-148");
  });

  it("killed while attacking in the board's combat: the opponent chosen (the only one) scores 1 point", async () => {
    const r = await check({
      name: "",
      board: { ...players({}, { points: 2 }), phase: "COMBAT", combat: { battlefield: "bf1", attackers: ["dr"], defenders: ["d"] } },
      objects: [card("dr", "Draven, Audacious", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["dr"] }],
      expect: { objects: { dr: { zone: "TRASH" } }, cites: { "*": ["471"] } },
    });
    expect(text(r)).toMatch(/p2 scores 1 point \(now 3\)/);
  });

  it("killed at a battlefield without a combat, or at the combat's battlefield without a designation: it does not trigger", async () => {
    const elsewhere = await check({
      name: "",
      board: { ...players(), phase: "COMBAT", combat: { battlefield: "bf1", attackers: ["a"], defenders: ["d"] } },
      objects: [card("dr", "Draven, Audacious", "p1", "bf2"), unit("a", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["dr"] }],
      expect: { objects: { dr: { zone: "TRASH" } }, cites: { "*": ["740.2.c"] } },
    });
    expect(text(elsewhere)).toMatch(/not in combat as it died/);
    expect(text(elsewhere)).not.toMatch(/scores/);
    const noCombat = await resolve({
      board: players(),
      objects: [card("dr", "Draven, Audacious", "p1", "bf1"), unit("d", "p2", "bf1")],
      chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["dr"] }],
    });
    expect(text(noCombat)).toMatch(/not in combat as it died \(the board gives no combat\)/);
    expect(text(noCombat)).not.toMatch(/scores/);
  });

  it("the first combat it wins this turn: its controller scores 1 point; a second win, or one after the board's use, does not", async () => {
    const win = (used: number[] = [], twice = false) => resolve({
      board: players({ points: 4 }),
      objects: [card("dr", "Draven, Audacious", "p1", "bf1", used.length ? { abilitiesUsedThisTurn: used } : {})],
      chain: [{ id: "w", source: "dr", ability: 1, controller: "p1" }, ...(twice ? [{ id: "w2", source: "dr", ability: 1, controller: "p1", playedAfter: "w" }] : [])],
    });
    const first = await win();
    expect(first.status).toBe("COMPLETE");
    expect(text(first)).toMatch(/p1 scores 1 point \(now 5\)/);
    const again = await win([1]);
    expect(text(again)).toMatch(/does not trigger: .*only the first time each turn/);
    expect(text(again)).not.toMatch(/scores/);
    const two = await win([], true);
    expect(text(two).match(/p1 scores 1 point/g)?.length).toBe(1);
    expect(text(two)).toMatch(/w2.*does not trigger|does not trigger.*first time each turn/);
  });
});

// Affectionate Poro: its trigger as a combat it was in ends is placed by the caller; the conditional statement is part of the
// trigger condition (383.2.a.1), read as it is placed: damage marked on it, the board's dealtDamageThisTurn (a unit healed
// since), or damage dealt while the request resolves.
describe("VEN-024 Affectionate Poro: a combat it was in ends, it draws only if it hasn't been dealt damage this turn", () => {
  const ends = (extra: Record<string, unknown> = {}, before: { id: string; controller: string; [k: string]: unknown }[] = []) => ({
    name: "",
    objects: [card("po", "Affectionate Poro", "p1", "bf1", extra)],
    chain: [...before, { id: "t", source: "po", ability: 0, controller: "p1", ...(before.length ? { playedAfter: before[0]!.id } : {}) }],
  });

  it("is executable", async () => {
    await executable("VEN-024");
  });

  it("undamaged this turn: its controller draws 1", async () => {
    await check({ ...ends(), expect: { instructions: { t: ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
  });

  it("with damage marked on it, or said dealt damage earlier this turn and healed since: it does not trigger", async () => {
    await check({ ...ends({ damage: 1 }), expect: { kinds: { t: { INSTRUCTION: false } }, players: { p1: { handSize: 0 } }, cites: { t: ["383.2.a.1"] } } });
    const healed = await check({ ...ends({ dealtDamageThisTurn: true }), expect: { kinds: { t: { INSTRUCTION: false } }, players: { p1: { handSize: 0 } } } });
    expect(text(healed)).toMatch(/has been dealt damage this turn/);
  });

  it("dealt damage by a spell while the request resolves, before the trigger is placed: it does not trigger", async () => {
    await check({
      ...ends({ mightBonus: 2 }, [{ id: "vs", card: "Void Seeker", controller: "p2", targets: ["po"] }]),
      expect: { objects: { po: { damage: 4, zone: "BATTLEFIELD" } }, kinds: { t: { INSTRUCTION: false } }, players: { p1: { handSize: 0 } } },
    });
  });

  it("an object with damage can't be said not dealt damage this turn", async () => {
    const r = await reject(ends({ damage: 1, dealtDamageThisTurn: false }));
    expect(JSON.stringify(r)).toMatch(/dealtDamageThisTurn/);
  });
});

// Fiora, Peerless: its attack or defence is placed by the caller; "one on one" (740.2.b) is read from the board as it is
// placed: it is alone at its battlefield, and the one enemy unit there is too. The doubling (432.1) lasts the combat.
describe("SFD-110 Fiora, Peerless: attacking or defending one on one doubles its Might this combat", () => {
  const fight = (others: ReturnType<typeof unit>[], role: "attackers" | "defenders" = "attackers") => ({
    name: "",
    board: { phase: "COMBAT", combat: { battlefield: "bf1", [role]: ["fi"], [role === "attackers" ? "defenders" : "attackers"]: others.filter((o) => o.owner === "p2").map((o) => o.id) } },
    objects: [card("fi", "Fiora, Peerless", "p1", "bf1"), ...others],
    chain: [{ id: "t", source: "fi", ability: 0, controller: "p1" }],
  });

  it("is executable", async () => {
    await executable("SFD-110");
  });

  it("one on one, attacking or defending: its Might 3 becomes 6, for this combat", async () => {
    const r = await check({ ...fight([unit("e", "p2", "bf1", { might: 4 })]), expect: { instructions: { t: ["EXECUTED"] }, objects: { fi: { might: 6 } }, cites: { t: ["432.1"] } } });
    expect(text(r)).toMatch(/Doubles the Might of fi 3 → 6 this combat/);
    await check({ ...fight([unit("e", "p2", "bf1")], "defenders"), expect: { instructions: { t: ["EXECUTED"] }, objects: { fi: { might: 6 } } } });
  });

  it("the Might doubled is its current Might, with a bonus it already has this turn", async () => {
    await check({
      ...fight([unit("e", "p2", "bf1")]),
      objects: [card("fi", "Fiora, Peerless", "p1", "bf1", { mightBonus: 2 }), unit("e", "p2", "bf1")],
      expect: { objects: { fi: { might: 10 } } },
    });
  });

  it("two enemy units there, or another friendly unit with it: not one on one, it does not trigger", async () => {
    const two = await check({ ...fight([unit("e", "p2", "bf1"), unit("f", "p2", "bf1")]), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { fi: { might: 3 } }, cites: { t: ["740.2.b"] } } });
    expect(text(two)).toMatch(/2 enemy units \(e, f\) are at .*not one on one/);
    const withFriend = await check({ ...fight([unit("e", "p2", "bf1"), unit("g", "p1", "bf1")]), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { fi: { might: 3 } } } });
    expect(text(withFriend)).toMatch(/is not alone at .*\(g there too\)/);
  });
});

// Triggers on another unit's attack or defence, placed by the caller with that unit as the item's `subject` ("it" in the effect):
// the Condition is checked on that unit as the trigger is placed.
describe("OGN-060 Mask of Foresight: a friendly unit attacking or defending alone gets +1 Might this turn", () => {
  const placed = (subject: string | undefined, others: ReturnType<typeof unit>[] = []) => ({
    name: "",
    objects: [card("m", "Mask of Foresight", "p1", "base"), unit("u", "p1", "bf1"), unit("e", "p2", "bf1"), ...others],
    chain: [{ id: "t", source: "m", ability: 0, controller: "p1", ...(subject ? { subject } : {}) }],
  });

  it("is executable", async () => {
    await executable("OGN-060");
  });

  it("the unit named alone at its battlefield: it gets +1 Might this turn", async () => {
    await check({ ...placed("u"), expect: { instructions: { t: ["EXECUTED"] }, objects: { u: { might: 4 }, e: { might: 3 } } } });
  });

  it("not alone, an enemy unit, or no unit named: it does not trigger", async () => {
    const notAlone = await check({ ...placed("u", [unit("v", "p1", "bf1")]), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { u: { might: 3 } } } });
    expect(text(notAlone)).toMatch(/is not alone at .*\(v there too/);
    const enemy = await check({ ...placed("e"), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { e: { might: 3 } } } });
    expect(text(enemy)).toMatch(/is not a friendly unit/);
    const none = await check({ ...placed(undefined), expect: { kinds: { t: { INSTRUCTION: false } } } });
    expect(text(none)).toMatch(/names no unit that attacks or defends/);
  });

  it("the unit has left the board before the trigger resolves: nothing is given", async () => {
    const r = await check({
      ...placed("u"),
      chain: [{ id: "t", source: "m", ability: 0, controller: "p1", subject: "u" }, { id: "v", card: "Vengeance", controller: "p2", targets: ["u"] }],
      expect: { objects: { u: { zone: "TRASH" } }, instructions: { t: ["IGNORED"] } },
    });
    expect(r.status).toBe("COMPLETE");
  });
});

describe("OGN-255 Nine-Tailed Fox: an enemy attacker at a battlefield its controller holds loses 1 Might for the turn, never going under 1", () => {
  const attack = (controller: string | undefined, might = 3) => ({
    name: "",
    board: { battlefields: [{ id: "bf1", ...(controller ? { controller } : {}) }, { id: "bf2" }] },
    objects: [card("fox", "Nine-Tailed Fox", "p1", "base"), unit("e", "p2", "bf1", { might })],
    chain: [{ id: "t", source: "fox", ability: 0, controller: "p1", subject: "e" }],
  });

  it("is executable", async () => {
    await executable("OGN-255");
  });

  it("attacking p1's battlefield: 3 Might becomes 2; 1 Might stays 1 (the minimum)", async () => {
    await check({ ...attack("p1"), expect: { instructions: { t: ["EXECUTED"] }, objects: { e: { might: 2 } } } });
    await check({ ...attack("p1", 1), expect: { objects: { e: { might: 1 } } } });
  });

  it("attacking a battlefield p1 does not control: it does not trigger", async () => {
    const r = await check({ ...attack("p2"), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { e: { might: 3 } } } });
    expect(text(r)).toMatch(/p1 does not control .*where e attacks/);
    await check({ ...attack(undefined), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { e: { might: 3 } } } });
  });

  it("a friendly unit named is not an enemy unit: it does not trigger", async () => {
    await check({
      ...attack("p1"),
      objects: [card("fox", "Nine-Tailed Fox", "p1", "base"), unit("u", "p1", "bf1")],
      chain: [{ id: "t", source: "fox", ability: 0, controller: "p1", subject: "u" }],
      expect: { kinds: { t: { INSTRUCTION: false } }, objects: { u: { might: 3 } } },
    });
  });
});

// Solari Shrine: noticed by the engine as a kill is attributed to a spell or ability of its controller (428.5.b; lethal damage
// in the cleanup after the item that dealt it, 428.5.c), of an opponent's unit stunned as it died. Its opening cost, exhausting
// the gear, is paid as the trigger goes on the chain (383.3.b).
describe("OGN-072 Solari Shrine: killing a stunned enemy unit, its controller may exhaust it to draw 1", () => {
  const kill = (killed: ReturnType<typeof unit>, chain: Record<string, unknown>[], answer?: "accept" | "decline", shrine: Record<string, unknown> = {}) => ({
    name: "",
    objects: [card("ss", "Solari Shrine", "p1", "base", shrine), killed],
    chain: chain as { id: string; controller: string }[],
    ...(answer ? { choices: [{ item: "ss.a0", index: 0, option: answer }] } : {}),
  });
  const vengeance = (by: string, target = "e") => [{ id: "v", card: "Vengeance", controller: by, targets: [target] }];

  it("is executable", async () => {
    await executable("OGN-072");
  });

  it("p1 kills p2's stunned unit with a spell: p1 is asked, and exhausting the shrine draws 1", async () => {
    const ask = await resolve(kill(unit("e", "p2", "bf1", { stunned: true }), vengeance("p1")));
    expect(ask.status).toBe("NEEDS_CHOICE");
    expect(ask.pendingChoice).toMatchObject({ item: "ss.a0", index: 0, player: "p1" });
    await check({ ...kill(unit("e", "p2", "bf1", { stunned: true }), vengeance("p1"), "accept"), expect: { objects: { e: { zone: "TRASH" }, ss: { exhausted: true } }, players: { p1: { handSize: 1 } } } });
    await check({ ...kill(unit("e", "p2", "bf1", { stunned: true }), vengeance("p1"), "decline"), expect: { objects: { ss: { exhausted: false } }, players: { p1: { handSize: 0 } } } });
  });

  it("lethal damage from p1's spell kills it in the cleanup: the kill is p1's, it triggers", async () => {
    await check({
      ...kill(unit("e", "p2", "bf1", { stunned: true }), [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] }], "accept"),
      expect: { objects: { e: { zone: "TRASH" }, ss: { exhausted: true } }, players: { p1: { handSize: 2 } } },
    });
  });

  it("a unit not stunned, p1's own stunned unit, or a kill by p2: it does not trigger", async () => {
    await check({ ...kill(unit("e", "p2", "bf1"), vengeance("p1")), expect: { objects: { e: { zone: "TRASH" }, ss: { exhausted: false } }, players: { p1: { handSize: 0 } } } });
    await check({ ...kill(unit("e", "p1", "bf1", { stunned: true }), vengeance("p1")), expect: { objects: { e: { zone: "TRASH" }, ss: { exhausted: false } }, players: { p1: { handSize: 0 } } } });
    await check({ ...kill(unit("e", "p2", "bf1", { stunned: true }), vengeance("p2")), expect: { objects: { e: { zone: "TRASH" }, ss: { exhausted: false } }, players: { p1: { handSize: 0 } } } });
  });

  it("the shrine already exhausted: its cost can't be paid, so it does not trigger", async () => {
    await check({ ...kill(unit("e", "p2", "bf1", { stunned: true }), vengeance("p1"), undefined, { exhausted: true }), expect: { objects: { e: { zone: "TRASH" } }, players: { p1: { handSize: 0 } } } });
  });
});

// Altar of Blood: a battlefield's optional death replacement (371.2), for a unit there while the board's combat is there (combat
// damage is not simulated; a kill by a spell during the combat is). The unit's controller is asked; the payment is recorded.
describe("UNL-206 Altar of Blood: a unit there that would die during combat may be healed, exhausted and recalled instead", () => {
  const kill = (combatAt: string | undefined, answer?: "accept" | "decline") => ({
    name: "",
    board: {
      battlefields: [{ id: "bf1", card: "Altar of Blood" }, { id: "bf2" }],
      ...(combatAt ? { phase: "COMBAT", combat: { battlefield: combatAt, attackers: combatAt === "bf1" ? ["u"] : ["x"], defenders: [] } } : {}),
    },
    objects: [unit("u", "p1", "bf1", { damage: 1 }), unit("x", "p1", "bf2")],
    chain: [{ id: "v", card: "Vengeance", controller: "p2", targets: ["u"] }],
    ...(answer ? { choices: [{ item: "v", index: 0, option: answer }] } : {}),
  });

  it("is executable", async () => {
    await executable("UNL-206");
  });

  it("killed during the combat there: its controller is asked; paying recalls it healed and exhausted, declining it dies", async () => {
    const ask = await resolve(kill("bf1"));
    expect(ask.status).toBe("NEEDS_CHOICE");
    expect(ask.pendingChoice).toMatchObject({ item: "v", index: 0, player: "p1", options: ["accept", "decline"] });
    const r = await check({ ...kill("bf1", "accept"), expect: { objects: { u: { zone: "BASE", damage: 0, exhausted: true } }, cites: { "*": ["370.1.b"] } } });
    expect(text(r)).toMatch(/applies Altar of Blood's replacement: they pay \{any\}\{any\}\{any\}/);
    await check({ ...kill("bf1", "decline"), expect: { objects: { u: { zone: "TRASH" } } } });
  });

  it("no combat there (the combat is elsewhere, or none): it dies, nobody is asked", async () => {
    await check({ ...kill("bf2"), expect: { objects: { u: { zone: "TRASH" } } } });
    await check({ ...kill(undefined), expect: { objects: { u: { zone: "TRASH" } } } });
  });
});

// Void Hatchling: a replacement on its controller's reveals from a deck (370, 424): the top card of the Main Deck is looked at
// first and may be recycled (asked), then the reveal goes on from the top as it is then.
describe("SFD-018 Void Hatchling: before revealing from a deck, its controller looks at the top card and may recycle it", () => {
  const reveal = (hatchlingOwner: string | undefined, answer?: "accept" | "decline") => ({
    name: "",
    board: { players: [{ id: "p1", deck: ["Vengeance", "Solari Shrine", "Vengeance"], hand: [] }, { id: "p2", deckSize: 20 }] },
    objects: [card("as", "Apprentice Smith", "p1", "base"), ...(hatchlingOwner ? [card("vh", "Void Hatchling", hatchlingOwner, "bf1")] : [])],
    chain: [{ id: "t", source: "as", ability: 0, controller: "p1" }],
    ...(answer ? { choices: [{ item: "t", index: 0, option: answer }] } : {}),
  });

  it("is executable", async () => {
    await executable("SFD-018");
  });

  it("recycling the top card: the next card (a gear) is revealed and drawn", async () => {
    const ask = await resolve(reveal("p1"));
    expect(ask.status).toBe("NEEDS_CHOICE");
    expect(ask.pendingChoice).toMatchObject({ item: "t", index: 0, player: "p1", options: ["accept", "decline"] });
    const r = await check({ ...reveal("p1", "accept"), expect: { players: { p1: { hand: ["Solari Shrine"] } } } });
    expect(text(r)).toMatch(/looks at Vengeance.* and recycles it/);
  });

  it("keeping it: the same card is revealed (not a gear: recycled); without a Hatchling of the revealing player, nobody is asked", async () => {
    await check({ ...reveal("p1", "decline"), expect: { players: { p1: { handSize: 0 } } } });
    const none = await check({ ...reveal(undefined), expect: { players: { p1: { handSize: 0 } } } });
    expect(text(none)).toMatch(/reveals Vengeance/);
    const theirs = await check({ ...reveal("p2"), expect: { players: { p1: { handSize: 0 } } } });
    expect(text(theirs)).not.toMatch(/before revealing/);
  });
});

// Virtuoso: "When you play a spell" triggers as the spell resolves (359.3.e.10), so "it" is the spell's card in its owner's trash;
// banished, it is banished with the legend. The spells banished with it (the board's banishedWithThis and the request's) are
// counted as the rest resolves.
describe("UNL-181 Virtuoso: a spell its controller spent 4 or more on may be banished with it; at four, they go to the trash, 4 runes are channeled and 1 card drawn", () => {
  const play = (answer: "accept" | "decline" | undefined, before: string[] = [], energySpent?: number) => ({
    name: "",
    board: { players: [{ id: "p1", deckSize: 20, trash: [], runes: 2 }, { id: "p2", deckSize: 20 }] },
    objects: [card("vi", "Virtuoso", "p1", "base", before.length ? { banishedWithThis: before } : {}), unit("e", "p2", "bf1")],
    chain: [{ id: "v", card: "Vengeance", controller: "p1", targets: ["e"], ...(energySpent !== undefined ? { energySpent } : {}) }],
    ...(answer ? { choices: [{ item: "vi.a0", index: 0, option: answer }] } : {}),
  });

  it("is executable", async () => {
    await executable("UNL-181");
  });

  it("banished: the spell's card leaves the trash; with fewer than four banished with it, nothing more", async () => {
    const ask = await resolve(play(undefined));
    expect(ask.status).toBe("NEEDS_CHOICE");
    expect(ask.pendingChoice).toMatchObject({ item: "vi.a0", player: "p1" });
    const r = await check({ ...play("accept"), expect: { objects: { e: { zone: "TRASH" } }, players: { p1: { trash: [], handSize: 0 } } } });
    expect(text(r)).toMatch(/banishes Vengeance \(v\), which has resolved, from p1's trash; it is banished with Virtuoso/);
    expect(text(r)).toMatch(/1 spell is banished with Virtuoso/);
  });

  it("the fourth spell banished with it: all four go to their owner's trash, p1 channels 4 runes and draws 1", async () => {
    const r = await check({ ...play("accept", ["Falling Star", "Vengeance", "Void Seeker"]), expect: { players: { p1: { handSize: 1 } } } });
    const trash = r.finalBoard.players.find((p) => p.id === "p1")?.trash ?? [];
    expect([...trash].sort()).toEqual(["Falling Star", "Vengeance", "Vengeance", "Void Seeker"]);
    expect(text(r)).toMatch(/There are 4 spells banished with Virtuoso/);
    expect(text(r)).toMatch(/p1 channels 4 runes \(now controls 6 runes\)/);
  });

  it("declined: the spell stays in the trash, three banished is not four; spent 3: it does not trigger", async () => {
    const r = await check({ ...play("decline", ["Falling Star", "Vengeance", "Void Seeker"]), expect: { players: { p1: { trash: ["Vengeance"], handSize: 0 } } } });
    expect(text(r)).toMatch(/3 spells are banished with Virtuoso/);
    const cheap = await check({ ...play(undefined, [], 3), expect: { players: { p1: { trash: ["Vengeance"] } } } });
    expect(text(cheap)).not.toMatch(/banishes Vengeance/);
  });
});

// Yone, Blademaster: its conquest is noticed by the engine (a unit arriving where no other player has units) or placed by the
// caller (after a combat); "that was uncontrolled" is the battlefield's control just before the conquest: the board's new
// `uncontrolled` (without it and without a controller, its control is not known and the ability does not trigger).
describe("SFD-116 Yone, Blademaster: on conquering a battlefield nobody controlled, it hits an enemy unit in a base for as much damage as its Might", () => {
  const moved = async (bf1: Record<string, unknown>) => ({
    name: "",
    board: { battlefields: [{ id: "bf1", ...bf1 }, { id: "bf2" }] },
    objects: [card("yo", "Yone, Blademaster", "p1", "base"), unit("e", "p2", "base", { might: 7 })],
    chain: [{ id: "rw", card: await executableCard("OGN-173"), controller: "p1", targets: ["yo"], destination: "bf1" }],
  });
  const placed = (bf1: Record<string, unknown>) => ({
    name: "",
    board: { battlefields: [{ id: "bf1", ...bf1 }, { id: "bf2" }] },
    objects: [card("yo", "Yone, Blademaster", "p1", "bf1"), unit("e", "p2", "base", { might: 7 })],
    chain: [{ id: "t", source: "yo", ability: 1, controller: "p1", targets: ["e"] }],
  });

  it("is executable", async () => {
    await executable("SFD-116");
  });

  it("moved to an uncontrolled battlefield, it conquers it: 5 damage to the enemy unit in a base", async () => {
    const r = await check({ ...(await moved({ uncontrolled: true })), choices: [{ item: "yo.a1", index: 0, objects: ["e"] }], expect: { objects: { yo: { zone: "BATTLEFIELD" }, e: { damage: 5 } } } });
    expect(text(r)).toMatch(/conquers it/);
  });

  it("moved to a battlefield p2 controlled: it conquers it, but the ability does not trigger", async () => {
    const r = await check({ ...(await moved({ controller: "p2" })), expect: { objects: { e: { damage: 0 } } } });
    expect(text(r)).toMatch(/was not uncontrolled just before the conquest/);
  });

  it("placed by the caller: the board's battlefield as it was before the conquest decides", async () => {
    await check({ ...placed({ uncontrolled: true }), expect: { instructions: { t: ["EXECUTED"] }, objects: { e: { damage: 5 } } } });
    await check({ ...placed({ controller: "p2" }), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { e: { damage: 0 } } } });
    const unknown = await check({ ...placed({}), expect: { kinds: { t: { INSTRUCTION: false } }, objects: { e: { damage: 0 } } } });
    expect(text(unknown)).toMatch(/does not say that .* was uncontrolled/);
  });

  it("a battlefield both controlled and uncontrolled is refused", async () => {
    const r = await reject(placed({ controller: "p2", uncontrolled: true }));
    expect(JSON.stringify(r)).toMatch(/uncontrolled/);
  });
});
