/**
 * Equipment whose rules text copies as it is attached, for as long as it stays attached. Its printed rules text is inactive while
 * attached (135.4), but a replacement that applies during attaching is processed as it attaches (725.1): one makes the unit a copy
 * of another unit its controller chooses (477.1.b.1), the other copies the unit's rules text to the Equipment's effect text
 * (136.2.c). Either ends as soon as the Equipment is no longer attached to that unit (detached, attached elsewhere, gone) or
 * the unit leaves the board (state/copyTraits.ts).
 */
import { log, type Ctx } from "../../context.js";
import type { RuleRef } from "../../api.js";
import { cite } from "../../rules.js";
import { appendUnitText, currentTraits, lapseAttachedCopies, setTraits, traitsToCopy } from "../../state/copyTraits.js";
import { isOnBoard, isUnit, label } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { ask, type Run } from "../resolveItem.js";

const copiesTextAsAttached = (eq: Obj): boolean => (eq.def?.abilities ?? []).some((a) => a.kind === "static" && a.rule.rule === "copyUnitTextWhileAttached");

/**
 * An Equipment taking on its unit's text as it is attached (725.1): the unit's rules text (its own, or what it
 * copied; not effect text appended to it) becomes the Equipment's effect text, appended to the unit (136.2.c) for as long as
 * it stays attached: its abilities are the Equipment's, numbered after the Equipment's own. An ability of a kind the engine
 * does not append to units (effectText.ts) is reported, not guessed.
 */
function copyTextAsAttached(run: Run, eq: Obj, unit: Obj): { note: string; citations: RuleRef[]; partial?: true } {
  const citations = cite("attach.action", "copy.becomes-copy");
  const done = appendUnitText(run.ctx.state, eq, unit);
  if (!done) return { note: ` As it is attached, ${label(unit)} has no rules text to copy, so ${label(eq)}'s effect text stays blank.`, citations };
  const { first, last, appended, inert, notApplied } = done;
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
