/**
 * An Equipment whose rules text makes the unit it is attached to a copy of another friendly unit for as long as it stays
 * attached. Its printed rules text is inactive while attached (135.4), but a replacement that applies during attaching is
 * processed as it attaches (725.1): its controller chooses another unit they control, and the equipped unit takes that
 * unit's copyable traits (477.1.b.1). The copy ends as soon as the Equipment is no longer attached to it (detached,
 * attached elsewhere, gone) or the unit leaves the board (state/copyTraits.ts).
 */
import { log, type Ctx } from "../../context.js";
import type { RuleRef } from "../../api.js";
import { cite } from "../../rules.js";
import { currentTraits, lapseAttachedCopies, setTraits, traitsToCopy } from "../../state/copyTraits.js";
import { isOnBoard, isUnit, label } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import type { Ability } from "../../cards/language.js";
import { appendable } from "../../cards/compiler/effectText.js";
import { OUTSIDE_CHAIN } from "../../cards/compiler/support.js";
import { ask, type Run } from "../resolveItem.js";

const copiesTextAsAttached = (eq: Obj): boolean => (eq.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "copyUnitTextWhileAttached");

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
 * "Copy that unit's text to this Equipment's effect text" as it is attached (725.1): the unit's rules text (its own, or what it
 * copied; not effect text appended to it) becomes the Equipment's effect text, appended to the unit (136.2.c) for as long as
 * it stays attached: its abilities are the Equipment's, numbered after the Equipment's own. An ability of a kind the engine
 * does not append to units (effectText.ts) is reported, not guessed.
 */
function copyTextAsAttached(run: Run, eq: Obj, unit: Obj): { note: string; citations: RuleRef[]; partial?: true } {
  const state = run.ctx.state;
  const citations = cite("attach.action", "copy.becomes-copy");
  const own = eq.def!;
  const text = unit.def?.abilities ?? [];
  if (text.length === 0) return { note: ` As it is attached, ${label(unit)} has no rules text to copy, so ${label(eq)}'s effect text stays blank.`, citations };
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
  rec.by.push({ eq: eq.id, eqInc: eq.incarnation, traits, of: label(unit), textOf: { unit: unit.id, unitInc: unit.incarnation } });
  delete eq.leftDef;
  setTraits(eq, traits, state);
  (state.attachedCopies ??= new Set()).add(eq.id);
  const first = own.abilities.length;
  const last = abilities.length - 1;
  const appended = effectText.filter((i) => i >= first);
  if (notApplied.length) run.ctx.unsupported.push(`${run.item.id}: ${label(eq)}'s effect text copied from ${label(unit)}: its abilities ${notApplied.join(", ")} are of kinds the engine does not append to units, so they do nothing`);
  return {
    note: ` As it is attached, ${label(unit)}'s rules text is copied to ${label(eq)}'s effect text, appended to ${label(unit)} for as long as ${label(eq)} stays attached to it (${label(eq)}'s abilities ${first}${last > first ? `–${last}` : ""}, in ${label(unit)}'s order${appended.length ? `; the unit now has ${appended.length === 1 ? "that ability" : "those abilities"} a second time: ${appended.join(", ")}` : ""}).${inert.length ? ` Abilities ${inert.join(", ")} act only as a card is played or enters, so appended to a unit on the board they do nothing.` : ""}${notApplied.length ? ` Abilities ${notApplied.join(", ")} are of kinds the engine does not append to units: they are reported and do nothing here.` : ""}`,
    citations,
    ...(notApplied.length ? { partial: true as const } : {}),
  };
}

const copiesAsAttached = (eq: Obj): boolean => (eq.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "copyChosenWhileAttached");

/** As `eq` is attached to `unit` by a resolving item: the choice and the copy, said after the attach. */
export function copyAsAttached(run: Run, eq: Obj, unit: Obj): { note: string; citations: RuleRef[]; partial?: true } | undefined {
  if (!copiesAsAttached(eq) && !copiesTextAsAttached(eq)) return undefined;
  const state = run.ctx.state;
  noticeLapsedCopies(run.ctx); // attached to a new unit: a copy it made of the unit it left ends first (434.1.f)
  if (copiesTextAsAttached(eq)) return copyTextAsAttached(run, eq, unit);
  const citations = cite("attach.action", "copy.becomes-copy", "copy.copyable-traits");
  const options: Obj[] = [];
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    if (o.id !== unit.id && isUnit(o) && isOnBoard(o) && o.zone !== "FACEDOWN" && o.controller === eq.controller) options.push(o);
  }
  if (options.length === 0) return { note: ` As it is attached, ${eq.controller} has no other unit to choose, so ${label(unit)} becomes a copy of nothing and stays as it is.`, citations };
  let chosen = options[0]!;
  if (options.length > 1) {
    const c = ask(run, eq.controller, `as ${label(eq)} is attached to ${label(unit)}, choose another friendly unit: ${label(unit)} becomes a copy of it while ${label(eq)} stays attached.`, options.map((o) => o.id));
    chosen = options.find((o) => o.id === (c.option ?? c.objects?.[0])) ?? chosen;
  }
  const before = label(unit);
  const traits = traitsToCopy(run.ctx.catalog, chosen);
  const rec = (unit.attachedCopy ??= { saved: currentTraits(unit), by: [] });
  rec.by.push({ eq: eq.id, eqInc: eq.incarnation, traits, of: label(chosen) });
  setTraits(unit, traits, state);
  (state.attachedCopies ??= new Set()).add(unit.id);
  return {
    note: ` As it is attached, ${eq.controller} chooses ${label(chosen)}: ${before} becomes a copy of it (its name, types, tags, costs, domains, rules text and printed Might${chosen.copyOf ? `, those ${label(chosen)} itself copied` : ""}; nothing appended or granted to ${label(chosen)}) for as long as ${label(eq)} stays attached to it.`,
    citations,
  };
}

/** The copies whose Equipment is no longer attached to their unit end now: the transcript says so. */
export function noticeLapsedCopies(ctx: Ctx): void {
  if (!ctx.state.attachedCopies?.size) return;
  for (const { unit, ended, now } of lapseAttachedCopies(ctx.state))
    log(ctx, {
      kind: "COPY_ENDS",
      explanation: `${ended.map((e) => e.eq).join(", ")} ${ended.length === 1 ? "is" : "are"} no longer attached to ${unit.id}, so its copy of ${ended.map((e) => e.of).join(", ")} ends: ${unit.id} is ${now} again${unit.attachedCopy ? " (a copy that another attached Equipment made still lasts)" : ""}.`,
      citations: cite("detach.action", "copy.becomes-copy"),
    });
}
