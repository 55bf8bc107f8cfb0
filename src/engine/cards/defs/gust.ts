import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const gust: CardDefinition = {
  name: "Gust",
  type: "Spell",
  keywords: ["Reaction"],
  spell: {
    targets: [target("unit", "unit", [{ req: "atBattlefield" }, { req: "mightAtMost", n: 3 }])],
    lines: [line("return the chosen unit to its owner's hand", { op: "returnToHand", what: T("unit") })],
  },
  abilities: [],
};
