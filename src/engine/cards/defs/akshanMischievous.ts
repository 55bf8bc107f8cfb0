import type { Ability, CardDefinition } from "../language.js";
import { expandKeyword } from "../compiler/keywords.js";
import { its, line, SELF, T, target } from "../build.js";

/** [Weaponmaster] (821.1.c): a play effect of its own, printed first. */
const weaponmaster = expandKeyword({ keyword: "Weaponmaster" }, "unit") as Ability;

export const akshanMischievous: CardDefinition = {
  name: "Akshan, Mischievous",
  type: "Unit",
  keywords: ["Weaponmaster"],
  additionalCosts: [{ cost: "optionalAdditional", label: "2 Body power" }],
  abilities: [
    weaponmaster,
    {
      kind: "triggered",
      on: "playMe",
      condition: "paidAdditionalCost",
      effect: {
        targets: [target("gear", "gear", [{ req: "enemy" }])],
        lines: [
          line("move the chosen enemy gear to your base", { op: "move", what: T("gear"), to: "yourBase" }),
          line("gain control of the gear for as long as Akshan stays on the board", { op: "gainControlUntilSourceLeaves", what: T("gear") }, its(0)),
          line("attach the gear to Akshan when it is an Equipment", { op: "attach", equipment: T("gear"), to: SELF, onlyIfEquipment: true }, its(1)),
        ],
      },
    },
  ],
};
