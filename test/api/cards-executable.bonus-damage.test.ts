// Bonus Damage (712–715) through resolveChain over HTTP: "Your spells and abilities deal N Bonus Damage." on a
// unit (Annie, Fiery) and as an Equipment's effect text (Rabadon's Deathcrown, 136.2), compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const ray = (controller: string) => [{ id: "hr", card: "Hextech Ray", controller, targets: ["t"] }];
const target = unit("t", "p2", "bf1", { might: 9 });

describe("Your spells and abilities deal N Bonus Damage", () => {
  it("Annie, Fiery: its controller's Hextech Ray deals 3 + 1 (713, 715.1)", async () => {
    await executable("Annie, Fiery", "Rabadon's Deathcrown");
    const r = await check({
      name: "",
      objects: [card("annie", "Annie, Fiery", "p1", "base"), target],
      chain: ray("p1"),
      expect: { instructions: { hr: ["EXECUTED"] }, objects: { t: { damage: 4 } }, cites: { hr: ["713", "714"] } },
    });
    expect(r.steps.find((s) => s.kind === "INSTRUCTION" && s.chainItem === "hr")?.explanation).toContain("1 Bonus Damage from");
  });

  it("an opponent's spell gets none of it", async () => {
    await check({
      name: "",
      objects: [card("annie", "Annie, Fiery", "p2", "base"), unit("t", "p2", "bf1", { might: 9 })],
      chain: ray("p1"),
      expect: { instructions: { hr: ["EXECUTED"] }, objects: { t: { damage: 3 } } },
    });
  });

  it("each target of one Deal action gets the bonus separately (715.2): Singularity deals 7 to each", async () => {
    await check({
      name: "",
      objects: [card("annie", "Annie, Fiery", "p1", "base"), unit("a", "p2", "bf1", { might: 9 }), unit("b", "p2", "bf2", { might: 9 })],
      chain: [{ id: "sg", card: "Singularity", controller: "p1", targets: ["a", "b"] }],
      expect: { instructions: { sg: ["EXECUTED"] }, objects: { a: { damage: 7 }, b: { damage: 7 } }, cites: { sg: ["715.2"] } },
    });
  });

  it("split damage: the bonus is added to the total that is split (715.3), Volibear's 5 becomes 6", async () => {
    await check({
      name: "",
      board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b"] } },
      objects: [card("voli", "Volibear, Furious", "p1", "bf1"), card("annie", "Annie, Fiery", "p1", "base"), unit("a", "p2", "bf1", { might: 9 }), unit("b", "p2", "bf1", { might: 9 })],
      chain: [{ id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b"] }],
      choices: [{ item: "atk", index: 0, amounts: [4, 2] }],
      expect: { instructions: { atk: ["EXECUTED"] }, objects: { a: { damage: 4 }, b: { damage: 2 } }, cites: { atk: ["715.3"] } },
    });
  });

  it("Rabadon's Deathcrown gives its 3 only while attached, and instances are summed (714)", async () => {
    const crown = (extra: Record<string, unknown>) => card("rc", "Rabadon's Deathcrown", "p1", "bf2", extra);
    await check({
      name: "",
      objects: [unit("u", "p1", "bf2"), crown({ attachedTo: "u" }), target],
      chain: ray("p1"),
      expect: { objects: { t: { damage: 6 } } },
    });
    await check({
      name: "",
      objects: [unit("u", "p1", "bf2"), crown({}), target],
      chain: ray("p1"),
      expect: { objects: { t: { damage: 3 } } },
    });
    await check({
      name: "",
      objects: [unit("u", "p1", "bf2"), crown({ attachedTo: "u" }), card("annie", "Annie, Fiery", "p1", "base"), target],
      chain: ray("p1"),
      expect: { objects: { t: { damage: 7 } } },
    });
  });

  it("Ravenborn Tome: only the next spell its controller plays after it resolves deals 1 Bonus Damage (391)", async () => {
    await executable("Ravenborn Tome");
    const tome = card("tome", "Ravenborn Tome", "p1", "base");
    await check({
      name: "",
      objects: [tome, unit("a", "p2", "bf1", { might: 9 }), unit("b", "p2", "bf1", { might: 9 })],
      chain: [
        { id: "rt", source: "tome", ability: 0, controller: "p1" },
        { id: "r1", card: "Hextech Ray", controller: "p1", targets: ["a"], playedAfter: "rt" },
        { id: "r2", card: "Hextech Ray", controller: "p1", targets: ["b"], playedAfter: "r1" },
      ],
      expect: { instructions: { rt: ["EXECUTED"], r1: ["EXECUTED"], r2: ["EXECUTED"] }, objects: { a: { damage: 4 }, b: { damage: 3 }, tome: { exhausted: true } }, cites: { rt: ["391"], r1: ["391"] } },
    });
    // a spell already on the chain when the Tome's ability resolves was played before it: no bonus
    await check({
      name: "",
      objects: [tome, unit("a", "p2", "bf1", { might: 9 })],
      chain: [
        { id: "r1", card: "Hextech Ray", controller: "p1", targets: ["a"] },
        { id: "rt", source: "tome", ability: 0, controller: "p1" },
      ],
      expect: { instructions: { rt: ["EXECUTED"], r1: ["EXECUTED"] }, objects: { a: { damage: 3 } } },
    });
  });
});
