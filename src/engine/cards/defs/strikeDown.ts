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
      line("the chosen enemy unit is dealt damage, by the friendly unit, as much as the friendly unit's Might", {
        op: "deal",
        amount: { mightOf: T("unit") },
        to: T("enemy"),
        source: T("unit"),
      }),
      line("detach one Equipment from the chosen friendly unit", { op: "detachOne", from: T("unit") }),
    ],
  },
  abilities: [],
};
