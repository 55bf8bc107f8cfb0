import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const volibearFurious: CardDefinition = {
  name: "Volibear, Furious",
  type: "Unit",
  keywords: [],
  abilities: [
    { kind: "static", rule: { rule: "deflect", n: 2 } },
    {
      kind: "triggered",
      on: "attack",
      effect: {
        // split damage: up to the amount of damage units may be chosen (355.14.c)
        targets: [target("units", "unit", [{ req: "enemy" }, { req: "here" }], { min: 0, max: 5 })],
        lines: [line("deal 5 split among the chosen units", { op: "deal", amount: 5, to: T("units"), split: true })],
      },
    },
  ],
};
