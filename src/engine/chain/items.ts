/** Building chain items from the request and from triggered abilities. */
import { innerAbility } from "../state/abilities.js";
import { grantedAbilities } from "../state/granted.js";
import type { ChainItemInput } from "../api.js";
import type { Ability, Effect, TargetSpec } from "../cards/language.js";
import { decide, log, type Ctx } from "../context.js";
import { cite } from "../rules.js";
import { resolveCard } from "../state/setup.js";
import type { ChainItem, GameState, Obj, TargetRef } from "../state/types.js";
import { label } from "../state/queries.js";
import { isEffectText, topMost } from "./ops/effectText.js";
import { choosePlayerOnPlay } from "./ops/players-chosen.js";

/** Distributes a flat list of chosen ids over an effect's target slots, in slot order. */
export function assignTargets(specs: readonly TargetSpec[], ids: readonly string[], state: GameState): Map<string, TargetRef[]> {
  const out = new Map<string, TargetRef[]>();
  let i = 0;
  specs.forEach((spec, k) => {
    const laterMin = specs.slice(k + 1).reduce((n, s) => n + s.min, 0);
    const take = Math.max(0, Math.min(spec.max, ids.length - i - laterMin));
    out.set(spec.slot, ids.slice(i, i + take).map((id) => refTo(id, state)));
    i += take;
  });
  return out;
}

export function refTo(id: string, state: GameState): TargetRef {
  const o = state.objects.get(id);
  if (o) return { id, incarnation: o.incarnation, moves: o.moves, isChainItem: false };
  if (state.battlefields.has(id)) return { id, incarnation: 0, moves: 0, isChainItem: false }; // a battlefield chosen as a target
  return { id, incarnation: -1, moves: 0, isChainItem: true };
}

export function abilityEffect(a: Ability | undefined): Effect | undefined {
  return a && a.kind !== "static" ? a.effect : undefined;
}

/** A chain item for a request entry; `unsupported` collects behaviour the engine cannot run. */
export function itemFromInput(ctx: Ctx, input: ChainItemInput): ChainItem {
  const state = ctx.state;
  const base: ChainItem = {
    id: input.id,
    kind: "spell",
    name: input.card ?? input.id,
    controller: input.controller,
    effect: undefined,
    targets: new Map(),
    input,
    costObjects: [],
    paidAdditionalCost: input.paidAdditionalCost ?? false,
    repeat: input.repeat ?? false,
    decisionCount: 0,
  };
  if (input.source !== undefined && input.card === undefined) {
    const src = state.objects.get(input.source);
    const bf = state.battlefields.get(input.source);
    const def = src?.def ?? bf?.def;
    const abilities = def?.abilities ?? [];
    const idx = input.ability ?? abilities.findIndex((a) => a.kind !== "static");
    let printed = abilities[idx];
    if (!printed && src && idx >= abilities.length) {
      // an ability a battlefield gives it, numbered after its own
      const granted = grantedAbilities(state, src)[idx - abilities.length];
      if (granted) {
        printed = granted.ability;
        base.granted = granted;
      }
    }
    let ability = printed ? innerAbility(printed) : undefined; // a dependent ability's activity is checked as it is played
    if (bf && ability?.kind === "static" && ability.rule.rule === "unitsHereHave") {
      // 'Units here have "…"': the unit named in costObjects uses the battlefield's ability, as its own (checked as it is played)
      ability = ability.rule.ability;
      const user = state.objects.get(input.costObjects?.[0] ?? "");
      if (user) {
        base.selfId = user.id;
        base.selfIncarnation = user.incarnation;
      }
    }
    base.callerPlaced = true;
    // the object its trigger condition names, given by the caller ("When a friendly unit attacks …, give it …": 359.3.f.3)
    const subject = input.subject !== undefined ? state.objects.get(input.subject) : undefined;
    if (subject && ability?.kind === "triggered") base.triggerInfo = { object: { id: subject.id, incarnation: subject.incarnation } };
    base.kind = ability?.kind === "triggered" ? "triggered" : "activated";
    base.name = `${src?.name ?? bf?.name ?? input.source} ability ${idx}`;
    base.sourceId = input.source;
    base.sourceIncarnation = src?.incarnation ?? 0;
    base.abilityIndex = idx;
    base.effect = abilityEffect(ability);
    if (!base.effect) ctx.unsupported.push(`${input.id}: ${src?.name ?? input.source} has no ability ${idx} the engine can execute`);
    if (src && isEffectText(src, idx)) {
      // an Equipment's effect text speaks for the unit it is attached to, and only while attached (136.2)
      const unit = topMost(src, state);
      if (unit) {
        base.selfId = unit.id;
        base.selfIncarnation = unit.incarnation;
      } else {
        base.effect = undefined;
        ctx.unsupported.push(`${input.id}: ${src.name}'s ability ${idx} is effect text, inactive while it is not attached to a unit (136.2.b)`);
      }
    }
  } else if (input.card !== undefined) {
    const r = resolveCard(input.card, ctx.catalog, ctx.extraDefinitions, []);
    base.name = r?.name ?? input.card;
    base.def = r?.def;
    const info = ctx.catalog.lookup(input.card);
    if (info) base.printedCost = { energy: info.energy ?? null, power: info.power ?? null };
    if (info?.domains?.length) base.domains = [...info.domains];
    const isPermanent = r ? !r.types.includes("spell") && r.types.length > 0 : false;
    base.kind = isPermanent ? "permanent" : "spell";
    base.effect = r?.def?.spell ?? (isPermanent ? { targets: [], lines: [] } : undefined);
    if (!base.effect) ctx.unsupported.push(`${input.id}: the engine has no definition for "${base.name}"; its effect is not executed`);
  }
  if (input.playedFrom !== undefined) {
    const fd = state.objects.get(input.playedFrom);
    if (fd && fd.zone === "FACEDOWN") base.hiddenAt = fd.battlefield;
    else if (input.playedFrom.toUpperCase() === "FACEDOWN") base.hiddenAt = input.battlefield;
  }
  const modes = base.effect?.modes;
  const modeHead = base.effect?.modeHead;
  if (modes) {
    // "Choose one -": the mode is chosen as it is played (355.3), and again for a Repeat execution (820.2.a)
    const remembers = base.effect?.modeHead === "notChosenThisTurn" || base.effect?.modeHead === "notBeenChosenThisTurn" ? state.objects.get(base.sourceId ?? "") : undefined;
    const first = chooseMode(ctx, base, modes, false, remembers);
    base.effect = first ? modes[first - 1] : undefined;
    if (first) base.mode = first;
    if (first && base.repeat) {
      // "Choose one you haven't already chosen -": each execution's mode is one not chosen for an execution before it
      const own = modeHead === "notAlreadyChosen";
      const chosen = [first];
      const again = chooseMode(ctx, base, modes, true, undefined, own ? chosen : []);
      if (again) {
        base.repeatMode = again;
        base.repeatEffect = modes[again - 1];
        chosen.push(again);
        // further instances of Repeat paid (820.3): one more execution each, its mode chosen as it is played too
        for (let k = 1; k < (input.repeatCount ?? 1); k++) {
          const more = chooseMode(ctx, base, modes, true, undefined, own ? chosen : []);
          if (!more) break;
          chosen.push(more);
          (base.moreRepeats ??= []).push({ mode: more, effect: modes[more - 1]!, targets: new Map() });
        }
      } else base.repeat = false;
    }
  } else if (base.repeat && (input.repeatCount ?? 1) > 1 && base.effect) {
    for (let k = 1; k < input.repeatCount!; k++) (base.moreRepeats ??= []).push({ effect: base.effect, targets: new Map() });
  }
  inactiveLevelTargets(ctx, base);
  choosePlayerOnPlay(ctx, base); // "Choose an opponent.": a player target, chosen as it is played (355.9.a)
  base.targets = assignTargets(base.effect?.targets ?? [], input.targets ?? [], state);
  if (base.repeat && !base.moreRepeats) base.repeatTargets = assignTargets((base.repeatEffect ?? base.effect)?.targets ?? [], input.repeatTargets ?? input.targets ?? [], state);
  else if (base.repeat && base.moreRepeats) {
    // several Repeat executions: repeatTargets lists their targets one execution after the other, each in slot order
    const runs = [base.repeatEffect ?? base.effect, ...base.moreRepeats.map((r) => r.effect)];
    const specs = runs.flatMap((e, k) => (e?.targets ?? []).map((t) => ({ ...t, slot: `${k}:${t.slot}` })));
    const all = assignTargets(specs, input.repeatTargets ?? [], state);
    const part = (k: number) => new Map((runs[k]?.targets ?? []).map((t) => [t.slot, all.get(`${k}:${t.slot}`) ?? []]));
    base.repeatTargets = part(0);
    base.moreRepeats.forEach((r, k) => { r.targets = part(k + 1); });
  }
  return base;
}

/** A spell's "[Level N][>] …" paragraph inactive as it is played (727.1.b, 824.1.c): the targets it names are not chosen. */
function inactiveLevelTargets(ctx: Ctx, item: ChainItem): void {
  const effect = item.effect;
  const xp = ctx.state.players.get(item.controller)?.xp ?? 0;
  const off = effect?.targets.filter((t) => t.level !== undefined && xp < t.level) ?? [];
  if (!effect || off.length === 0) return;
  item.effect = { ...effect, targets: effect.targets.map((t) => (off.includes(t) ? { ...t, min: 0, max: 0 } : t)) };
  log(ctx, {
    kind: "DEPENDENT_INACTIVE", chainItem: item.id,
    explanation: `${item.controller} has ${xp} XP as ${item.name} is played, fewer than its Level ability needs (${off.map((t) => t.level).join(", ")}): the ability is inactive, so its target is not chosen.`,
    citations: cite("keyword.level"),
  });
}

/** Asks the controller which mode of a modal spell to execute (355.3): options "1" … "N", in printed order. */
export function chooseMode(ctx: Ctx, item: ChainItem, modes: readonly Effect[], repeat: boolean, remembers?: Obj, already: readonly number[] = []): number | undefined {
  // "Choose one you've not chosen this turn -": the modes this object chose earlier this turn are not offered (the board's
  // modesChosenThisTurn, then each choice while the request resolves); a spell's "Choose one you haven't already chosen -":
  // those chosen for its executions before this one (`already`)
  const chosen = [...(remembers?.modesChosen ?? []), ...already];
  const when = remembers ? "this turn" : "for an earlier execution";
  const options = modes.map((_, k) => String(k + 1)).filter((o) => !chosen.includes(Number(o)));
  if (chosen.length && options.length === 0) {
    log(ctx, { kind: "MODE_CHOSEN", chainItem: item.id, explanation: `Every mode of ${item.name} was already chosen ${when} (${chosen.join(", ")}), so none can be chosen: ${repeat ? "the effect is not repeated again" : "its effect is not executed"}.`, citations: cite("play.choose-modes") });
    return undefined;
  }
  const described = modes.map((m, k) => `${k + 1}) ${m.lines.map((l) => l.label).join("; ")}`).join(" ");
  const c = decide(ctx, {
    item: item.id, index: item.decisionCount++, player: item.controller,
    prompt: `choose one mode of ${item.name}${repeat ? " for its Repeat execution" : ""}: ${described}.`,
    options,
  });
  const k = options.indexOf(String(c.option ?? "").trim());
  if (k < 0) {
    log(ctx, {
      kind: "MODE_CHOSEN", chainItem: item.id,
      explanation: `The mode given for ${item.name}${repeat ? "'s Repeat execution" : ""} ("${c.option ?? ""}") is not one of ${options.join(", ")}${chosen.length ? ` (${chosen.join(", ")} already chosen ${when})` : ""}; ${repeat ? "the effect is not repeated" : "its effect is not executed"}.`,
      citations: cite("play.choose-modes"),
    });
    return undefined;
  }
  const n = Number(options[k]);
  if (remembers) remembers.modesChosen = [...chosen, n];
  log(ctx, {
    kind: "MODE_CHOSEN", chainItem: item.id,
    explanation: `${item.controller} chooses mode ${n} of ${item.name}${repeat ? " for its Repeat execution" : ""} as it is played: ${modes[n - 1]!.lines.map((l) => l.label).join("; ")}.${remembers ? ` ${label(remembers)} remembers it: that mode can't be chosen again this turn${chosen.length ? ` (nor ${chosen.join(", ")}, chosen before)` : ""}.` : already.length ? ` It is one not already chosen (${already.join(", ")} chosen for its executions before this one).` : ""}`,
    citations: cite(...(repeat ? (["play.choose-modes", "keyword.repeat-new-choices"] as const) : (["play.choose-modes"] as const))),
  });
  return n;
}

export function nextTriggerId(ctx: Ctx, sourceId: string, abilityIndex: number): string {
  const baseId = `${sourceId}.a${abilityIndex}`;
  const taken = (id: string) =>
    ctx.state.chain.some((c) => c.id === id) || ctx.state.removedItems.has(id) || ctx.pendingTriggers.some((t) => t.id === id) || ctx.state.objects.has(id);
  if (!taken(baseId)) return baseId;
  for (let n = 2; ; n++) if (!taken(`${baseId}#${n}`)) return `${baseId}#${n}`;
}

/** The chain item id of a delayed or reflexive trigger of item `from`: `<from>.delayed`, numbered when that one is taken. */
export function delayedTriggerId(ctx: Ctx, from: string): string {
  let id = `${from}.delayed`;
  for (let n = 2; ctx.state.removedItems.has(id) || ctx.state.chain.some((c) => c.id === id) || ctx.pendingTriggers.some((p) => p.id === id); n++) id = `${from}.delayed#${n}`;
  return id;
}
