import type { CardDefinition } from "../language.js";

export const vilemawsLair: CardDefinition = {
  name: "Vilemaw's Lair",
  type: "Battlefield",
  keywords: [],
  abilities: [{ kind: "static", rule: { rule: "noMoveFromHereToBase" } }],
};
