import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

/** Baited Hook as printed (before the erratum of 2025-10-28): the unit is played from among them, not banished first. */
export const baitedHookPrinted: CardDefinition = {
  name: "Baited Hook",
  type: "Gear",
  keywords: [],
  abilities: [
    {
      kind: "activated",
      costs: [{ cost: "resources", label: "{1}{order}" }, { cost: "exhaustSelf" }],
      effect: {
        targets: [target("unit", "unit", [{ req: "friendly" }])],
        lines: [
          line("kill a friendly unit", { op: "kill", what: T("unit") }),
          line("look at the top 5 cards of your Main Deck", { op: "lookAtTop", n: 5 }),
          line(
            "you may play a unit from among them that has Might up to 1 more than the killed unit",
            { op: "mayChooseLookedUnit", mightAtMost: { mightOf: T("unit"), plus: 1 } },
            undefined,
            true,
          ),
          line("play it, ignoring its cost", { op: "play", what: { looked: true }, by: "you", to: "chosen", ignoringCost: true }, { kind: "ifYouDo", on: 2 }),
          line("then recycle the rest", { op: "recycleLooked" }),
        ],
      },
    },
  ],
};
