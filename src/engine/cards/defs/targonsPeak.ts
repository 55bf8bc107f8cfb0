import type { CardDefinition } from "../language.js";
import { line } from "../build.js";

export const targonsPeak: CardDefinition = {
  name: "Targon's Peak",
  type: "Battlefield",
  keywords: [],
  abilities: [
    {
      kind: "triggered",
      on: "conquerHere",
      effect: {
        targets: [],
        lines: [
          line("at the end of this turn, ready up to 2 runes", {
            op: "delayedAtEndOfTurn",
            describe: "ready up to 2 runes",
            effect: [{ op: "readyRunes", upTo: 2 }],
          }),
        ],
      },
    },
  ],
};
