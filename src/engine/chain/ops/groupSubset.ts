/**
 * 355.11.b: a group of targets that no longer meets its requirements together as the item resolves — its controller
 * chooses a subset of the original targets that does, and only those are affected.
 */
import type { TargetCheck } from "../../api.js";
import type { TargetSpec } from "../../cards/language.js";
import { decide, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import type { ChainItem, Obj } from "../../state/types.js";
import { groupFails } from "./groupTargets.js";

export function keepGroupSubset(ctx: Ctx, item: ChainItem, spec: TargetSpec, checks: TargetCheck[]): void {
  const state = ctx.state;
  const legal = checks.filter((c) => c.legal);
  const objs = legal.map((c) => state.objects.get(c.object)).filter((o): o is Obj => !!o);
  const why = groupFails(objs, spec, state);
  if (!why) return;
  const c = decide(ctx, {
    item: item.id, index: item.decisionCount++, player: item.controller,
    prompt: `the chosen group no longer meets its requirements together (${why}): choose the ones to affect, a subset of the original targets that does (or none).`,
    options: legal.map((x) => x.object),
  });
  const picked = [...new Set(c.objects ?? [])];
  const subset = objs.filter((o) => picked.includes(o.id));
  const valid = subset.length === picked.length && groupFails(subset, spec, state) === undefined;
  const keep = new Set(valid ? picked : []);
  for (const x of legal) {
    if (keep.has(x.object)) continue;
    x.legal = false;
    x.reason = valid
      ? `the group no longer meets its requirements together (${why}), and ${item.controller} chose a subset without it`
      : `the group no longer meets its requirements together (${why}), and the subset given (${picked.join(", ") || "none"}) does not meet them either, so none is affected`;
    x.citations = cite("illegal-targets.definition", "targets.group-subset");
  }
}
