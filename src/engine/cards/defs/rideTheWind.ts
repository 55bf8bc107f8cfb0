import type { CardDefinition } from "../language.js";
import { its, line, T, target } from "../build.js";

export const rideTheWind: CardDefinition = {
  name: "Ride the Wind",
  type: "Spell",
  keywords: ["Action"],
  spell: {
    targets: [target("unit", "unit", [{ req: "friendly" }])],
    lines: [
      line("move the chosen unit to the chosen destination", { op: "move", what: T("unit"), to: "chosen" }),
      line("ready it", { op: "ready", what: T("unit") }, its(0)),
    ],
  },
  abilities: [],
};
