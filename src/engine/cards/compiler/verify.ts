/**
 * The verifier, in XMage's spirit: a compiled definition must say its own card text back. The
 * rendering (render/card.ts, from the typed data alone) is compared with the official text normalised
 * for reminder text, whitespace, letter case and the "[>]" / " - " glyphs. A card is executable only if
 * everything compiled, the rendering matches, and the engine runs every ability it has (support.ts).
 */
import type { CardDefinition } from "../language.js";
import { compileCard, type CardText } from "./compile.js";
import { addReferenceLinks } from "./grammar/effect.js";
import { renderCard } from "./render/card.js";
import { stripReminders } from "./segment.js";
import { engineGaps } from "./support.js";

export interface Verdict {
  executable: boolean;
  def: CardDefinition;
  /** the units of text the compiler could not read, or why the compiled behaviour is not trusted */
  unsupported: string[];
  /** the official text, normalised for comparison */
  official: string;
  /** what the definition says back, normalised the same way */
  rendered: string;
}

/** The comparison form of a card text. */
export function comparable(text: string): string {
  return stripReminders(text)
    .replace(/\]\s*(?:\[>\]|-)\s*/g, "] - ")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Checks a definition against official text: the rendering must match and links must follow the words. */
export function checkDefinition(def: CardDefinition, officialText: string): { ok: boolean; why?: string; rendered: string } {
  const rendered = comparable(renderCard(def));
  const official = comparable(officialText);
  if (rendered !== official) return { ok: false, why: `says "${rendered}" where the card says "${official}"`, rendered };
  for (const e of [def.spell, ...(def.spell?.modes ?? []), ...def.abilities.map((a) => (a.kind === "static" ? undefined : a.effect))]) {
    if (!e) continue;
    const slotLine = Object.fromEntries(e.targets.map((t) => [t.slot, firstMention(e.lines, t.slot)]));
    const expected = addReferenceLinks(e.lines.map((l) => (l.link?.kind === "its" && l.join !== "to" ? { ...l, link: undefined } : l)), { slotLine });
    if (JSON.stringify(expected.map((l) => l.link ?? null)) !== JSON.stringify(e.lines.map((l) => l.link ?? null)))
      return { ok: false, why: "its instruction links do not follow the words that refer back (359.3.e.14)", rendered };
  }
  return { ok: true, rendered };
}

/** The line that introduces a slot: its first mention without words that refer back, or a "choose" line. */
function firstMention(lines: { instruction: unknown }[], slot: string): number {
  const mentions = (v: unknown): boolean => {
    if (!v || typeof v !== "object") return false;
    const o = v as Record<string, unknown>;
    if (o.slot === slot && o.say === undefined) return true;
    if (o.op === "choose" && Array.isArray(o.slots) && o.slots.includes(slot)) return true;
    return Object.values(o).some(mentions);
  };
  const k = lines.findIndex((l) => mentions(l.instruction));
  return k < 0 ? lines.length : k;
}

export function verifyCard(card: CardText): Verdict {
  const { def, unsupported } = compileCard(card);
  const official = comparable(card.text);
  if (unsupported.length) return { executable: false, def, unsupported, official, rendered: comparable(renderCard(def)) };
  const check = checkDefinition(def, card.text);
  if (!check.ok) return { executable: false, def, unsupported: [`the compiled behaviour does not say the card's text back: ${check.why}`], official, rendered: check.rendered };
  const gaps = engineGaps(def);
  return { executable: gaps.length === 0, def, unsupported: gaps, official, rendered: check.rendered };
}
