import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const stupefy: CardDefinition = {
  name: "Stupefy",
  type: "Spell",
  keywords: ["Reaction"],
  spell: {
    targets: [target("unit", "unit", [])],
    lines: [
      line("the chosen unit gets -1 Might this turn, not below 1", { op: "buffMight", what: T("unit"), amount: -1, thisTurn: true, minimum: 1 }),
      line("you draw 1", { op: "draw", who: "you", n: 1 }),
    ],
  },
  abilities: [],
};
