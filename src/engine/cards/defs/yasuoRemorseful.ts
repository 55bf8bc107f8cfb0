import type { CardDefinition } from "../language.js";
import { line, SELF, T, target } from "../build.js";

export const yasuoRemorseful: CardDefinition = {
  name: "Yasuo, Remorseful",
  type: "Unit",
  keywords: [],
  abilities: [
    {
      kind: "triggered",
      on: "attack",
      effect: {
        // "here" and "my" are referents, checked as the instruction executes (359.3.f.2)
        targets: [target("unit", "unit", [{ req: "enemy" }, { req: "here" }])],
        lines: [line("deal damage equal to Yasuo's current Might to the chosen unit", { op: "deal", amount: { mightOf: SELF }, to: T("unit") })],
      },
    },
  ],
};
