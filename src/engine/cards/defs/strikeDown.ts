import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const strikeDown: CardDefinition = {
  name: "Strike Down",
  type: "Spell",
  keywords: [],
  spell: {
    targets: [
      target("unit", "unit", [{ req: "equipped" }, { req: "friendly" }]),
      target("enemy", "unit", [{ req: "enemy" }]),
    ],
    lines: [
      line("the chosen friendly unit deals damage equal to its Might to the enemy unit", {
        op: "deal",
        amount: { mightOf: T("unit") },
        to: T("enemy"),
        source: T("unit"),
      }),
      line("detach an Equipment from it", { op: "detachOne", from: T("unit") }),
    ],
  },
  abilities: [],
};
