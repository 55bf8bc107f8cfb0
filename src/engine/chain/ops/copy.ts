/**
 * Copy effects (477.1.b): a game object becomes a copy of another, taking its copyable traits — name, supertype, type, tags,
 * cost, domains, rules text (477.1.b.1.a) and, by default, the other printed traits such as its Might (477.1.b.1.b): what
 * was appended or granted to the object copied (buffs, damage, keywords given, Equipment's effect text) is not copied. A
 * copy of a copy takes the traits that copy received (477.1.b.1.b). A token stays a token (185.1.a): it keeps being a token
 * whatever it copies.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { isOnBoard, isUnit, label } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { endCopiesWhileAttached, setTraits, traitsToCopy } from "../../state/copyTraits.js";

type CopyOp = Extract<MoreInstruction, { op: "becomeCopy" }>;

/** The objects "it" / "they" name: the token (or tokens) the item that made this reflexive trigger played, still on the board. */
function copiers(run: Run, ins: CopyOp): { objs: Obj[]; gone: string[] } {
  const info = run.item.triggerInfo;
  const noted = "triggered" in ins.what ? (info?.objects ?? (info?.object ? [info.object] : [])) : [];
  const objs: Obj[] = [];
  const gone: string[] = [];
  for (const n of noted) {
    const o = run.ctx.state.objects.get(n.id);
    if (o && o.incarnation === n.incarnation && isOnBoard(o)) objs.push(o);
    else gone.push(n.id);
  }
  if (!("triggered" in ins.what)) objs.push(...objectsOf(run, ins.what).objs);
  return { objs, gone };
}

/** The object copied: noted as the trigger was created (the unit "that unit" or "me" named), or this item's own target. */
function original(run: Run, ins: CopyOp): { o?: Obj; why?: string } {
  const { state } = run.ctx;
  if (ins.noted) {
    const n = run.item.triggerInfo?.copyOf;
    const o = n ? state.objects.get(n.id) : undefined;
    if (!n || !o) return { why: "no unit was noted for it to copy" };
    // the same object, still on the board: a unit that left it is a new object (124), no longer the one named
    if (o.incarnation !== n.incarnation || !isOnBoard(o)) return { why: `${label(o)} is no longer on the board (a new object, 124), so there is nothing to copy` };
    return { o };
  }
  const o = objectsOf(run, ins.of).objs[0];
  return o ? { o } : { why: "the unit to copy is not a legal target any more" };
}

/** The copyable traits of `from` replace those of `o` (477.1.b.1): printed ones, or those `from` itself copied. */
function takeTraits(run: Run, o: Obj, from: Obj): void {
  setTraits(o, traitsToCopy(run.ctx.catalog, from), run.ctx.state);
  endCopiesWhileAttached(o, run.ctx.state); // a later copy effect replaces every copyable trait: an earlier one that lasts while an Equipment is attached no longer shows
}

/** "It becomes a copy of that unit." / "They become copies of me." */
export function becomeCopy(run: Run, ins: CopyOp): Outcome {
  const cites = cite("copy.becomes-copy", "copy.copyable-traits");
  const { objs, gone } = copiers(run, ins);
  if (objs.length === 0) return ignored(`${gone.length ? `${gone.join(", ")} ${gone.length === 1 ? "is" : "are"} no longer on the board` : "No token is named"}, so nothing becomes a copy.`, [...cites, ...cite("instructions.impossible-ignored")]);
  const from = original(run, ins);
  if (!from.o) return ignored(`Nothing becomes a copy: ${from.why}.`, [...cites, ...cite("instructions.impossible-ignored")]);
  const src = from.o;
  const said = `${src.name}'s name, types, tags, costs${src.domains?.length ? `, domains (${src.domains.join(", ")})` : ""}, rules text${isUnit(src) ? ` and printed Might (${src.baseMight ?? "unknown"})` : ""}`;
  const before = objs.map(label);
  for (const o of objs) takeTraits(run, o, src);
  return {
    outcome: gone.length ? "PARTIAL" : "EXECUTED",
    explanation: `${before.join(", ")} ${objs.length === 1 ? "becomes a copy" : "become copies"} of ${label(src)}: ${objs.length === 1 ? "it takes" : "each takes"} ${said}${src.copyOf ? ` (${label(src)} is itself a copy: its copied traits are the ones taken)` : ""}; nothing appended or granted to ${label(src)} is copied, and ${objs.length === 1 ? "it stays a token" : "they stay tokens"}.${gone.length ? ` ${gone.join(", ")} ${gone.length === 1 ? "is" : "are"} no longer on the board.` : ""}`,
    citations: [...cites, ...cite("token.nature-kept")],
  };
}
