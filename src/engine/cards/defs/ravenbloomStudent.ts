import type { CardDefinition } from "../language.js";
import { line, SELF } from "../build.js";

export const ravenbloomStudent: CardDefinition = {
  name: "Ravenbloom Student",
  type: "Unit",
  keywords: [],
  abilities: [
    {
      kind: "triggered",
      on: "youPlaySpell",
      effect: { targets: [], lines: [line("give me +1 Might this turn", { op: "buffMight", what: SELF, amount: 1, thisTurn: true })] },
    },
  ],
};
