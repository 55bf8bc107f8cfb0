import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const bellowsBreath: CardDefinition = {
  name: "Bellow's Breath",
  type: "Spell",
  keywords: ["Action", "Repeat"],
  spell: {
    targets: [target("units", "unit", [{ req: "sameLocation" }], { min: 0, max: 3 })],
    lines: [line("deal 1 to each chosen unit", { op: "deal", amount: 1, to: T("units") })],
  },
  abilities: [],
};
