// The card library as the service and the API see it.

export interface CardTextRecord {
  text: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  source: string;
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
