// The card library as the service and the API see it.

export interface CardTextRecord {
  text: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  source: string;
}

/**
 * The text version in force on a date (YYYY-MM-DD): the latest whose effectiveFrom is on or before it; before
 * the first version, the first (a card printed before its first recorded text still has that text).
 */
export function textInForce(history: readonly CardTextRecord[], date: string): CardTextRecord | null {
  let inForce: CardTextRecord | null = null;
  for (const version of history) if (version.effectiveFrom <= date) inForce = version;
  return inForce ?? history[0] ?? null;
}

export interface CardRecord {
  id: number;
  code: string;
  name: string;
  set: string;
  setName: string;
  types: string[];
  supertypes: string[];
  domains: string[];
  energy: number | null;
  power: number | null;
  might: number | null;
  /** an Equipment's Might Bonus (137), null for other cards */
  mightBonus: number | null;
  tags: string[];
  keywords: string[];
  rarity: string | null;
  printings: string[];
  /** Every text version, oldest first. */
  textHistory: CardTextRecord[];
}
