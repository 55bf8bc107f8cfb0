/**
 * Attaching and detaching Equipment named by a resolving effect (434, 435): an optional detach of the object acted on if it
 * is an Equipment, an optional attach of one of a unit's Equipment to the source. The test is made, then the controller asked,
 * as it resolves.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { placeAt } from "../../state/actions.js";
import { attachedTo, isEquipment, label, locationOf } from "../../state/queries.js";
import { ask, objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { fireAttached } from "../triggers.js";
import { copyAsAttached } from "./attachedCopy.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

function mayI(run: Run, prompt: string): boolean {
  const c = ask(run, run.item.controller, `you may ${prompt} — accept or decline?`, ["accept", "decline"]);
  return c.accept === true || c.option === "accept";
}

export function mayDetachIfEquipment(run: Run, ins: Op<"mayDetachIfEquipment">): Outcome {
  const o = objectsOf(run, ins.what).objs[0];
  if (!o) return ignored("The object it refers to is not a legal target any more, so nothing is detached.", cite("illegal-targets.unaffected", "instructions.impossible-ignored"));
  if (!isEquipment(o)) return ignored(`${label(o)} is not an Equipment, so nothing is detached.`, cite("instructions.impossible-ignored"));
  const unit = o.attachedTo !== undefined ? run.ctx.state.objects.get(o.attachedTo) : undefined;
  if (!unit) return ignored(`${label(o)} is not attached to anything, so detaching it does nothing.`, cite("detach.action", "instructions.impossible-ignored"));
  if (!mayI(run, `detach ${label(o)} from ${label(unit)}`)) return { outcome: "IGNORED", performed: false, explanation: `${run.item.controller} chooses not to detach ${label(o)}.`, citations: [] };
  delete o.attachedTo;
  run.ctx.cleanupOutstanding = true; // a gear left unattached at a battlefield is recalled in the next cleanup
  return { outcome: "EXECUTED", explanation: `Detaches ${label(o)} from ${label(unit)}; it stays at ${unit.zone === "BATTLEFIELD" ? "the battlefield (recalled in the next cleanup)" : "its location"}.`, citations: unit.zone === "BATTLEFIELD" ? cite("detach.action", "cleanup.recall-stray-permanents") : cite("detach.action") };
}

export function mayAttachOneOf(run: Run, ins: Op<"mayAttachOneOf">): Outcome {
  const state = run.ctx.state;
  const from = objectsOf(run, ins.from).objs[0];
  if (!from) return ignored("The unit it refers to is not a legal target any more, so nothing is attached.", cite("illegal-targets.unaffected", "instructions.impossible-ignored"));
  const to = objectsOf(run, ins.to).objs[0];
  if (!to) return ignored("The unit to attach to is no longer on the board, so nothing is attached.", cite("instructions.impossible-ignored"));
  const eq = attachedTo(from, state).filter(isEquipment);
  if (eq.length === 0) return ignored(`${label(from)} is not equipped, so nothing is attached.`, cite("instructions.impossible-ignored"));
  if (!mayI(run, `attach one of ${label(from)}'s Equipment (${eq.map(label).join(", ")}) to ${label(to)}`)) return { outcome: "IGNORED", performed: false, explanation: `${run.item.controller} chooses not to attach one.`, citations: [] };
  let pick = eq[0]!;
  if (eq.length > 1) {
    const c = ask(run, run.item.controller, `choose one of ${label(from)}'s Equipment to attach to ${label(to)}.`, eq.map((e) => e.id));
    pick = eq.find((e) => e.id === (c.option ?? c.objects?.[0])) ?? pick;
  }
  pick.attachedTo = to.id; // attaching to a new unit detaches it from the old one
  if (from.id !== to.id) fireAttached(run.ctx, run.item, pick, to);
  placeAt(pick, locationOf(to)!, state); // not a move
  const copied = from.id !== to.id ? copyAsAttached(run, pick, to) : undefined; // "as this is attached" (725.1)
  return { outcome: copied?.partial ? "PARTIAL" : "EXECUTED", explanation: `Attaches ${label(pick)} (attached to ${label(from)}) to ${label(to)}.${copied?.note ?? ""}`, citations: copied?.citations ?? cite("attach.action") };
}
