// Phrases made executable on the cards-turn9 branch (turn structure, holding, conquering and effects that reach beyond the
// request). Real cards of the library, compiled from their text; the card text itself is read from the datasets at test
// time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { data, gql } from "../helpers/api.js";
import { card, check, input, RESOLVE, resolve, unit } from "../helpers/scenario-http.js";

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// A battlefield's hold effect giving its controller's next spell this turn [Repeat] with the spell's base cost as the Repeat
// cost (a delayed passive ability, 391; the cost itself is paid outside the engine, the item's repeat).
describe("UNL-216 The Academy: the next spell after the hold gets Repeat at its base cost", () => {
  const board = { battlefields: [{ id: "ac", card: "The Academy", controller: "p1" }, { id: "bf2" }] };

  it("is executable", async () => {
    await executable("UNL-216");
  });

  it("held, then a spell with its Repeat cost paid: its effect runs twice", async () => {
    const r = await check({
      name: "",
      board,
      objects: [unit("u", "p1", "ac", { might: 3 })],
      chain: [
        { id: "h", source: "ac", ability: 0, controller: "p1" },
        { id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"], repeat: true, repeatTargets: ["u"], playedAfter: "h" },
      ],
      expect: { instructions: { h: ["EXECUTED"] }, objects: { u: { might: 7 } }, kinds: { fs: { DELAYED: true, REPEAT: true } }, cites: { h: ["391", "206"] } },
    });
    expect(text(r)).toMatch(/has \[Repeat\] with its base cost/);
  });

  it("a spell played before the hold resolved, or an opponent's, does not get it", async () => {
    await check({
      name: "",
      board,
      objects: [unit("u", "p1", "ac", { might: 3 })],
      chain: [{ id: "h", source: "ac", ability: 0, controller: "p1" }, { id: "fs", card: "Feral Strength", controller: "p1", targets: ["u"] }],
      expect: { objects: { u: { might: 5 } }, kinds: { fs: { DELAYED: false } } },
    });
    await check({
      name: "",
      board,
      objects: [unit("u", "p2", "bf2", { might: 3 })],
      chain: [
        { id: "h", source: "ac", ability: 0, controller: "p1" },
        { id: "fs", card: "Feral Strength", controller: "p2", targets: ["u"], playedAfter: "h" },
      ],
      expect: { objects: { u: { might: 5 } }, kinds: { fs: { DELAYED: false } } },
    });
  });
});

// A gear's ability making an optional delayed replacement (390.3) on a friendly unit's next death this turn: as it would die, the
// gear's controller chooses whether to pay the rune cost (paid outside the engine) and apply it (371.2.a): healed, exhausted and
// recalled instead; declined, the unit dies.
describe("OGN-023 Unlicensed Armory: the next death this turn replaced if its controller pays", () => {
  const objects = [card("ua", "Unlicensed Armory", "p1", "base"), unit("u", "p1", "bf1", { might: 3 })];
  const chain = [
    { id: "a", source: "ua", ability: 0, controller: "p1", targets: ["u"] },
    { id: "k", card: "Void Seeker", controller: "p2", targets: ["u"], playedAfter: "a" },
  ];

  it("is executable", async () => {
    await executable("OGN-023");
  });

  it("lethal damage: p1 is asked, pays, and the unit is healed, exhausted and recalled", async () => {
    const asked = await resolve({ objects, chain });
    expect(asked.status).toBe("NEEDS_CHOICE");
    expect(asked.pendingChoice).toMatchObject({ item: "a:replace", player: "p1", options: ["accept", "decline"] });
    const r = await check({
      name: "",
      objects,
      chain,
      choices: [{ item: "a:replace", index: 0, option: "accept" }],
      expect: { objects: { ua: { exhausted: true }, u: { zone: "BASE", damage: 0, exhausted: true } }, cites: { a: ["390.3", "371.2.a"] } },
    });
    expect(text(r)).toMatch(/p1 pays \{fury\}.*healed, exhausted and recalled/);
  });

  it("declined: the unit dies", async () => {
    await check({
      name: "",
      objects,
      chain,
      choices: [{ item: "a:replace", index: 0, option: "decline" }],
      expect: { objects: { u: { zone: "TRASH" } } },
    });
  });

  it("an opponent's unit can't be chosen (a friendly unit only)", async () => {
    const r = await resolve({ objects: [card("ua", "Unlicensed Armory", "p1", "base"), unit("e", "p2", "bf1")], chain: [{ id: "a", source: "ua", ability: 0, controller: "p1", targets: ["e"] }] });
    expect(r.finalBoard.objects.find((o) => o.id === "ua")?.exhausted).toBe(false);
  });
});

// Effects that land after the request, reported in the final board: an Additional Turn queued right after the current turn, in
// front of those already queued (735, 738), and a player winning the game (195), which ends it at once (196).
const TURN_FIELDS = `status steps { kind chainItem outcome explanation citations { rup4 } } finalBoard { additionalTurns winner delayed { id controller source when describe battlefield } objects { id zone battlefield } players { id handSize } }`;
interface TurnAnswer {
  status: string;
  steps: { kind: string; chainItem: string | null; outcome: string | null; explanation: string; citations: { rup4: string }[] }[];
  finalBoard: {
    additionalTurns: string[] | null; winner: string | null; objects: { id: string; zone: string; battlefield: string | null }[];
    delayed: { id: string; controller: string; source: string; when: string; describe: string; battlefield: string | null }[] | null;
  };
}
async function resolveTurn(r: Parameters<typeof input>[0]): Promise<TurnAnswer> {
  return (await data<{ resolveChain: TurnAnswer }>(`mutation($input: ResolveChainInput!) { resolveChain(input: $input) { ${TURN_FIELDS} } }`, { input: input(r) })).resolveChain;
}
const rup4Of = (r: TurnAnswer, item: string) => r.steps.filter((s) => s.chainItem === item).flatMap((s) => s.citations.map((c) => c.rup4));

describe("OGN-122 Time Warp: an Additional Turn for its controller, reported in the final board", () => {
  it("is executable", async () => {
    await executable("OGN-122");
  });

  it("queues p1's turn after this one and banishes itself", async () => {
    const r = await resolveTurn({ chain: [{ id: "tw", card: "Time Warp", controller: "p1" }] });
    expect(r.status).toBe("COMPLETE");
    expect(r.finalBoard.additionalTurns).toEqual(["p1"]);
    expect(r.finalBoard.winner).toBeNull();
    expect(r.steps.filter((s) => s.kind === "INSTRUCTION" && s.chainItem === "tw").map((s) => s.outcome)).toEqual(["EXECUTED", "EXECUTED"]);
    expect(rup4Of(r, "tw")).toEqual(expect.arrayContaining(["735", "738"]));
    expect(r.steps.find((s) => s.kind === "ITEM_ENDS" && s.chainItem === "tw")?.explanation).toMatch(/banished itself/);
  });

  it("the newest goes first: in front of a queued turn and of an earlier Time Warp of the same chain", async () => {
    const r = await resolveTurn({
      board: { additionalTurns: ["p2"] },
      chain: [{ id: "a", card: "Time Warp", controller: "p1" }, { id: "b", card: "Time Warp", controller: "p2" }],
    });
    // b resolves first (p2's turn goes to the front), then a (p1's turn in front of it)
    expect(r.finalBoard.additionalTurns).toEqual(["p1", "p2", "p2"]);
  });

  it("an unknown player in the board's queue is the client's error", async () => {
    const res = await gql(RESOLVE, { input: input({ board: { additionalTurns: ["p9"] }, chain: [{ id: "tw", card: "Time Warp", controller: "p1" }] }) });
    expect(JSON.stringify(res.errors ?? res.data)).toMatch(/additionalTurns/);
  });
});

describe("OGN-293 The Grand Plaza: holding it with 7 or more units wins the game", () => {
  const plaza = (n: number, extra: object[] = []) => ({
    board: { battlefields: [{ id: "gp", card: "The Grand Plaza", controller: "p1" }, { id: "bf2" }] },
    objects: [...Array.from({ length: n }, (_, i) => unit(`u${i}`, "p1", "gp", { might: 1 })), unit("e", "p2", "bf2"), ...(extra as never[])],
  });

  it("is executable", async () => {
    await executable("OGN-293");
  });

  it("seven units: p1 wins, and the game ends before anything else resolves or is played", async () => {
    const r = await resolveTurn({
      ...plaza(7),
      chain: [
        { id: "vs", card: "Void Seeker", controller: "p1", targets: ["e"] },
        { id: "h", source: "gp", ability: 0, controller: "p1" },
        { id: "tw", card: "Time Warp", controller: "p1", playedAfter: "h" },
      ],
    });
    expect(r.finalBoard.winner).toBe("p1");
    expect(r.steps.filter((s) => s.kind === "INSTRUCTION" && s.chainItem === "h").map((s) => s.outcome)).toEqual(["EXECUTED"]);
    expect(rup4Of(r, "h")).toEqual(expect.arrayContaining(["195", "196"]));
    const end = r.steps.find((s) => s.kind === "GAME_ENDS");
    expect(end?.explanation).toMatch(/vs is never resolved/);
    expect(r.steps.some((s) => s.chainItem === "vs" && s.kind === "INSTRUCTION")).toBe(false);
    expect(r.steps.some((s) => s.chainItem === "tw" && s.kind === "ITEM_ADDED")).toBe(false);
    expect(r.finalBoard.additionalTurns).toEqual([]);
  });

  it("six units (an opponent's unit there does not count): the ability does not trigger", async () => {
    const r = await resolveTurn({ ...plaza(6, [unit("x", "p2", "gp")]), chain: [{ id: "h", source: "gp", ability: 0, controller: "p1" }] });
    expect(r.finalBoard.winner).toBeNull();
    expect(r.steps.find((s) => s.kind === "TRIGGER" && s.chainItem === "h")?.explanation).toMatch(/6 units at The Grand Plaza, 7 or more needed/);
    expect(rup4Of(r, "h")).toContain("383.2.a.1");
  });
});

describe("UNL-088 Gutter Palace: exactly 4 cards in hand and 4 units at battlefields at the start of the Beginning Phase wins", () => {
  const palace = (hand: number, units: number) => ({
    board: { players: [{ id: "p1", deckSize: 20, handSize: hand }, { id: "p2", deckSize: 20 }] },
    objects: [card("gp", "Gutter Palace", "p1", "base"), ...Array.from({ length: units }, (_, i) => unit(`u${i}`, "p1", i % 2 ? "bf1" : "bf2")), unit("b", "p1", "base"), unit("e", "p2", "bf1")],
    chain: [{ id: "s", source: "gp", ability: 0, controller: "p1" }],
  });

  it("is executable", async () => {
    await executable("UNL-088");
  });

  it("4 and 4 (a unit in base and an enemy unit not counted): p1 wins", async () => {
    const r = await resolveTurn(palace(4, 4));
    expect(r.finalBoard.winner).toBe("p1");
    expect(r.steps.find((s) => s.kind === "GAME_ENDS")?.explanation).toMatch(/p1 has won the game/);
  });

  it("5 cards in hand, or 3 units at battlefields: it does not trigger", async () => {
    for (const [hand, units] of [[5, 4], [4, 3]] as const) {
      const r = await resolveTurn(palace(hand, units));
      expect(r.finalBoard.winner).toBeNull();
      expect(r.steps.find((s) => s.kind === "TRIGGER" && s.chainItem === "s")?.explanation).toMatch(new RegExp(`${hand} cards in hand and ${units} units at battlefields, not exactly 4 and 4`));
    }
  });
});

// A unit that can't be played on its player's first three turns ("can't" beats "can", 054.1): the board's turnsTaken says which of
// that player's turns the current one is.
describe("VEN-029 Ol' Poro: not on its player's first three turns", () => {
  const poro = (turnsTaken: number | undefined, turnPlayer = "p1") => ({
    board: { turnPlayer, players: [{ id: "p1", deckSize: 20, ...(turnsTaken !== undefined ? { turnsTaken } : {}) }, { id: "p2", deckSize: 20, turnsTaken: 5 }] },
    chain: [{ id: "op", card: "Ol' Poro", controller: "p1" }],
  });

  it("is executable", async () => {
    await executable("VEN-029");
  });

  it("on p1's third turn the play is undone; on the fourth it enters", async () => {
    const third = await resolve(poro(3));
    expect(third.steps.filter((s) => s.kind === "PLAY_ILLEGAL").map((s) => s.chainItem)).toEqual(["op"]);
    expect(text(third)).toMatch(/can't be played on p1's first 3 turns, and this is their turn 3/);
    expect(third.finalBoard.objects.some((o) => o.zone === "BASE")).toBe(false);
    const fourth = await resolve(poro(4));
    expect(fourth.steps.some((s) => s.kind === "PLAY_ILLEGAL")).toBe(false);
    expect(fourth.finalBoard.objects.filter((o) => o.zone === "BASE" && o.controller === "p1")).toHaveLength(1);
    expect(text(fourth)).toMatch(/p1 has begun 4 turns \(this one included\): not one of their first 3/);
  });

  it("on an opponent's turn, or with turnsTaken not given, it is not forbidden (and the transcript says why)", async () => {
    const theirs = await resolve(poro(1, "p2"));
    expect(theirs.steps.some((s) => s.kind === "PLAY_ILLEGAL")).toBe(false);
    expect(text(theirs)).toMatch(/this is p2's turn, not p1's/);
    const unknown = await resolve(poro(undefined));
    expect(unknown.steps.some((s) => s.kind === "PLAY_ILLEGAL")).toBe(false);
    expect(text(unknown)).toMatch(/does not say how many turns p1 has begun/);
  });

  it("turnsTaken 0 for the turn player is the client's error", async () => {
    const res = await gql(RESOLVE, { input: input(poro(0)) });
    expect(JSON.stringify(res.errors ?? res.data)).toMatch(/turnsTaken/);
  });
});

// A unit's hold effect creating a delayed trigger (390.2) for the start of its controller's next Main Phase: it acts after the
// request, so the final board reports it, with the battlefield it names fixed as it was created; nothing moves now.
describe("UNL-050 Iascylla: a delayed move of an enemy unit at the next Main Phase, reported in the final board", () => {
  const objects = [card("ia", "Iascylla", "p1", "bf1"), unit("e", "p2", "bf2"), unit("f", "p1", "bf1")];

  it("is executable", async () => {
    await executable("UNL-050");
  });

  it("held at bf1: a pending delayed trigger naming bf1; the enemy unit stays where it is", async () => {
    const r = await resolveTurn({ objects, chain: [{ id: "h", source: "ia", ability: 0, controller: "p1" }] });
    expect(r.status).toBe("COMPLETE");
    expect(r.finalBoard.delayed).toEqual([{ id: "h.delayed", controller: "p1", source: "ia", when: "START_OF_NEXT_MAIN_PHASE", describe: "p1 may move an enemy unit (chosen then) to bf1", battlefield: "bf1" }]);
    expect(r.finalBoard.objects.find((o) => o.id === "e")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf2" });
    expect(rup4Of(r, "h")).toEqual(expect.arrayContaining(["390.2"]));
    expect(r.steps.find((s) => s.kind === "DELAYED")?.explanation).toMatch(/start of p1's next Main Phase/);
  });

  it("moved to base in response: the battlefield the trigger names is kept; none named, the delayed trigger is not created", async () => {
    const chain = (extra: object) => [{ id: "h", source: "ia", ability: 0, controller: "p1", ...extra }, { id: "fl", card: "Flash", controller: "p1", targets: ["ia"] }];
    const named = await resolveTurn({ objects, chain: chain({ battlefield: "bf1" }) });
    expect(named.finalBoard.objects.find((o) => o.id === "ia")?.zone).toBe("BASE");
    expect(named.finalBoard.delayed?.map((d) => d.battlefield)).toEqual(["bf1"]);
    const unnamed = await resolveTurn({ objects, chain: chain({}) });
    expect(unnamed.finalBoard.delayed).toEqual([]);
    expect(unnamed.steps.find((s) => s.kind === "INSTRUCTION" && s.chainItem === "h")?.outcome).toBe("IGNORED");
  });

  it("an end-of-turn delayed ability is reported too (VEN-035 Sanction's first mode)", async () => {
    const r = await resolveTurn({ objects, chain: [{ id: "s", card: "Sanction", controller: "p1", targets: ["f"] }], choices: [{ item: "s", index: 0, option: "1" }] });
    expect(r.finalBoard.delayed).toEqual([expect.objectContaining({ id: "s.delayed", controller: "p1", source: "s", when: "END_OF_TURN", battlefield: null })]);
  });

});

// A conquer trigger whose condition (383.2.a.1) looks back over the turn: a spell plus a unit and a gear that are not tokens, played by its
// controller this turn (the board's playedNonTokenUnitThisTurn, playedNonTokenGearThisTurn and spellsPlayedThisTurn, with what the
// chain plays), checked as the engine fires the conquest and as the caller places the trigger.
describe("VEN-065 Swain, Visionary: conquering once a spell, a unit and a gear (neither a token) were played this turn scores 1", () => {
  const swain = (p1: object, chain: { id: string; controller: string; [k: string]: unknown }[], at = "base") => ({
    board: {
      players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20 }],
      battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p2" }],
    },
    objects: [card("sw", "Swain, Visionary", "p1", at)],
    chain,
  });
  const ride = [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["sw"], destination: "bf2" }];

  it("is executable", async () => {
    await executable("VEN-065");
  });

  it("a conquest by a move: the spell that moved him counts; with the unit and gear given, p1 scores", async () => {
    const r = await resolve(swain({ playedNonTokenUnitThisTurn: true, playedNonTokenGearThisTurn: true }, ride));
    expect(r.steps.find((s) => s.kind === "INSTRUCTION" && s.chainItem === "sw.a1")?.explanation).toMatch(/p1 scores 1 point \(now 1\)/);
  });

  it("no gear played this turn: the conquest does not trigger it", async () => {
    const r = await resolve(swain({ playedNonTokenUnitThisTurn: true }, ride));
    expect(r.steps.some((s) => s.chainItem === "sw.a1")).toBe(false);
    expect(text(r)).toMatch(/does not trigger: p1 has not played a non-token gear this turn/);
  });

  it("placed by the caller: a gear the chain plays first counts; no spell played this turn, it does not trigger", async () => {
    const placed = await resolve(swain({ spellsPlayedThisTurn: 1, playedNonTokenUnitThisTurn: true }, [
      { id: "g", card: "Unlicensed Armory", controller: "p1" },
      { id: "c", source: "sw", ability: 1, controller: "p1", playedAfter: "g" },
    ], "bf1"));
    expect(placed.steps.find((s) => s.kind === "INSTRUCTION" && s.chainItem === "c")?.explanation).toMatch(/p1 scores 1 point/);
    const none = await resolve(swain({ playedNonTokenUnitThisTurn: true, playedNonTokenGearThisTurn: true }, [{ id: "c", source: "sw", ability: 1, controller: "p1" }], "bf1"));
    expect(none.steps.find((s) => s.kind === "TRIGGER" && s.chainItem === "c")?.explanation).toMatch(/p1 has not played a spell this turn/);
  });
});

// An Equipment's effect-text trigger at the end of its unit's controller's turn, placed by the caller, whose condition (383.2.a.1) asks
// whether the unit conquered this turn (the board's conqueredThisTurn, or a conquest while the request resolves): the Equipment is
// unattached (435; an unattached gear at a battlefield is then recalled) and the unit, "me" (136.2), is dealt 4.
describe("UNL-019 Blighted Battleaxe: at the end of the turn, if its unit didn't conquer, unattach it and deal 4 to the unit", () => {
  const axe = (u: object, chain: { id: string; controller: string; [k: string]: unknown }[] = [{ id: "e", source: "ba", ability: 1, controller: "p1" }]) => ({
    board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2", controller: "p2" }] },
    objects: [unit("u", "p1", "bf1", { might: 3, ...u }), card("ba", "Blighted Battleaxe", "p1", "bf1", { attachedTo: "u" })],
    chain,
  });

  it("is executable", async () => {
    await executable("UNL-019");
  });

  it("no conquest this turn: unattached and recalled to base; the unit, back to 3 Might, dies of the 4 damage", async () => {
    const r = await check({
      name: "",
      ...axe({}),
      expect: { instructions: { e: ["EXECUTED", "EXECUTED"] }, objects: { ba: { zone: "BASE", attachedTo: null }, u: { zone: "TRASH" } } },
    });
    expect(text(r)).toMatch(/Unattaches Blighted Battleaxe \(ba\) from u/);
  });

  it("a unit with more Might survives the damage, without the Battleaxe's +4", async () => {
    await check({ name: "", ...axe({ might: 5 }), expect: { objects: { u: { zone: "BATTLEFIELD", damage: 4, might: 5 }, ba: { zone: "BASE" } } } });
  });

  it("the unit conquered this turn (given, or by moving to an empty battlefield in the request): it does not trigger", async () => {
    const given = await resolve(axe({ conqueredThisTurn: true }));
    expect(given.steps.find((s) => s.kind === "TRIGGER" && s.chainItem === "e")?.explanation).toMatch(/u conquered this turn/);
    expect(given.finalBoard.objects.find((o) => o.id === "ba")?.attachedTo).toBe("u");
    const moved = await resolve(axe({}, [
      { id: "rw", card: "Ride the Wind", controller: "p1", targets: ["u"], destination: "bf2" },
      { id: "e", source: "ba", ability: 1, controller: "p1", playedAfter: "rw" },
    ]));
    expect(text(moved)).toMatch(/p1 has the only units at bf2 and conquers it/);
    expect(moved.steps.find((s) => s.kind === "TRIGGER" && s.chainItem === "e")?.explanation).toMatch(/u conquered this turn/);
    expect(moved.finalBoard.objects.find((o) => o.id === "u")).toMatchObject({ zone: "BATTLEFIELD", battlefield: "bf2", damage: 0 });
  });
});

// An Equipment's effect text making its unit's hold effects conquer effects too (and the reverse): the engine fires conquests, so a
// conquest in the request triggers the unit's "When I hold" abilities, their conditional statement checked then (383.2.a.1); holds
// are placed by the caller, who places the unit's conquer effects for a hold.
describe("SFD-030 Skyfall of Areion: the unit's hold effects trigger when it conquers", () => {
  const conquer = (objects: object[]) => ({
    board: { battlefields: [{ id: "bf1" }, { id: "bf2", controller: "p2" }] },
    objects: objects as never[],
    chain: [{ id: "rw", card: "Ride the Wind", controller: "p1", targets: ["d"], destination: "bf2" }],
  });
  const sky = card("sk", "Skyfall of Areion", "p1", "base", { attachedTo: "d" });

  it("is executable", async () => {
    await executable("SFD-030");
  });

  it("a unit that draws 2 when it holds draws 2 as it conquers with Skyfall attached; without it, nothing", async () => {
    const r = await check({ name: "", ...conquer([card("d", "Dunebreaker", "p1", "base"), sky]), expect: { instructions: { "d.a1": ["EXECUTED"] }, players: { p1: { handSize: 2 } }, objects: { d: { battlefield: "bf2" } } } });
    expect(text(r)).toMatch(/makes Dunebreaker \(d\)'s hold effects conquer effects too/);
    await check({ name: "", ...conquer([card("d", "Dunebreaker", "p1", "base")]), expect: { players: { p1: { handSize: 0 } }, kinds: { "d.a1": { INSTRUCTION: false } } } });
  });

  it("a hold effect's condition is checked as it conquers: exactly one other friendly unit there", async () => {
    const shen = (others: number) => conquer([card("d", "Shen, Scourge of Shadows", "p1", "base"), sky, ...Array.from({ length: others }, (_, i) => unit(`o${i}`, "p1", "bf2"))]);
    await check({ name: "", ...shen(1), expect: { instructions: { "d.a0": ["EXECUTED"] }, players: { p1: { handSize: 1 } } } });
    const two = await resolve(shen(2));
    expect(two.finalBoard.players.find((p) => p.id === "p1")?.handSize).toBe(0);
    expect(text(two)).toMatch(/2 other units there, exactly one needed/);
  });
});

// A battlefield's hold effect returning its holder's Chosen Champion (any card of that exact name, 103.2.a.3; the board's
// chosenChampion) from their trash to their Champion Zone if it is empty, if they accept: the final board reports the zone.
describe("OGN-281 Hallowed Tomb: the Chosen Champion back from the trash to an empty Champion Zone", () => {
  const CZ = `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { status steps { kind chainItem outcome explanation citations { rup4 } } finalBoard { players { id trash championZone } objects { id zone } } } }`;
  interface CzAnswer { status: string; steps: { kind: string; chainItem: string | null; outcome: string | null; explanation: string; citations: { rup4: string }[] }[]; finalBoard: { players: { id: string; trash: string[] | null; championZone: string | null }[]; objects: { id: string; zone: string }[] } }
  const tomb = async (p1: object, answer = "accept") =>
    (await data<{ resolveChain: CzAnswer }>(CZ, { input: input({
      board: { players: [{ id: "p1", deckSize: 20, ...p1 }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "ht", card: "Hallowed Tomb", controller: "p1" }, { id: "bf2" }] },
      chain: [{ id: "h", source: "ht", ability: 0, controller: "p1" }],
      choices: [{ item: "h", index: 0, option: answer }],
    }) })).resolveChain;
  const p1Of = (r: CzAnswer) => r.finalBoard.players.find((p) => p.id === "p1")!;

  it("is executable", async () => {
    await executable("OGN-281");
  });

  it("accepted: a copy of the Chosen Champion leaves the trash for the Champion Zone", async () => {
    const r = await tomb({ chosenChampion: "Jinx, Rebel", trash: ["Flash", "jinx rebel"] });
    expect(r.status).toBe("COMPLETE");
    expect(p1Of(r)).toMatchObject({ trash: ["Flash"], championZone: "jinx rebel" });
    expect(r.finalBoard.objects).toContainEqual({ id: "p1:trash:1", zone: "CHAMPION_ZONE" });
    expect(r.steps.filter((s) => s.chainItem === "h" && s.kind === "INSTRUCTION").flatMap((s) => s.citations.map((c) => c.rup4))).toContain("103.2.a.3");
  });

  it("declined, the zone not empty, no such card in the trash, or no Chosen Champion given: nothing is returned", async () => {
    expect(p1Of(await tomb({ chosenChampion: "Jinx, Rebel", trash: ["Jinx, Rebel"] }, "decline"))).toMatchObject({ trash: ["Jinx, Rebel"], championZone: null });
    const full = await tomb({ chosenChampion: "Jinx, Rebel", trash: ["Jinx, Rebel"], championZone: "Jinx, Rebel" });
    expect(p1Of(full)).toMatchObject({ trash: ["Jinx, Rebel"], championZone: "Jinx, Rebel" });
    expect(full.steps.find((s) => s.chainItem === "h" && s.outcome === "IGNORED")?.explanation).toMatch(/Champion Zone is not empty/);
    const other = await tomb({ chosenChampion: "Jinx, Rebel", trash: ["Jinx, Demolitionist"] });
    expect(p1Of(other)).toMatchObject({ trash: ["Jinx, Demolitionist"], championZone: null });
    const unknown = await tomb({ trash: ["Jinx, Rebel"] });
    expect(unknown.steps.find((s) => s.chainItem === "h" && s.outcome === "IGNORED")?.explanation).toMatch(/does not name p1's Chosen Champion/);
  });
});
