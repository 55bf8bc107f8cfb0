/**
 * Battlefield tokens (185, 187.8, 187.9): added to the board, or replacing a battlefield (438). A battlefield that is replaced
 * stays the same battlefield for everything that refers to it (438.1.a): its id, the units and hidden cards there (they do not
 * move), its controller; only its card changes, and the card replaced goes to banishment (438.5; a replaced token stops
 * existing, 438.6). A token made by a Replace can be swapped back (438.7). The final board lists the battlefields.
 */
import type { CardDefinition } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { log, type Ctx } from "../../context.js";
import { cite } from "../../rules.js";
import type { BattlefieldState, Obj } from "../../state/types.js";
import { staticRules } from "../../state/queries.js";
import type { Outcome, Run } from "../resolveItem.js";
import { ignored } from "./common.js";

const BRUSH_TAGS = ["Bird", "Cat", "Dog", "Poro", "Ivern"];

/** 187.8: the Brush battlefield token, typed as the compiler reads those words (a test checks it against the Brush card's text). */
export const BRUSH_TOKEN: CardDefinition = {
  name: "Brush",
  type: "Battlefield",
  keywords: [],
  abilities: [
    { kind: "static", rule: { rule: "mightModifier", n: 1, who: { group: { kind: "unit", requirements: [{ req: "anyTag", tags: [...BRUSH_TAGS] }] }, here: true, hereFirst: true } } },
    { kind: "triggered", on: "youScoreHere", effect: { targets: [], lines: [{ label: "you may replace this with the battlefield it replaced", instruction: { op: "swapBackBattlefield" }, optional: true }] } },
  ],
  layout: [{ ability: 0 }, { ability: 1 }],
};

/** 187.9: the Baron Pit battlefield token: standard moves to it from anywhere (outside chain resolution: the caller's). */
export const BARON_PIT_TOKEN: CardDefinition = {
  name: "Baron Pit",
  type: "Battlefield",
  keywords: [],
  abilities: [{ kind: "static", rule: { rule: "moveHereFromAnywhere" } }],
  layout: [{ ability: 0 }],
};

export const BATTLEFIELD_TOKENS: Readonly<Record<string, CardDefinition>> = { Brush: BRUSH_TOKEN, "Baron Pit": BARON_PIT_TOKEN };

const name = (bf: BattlefieldState): string => `${bf.name ?? "a battlefield without a card"} (${bf.id})`;

/** "Replace that battlefield with a <token> battlefield token": the battlefield of the trigger condition (noted, or the one the caller names). */
export function replaceBattlefield(run: Run, ins: Extract<MoreInstruction, { op: "replaceBattlefield" }>): Outcome {
  const state = run.ctx.state;
  const at = run.item.triggerInfo?.location ?? (run.item.callerPlaced && run.item.input.battlefield ? `bf:${run.item.input.battlefield}` : undefined);
  const bf = at?.startsWith("bf:") ? state.battlefields.get(at.slice(3)) : undefined;
  if (!bf) return ignored(`The trigger names no battlefield (a hold placed by the caller names it as the item's battlefield), so nothing is replaced.`, cite("instructions.impossible-ignored"));
  const before = name(bf);
  const was: NonNullable<BattlefieldState["replaced"]> = { ...(bf.name ? { name: bf.name } : {}), ...(bf.def ? { def: bf.def } : {}), ...(bf.token ? { token: true as const } : {}) };
  bf.replaced = was;
  bf.name = ins.token;
  bf.def = BATTLEFIELD_TOKENS[ins.token];
  bf.token = true;
  const gone = was.token ? `${before} was a token: it stops existing in banishment (438.6)` : `${was.name ?? "its card"} is put into banishment, replaced, not banished (438.5)`;
  return {
    outcome: "EXECUTED",
    explanation: `Replaces ${before} with a ${ins.token} battlefield token: it is the same battlefield (${bf.id}) for everything that refers to it, with its controller${bf.controller ? ` (${bf.controller})` : ""} and the units and hidden cards there, which do not move; ${gone}. Its abilities are now the token's.`,
    citations: cite("replace.action"),
  };
}

/** "Replace this with the battlefield it replaced" (438.7), on the battlefield token whose ability it is. */
export function swapBackBattlefield(run: Run): Outcome {
  const bf = run.item.sourceId !== undefined ? run.ctx.state.battlefields.get(run.item.sourceId) : undefined;
  if (!bf) return ignored("This ability's battlefield is not on the board, so nothing is swapped back.", cite("instructions.impossible-ignored"));
  const was = bf.replaced;
  if (!was) return ignored(`${name(bf)} did not replace a battlefield the board knows of (a battlefield token given on the board says what it replaced with \`replaced\`), so nothing is swapped back.`, cite("replace.swap-back", "instructions.impossible-ignored"));
  if (was.token) return ignored(`${name(bf)} replaced a battlefield token, which stopped existing as it was replaced (438.6), so there is nothing to swap back.`, cite("replace.swap-back", "instructions.impossible-ignored"));
  const before = name(bf);
  delete bf.replaced;
  delete bf.token;
  if (was.name) bf.name = was.name;
  else delete bf.name;
  if (was.def) bf.def = was.def;
  else delete bf.def;
  return {
    outcome: "EXECUTED",
    explanation: `Swaps ${before} back: it is ${was.name ?? "the battlefield it replaced"} again, the same battlefield (${bf.id}) with its controller and the units there; the token stops existing (438.6).`,
    citations: cite("replace.swap-back", "replace.action"),
  };
}

/**
 * A unit that brings a named battlefield token onto the board as it is played and enters there (369.3):
 * as the unit is played, the token is added uncontrolled with the id `<unit>.token1` (the unit's object id: for a unit played from
 * a hand, its chain item's) unless a battlefield of that name is on the board; if it was added, the unit enters there instead of
 * where it was played. Returns where it enters then.
 */
export function addBattlefieldTokenAsPlayed(ctx: Ctx, o: Obj, player: string, chainItem: string | undefined): string | undefined {
  const rule = staticRules(o, ctx.state).find((r) => r.rule === "addBattlefieldTokenEnterThere");
  if (rule?.rule !== "addBattlefieldTokenEnterThere") return undefined;
  const state = ctx.state;
  const there = [...state.battlefields.values()].find((b) => b.name === rule.token);
  if (there) {
    log(ctx, { kind: "REPLACEMENT", ...(chainItem ? { chainItem } : {}), explanation: `As ${o.name} is played, the ${rule.token} battlefield token is already on the board (${there.id}), so none is added and ${o.name} enters where it was played.`, citations: cite("replacement.as-enters") });
    return undefined;
  }
  let id = `${o.id}.token1`;
  for (let n = 2; state.battlefields.has(id) || state.objects.has(id); n++) id = `${o.id}.token1#${n}`;
  state.battlefields.set(id, { id, name: rule.token, def: BATTLEFIELD_TOKENS[rule.token], token: true, uncontrolled: true, added: true });
  log(ctx, {
    kind: "REPLACEMENT",
    ...(chainItem ? { chainItem } : {}),
    explanation: `As ${o.name} is played, ${player} adds the ${rule.token} battlefield token to the board as ${id} (nobody controls it yet), and ${o.name} enters there instead of where it was played.`,
    citations: cite("replacement.as-enters", "replacement.applies"),
  });
  return `bf:${id}`;
}
