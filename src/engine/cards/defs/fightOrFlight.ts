import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const fightOrFlight: CardDefinition = {
  name: "Fight or Flight",
  type: "Spell",
  keywords: ["Hidden", "Action"],
  spell: {
    targets: [target("unit", "unit", [{ req: "atBattlefield" }])],
    lines: [line("move the chosen unit to its base", { op: "move", what: T("unit"), to: "base" })],
  },
  abilities: [],
};
