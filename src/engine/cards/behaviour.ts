/**
 * Which behaviour the engine runs for a card: the definition given with the request, else the
 * hand-written definition of the text in force (versions.ts), else the text compiler's definition of
 * that text. Unsupported parts are reported word for word and never guessed; ability numbers stay in
 * card order (an unreadable ability keeps its place as an "unsupported" static rule).
 */
import type { CardInfo } from "../api.js";
import type { CardDefinition } from "./language.js";
import { stoppingPhrase } from "./compiler/diagnose.js";
import type { SourceKind } from "./compiler/scope.js";
import { verifyCard, type Verdict } from "./compiler/verify.js";
import { findDefinition, implementsText } from "./registry.js";

export interface Behaviour {
  def: CardDefinition | undefined;
  /** phrases the engine cannot run, as printed */
  unsupported: string[];
  /** every ability runs as printed: a reviewed hand-written definition of this text, or a verified compilation */
  executable: boolean;
  from: "request" | "hand-written" | "compiled" | "none";
}

const cache = new Map<string, Verdict>();

/** The verifier's verdict on a card text (memoised: texts are immutable). */
export function verdictOf(name: string, type: string, text: string): Verdict {
  const key = `${type}\u0000${name}\u0000${text}`;
  let v = cache.get(key);
  if (!v) {
    v = verifyCard({ name, type, text });
    if (cache.size > 5_000) cache.clear();
    cache.set(key, v);
  }
  return v;
}

/** Says exactly where the compiler stops reading a unit, when that is inside it. */
function phraseOf(unit: string, type: string): string {
  const source = type.toLowerCase() as SourceKind;
  if (unit.startsWith("the ")) return unit; // a verifier or engine-support message, already a sentence
  const at = stoppingPhrase(unit, source);
  return at === unit || !at ? unit : `${unit} (not understood from: "${at.replace(/^… /, "")}")`;
}

function compiled(name: string, type: string, text: string): Behaviour {
  const v = verdictOf(name, type, text);
  const unsupported = v.unsupported.map((u) => phraseOf(u, type));
  if (v.executable) return { def: v.def, unsupported: [], executable: true, from: "compiled" };
  const readable = v.unsupported.some((u) => u.startsWith("the compiled behaviour does not say")) ? trustNothing(v.def) : v.def;
  return { def: readable, unsupported, executable: false, from: "compiled" };
}

/** A compilation that does not say its text back is not run at all. */
function trustNothing(def: CardDefinition): CardDefinition {
  const { spell: _spell, ...rest } = def;
  return { ...rest, abilities: def.abilities.map(() => ({ kind: "static", rule: { rule: "unsupported", text: "not verified" } })), additionalCosts: [] };
}

const behaviours = new Map<string, Behaviour>();

/**
 * Behaviour of a catalog card, for the text in force given by the catalog. Without definitions given with the
 * request, the answer depends only on the card's name, type and text, which never change: it is worked out
 * once (finding a hand-written definition means normalising and hashing the text, each time a card is named).
 */
export function cardBehaviour(info: CardInfo | undefined, card: string, extra: readonly CardDefinition[]): Behaviour {
  if (extra.length > 0) return behaviourOf(info, card, extra);
  const key = info ? `${info.type}\u0000${info.name}\u0000${info.text}` : `\u0001${card}`;
  let b = behaviours.get(key);
  if (!b) {
    b = behaviourOf(info, card, extra);
    if (behaviours.size > 5_000) behaviours.clear();
    behaviours.set(key, b);
  }
  return b;
}

function behaviourOf(info: CardInfo | undefined, card: string, extra: readonly CardDefinition[]): Behaviour {
  const name = info?.name ?? card;
  const given = findDefinition(name, extra) ?? (info ? undefined : findDefinition(card, extra));
  if (given && extra.includes(given)) return { def: given, unsupported: [], executable: false, from: "request" };
  const text = info?.text.trim() ?? "";
  if (!text) {
    const hand = findDefinition(name);
    if (hand) return { def: hand, unsupported: [], executable: false, from: "hand-written" };
    if (!info) return { def: undefined, unsupported: [], executable: false, from: "none" };
    return compiled(info.name, info.type, "");
  }
  // Hand-written definitions win; one not reviewed against this text (versions.ts) runs, but is not called executable.
  const hand = findDefinition(name, undefined, text);
  if (hand) return { def: hand, unsupported: [], executable: implementsText(name, text), from: "hand-written" };
  return compiled(info!.name, info!.type, text);
}

/** Behaviour of an object described by its text alone (a proxy, an unreleased card). */
export function textBehaviour(text: string, name: string, type: string): Behaviour {
  return compiled(name, type === "equipment" ? "gear" : type, text);
}

