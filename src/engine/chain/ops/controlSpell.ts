/**
 * Gaining control of a spell, with new choices for it: a spell on the chain changes controller (its controller is the
 * player everything in it is read against from then on, 191.2, 359.3.f.4), and its new controller may remake its choices
 * (750-755): its targets, and its mode, given by the request as the answer to a decision of the item that takes control.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import type { Effect } from "../../cards/language.js";
import type { RuleRef } from "../../api.js";
import { cite } from "../../rules.js";
import { keywordsOf } from "../../state/continuous.js";
import type { ChainItem, TargetRef } from "../../state/types.js";
import { ask, playerOf, type Outcome, type Run } from "../resolveItem.js";
import { log, type Ctx } from "../../context.js";
import type { Player } from "../../state/types.js";
import { assignTargets } from "../items.js";
import { checkAll } from "../targets.js";
import { fireTargeting } from "../triggers.js";
import { chosenChainItem, ignored } from "./common.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

/** The player who owns a spell on the chain without a card object: the one who played it, whoever controls it now (157). */
export function spellOwner(item: ChainItem): string {
  return item.owner ?? item.playedBy ?? item.controller;
}

/**
 * Playing the spell again, with Bonus Damage for each time it dealt damage this turn: the controller of the unit it chose may play the card again once it has resolved (419.3): the
 * request's item by that player with `playedFrom: "TRASH"` and `playedAfter` this item (the card is in its owner's trash then).
 */
export function controllerMayPlayAgain(run: Run, ins: Op<"controllerMayPlayAgain">): Outcome {
  const state = run.ctx.state;
  const item = run.item;
  const who = playerOf(run, { controllerOf: ins.whose });
  const p = who.player ? state.players.get(who.player) : undefined;
  if (!p) return ignored(`Its controller is not known (${who.note ?? "the unit is not a legal target"}), so nobody may play ${item.name} again.`, [...who.citations, ...cite("instructions.impossible-ignored")]);
  let dealt = false;
  for (const o of state.objects.values()) if (o.damagedBy === item.id) { dealt = true; break; }
  const times = (item.timesDealtBefore ?? 0) + (dealt ? 1 : 0);
  const owner = spellOwner(item);
  (p.mayPlayAgain ??= []).push({ name: item.name, after: item.id, cost: ins.cost, owner, times, per: ins.bonusPer });
  return {
    outcome: "EXECUTED",
    explanation: `${p.id}, the controller of the unit, may play ${item.name} again for ${ins.cost} (paid outside the engine) once it has resolved and gone to ${owner}'s trash: a request item by ${p.id} playing it with playedFrom TRASH right after ${item.id} (playedAfter) does so; without one, they did not. This card has dealt damage ${times} time${times === 1 ? "" : "s"} this turn${dealt ? "" : " (none now: no damage was dealt)"}, so played again it deals ${ins.bonusPer * times} Bonus Damage.`,
    citations: cite("play.during-effect", "bonus-damage.granted-to-deal"),
  };
}

/** A spell played again by that permission (checked as it is played): the permission is used, its card leaves its owner's trash, and it takes its Bonus Damage. */
type PlayAgain = NonNullable<Player["mayPlayAgain"]>[number];

function playAgainPermission(ctx: Ctx, item: ChainItem): PlayAgain | undefined {
  if (item.kind !== "spell" || item.input.playedFrom?.toUpperCase() !== "TRASH" || item.input.playedAfter === undefined) return undefined;
  return ctx.state.players.get(item.controller)?.mayPlayAgain?.find((m) => m.name === item.name && m.after === item.input.playedAfter);
}

/** A spell that says it may be played again, played from the trash without that permission: not playable (the reason), else undefined. */
export function playAgainUnpermitted(ctx: Ctx, item: ChainItem): string | undefined {
  if (item.kind !== "spell" || item.input.playedFrom?.toUpperCase() !== "TRASH" || !JSON.stringify(item.def?.spell ?? {}).includes('"op":"controllerMayPlayAgain"')) return undefined;
  if (playAgainPermission(ctx, item)) return undefined;
  return `nothing lets ${item.controller} play it from the trash here: only its own "play this spell again", for the controller of the unit it dealt damage to, and the play must come right after it resolved (playedAfter that item)`;
}

export function playAgain(ctx: Ctx, item: ChainItem): void {
  const m = playAgainPermission(ctx, item);
  const p = ctx.state.players.get(item.controller);
  if (!m || !p) return;
  p.mayPlayAgain = p.mayPlayAgain!.filter((x) => x !== m);
  const trash = ctx.state.players.get(m.owner)?.trash;
  const k = trash?.indexOf(item.name) ?? -1;
  if (trash && k >= 0) trash.splice(k, 1);
  if (m.owner !== item.controller) item.owner = m.owner;
  item.timesDealtBefore = m.times;
  const n = m.per * m.times;
  if (n > 0) item.bonusDamage = { n: (item.bonusDamage?.n ?? 0) + n, from: [...(item.bonusDamage?.from ?? []), `${item.name} itself, played again (${m.times} time${m.times === 1 ? "" : "s"} it dealt damage this turn)`] };
  log(ctx, {
    kind: "COST", chainItem: item.id,
    explanation: `${item.controller} plays ${item.name} again, as ${m.after} allowed, for ${m.cost} (paid outside the engine)${k >= 0 ? `; the card leaves ${m.owner}'s trash` : ""}${m.owner !== item.controller ? ` (${m.owner} still owns it)` : ""}. It has dealt damage ${m.times} time${m.times === 1 ? "" : "s"} this turn, so it deals ${n} Bonus Damage.`,
    citations: cite("play.during-effect", "bonus-damage.granted-to-deal"),
  });
}

export function gainControlOfSpell(run: Run, ins: Op<"gainControlOfSpell">): Outcome {
  const target = chosenChainItem(run, ins.what);
  if (!target) return ignored("The chosen spell is not a legal target any more (it is no longer on the chain), so nobody gains control of it.", cite("illegal-targets.unaffected", "instructions.all-targets-gone"));
  const me = run.item.controller;
  const was = target.controller;
  let text: string;
  const citations: RuleRef[] = [];
  if (was === me) {
    text = `${me} already controls ${target.name} (${target.id}): its controller does not change.`;
  } else {
    target.playedBy ??= was;
    target.controller = me;
    text = `${me} gains control of ${target.name} (${target.id}), which ${was} controlled: ${me} is its controller from now on, so "you" in it is ${me}, and "friendly" and "enemy" are read against ${me} as it resolves (its targets are checked again then). ${target.playedBy} played it and still owns it: as it leaves the chain it goes to ${target.playedBy}'s trash.`;
    citations.push(...cite("spell.controller", "referents.controller-on-execution", "spell.owners-trash"));
  }
  const remade = newChoices(run, target);
  return { outcome: remade.partial ? "PARTIAL" : "EXECUTED", explanation: `${text} ${remade.text}`, citations: [...citations, ...remade.citations] };
}

/** The choices of `target` its new controller may remake (752.1), asked as a decision of the item that took control. */
function newChoices(run: Run, target: ChainItem): { text: string; citations: RuleRef[]; partial?: boolean } {
  const state = run.ctx.state;
  const me = run.item.controller;
  const modes = target.mode !== undefined ? target.def?.spell?.modes : undefined;
  const effect = target.effect;
  const specs = effect?.targets ?? [];
  if (specs.length === 0 && !modes) {
    return { text: `${target.name} has no targets or modes, so there are no choices to remake.`, citations: cite("new-choices.what", "new-choices.legal-only") };
  }
  // choices the engine can't take again from a request: the player chosen, a destination, a Repeat execution's targets
  const kept = [
    ...(target.chosenPlayer !== undefined ? [`the player chosen for it (${target.chosenPlayer})`] : []),
    ...(target.input.destination !== undefined ? [`its destination (${target.input.destination})`] : []),
    ...(target.repeat ? ["the choices of its Repeat execution(s)"] : []),
  ];
  const now = [...target.targets.values()].flat().map((t) => t.id);
  const c = ask(run, me, `you may make new choices for ${target.name} (${target.id}): give objects = its new targets in slot order, as a chain item's targets (now: ${now.join(", ") || "none"})${modes ? `, and option = its mode 1-${modes.length} (now: ${target.mode})` : ""}; or accept: false to keep its choices.`, ["keep"]);
  const keep = c.accept === false || c.option === "keep" || (!c.objects?.length && (c.option === undefined || !modes));
  if (keep) return { text: `${me} makes no new choices: ${target.name} keeps its choices (${now.join(", ") || "no targets"}).`, citations: cite("new-choices.action") };
  let newEffect: Effect | undefined = effect;
  let newMode = target.mode;
  if (modes && c.option !== undefined && c.option !== String(target.mode)) {
    const m = Number(c.option);
    if (target.repeat) return refuse(target, `its mode can't be remade here: it has a Repeat execution whose own mode the engine does not take again`, true);
    if (!Number.isInteger(m) || m < 1 || m > modes.length) return refuse(target, `"${c.option}" is not one of its modes 1-${modes.length}`);
    newEffect = modes[m - 1];
    newMode = m;
  }
  const newSpecs = newEffect?.targets ?? [];
  const given = c.objects ?? (newEffect === effect ? now : []);
  const targets = assignTargets(newSpecs, given, state);
  const placed = [...targets.values()].flat().length;
  if (placed !== given.length) return refuse(target, `${given.length} target(s) were given, more than its ${newSpecs.length} target slot(s) take`);
  const short = newSpecs.find((s) => (targets.get(s.slot)?.length ?? 0) < s.min);
  if (short) return refuse(target, `it needs ${short.min} target(s) for "${short.slot}"`);
  const checks = checkAll(target, targets, state, "play", newEffect).flatMap((s) => s.checks);
  const bad = checks.filter((x) => !x.legal);
  if (bad.length) return refuse(target, bad.map((x) => `${x.object}: ${x.reason}`).join("; "));
  const before = new Set([...target.targets.values()].flat().map((t) => t.id));
  const fresh = new Map<string, TargetRef[]>([...targets].map(([k, refs]) => [k, refs.filter((r) => !before.has(r.id))]));
  const anyFresh = [...fresh.values()].some((r) => r.length > 0);
  const same = (k: string, refs: TargetRef[]) => (target.targets.get(k) ?? []).map((t) => t.id).join() === refs.map((t) => t.id).join();
  const changed = newMode !== target.mode || [...targets].some(([k, refs]) => !same(k, refs));
  if (!changed) return { text: `The choices given for ${target.name} are the ones it already has, so nothing is remade.`, citations: cite("new-choices.action") };
  const oldMode = target.mode;
  target.targets = targets;
  target.effect = newEffect;
  target.mode = newMode;
  const ids = [...targets.values()].flat().map((t) => t.id);
  let deflect = 0;
  for (const refs of fresh.values())
    for (const r of refs) {
      const o = state.objects.get(r.id);
      if (o && o.controller !== me) for (const k of keywordsOf(o, state)) if (k.keyword === "Deflect") deflect += k.n ?? 1;
    }
  // Targeting Effects of the objects it now chooses and did not before trigger now (754)
  if (anyFresh) fireTargeting(run.ctx, { ...target, targets: fresh });
  const parts = [
    `${me} makes new choices for ${target.name}: ${newMode !== oldMode ? `mode ${newMode} instead of ${oldMode}, ` : ""}its targets are now ${ids.join(", ") || "none"} (they were ${now.join(", ") || "none"}); each new choice is legal for it now, with ${me} its controller.`,
    ...(anyFresh ? ["Any Targeting Effects of what it newly chooses trigger now."] : []),
    ...(deflect > 0 ? [`[Deflect] would make it cost ${deflect} more, but it is already played: a cost to play added by new choices is ignored.`] : []),
    ...(kept.length ? [`The engine does not take new choices for ${kept.join(" or ")}: ${kept.length === 1 ? "it is" : "they are"} kept as ${kept.length === 1 ? "it was" : "they were"}.`] : []),
  ];
  return {
    text: parts.join(" "),
    citations: cite("new-choices.action", "new-choices.what", "new-choices.legal-only", ...(anyFresh ? (["new-choices.targeting-effects"] as const) : []), ...(deflect > 0 ? (["new-choices.costs-ignored"] as const) : [])),
    partial: kept.length > 0,
  };
}

function refuse(target: ChainItem, why: string, partial = false): { text: string; citations: RuleRef[]; partial?: boolean } {
  return {
    text: `The new choices given for ${target.name} can't be made (${why}): a player may not make new choices that are illegal, so it keeps its choices.`,
    citations: cite("new-choices.legal-only"),
    ...(partial ? { partial } : {}),
  };
}
