import type { CardDefinition } from "../language.js";
import { line } from "../build.js";

export const undercoverAgent: CardDefinition = {
  name: "Undercover Agent",
  type: "Unit",
  keywords: ["Deathknell"],
  abilities: [
    {
      kind: "triggered",
      on: "die",
      effect: {
        targets: [],
        lines: [
          line("discard 2", { op: "discard", who: "you", n: 2 }),
          line("then draw 2", { op: "draw", who: "you", n: 2 }),
        ],
      },
    },
  ],
};
