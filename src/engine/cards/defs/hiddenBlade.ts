import type { CardDefinition } from "../language.js";
import { its, line, T, target } from "../build.js";

export const hiddenBlade: CardDefinition = {
  name: "Hidden Blade",
  type: "Spell",
  keywords: ["Hidden", "Action"],
  spell: {
    targets: [target("unit", "unit", [{ req: "atBattlefield" }])],
    lines: [
      line("kill the chosen unit", { op: "kill", what: T("unit") }),
      line("its controller draws 2", { op: "draw", who: { controllerOf: T("unit") }, n: 2 }, its(0)),
    ],
  },
  abilities: [],
};
