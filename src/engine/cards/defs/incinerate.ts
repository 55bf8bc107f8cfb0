import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

/** A plain one-instruction damage spell (used by the 359.3.e.9 and e.10 examples). */
export const incinerate: CardDefinition = {
  name: "Incinerate",
  type: "Spell",
  keywords: ["Action"],
  spell: {
    targets: [target("unit", "unit", [{ req: "atBattlefield" }])],
    lines: [line("deal 2 to the chosen unit", { op: "deal", amount: 2, to: T("unit") })],
  },
  abilities: [],
};
