/** Groups picked as an instruction executes ("all enemy units here", "friendly units"): not targets (355). */
import type { Selector } from "../../cards/vocabulary.js";
import { isEquipment, isGear, isOnBoard, isUnit } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import type { Run } from "../resolveItem.js";
import { requirementFails } from "../targets.js";

export function kindMatches(o: Obj, kind: Selector["kind"]): boolean {
  if (kind === "unit") return isUnit(o);
  if (kind === "gear") return isGear(o);
  if (kind === "equipment") return isEquipment(o);
  if (kind === "legend") return o.types.includes("legend");
  return isUnit(o) || isGear(o);
}

export function selectAll(run: Run, sel: Selector): { objs: Obj[]; chosen: number; illegal: string[] } {
  const state = run.ctx.state;
  const objs = state.objectOrder
    .map((id) => state.objects.get(id)!)
    .filter((o) => isOnBoard(o) && o.zone !== "FACEDOWN" && kindMatches(o, sel.kind))
    .filter((o) => sel.requirements.every((r) => requirementFails(o, r, run.item, state, run.item.targets) === undefined));
  // Nothing is chosen, so "none matched" is not a missing target: report it as one group of size n.
  return { objs, chosen: Math.max(objs.length, 1), illegal: [] };
}
