import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const repulse: CardDefinition = {
  name: "Repulse",
  type: "Spell",
  keywords: ["Reaction"],
  spell: {
    targets: [
      target("unit", "unit", [{ req: "friendly" }, { req: "atBattlefield" }]),
      target("item", "chainItem", [{ req: "enemy" }, { req: "choosesOnlyFriendly", slot: "unit" }]),
    ],
    lines: [line("counter the chosen spell or ability", { op: "counter", what: T("item") })],
  },
  abilities: [],
};
