import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const voidSeeker: CardDefinition = {
  name: "Void Seeker",
  type: "Spell",
  keywords: ["Action"],
  spell: {
    targets: [target("unit", "unit", [{ req: "atBattlefield" }])],
    lines: [
      line("deal 4 to the chosen unit", { op: "deal", amount: 4, to: T("unit") }),
      line("you draw 1", { op: "draw", who: "you", n: 1 }),
    ],
  },
  abilities: [],
};
