/**
 * The text compiler: official card text → a CardDefinition in the typed card language.
 * Grammar-driven (grammar/*): each unit of text (segment.ts) must parse completely as an ability, a
 * keyword or, for spells, part of the effect; what does not parse is reported as unsupported, word for
 * word, and left out of the definition — behaviour is never guessed.
 */
import type { Ability, CardDefinition, CardType, Keyword } from "../language.js";
import type { LayoutEntry } from "../vocabulary.js";
import { permanentAbility, spellAbility, type ParsedAbility } from "./grammar/abilities.js";
import { EFFECT, MODAL } from "./grammar/effect.js";
import { alt } from "./parser.js";
import { parseAll } from "./parser.js";
import { newScope, type SourceKind } from "./scope.js";
import { segment, type Unit } from "./segment.js";
import { labelLines } from "./render/label.js";
import { effectTextOf } from "./effectText.js";

export interface CardText {
  name: string;
  /** the card's first type: Unit, Spell, Gear, Battlefield, Legend */
  type: string;
  text: string;
}

export interface Compiled {
  /** what could be compiled; unsupported parts are left out */
  def: CardDefinition;
  /** each unit of text that could not be compiled, as printed (reminder text removed) */
  unsupported: string[];
}

const TYPES: Readonly<Record<string, { type: CardType; source: SourceKind }>> = {
  unit: { type: "Unit", source: "unit" },
  spell: { type: "Spell", source: "spell" },
  gear: { type: "Gear", source: "gear" },
  battlefield: { type: "Battlefield", source: "battlefield" },
  legend: { type: "Legend", source: "legend" },
};

function parseUnit(u: Unit, source: SourceKind): ParsedAbility[] | undefined {
  const grammar = source === "spell" ? spellAbility() : permanentAbility(source);
  return parseAll(grammar, u.text, newScope(source))?.v;
}

export function compileCard(card: CardText): Compiled {
  const kind = TYPES[card.type.trim().toLowerCase()];
  const units = segment(card.text);
  if (units.length === 0 && card.type.trim() !== "") {
    // No rules text (vanilla units, basic runes): nothing to execute beyond the card's type.
    return { def: { name: card.name, type: kind?.type ?? "Rune", keywords: [], abilities: [], layout: [] }, unsupported: [] };
  }
  if (!kind) {
    return {
      def: { name: card.name, type: "Unit", keywords: [], abilities: [] },
      unsupported: units.length ? [`${card.type || "(no type)"} cards: ${units.map((u) => u.text).join(" ")}`] : [],
    };
  }
  const def: CardDefinition = { name: card.name, type: kind.type, keywords: [], abilities: [], layout: [] };
  const layout: LayoutEntry[] = [];
  const unsupported: string[] = [];
  const add = (p: ParsedAbility, effect?: boolean) => {
    if (p.additionalCost) {
      (def.additionalCosts ??= []).push(p.additionalCost);
      layout.push({ additionalCost: def.additionalCosts.length - 1 });
      return;
    }
    def.abilities.push(p.ability!);
    const entry: LayoutEntry = { ability: def.abilities.length - 1 };
    if (p.keyword) entry.keyword = p.keyword;
    if (p.timingFirst) entry.timingFirst = true;
    if (p.sameLine) entry.sameLine = true;
    if (p.continuesDependent) entry.continuesDependent = true;
    if (p.dash) entry.dash = true;
    if (p.bare) entry.bare = true;
    if (p.innerKeyword) entry.innerKeyword = p.innerKeyword;
    if (effect) entry.effectText = true;
    layout.push(entry);
    if (p.keyword) def.keywords.push(p.keyword.replace(/ \d+$/, "") as Keyword);
    if (p.keyword === "Equip") def.equipment = true;
  };

  const effectUnits: Unit[] = [];
  for (const u of units) {
    const parsed = parseUnit(u, kind.source);
    if (parsed) parsed.forEach((p) => add(p, u.effect));
    else if (kind.source === "spell") {
      if (effectUnits.length === 0) layout.push({ spell: true });
      effectUnits.push(u);
    } else {
      unsupported.push(u.text);
      // keeps later abilities' numbers in card order; the engine runs nothing for it
      def.abilities.push({ kind: "static", rule: { rule: "unsupported", text: u.text } });
      layout.push({ ability: def.abilities.length - 1, ...(u.effect ? { effectText: true } : {}) });
    }
  }
  if (effectUnits.length) {
    const text = effectUnits.map((u, k) => (k === 0 ? "" : u.paragraph ? "\n" : " ") + u.text).join("");
    const effect = parseAll(alt(EFFECT, MODAL), text, newScope("spell"))?.v;
    if (effect) def.spell = labelLines(effect, "spell");
    else {
      // Report the units that do not read on their own; if each reads alone, the way they join is the problem.
      const alone = effectUnits.filter((u) => !parseAll(EFFECT, u.text, newScope("spell")));
      unsupported.push(...(alone.length ? alone : effectUnits).map((u) => u.text));
      layout.splice(layout.findIndex((e) => "spell" in e), 1);
    }
  }
  def.abilities = def.abilities.map((a) => labelAbility(a, kind.source));
  def.layout = layout;
  if (def.equipment) {
    const { indices, unreadable } = effectTextOf(def);
    if (indices.length) def.effectText = indices;
    for (const i of unreadable) {
      const a = def.abilities[i]!;
      if (!(a.kind === "static" && a.rule.rule === "unsupported")) unsupported.push(`the effect text ability ${i} of this Equipment is of a kind the engine does not append to units`);
    }
  }
  return { def, unsupported };
}

function labelAbility(a: Ability, source: SourceKind): Ability {
  if (a.kind === "static" && a.rule.rule === "unitsHereHave") return { ...a, rule: { ...a.rule, ability: labelAbility(a.rule.ability, "unit") } };
  if (a.kind === "static") return a.rule.rule === "dependent" ? { ...a, rule: { ...a.rule, ability: labelAbility(a.rule.ability, source) } } : a;
  return { ...a, effect: labelLines(a.effect, source) };
}

