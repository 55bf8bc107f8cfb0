// Phrases made executable on the cards-turn9 branch (turn structure, holding, conquering and effects that reach beyond the
// request). Real cards of the library, compiled from their text; the card text itself is read from the datasets at test
// time, never copied here.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, resolve, unit } from "../helpers/scenario-http.js";

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
