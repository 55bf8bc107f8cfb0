// Card and rules phrases that the rules' worked examples quote, read from the seeds at test time:
// tests never carry Riot's text as literals (see the project's hard rule on rules and card text).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SEEDS_DIR } from "./paths.js";

let seeds: string | undefined;

/** Every seed file, in name order, joined. */
export function seedText(): string {
  seeds ??= readdirSync(SEEDS_DIR)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((f) => readFileSync(join(SEEDS_DIR, f), "utf8"))
    .join("\n");
  return seeds;
}

const QUOTES: Record<string, string> = { "“": "”", '"': '"' };

/**
 * The first quoted phrase (“…” or "…") that follows `marker` in the seeds, e.g.
 * `quotedAfter("in combat that reads in part")`. Throws when the marker or
 * the quote is missing, so a changed seed fails the test loudly instead of silently.
 */
export function quotedAfter(marker: string): string {
  const text = seedText();
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`seed phrase: marker not found: ${marker}`);
  const rest = text.slice(at + marker.length);
  const open = rest.search(/[“"]/);
  if (open < 0 || open > 40) throw new Error(`seed phrase: no quotation right after: ${marker}`);
  const close = rest.indexOf(QUOTES[rest[open]!]!, open + 1);
  if (close < 0) throw new Error(`seed phrase: unterminated quotation after: ${marker}`);
  return rest.slice(open + 1, close);
}

/** Phrases of the worked examples that tests give to objects described by text alone. */
export const SEED_PHRASES = {
  /** 359.3.e.5, Bellow's Breath example: the unit's protection "unless in combat". */
  untargetableUnlessInCombat: () => quotedAfter("in combat that reads in part"),
  /** 359.3.e.10 example: the unit's "when you play a spell" ability. */
  whenYouPlayASpell: () => quotedAfter("control a unit with the ability"),
  /** 359.3.e.14.c example: the passive replacement effect. */
  enterInBase: () => quotedAfter("replacement effect that reads"),
};
