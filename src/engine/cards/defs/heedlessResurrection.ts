import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const heedlessResurrection: CardDefinition = {
  name: "Heedless Resurrection",
  type: "Spell",
  keywords: ["Reaction"],
  additionalCosts: [{ cost: "killFriendlyUnit" }],
  spell: {
    targets: [target("unit", "unitInTrash", [{ req: "friendly" }, { req: "costAtMostKilled" }], { min: 0, max: 1 }, false)],
    lines: [
      line("play the chosen unit from your trash, ignoring its cost", {
        op: "play",
        what: T("unit"),
        by: "you",
        to: "chosen",
        ignoringCost: true,
      }),
    ],
  },
  abilities: [],
};
