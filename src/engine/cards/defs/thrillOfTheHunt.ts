import type { CardDefinition } from "../language.js";
import { its, line, T, target } from "../build.js";

export const thrillOfTheHunt: CardDefinition = {
  name: "Thrill of the Hunt",
  type: "Spell",
  keywords: ["Reaction"],
  spell: {
    targets: [target("unit", "unit", [{ req: "friendly" }])],
    lines: [
      line("banish the chosen friendly unit", { op: "banish", what: T("unit") }),
      line(
        "the unit's owner plays it, at no cost, to a battlefield of their choice",
        { op: "play", what: T("unit"), by: { ownerOf: T("unit") }, to: "anyBattlefield", ignoringCost: true },
        its(0),
      ),
    ],
  },
  abilities: [],
};
