import type { CardDefinition } from "../language.js";
import { line } from "../build.js";

export const watchfulSentry: CardDefinition = {
  name: "Watchful Sentry",
  type: "Unit",
  keywords: ["Deathknell"],
  abilities: [
    { kind: "triggered", on: "die", effect: { targets: [], lines: [line("draw 1", { op: "draw", who: "you", n: 1 })] } },
  ],
};
