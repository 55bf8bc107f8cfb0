import type { CardDefinition } from "../language.js";
import { ifYouDo, line, T, target } from "../build.js";

export const deathgrip: CardDefinition = {
  name: "Deathgrip",
  type: "Spell",
  keywords: ["Reaction"],
  spell: {
    targets: [
      target("unit", "unit", [{ req: "friendly" }]),
      target("other", "unit", [{ req: "friendly" }, { req: "distinctFrom", slot: "unit" }]),
    ],
    lines: [
      line("kill the chosen friendly unit", { op: "kill", what: T("unit") }),
      line(
        "if you do, the other friendly unit gets +X Might this turn, X being the killed unit's Might",
        { op: "buffMight", what: T("other"), amount: { mightOf: T("unit") }, thisTurn: true },
        ifYouDo(0),
      ),
      line("you draw 1", { op: "draw", who: "you", n: 1 }),
    ],
  },
  abilities: [],
};
