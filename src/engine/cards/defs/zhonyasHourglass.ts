import type { CardDefinition } from "../language.js";

/** Death replacement: the gear dies instead, and the unit is healed, exhausted and recalled. */
export const zhonyasHourglass: CardDefinition = {
  name: "Zhonya's Hourglass",
  type: "Gear",
  keywords: ["Hidden"],
  abilities: [{ kind: "static", rule: { rule: "replaceFriendlyDeathWithRecall" } }],
};
