// Phrases made executable on the cards-uv3 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check } from "../helpers/scenario-http.js";
type Json = Record<string, unknown>;

const text = (r: { steps: { explanation: string }[] }) => r.steps.map((s) => s.explanation).join(" | ");

// "X. If it's your Beginning Phase, Y instead.": the turn player and the board's phase as the ability resolves (359.3.f.2).
describe("'… If it's your Beginning Phase, … instead' (UNL-172 LeBlanc, Fragmented)", () => {
  it("is executable", async () => {
    await executable("UNL-172");
  });

  it("killed during its controller's Beginning Phase: its Deathknell draws the larger amount", async () => {
    const r = await check({
      name: "",
      board: { phase: "BEGINNING" },
      objects: [card("lb", "LeBlanc, Fragmented", "p1", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["lb"] }],
      expect: { instructions: { "lb.a1": ["EXECUTED"] }, objects: { lb: { zone: "TRASH" } }, players: { p1: { handSize: 2 } }, cites: { "lb.a1": ["359.3.f.2"] } },
    });
    expect(text(r)).toMatch(/it is p1's Beginning Phase/);
  });

  it("killed in a scoring step of the Beginning Phase: still the Beginning Phase", async () => {
    await check({
      name: "",
      board: { phase: "SCORING_STEP" },
      objects: [card("lb", "LeBlanc, Fragmented", "p1", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["lb"] }],
      expect: { objects: { lb: { zone: "TRASH" } }, players: { p1: { handSize: 2 } } },
    });
  });

  it("killed in the Beginning Phase of the opponent's turn: not its controller's, so it draws the first amount", async () => {
    const r = await check({
      name: "",
      board: { phase: "BEGINNING", turnPlayer: "p2" },
      objects: [card("lb", "LeBlanc, Fragmented", "p1", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p2", targets: ["lb"] }],
      expect: { objects: { lb: { zone: "TRASH" } }, players: { p1: { handSize: 1 } } },
    });
    expect(text(r)).toMatch(/it is not p1's Beginning Phase \(p2's turn/);
  });

  it("killed during its controller's main phase (the default ACTION phase): draws the first amount", async () => {
    await check({
      name: "",
      objects: [card("lb", "LeBlanc, Fragmented", "p1", "bf1")],
      chain: [{ id: "hb", card: "Vengeance", controller: "p1", targets: ["lb"] }],
      expect: { objects: { lb: { zone: "TRASH" } }, players: { p1: { handSize: 1 } } },
    });
  });
});

// "When I become ready, …": noticed as any spell or ability readies the unit while it is exhausted, whoever controls
// that spell; the trigger is its controller's. A unit already ready is not readied, so nothing is noticed.
describe("'When I become ready, …' (VEN-071 Fretful Feline)", () => {
  it("is executable", async () => {
    await executable("VEN-071");
  });

  it("its controller readies it with a spell: the trigger gives it Might this turn", async () => {
    const r = await check({
      name: "",
      objects: [card("ff", "Fretful Feline", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "uc", card: "Upstage Comedy", controller: "p1", targets: ["ff"] }],
      expect: { instructions: { "ff.a0": ["EXECUTED"] }, objects: { ff: { exhausted: false, might: 7 } } },
    });
    expect(text(r)).toMatch(/p1's Upstage Comedy readied/);
  });

  it("an opponent's spell readies it: it still became ready, and the trigger is its controller's", async () => {
    await check({
      name: "",
      objects: [card("ff", "Fretful Feline", "p1", "bf1", { exhausted: true })],
      chain: [{ id: "uc", card: "Upstage Comedy", controller: "p2", targets: ["ff"] }],
      expect: { instructions: { "ff.a0": ["EXECUTED"] }, objects: { ff: { exhausted: false, might: 7 } } },
    });
  });

  it("readying it while it is already ready: it does not become ready, so nothing triggers", async () => {
    const r = await check({
      name: "",
      objects: [card("ff", "Fretful Feline", "p1", "bf1")],
      chain: [{ id: "uc", card: "Upstage Comedy", controller: "p1", targets: ["ff"] }],
      expect: { objects: { ff: { exhausted: false, might: 5 } } },
    });
    expect(r.steps.some((s) => s.chainItem === "ff.a0")).toBe(false);
  });
});

// a gear whose Energy cost must not exceed the source unit's Might: the gear's printed Energy cost against the source unit's Might,
// as it is chosen and again as the ability resolves.
describe("'with Energy cost no more than my Might' (VEN-080 Noxian Demolitionist)", () => {
  const conquer = (gear: string, answer?: "accept" | "decline", extra: Json = {}) => ({
    name: "",
    objects: [card("nd", "Noxian Demolitionist", "p1", "bf1", extra), card("g", gear, "p2", "base")],
    chain: [{ id: "t", source: "nd", ability: 0, controller: "p1", targets: ["g"] }],
    ...(answer ? { choices: [{ item: "t", index: 0, option: answer }] } : {}),
  });

  it("is executable", async () => {
    await executable("VEN-080");
  });

  it("a gear costing no more than its Might is a legal choice and is killed", async () => {
    await check({ ...conquer("Orb of Regret", "accept"), expect: { targets: { t: { g: true } }, objects: { g: { zone: "TRASH" } } } });
  });

  it("a gear costing more than its Might is not a legal choice", async () => {
    await check({ ...conquer("Sun Disc", "accept"), expect: { playIllegal: { t: { g: "no more than nd's Might (1)" } }, objects: { g: { zone: "BASE" } } } });
  });

  it("its Might as it is now counts: with +1 Might this turn the more costly gear is a legal choice", async () => {
    await check({ ...conquer("Sun Disc", "accept", { mightBonus: 1 }), expect: { targets: { t: { g: true } }, objects: { g: { zone: "TRASH" } } } });
  });
});

// "The first time I move each turn, …": the move event, only once a turn (the board's abilitiesUsedThisTurn says it
// already did); after choosing a player, "they [Burn N]": the player chosen as the trigger goes on the chain burns.
describe("a move trigger only the first time each turn, then a chosen player burns (VEN-002 Blade Twirler)", () => {
  const move = (pick: string, extra: Json = {}) => ({
    name: "",
    board: { players: [{ id: "p1", deck: ["Sun Disc"], trash: [] }, { id: "p2", deck: ["Orb of Regret", "Sun Disc"], trash: [] }] },
    objects: [card("bt", "Blade Twirler", "p1", "base", extra)],
    chain: [{ id: "sb", card: "Stormbringer", controller: "p1", targets: ["bt", "bf2"] }],
    choices: [{ item: "bt.a0", index: 0, option: pick }],
  });

  it("is executable", async () => {
    await executable("VEN-002");
  });

  it("moved by a spell: its controller chooses the opponent, who burns the top card of their Main Deck", async () => {
    await check({
      ...move("p2"),
      expect: { instructions: { "bt.a0": ["EXECUTED", "EXECUTED"] }, objects: { bt: { zone: "BATTLEFIELD", battlefield: "bf2" } }, players: { p2: { trash: ["Orb of Regret"] }, p1: { trash: ["Stormbringer"] } } },
    });
  });

  it("choosing themself: its controller burns instead", async () => {
    await check({ ...move("p1"), expect: { players: { p1: { trash: ["Stormbringer", "Sun Disc"] }, p2: { trash: [] } } } });
  });

  it("it already triggered this turn: a second move does not trigger it", async () => {
    const r = await check({ ...move("p2", { abilitiesUsedThisTurn: [0] }), expect: { objects: { bt: { battlefield: "bf2" } }, players: { p2: { trash: [] } } } });
    expect(text(r)).toMatch(/already did this turn/);
  });
});
