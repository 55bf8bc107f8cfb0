import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const baitedHook: CardDefinition = {
  name: "Baited Hook",
  type: "Gear",
  keywords: [],
  abilities: [
    {
      kind: "activated",
      costs: [{ cost: "resources", label: "1 energy and 1 power" }, { cost: "exhaustSelf" }],
      effect: {
        targets: [target("unit", "unit", [{ req: "friendly" }])],
        lines: [
          line("kill the chosen unit", { op: "kill", what: T("unit") }),
          line("look at the 5 cards on top of your Main Deck", { op: "lookAtTop", n: 5 }),
          line(
            "banish one of those cards that is a unit with Might at most the killed unit's plus 1",
            { op: "mayBanishLookedUnit", mightAtMost: { mightOf: T("unit"), plus: 1 } },
            undefined,
            true,
          ),
          line("play the banished unit, ignoring its cost", {
            op: "play",
            what: { looked: true },
            by: "you",
            to: "chosen",
            ignoringCost: true,
          }, { kind: "ifYouDo", on: 2 }),
          line("recycle the rest", { op: "recycleLooked" }),
        ],
      },
    },
  ],
};
