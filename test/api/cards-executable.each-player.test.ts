// Instructions every player performs ("Each player kills one of their units.", "Each player discards their
// hand, then draws 4.", "each player channels 1 rune exhausted"): one player at a time in turn order,
// starting with the turn player (303.2.a); what each kills is their own choice as it resolves, asked of
// that player, not a target (355.10.e). Real cards of the library, compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { check, unit } from "../helpers/scenario-http.js";

const steps = (r: { steps: { chainItem: string | null; kind: string; explanation: string }[] }, item: string) =>
  r.steps.filter((s) => s.chainItem === item && s.kind === "INSTRUCTION").map((s) => s.explanation).join(" | ");

describe("Each player kills one of their units / gear", () => {
  const board = { name: "", objects: [unit("a", "p1", "base"), unit("b", "p1", "bf1"), unit("e", "p2", "bf1")], chain: [{ id: "cw", card: "Cull the Weak", controller: "p1" }] };

  it("Cull the Weak asks the turn player which of their units dies; the opponent's only unit needs no choice", async () => {
    await executable("Cull the Weak");
    await check({ ...board, expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "cw", index: 0, player: "p1", options: ["a", "b"] } } });
    const r = await check({
      ...board,
      choices: [{ item: "cw", index: 0, option: "b" }],
      expect: { instructions: { cw: ["EXECUTED"] }, objects: { a: { zone: "BASE" }, b: { zone: "TRASH" }, e: { zone: "TRASH" } }, cites: { cw: ["303.2.a", "355.10.e"] } },
    });
    expect(steps(r, "cw")).toMatch(/p1 kills b.*p2 kills e/);
  });

  it("a player with no unit kills nothing; the others still do", async () => {
    await check({
      name: "",
      objects: [unit("a", "p1", "base")],
      chain: [{ id: "cw", card: "Cull the Weak", controller: "p2" }],
      expect: { instructions: { cw: ["EXECUTED"] }, objects: { a: { zone: "TRASH" } } },
    });
  });

  it("Acceptable Losses: each player's gear, not their units", async () => {
    await executable("Acceptable Losses");
    await check({
      name: "",
      objects: [{ id: "g1", type: "gear", owner: "p1", location: "BASE" }, { id: "g2", type: "gear", owner: "p2", location: "BASE" }, unit("u", "p2", "base")],
      chain: [{ id: "al", card: "Acceptable Losses", controller: "p1" }],
      expect: { instructions: { al: ["EXECUTED"] }, objects: { g1: { zone: "TRASH" }, g2: { zone: "TRASH" }, u: { zone: "BASE" } } },
    });
  });
});

describe("Each player discards their hand, then draws", () => {
  it("Invert Timelines: both hands go to the trash, then each player draws 4", async () => {
    await executable("Invert Timelines");
    await check({
      name: "",
      board: { players: [{ id: "p1", hand: ["Petty Officer", "Hextech Ray"], trash: [], deckSize: 20 }, { id: "p2", handSize: 3, deckSize: 2 }] },
      chain: [{ id: "it", card: "Invert Timelines", controller: "p1" }],
      expect: { instructions: { it: ["EXECUTED", "PARTIAL"] }, players: { p1: { handSize: 4, trash: ["Petty Officer", "Hextech Ray", "Invert Timelines"] }, p2: { handSize: 2 } } },
    });
  });
});

describe("each player channels", () => {
  it("The Papertree: when you hold here, every player channels a rune, turn player first", async () => {
    await executable("The Papertree");
    const r = await check({
      name: "",
      board: { battlefields: [{ id: "bf1", card: "The Papertree", controller: "p1" }, { id: "bf2" }] },
      chain: [{ id: "hold", source: "bf1", ability: 0, controller: "p1" }],
      expect: { instructions: { hold: ["EXECUTED"] }, cites: { hold: ["430.1", "303.2.a"] } },
    });
    expect(steps(r, "hold")).toMatch(/p1 channels 1 rune exhausted.*p2 channels 1 rune exhausted/);
  });
});
