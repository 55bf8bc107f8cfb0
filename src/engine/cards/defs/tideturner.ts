import type { CardDefinition } from "../language.js";
import { line, T, target } from "../build.js";

export const tideturner: CardDefinition = {
  name: "Tideturner",
  type: "Unit",
  keywords: ["Hidden"],
  abilities: [
    {
      kind: "triggered",
      on: "playMe",
      effect: {
        // "unit you control at another location": can never be satisfied here, so 811.1.d.2 does not restrict it.
        targets: [target("unit", "unit", [{ req: "friendly" }, { req: "otherLocationThanSource" }], { min: 0, max: 1 }, false)],
        lines: [line("swap my location with the chosen unit's", { op: "swapWithSelf", what: T("unit") })],
      },
    },
  ],
};
