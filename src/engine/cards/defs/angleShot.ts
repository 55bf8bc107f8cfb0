import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const angleShot: CardDefinition = {
  name: "Angle Shot",
  type: "Spell",
  keywords: ["Reaction"],
  spell: {
    targets: [
      target("unit", "unit", []),
      target("equipment", "equipment", [{ req: "sameControllerAs", slot: "unit" }]),
    ],
    lines: [
      line("attach the Equipment to the unit or detach it from the unit", {
        op: "attachOrDetach",
        equipment: T("equipment"),
        unit: T("unit"),
      }),
      line("you draw 1", { op: "draw", who: "you", n: 1 }),
    ],
  },
  abilities: [],
};
