/**
 * Copyable traits (477.1.b.1.a) and the copy effects that last only while an Equipment stays attached to the unit it made a
 * copy (an Equipment's "as this is attached" copy, 725.1): the unit's own traits are kept aside and given back when the
 * Equipment is no longer attached to it, or when the unit leaves the board (a new object, 124).
 */
import type { GameState, Obj } from "./types.js";
import { definitionChanged } from "./objectIndex.js";
import type { CardCatalog } from "../api.js";
import type { Ability } from "../cards/language.js";
import { appendable } from "../cards/compiler/effectText.js";
import { OUTSIDE_CHAIN } from "../cards/compiler/support.js";

/** The copyable traits an object has (477.1.b.1.a), as a copy effect takes them or gives them back. */
export interface CopyableTraits {
  name: string;
  types: string[];
  tags: string[];
  energy: Obj["energy"];
  power: Obj["power"];
  domains: string[];
  baseMight: Obj["baseMight"];
  mightBonus: Obj["mightBonus"];
  def: Obj["def"];
  copyOf: string | undefined;
}

/** The traits a copy of `from` takes: its printed ones, or those `from` itself copied (477.1.b.1.b). */
export function traitsToCopy(catalog: CardCatalog, from: Obj): CopyableTraits {
  const printed = from.token || from.copyOf !== undefined ? undefined : catalog.lookup(from.name); // a card's printed tags (not tags it gained)
  return {
    name: from.name, types: [...from.types], tags: [...(printed?.tags ?? from.tags ?? [])], energy: from.energy, power: from.power ?? null,
    domains: [...(from.domains ?? [])], baseMight: from.baseMight, mightBonus: from.mightBonus ?? null, def: from.def, copyOf: from.copyOf ?? from.name,
  };
}

/** The object's own copyable traits now (to give back when a copy effect with a duration ends). */
export function currentTraits(o: Obj): CopyableTraits {
  return { name: o.name, types: [...o.types], tags: [...(o.tags ?? [])], energy: o.energy, power: o.power ?? null, domains: [...(o.domains ?? [])], baseMight: o.baseMight, mightBonus: o.mightBonus ?? null, def: o.def, copyOf: o.copyOf };
}

/** Gives the object these copyable traits (477.1.b.1). */
export function setTraits(o: Obj, t: CopyableTraits, state: GameState): void {
  o.name = t.name;
  o.types = [...t.types];
  o.tags = [...t.tags];
  o.energy = t.energy;
  o.power = t.power;
  o.domains = [...t.domains];
  o.baseMight = t.baseMight;
  o.mightBonus = t.mightBonus;
  if (t.def) o.def = t.def;
  else delete o.def;
  if (t.copyOf !== undefined) o.copyOf = t.copyOf;
  else delete o.copyOf;
  definitionChanged(state); // its rules text changed (objectIndex.ts)
}

/** A later copy effect replaces every copyable trait (477.1.b.1): copies lasting while an Equipment is attached no longer show, and are forgotten. */
export function endCopiesWhileAttached(o: Obj, state: GameState): void {
  if (!o.attachedCopy) return;
  delete o.attachedCopy;
  state.attachedCopies?.delete(o.id);
}

/**
 * The unit leaves the board (a new object, 124): every copy effect lasting while an Equipment is attached ends with it, and the
 * card is its own again. Its rules text as it left is kept for the abilities that triggered on its leaving (last known
 * information: a Deathknell it had as a copy).
 */
export function leaveBoardEndsAttachedCopies(o: Obj, state: GameState): void {
  const rec = o.attachedCopy;
  if (!rec) return;
  o.leftDef = { def: o.def, incarnation: o.incarnation };
  setTraits(o, rec.saved, state);
  endCopiesWhileAttached(o, state);
}

const onBoard = (o: Obj): boolean => o.zone === "BASE" || o.zone === "BATTLEFIELD";

/**
 * Does this copy still last: the same Equipment, still on the board, still attached to the same unit? (For the text an
 * Equipment copied from its unit, `o` is the Equipment: the same unit, still on the board, that it is still attached to.)
 */
function lasts(o: Obj, by: AttachedCopy, state: GameState): boolean {
  if (by.textOf) {
    const unit = state.objects.get(by.textOf.unit);
    return !!unit && unit.incarnation === by.textOf.unitInc && onBoard(unit) && onBoard(o) && o.attachedTo === unit.id;
  }
  const eq = state.objects.get(by.eq);
  return !!eq && eq.incarnation === by.eqInc && eq.attachedTo === o.id && onBoard(eq);
}

export interface AttachedCopy {
  /** the Equipment, as it was attached */
  eq: string;
  eqInc: number;
  /** the traits it copied, and the unit they are from (for the transcript) */
  traits: CopyableTraits;
  of: string;
  /** the Equipment copied its unit's text to its effect text: the record is the Equipment's, and this is the unit, as it was attached */
  textOf?: { unit: string; unitInc: number };
}

/**
 * Ends the copies whose Equipment is no longer attached to their unit (detached, attached elsewhere, gone): the unit takes the
 * traits of the latest copy that still lasts, or its own (477.1.b.1). Returns what ended, for the transcript.
 */
export function lapseAttachedCopies(state: GameState): { unit: Obj; ended: AttachedCopy[]; now: string }[] {
  if (!state.attachedCopies?.size) return [];
  const out: { unit: Obj; ended: AttachedCopy[]; now: string }[] = [];
  for (const id of [...state.attachedCopies]) {
    const o = state.objects.get(id);
    const rec = o?.attachedCopy;
    if (!o || !rec) {
      state.attachedCopies.delete(id);
      continue;
    }
    const keep = rec.by.filter((b) => lasts(o, b, state));
    if (keep.length === rec.by.length) continue;
    const ended = rec.by.filter((b) => !keep.includes(b));
    // an Equipment's effect text copied from a unit that just died: its Deathknell from that text triggered and is put on the chain from this (last known information)
    if (ended.some((b) => b.textOf)) o.leftDef = { def: o.def, incarnation: o.incarnation };
    setTraits(o, keep.length ? keep[keep.length - 1]!.traits : rec.saved, state);
    if (keep.length) rec.by = keep;
    else endCopiesWhileAttached(o, state);
    out.push({ unit: o, ended, now: o.name });
  }
  return out;
}

/** Triggers that only a play of the card fires: appended to a unit already on the board, they never act. */
const PLAY_ONLY = new Set(["playMe", "playMeToBattlefield", "playMeFromFacedown", "playMeFromFacedownOnYourTurn"]);

/**
 * Abilities that never act on a unit already on the board with them appended (nothing in chain resolution reads them then):
 * its play effects, how it enters, what it costs, and keywords whose rules act outside chain resolution or as it is played.
 */
function inertOnBoard(a: Ability): boolean {
  if (a.kind === "triggered") return PLAY_ONLY.has(a.on);
  if (a.kind !== "static") return false;
  const r = a.rule;
  if (r.rule === "keyword") return ([...OUTSIDE_CHAIN, "Accelerate"] as readonly string[]).includes(r.keyword);
  return r.rule === "enterReady" || r.rule === "enterInBase" || r.rule === "selfCost";
}

/**
 * The unit's rules text (its own, or what it copied; not effect text appended to it) becomes the Equipment's effect text,
 * appended to the unit (136.2.c) for as long as it stays attached: its abilities are the Equipment's, numbered after the
 * Equipment's own; an ability of a kind the engine does not append to units (effectText.ts) keeps its number and does nothing
 * (the caller reports it). Undefined when the unit has no rules text.
 */
export function appendUnitText(state: GameState, eq: Obj, unit: Obj): { first: number; last: number; appended: number[]; inert: number[]; notApplied: number[] } | undefined {
  const own = eq.def!;
  const text = unit.def?.abilities ?? [];
  if (text.length === 0) return undefined;
  const abilities: Ability[] = [...own.abilities];
  const effectText = [...(own.effectText ?? [])];
  const notApplied: number[] = [];
  const inert: number[] = [];
  text.forEach((a, k) => {
    if (appendable(a)) {
      abilities.push(a);
      effectText.push(abilities.length - 1);
      return;
    }
    if (inertOnBoard(a)) inert.push(own.abilities.length + k);
    else notApplied.push(own.abilities.length + k);
    abilities.push({ kind: "static", rule: { rule: "unsupported", text: `${unit.name}'s ability ${k}, copied to ${eq.name}'s effect text` } }); // keeps the numbering
  });
  const traits = { ...currentTraits(eq), def: { ...own, abilities, effectText } };
  const rec = (eq.attachedCopy ??= { saved: currentTraits(eq), by: [] });
  rec.by.push({ eq: eq.id, eqInc: eq.incarnation, traits, of: `${unit.name} (${unit.id})`, textOf: { unit: unit.id, unitInc: unit.incarnation } });
  delete eq.leftDef;
  setTraits(eq, traits, state);
  (state.attachedCopies ??= new Set()).add(eq.id);
  const first = own.abilities.length;
  return { first, last: abilities.length - 1, appended: effectText.filter((i) => i >= first), inert, notApplied };
}
