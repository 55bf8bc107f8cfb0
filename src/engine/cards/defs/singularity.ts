import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const singularity: CardDefinition = {
  name: "Singularity",
  type: "Spell",
  keywords: [],
  spell: {
    targets: [target("units", "unit", [], { min: 0, max: 2 })],
    lines: [line("deal 6 to each chosen unit", { op: "deal", amount: 6, to: T("units") })],
  },
  abilities: [],
};
