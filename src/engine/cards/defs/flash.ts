import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const flash: CardDefinition = {
  name: "Flash",
  type: "Spell",
  keywords: ["Reaction"],
  spell: {
    targets: [target("units", "unit", [{ req: "friendly" }], { min: 0, max: 2 })],
    lines: [line("move the chosen units to base", { op: "move", what: T("units"), to: "base" })],
  },
  abilities: [],
};
