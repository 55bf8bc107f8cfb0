// "Choose one -" (355.3) through resolveChain over HTTP: the mode is chosen as the spell is played (ChoiceInput.option,
// "1" … "N" in printed order; asked through NEEDS_CHOICE when not given), and again for a Repeat execution (820.2.a).
// Real cards of the library, compiled from their text: Rocket Barrage, Mesmerize, Flurry of Feathers.
import { describe, expect, it } from "vitest";
import { data } from "../helpers/api.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const CARD = `query($name: String!) { card(name: $name, asOf: "2026-11-01") { executable } }`;
async function executable(...names: string[]): Promise<void> {
  for (const name of names) expect((await data(CARD, { name })).card?.executable, `${name} is executable`).toBe(true);
}
const board = () => [unit("u", "p2", "base", { might: 4 }), card("g", "B.F. Sword", "p2", "base")];

describe("Choose one - : a modal spell", () => {
  it("without a mode the resolution stops and asks its controller, with the modes as options", async () => {
    await executable("Rocket Barrage", "Mesmerize", "Flurry of Feathers");
    const r = await check({
      name: "",
      asOf: "2026-11-01",
      objects: board(),
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["u"] }],
      expect: { status: "NEEDS_CHOICE", pendingChoice: { item: "rb", index: 0, player: "p1", options: ["1", "2"] }, objects: { u: { damage: 0 }, g: { zone: "BASE" } } },
    });
    expect(r.pendingChoice!.prompt).toContain("choose one mode of Rocket Barrage");
  });

  it("Rocket Barrage, mode 1: deals 4 to the unit in a base (and kills no gear)", async () => {
    await check({
      name: "",
      asOf: "2026-11-01",
      objects: board(),
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["u"] }],
      choices: [{ item: "rb", index: 0, option: "1" }],
      expect: { instructions: { rb: ["EXECUTED"] }, objects: { u: { zone: "TRASH" }, g: { zone: "BASE" } }, cites: { rb: ["355.3"] } },
    });
  });

  it("Rocket Barrage, mode 2: kills the gear; its target must be a gear (a unit is not a legal choice)", async () => {
    await check({
      name: "",
      asOf: "2026-11-01",
      objects: board(),
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["g"] }],
      choices: [{ item: "rb", index: 0, option: "2" }],
      expect: { instructions: { rb: ["EXECUTED"] }, objects: { u: { damage: 0, zone: "BASE" }, g: { zone: "TRASH" } } },
    });
    await check({
      name: "",
      asOf: "2026-11-01",
      objects: board(),
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["u"] }],
      choices: [{ item: "rb", index: 0, option: "2" }],
      expect: { kinds: { rb: { PLAY_ILLEGAL: true, INSTRUCTION: false } }, objects: { u: { damage: 0 }, g: { zone: "BASE" } } },
    });
  });

  it("Rocket Barrage with Repeat paid: the repeat may choose the other mode, with its own target (820.2.a)", async () => {
    await check({
      name: "",
      asOf: "2026-11-01",
      objects: board(),
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["u"], repeat: true, repeatTargets: ["g"] }],
      choices: [{ item: "rb", index: 0, option: "1" }, { item: "rb", index: 1, option: "2" }],
      expect: { instructions: { rb: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "TRASH" }, g: { zone: "TRASH" } }, cites: { rb: ["820.2.a"] } },
    });
  });

  it("Mesmerize, mode 2: an enemy unit gets -2 Might this turn", async () => {
    await check({
      name: "",
      asOf: "2026-11-01",
      objects: [unit("e", "p2", "bf1", { might: 5 }), unit("f", "p1", "bf1")],
      chain: [{ id: "m", card: "Mesmerize", controller: "p1", targets: ["e"] }],
      choices: [{ item: "m", index: 0, option: "2" }],
      expect: { instructions: { m: ["EXECUTED"] }, objects: { e: { might: 3 }, f: { zone: "BATTLEFIELD" } } },
    });
  });

  it("Flurry of Feathers, mode 1: counters a spell on the chain", async () => {
    await check({
      name: "",
      asOf: "2026-11-01",
      objects: [unit("u", "p2", "bf1")],
      chain: [
        { id: "hr", card: "Hextech Ray", controller: "p1", targets: ["u"] },
        { id: "ff", card: "Flurry of Feathers", controller: "p2", targets: ["hr"] },
      ],
      choices: [{ item: "ff", index: 0, option: "1" }],
      expect: { instructions: { ff: ["EXECUTED"] }, kinds: { hr: { ITEM_BEGINS: false } }, objects: { u: { damage: 0 } } },
    });
  });

  it("an option that is not a mode is refused: the spell's effect is not executed", async () => {
    const r = await check({
      name: "",
      asOf: "2026-11-01",
      objects: board(),
      chain: [{ id: "rb", card: "Rocket Barrage", controller: "p1", targets: ["u"] }],
      choices: [{ item: "rb", index: 0, option: "3" }],
      expect: { objects: { u: { damage: 0 }, g: { zone: "BASE" } } },
    });
    expect(r.steps.some((s) => s.kind === "MODE_CHOSEN" && s.explanation.includes("is not one of 1, 2"))).toBe(true);
  });
});
