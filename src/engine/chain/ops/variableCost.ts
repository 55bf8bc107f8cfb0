/**
 * Optional additional costs of a variable amount chosen as the card is played (355.1.a): "spend any number of buffs" and
 * "kill any number of friendly units". The units are named in the chain item's costObjects (a unit named twice spends two of
 * its buffs); none named, none is paid. The card's cost is reduced for each one (costs are paid outside the engine: recorded).
 */
import type { Cost } from "../../cards/language.js";
import { log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import { snapshot } from "../../state/actions.js";
import { isOnBoard, isUnit, label } from "../../state/queries.js";
import type { ChainItem, Obj } from "../../state/types.js";
import { endDying, killObject } from "../death.js";
import { spendBuffOf } from "./buffs.js";

type AnyNumber = Extract<Cost, { cost: "anyNumberAsPlayed" }>;

/** Why the named objects can't pay the cost, or undefined when they can. */
function unfit(item: ChainItem, c: AnyNumber, named: Obj[]): string | undefined {
  for (const o of named) {
    if (!isOnBoard(o) || o.zone === "FACEDOWN" || !isUnit(o) || o.controller !== item.controller) return `${label(o)} is not a unit ${item.controller} controls on the board`;
    const times = named.filter((x) => x.id === o.id).length;
    if (c.action === "killFriendlyUnits" && times > 1) return `${label(o)} is named more than once`;
    if (c.action === "spendBuffs" && (o.buffs ?? 0) < times) return `${label(o)} has ${o.buffs ?? 0} buff(s), fewer than the ${times} named`;
  }
  return undefined;
}

export function payAnyNumberAsPlayed(ctx: Ctx, item: ChainItem, c: AnyNumber): void {
  const state = ctx.state;
  const ids = item.input.costObjects ?? [];
  const what = c.action === "spendBuffs" ? "buff" : "friendly unit";
  const missing = ids.filter((id) => !state.objects.has(id));
  const named = ids.flatMap((id) => state.objects.get(id) ?? []);
  const why = missing.length ? `${missing.join(", ")} is not on the board` : unfit(item, c, named);
  if (named.length === 0 || why) {
    log(ctx, {
      kind: "COST", chainItem: item.id,
      explanation: why
        ? `The units named in costObjects can't pay ${item.name}'s optional additional cost (${why}), so no ${what} is ${c.action === "spendBuffs" ? "spent" : "killed"} and its cost is not reduced.`
        : `No ${what} is ${c.action === "spendBuffs" ? "spent" : "killed"} for ${item.name}'s optional additional cost (none named in costObjects); its cost is not reduced.`,
      citations: cite("play.optional-cost-chosen"),
    });
    return;
  }
  for (const o of named) item.costObjects.push({ id: o.id, might: o.baseMight, energy: o.energy, power: o.power ?? null });
  const less = `so ${item.name} costs ${c.lessEach} less for each of the ${named.length} (costs are paid outside the engine).`;
  if (c.action === "spendBuffs") {
    log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an optional additional cost, ${item.controller} spends ${named.length} buff(s): ${named.map(label).join(", ")}; ${less}`, citations: cite("play.optional-cost-chosen", "buff.spend") });
    for (const o of named) spendBuffOf(ctx, item.controller, o); // "When you spend a buff" notices each
    return;
  }
  log(ctx, { kind: "COST", chainItem: item.id, explanation: `As an optional additional cost, ${item.controller} kills ${named.map(label).join(", ")}; ${less}`, citations: cite("play.optional-cost-chosen", "kill.action") });
  if (named.length > 1) ctx.dying = new Map(named.map((o) => [o.id, snapshot(o, state)])); // one kill action: they die together (370.1.a.2)
  for (const o of named) killObject(ctx, o, `cost of ${item.name}`);
  endDying(ctx);
}
