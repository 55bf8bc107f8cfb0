/** Empower (441) and Disempower (442): the Empowered status of an object on the board. */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import type { Outcome, Run } from "../resolveItem.js";
import { fireBecomeEmpowered, fireYouEmpowerOther } from "../triggers.js";
import { done, ignored, names, onBoard } from "./common.js";
import { empowerLimit, timesEmpowered } from "../../state/abilities.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

export function empower(run: Run, ins: Op<"empower">): Outcome {
  const t = onBoard(run, ins.what, "object");
  if ("outcome" in t) return t;
  const state = run.ctx.state;
  // an object with a permission to be Empowered more than once is Empowered again while below its limit (441.1.c.1)
  const limits = new Map(t.objs.map((o) => [o, o.empowered ? empowerLimit(o, state) : 1]));
  const fresh = t.objs.filter((o) => timesEmpowered(o) < limits.get(o)!);
  if (fresh.length === 0)
    return ignored(`${names(t.objs)} ${t.objs.length === 1 ? "is" : "are"} already Empowered: an Empowered object can't be Empowered, so nothing additional happens.`, cite("empower.already"));
  const again: string[] = [];
  for (const o of fresh) {
    if (o.empowered) {
      o.timesEmpowered = timesEmpowered(o) + 1;
      again.push(`${o.id} is now Empowered ${o.timesEmpowered} times (it can be up to ${limits.get(o)})`);
      continue;
    }
    o.empowered = true;
    fireBecomeEmpowered(run.ctx, o); // "When I become [Empowered]" (828.1.d)
  }
  fireYouEmpowerOther(run.ctx, run.item.controller, fresh); // "When you empower something else" (441.2.a)
  const already = t.objs.filter((o) => !fresh.includes(o));
  return done(fresh, t.partial, `Empowers ${names(fresh)}${again.length ? ` (${again.join("; ")})` : ""}${already.length ? `; ${names(already)} already ${already.length === 1 ? "was" : "were"} Empowered` : ""}.`, again.length ? cite("empower.action", "empower.more-than-once") : cite("empower.action"));
}

export function disempower(run: Run, ins: Op<"disempower">): Outcome {
  const t = onBoard(run, ins.what, "object");
  if ("outcome" in t) return t;
  const had = t.objs.filter((o) => o.empowered);
  if (had.length === 0) return ignored(`${names(t.objs)} ${t.objs.length === 1 ? "is" : "are"} not Empowered, so disempowering does nothing.`, cite("disempower.not-empowered"));
  for (const o of had) {
    delete o.empowered;
    delete o.timesEmpowered; // the status is binary (441.1.a): removed, however many times it was given
  }
  return done(had, t.partial, `Disempowers ${names(had)}: the Empowered status is removed.`, cite("disempower.action"));
}
