/**
 * Resolving one chain item (340.1, 359.3.d–f): re-check targets, then execute
 * its instructions top to bottom, ignoring what can't be followed.
 */
import type { RuleRef, StepOutcome, TargetCheck } from "../api.js";
import type { Amount, Line, ObjectRef, PlayerRef } from "../cards/language.js";
import { decide, log, type Ctx } from "../context.js";
import { cite } from "../rules.js";
import type { Snapshot } from "../state/actions.js";
import { snapshot, toTrash, trashCards } from "../state/actions.js";
import { isOnBoard, label, mightOf } from "../state/queries.js";
import { keywordsOf, tagsAmongUnits } from "../state/continuous.js";
import type { ChainItem, GameState, Obj, TargetRef } from "../state/types.js";
import { execute } from "./instructions.js";
import { checkAll } from "./targets.js";
import { fireSpellPlayed, fireYouBanish, noticeBecameMighty } from "./triggers.js";
import { selectAll } from "./ops/select.js";
import { declinedOptional } from "./ops/hooks.js";
import { banishIfFlow } from "./ops/flow.js";
import { recycleIfSaid } from "./ops/playFromTrash.js";
import { keepGroupSubset } from "./ops/groupSubset.js";
import { hasGroupRequirement } from "./ops/groupTargets.js";
import { noticeLapsedCopies } from "./ops/attachedCopy.js";
import { spellOwner } from "./ops/controlSpell.js";

export interface Outcome {
  outcome: StepOutcome;
  explanation: string;
  citations: RuleRef[];
  /** the game action itself happened (not replaced) — for "if you do" (359.3.e.14.b) */
  performed?: boolean;
  /** the action was done in full (all the runes it says channeled, 430.3): false when not, null when not known — for "if you can't" */
  complete?: boolean | null;
}

export interface SlotState {
  chosen: TargetRef[];
  legal: Obj[];
  illegal: string[];
}

/** Everything one resolution knows while it runs. */
export interface Run {
  ctx: Ctx;
  item: ChainItem;
  slots: Map<string, SlotState>;
  results: { executed: boolean; performed: boolean; complete?: boolean | null }[];
  /** "Pay any amount of {any} to …": the amount its controller paid as that line resolved, for "that much" */
  paid?: number;
  /** the rune this item revealed from the top of the Rune Deck (its card name), "unknown" when the Rune Deck's runes were not given */
  revealedRune?: string;
  /** the cards this item's Burn put into the trash (undefined: none burned, or which is not known) */
  burned?: Obj[];
  /** last known information of objects this item moved out of the board (359.3.e.13) */
  lookBack: Map<string, Snapshot>;
  looked: Obj[];
  lookedChosen?: Obj;
  /** cards revealed from among the looked-at cards (e.g. an optional reveal of a unit among them, which is then drawn) */
  revealed?: Obj[];
  /** a card chosen from a revealed hand, for "that card" */
  handCard?: { player: string; name: string };
  /** the card banished from a revealed hand, for the delayed trigger that gives it back */
  banishedFromHand?: { player: string; name: string; id: string };
  /** the cards this item's controller discarded ("its Energy cost"); "unknown" when the hand's cards were not given */
  discarded?: string[] | "unknown";
  /** the players who played a token after "you and each opponent may play …" ("for each opponent who did") */
  playersWhoDid?: string[];
  /** what each player picked after "Each other player chooses A or B" (player → word), for "For each player that chooses A" */
  playersChose?: Map<string, string>;
  /** the tokens this item's last token instruction played ("Then do this: … it") */
  madeTokens?: Obj[];
  /** a card was revealed from a Main Deck whose contents were not given */
  revealUnknown?: boolean;
  /** the buffs this item's "spend any number of buffs" spent, for "For each buff spent" */
  buffsSpent?: number;
  /** "to a single location": the one destination chosen for every unit of the move (355.4) */
  singleLocation?: string;
  /** "to an open battlefield": the battlefield chosen once for every unit the move moves */
  openBattlefield?: string;
  /** "play an Equipment …": the Equipment this item played from the hand, which "it" names next */
  playedEquipment?: Obj;
  /** "They play that unit …": the unit the chosen player played from their hand, for "If they do, then do this: … it" */
  unitPlayedByChosen?: Obj;
  /** "Each player … banishes one of them": the card each player banished (player → card), for "those cards" */
  banishedByPlayer?: Map<string, Obj>;
  /** "Each player chooses N units, N gear, N runes, and N cards in their hands": what each player keeps, for "Recycle the rest" */
  keptByPlayer?: Map<string, import("./ops/eachKeeps.js").Kept>;
}

export function ask(run: Run, player: string, prompt: string, options: string[]) {
  return decide(run.ctx, { item: run.item.id, index: run.item.decisionCount++, player, prompt, options });
}

/** Records last known information before this item moves an object off the board. */
export function remember(run: Run, o: Obj): void {
  run.lookBack.set(o.id, snapshot(o, run.ctx.state));
}

/** The objects a reference points at right now, with why some are missing. */
export function objectsOf(run: Run, ref: ObjectRef): { objs: Obj[]; chosen: number; illegal: string[] } {
  const state = run.ctx.state;
  if ("self" in ref) {
    const selfId = run.item.selfId ?? run.item.sourceId; // an Equipment's effect text: "me" is its unit (136.2.c)
    const inc = run.item.selfId ? run.item.selfIncarnation : run.item.sourceIncarnation;
    const src = selfId ? state.objects.get(selfId) : undefined;
    // a card whose ability works from its owner's trash ("When you discard me, … play me"): still the same object there
    const ok = src && src.incarnation === inc && (isOnBoard(src) || src.zone === "TRASH");
    return { objs: ok ? [src] : [], chosen: 1, illegal: ok ? [] : [selfId ?? "source"] };
  }
  if ("looked" in ref) return { objs: run.lookedChosen ? [run.lookedChosen] : [], chosen: run.lookedChosen ? 1 : 0, illegal: [] };
  if ("triggered" in ref) {
    // the object the trigger condition named: the same object while it stays on the board (359.3.f.3)
    const noted = run.item.triggerInfo?.object;
    const tokens = noted ? undefined : run.item.triggerInfo?.objects;
    if (tokens?.length) {
      // "it" in a reflexive trigger after a token played with an additional copy of it (375): the tokens it names, still on the board
      const objs = tokens.map((t) => state.objects.get(t.id)).filter((o): o is Obj => !!o && isOnBoard(o) && tokens.some((t) => t.id === o.id && t.incarnation === o.incarnation));
      return { objs, chosen: tokens.length, illegal: tokens.filter((t) => !objs.some((o) => o.id === t.id)).map((t) => t.id) };
    }
    const o = noted ? state.objects.get(noted.id) : undefined;
    const ok = !!o && o.incarnation === noted!.incarnation && isOnBoard(o);
    return { objs: ok ? [o!] : [], chosen: 1, illegal: ok ? [] : [noted?.id ?? "the object the trigger named"] };
  }
  if ("all" in ref) return selectAll(run, ref.all);
  const slot = run.slots.get(ref.slot);
  if (!slot) return { objs: [], chosen: 0, illegal: [] };
  return { objs: slot.legal, chosen: slot.chosen.length, illegal: slot.illegal };
}

/** The battlefield chosen for a battlefield target slot, if it is still a legal target (359.3.e.5). */
export function chosenBattlefield(run: Run, slot: string): string | undefined {
  const s = run.slots.get(slot);
  return s?.chosen.map((c) => c.id).find((id) => !s.illegal.includes(id) && run.ctx.state.battlefields.has(id));
}

/** Whether a card (in a deck, say) has a keyword printed on it: its definition's keywords, else its text's paragraphs that open with it. */
function printedKeyword(ctx: Ctx, o: Obj, keyword: string): boolean {
  if (o.def) return o.def.keywords.some((k) => k === keyword);
  const text = ctx.catalog.lookup(o.name)?.text ?? "";
  return text.split("\n").some((line) => line.startsWith(`[${keyword}]`));
}

/** Might (or other numbers) of a referenced object: current if legal, look-back if this item moved it, else null (359.3.e.12–13). */
export function amountOf(run: Run, a: Amount): { n: number | null; note?: string; citations: RuleRef[] } {
  if (typeof a === "number") return { n: a, citations: [] };
  if ("forEach" in a) {
    // "for each …": the objects matching as the instruction executes are counted (359.3.f.2, 359.3.e.12.a)
    const count = selectAll(run, a.forEach).objs.length;
    return { n: a.per * count, note: `${count} counted as it resolves, ${a.per} for each`, citations: cite("referents.checked-on-execution", "information.available") };
  }
  if ("tagsAmongYourUnits" in a) {
    // each listed tag counts once if at least one unit its controller controls has it, as the instruction executes (359.3.f.2)
    const found = tagsAmongUnits(run.ctx.state, run.item.controller, a.tagsAmongYourUnits);
    return { n: a.per * found.length, note: `${found.length} of the tags among ${run.item.controller}'s units as it resolves${found.length ? ` (${found.join(", ")})` : ""}, ${a.per} for each`, citations: cite("referents.checked-on-execution", "information.available") };
  }
  if ("energyOf" in a) return energyOfItem(run, a.energyOf);
  if ("energyOfDiscarded" in a) {
    // "Discard 1. Deal its Energy cost …": the discarded card's printed Energy cost (its Power cost is not counted)
    const d = run.discarded;
    if (d === "unknown") return { n: null, note: "the board gives only the size of the hand, so the discarded card and its Energy cost are not known", citations: cite("information.null") };
    const name = d?.[0];
    if (!name) return { n: null, note: "no card was discarded, so its Energy cost is null", citations: cite("information.null") };
    const energy = run.ctx.catalog.lookup(name)?.energy ?? null;
    if (energy === null) return { n: null, note: `the Energy cost of ${name} is unknown`, citations: cite("information.null") };
    return { n: energy, note: `${name}, the card discarded, has Energy cost ${energy}`, citations: cite("information.look-back") };
  }
  if ("damageOn" in a) {
    // "equal to the damage marked on it": the damage on the unit as the instruction executes (359.3.f.2)
    const o = objectsOf(run, a.damageOn).objs[0];
    if (!o) return { n: null, note: "the unit is no longer on the board, so the damage marked on it is null", citations: cite("referents.null-if-illegal", "information.null") };
    return { n: o.damage, note: `${label(o)} has ${o.damage} damage marked on it as the instruction executes`, citations: cite("referents.checked-on-execution", "information.available") };
  }
  if ("mightOfBurned" in a) {
    // "the burned card's Might": the unit card the Burn put into the trash, its printed Might
    const b = run.item.burnedCard;
    if (!b || b.might === null) return { n: null, note: "the burned card's Might is not known", citations: cite("information.null") };
    return { n: b.might, note: `${b.name}, the burned card, has ${b.might} Might`, citations: cite("information.look-back") };
  }
  if ("paid" in a) {
    // "Pay any amount of {any} to …that much": the amount its controller paid as the payment line resolved
    if (run.paid === undefined) return { n: null, note: "no amount was paid", citations: cite("information.null") };
    return { n: run.paid, note: `${run.item.controller} paid ${run.paid}`, citations: cite("information.available") };
  }
  if ("excessDamage" in a) {
    // "that much": the excess damage its controller assigned in the combat of the conquest (the board's excessDamageAssigned)
    const n = run.ctx.state.players.get(run.item.controller)?.excessDamageAssigned ?? 0;
    return { n, note: `${run.item.controller} assigned ${n} excess damage in the combat of the conquest`, citations: cite("combat.excess-damage", "information.available") };
  }
  if ("forEachRevealed" in a) {
    // per revealed card with a keyword: the cards this item revealed, by their printed keywords
    if (run.revealUnknown) return { n: null, note: "the Main Deck's contents were not given, so the revealed cards are not known", citations: cite("information.null") };
    const kw = a.forEachRevealed;
    const counted = run.looked.filter((o) => printedKeyword(run.ctx, o, kw));
    return {
      n: a.per * counted.length,
      note: `${counted.length} of the ${run.looked.length} revealed card(s) ${counted.length === 1 ? "has" : "have"} [${kw}]${counted.length ? ` (${counted.map((o) => o.name).join(", ")})` : ""}, ${a.per} for each`,
      citations: cite("referents.checked-on-execution", "information.available"),
    };
  }
  if ("keywordOf" in a) {
    // "equal to my [Assault]": the total value of its instances of the keyword as the instruction executes (807.1.b)
    const o = objectsOf(run, a.keywordOf).objs[0];
    if (!o) return { n: null, note: `the unit is no longer on the board, so its [${a.keyword}] is null`, citations: cite("referents.null-if-illegal", "information.null") };
    const n = keywordsOf(o, run.ctx.state).filter((k) => k.keyword === a.keyword).reduce((t, k) => t + (k.n ?? 1), 0);
    return { n, note: `${label(o)}'s [${a.keyword}] totals ${n} as the instruction executes`, citations: cite("referents.checked-on-execution", "information.available") };
  }
  const { objs } = objectsOf(run, a.mightOf);
  const o = objs[0];
  const mine = "self" in a.mightOf;
  if (!o)
    return mine
      ? { n: null, note: "the source is no longer on the board, so \"my Might\" is null", citations: cite("referents.source-or-target", "referents.null-if-illegal", "information.null") }
      : { n: null, note: "the referenced unit is not a legal target, so its Might is null", citations: cite("information.null", "referents.null-if-illegal") };
  const back = run.lookBack.get(o.id);
  if (back && !isOnBoard(o)) {
    return back.might === null
      ? { n: null, citations: cite("information.null") }
      : { n: back.might + (a.plus ?? 0), note: `using its last known Might ${back.might} from before it left the board`, citations: cite("information.look-back") };
  }
  const m = mightOf(o, run.ctx.state);
  if (m === null) return { n: null, note: `${label(o)} has no Might now`, citations: cite("information.null") };
  if (mine) return { n: m + (a.plus ?? 0), note: `${label(o)}'s Might as the instruction executes`, citations: cite("referents.source-or-target", "referents.checked-on-execution", "information.available") };
  return { n: m + (a.plus ?? 0), citations: cite("information.available") };
}

export function playerOf(run: Run, who: PlayerRef): { player: string | null; citations: RuleRef[]; note?: string } {
  if (who === "you") return { player: run.item.controller, citations: [] };
  if (who === "eachPlayer") return { player: null, citations: [], note: "\"each player\" names several players" }; // expanded by execute()
  if (who === "attackerAndDefender") return { player: null, citations: [], note: "\"the attacker and defender\" names several players" }; // expanded by execute()
  if (who === "thatPlayer") return { player: run.ctx.state.turnPlayer, citations: [], note: `the player whose Beginning Phase it is, ${run.ctx.state.turnPlayer}` };
  if (who === "chosenPlayer")
    return run.item.chosenPlayer ? { player: run.item.chosenPlayer, citations: [] } : { player: null, citations: cite("instructions.impossible-ignored"), note: "no player was chosen for it as it was put on the chain" };
  if ("player" in who) return { player: who.player, citations: [] };
  const ref = "controllerOf" in who ? who.controllerOf : who.ownerOf;
  const { objs } = objectsOf(run, ref);
  const o = objs[0];
  if (!o) return { player: null, citations: cite("referents.null-if-illegal"), note: "its controller is unknown: the referenced target is not legal" };
  const back = run.lookBack.get(o.id);
  if ("controllerOf" in who) {
    if (back && !isOnBoard(o)) return { player: back.controller, citations: cite("information.look-back"), note: `looking back, ${label(o)} was controlled by ${back.controller}` };
    return { player: o.controller, citations: [] };
  }
  return { player: o.owner, citations: [] };
}

function describeChecks(checks: TargetCheck[]): string {
  if (checks.length === 0) return "It has no targets.";
  const bad = checks.filter((c) => !c.legal);
  const good = checks.filter((c) => c.legal);
  const parts: string[] = [];
  if (good.length) parts.push(`Still legal: ${good.map((c) => c.object + (c.reason ? ` (${c.reason})` : "")).join(", ")}.`);
  if (bad.length) parts.push(`No longer legal, so unaffected: ${bad.map((c) => `${c.object} (${c.reason})`).join("; ")}. The item still resolves.`);
  return parts.join(" ");
}

/**
 * Whether a linked instruction (359.3.e.14) may execute, as the pinned release reads it: RUP4 and
 * v1.3 ignore it when the earlier one was ignored (14.a); they differ when the earlier action was
 * replaced (14.b: RUP4's exception for "if you do", none in v1.3); releases without rules on linked
 * instructions judge it on its own, except where the card's own words make it conditional.
 */
function linkGate(run: Run, lines: readonly Line[], line: Line): { stop?: Outcome; note?: string; citations?: RuleRef[]; whenExecuted?: RuleRef[] } {
  const link = line.link;
  const earlier = link ? run.results[link.on] : undefined;
  if (!link) return {};
  const whenExecuted = cite(link.kind === "its" ? "linked.definition" : "linked.circumstances");
  if (!earlier) return { whenExecuted };
  const { linkedInstructions: rules, release } = run.ctx.profile;
  const what = `"${lines[link.on]!.label}"`;
  if (link.kind === "ifYouCant") {
    // the card's own condition on the channel before: this happens only if it channeled fewer runes than it says (430.3)
    if (earlier.complete === false) return { note: ` (${what} did not channel as many runes as it says, so this happens.)`, citations: cite("channel.as-many-as-possible") };
    if (earlier.complete === true) return { stop: { outcome: "IGNORED" as const, explanation: `${what} channeled every rune it says, so this does not happen.`, citations: cite("channel.action") } };
    return {
      stop: {
        outcome: "PARTIAL" as const,
        explanation: `Whether ${what} channeled every rune it says is not known: the board gives no Rune Deck for that player (runeDeck or runeDeckSize), so this is not done here.`,
        citations: cite("channel.as-many-as-possible"),
      },
    };
  }
  const stop = (explanation: string, citations: RuleRef[]) => ({ stop: { outcome: "IGNORED" as const, explanation, citations } });
  if (link.kind === "otherwise") {
    // "If you do, X. Otherwise, Y.": Y only when the optional instruction "if you do" names was not done
    if (earlier.executed && earlier.performed) return stop(`${what} was done, so "otherwise" does not happen.`, cite("linked.definition"));
    return { note: ` (${what} was not done, so "otherwise" happens.)`, citations: cite("linked.definition") };
  }
  if (!earlier.executed) {
    if (rules !== "none") return stop(`Linked to ${what}, which did not execute, so this is ignored too.`, cite("linked.definition", "linked.needs-earlier"));
    if (link.kind === "ifYouDo" || line.join === "to")
      return stop(`The card makes this depend on ${what} (${link.kind === "ifYouDo" ? '"if you do"' : '"… to …"'}), which did not happen, so this is ignored. ${release} has no rule on linked instructions; the card's own words decide.`, cite("linked.needs-earlier", "instructions.impossible-ignored"));
    return {
      note: ` (${release} has no rule on linked instructions, unlike RUP4's 359.3.e.14.a, so this instruction is judged on its own although ${what} was ignored.)`,
      citations: cite("linked.needs-earlier", "instructions.impossible-ignored", "instructions.partial"),
      whenExecuted,
    };
  }
  if (link.kind === "ifYouDo" && !earlier.performed) {
    if (rules === "if-you-do-needs-the-action")
      return stop(`"If you do" refers to the action of ${what}, which was replaced by another event, so this is ignored.`, cite("linked.replaced-action"));
    if (rules === "none")
      return stop(`The action of ${what} was replaced by another event, so it was not done; ${release} has no rule on linked instructions, so "if you do" is read as the card says and this is ignored.`, cite("linked.replaced-action", "replacement.applies"));
    return {
      note: ` The action of ${what} was replaced by another event; under ${release}, a replaced action does not affect a later linked instruction, with no exception for "if you do" (RUP4 added one), so this executes.`,
      citations: cite("linked.definition", "linked.replaced-action"),
    };
  }
  return { whenExecuted };
}

/**
 * Whether the item is still on the chain. The item resolving is the newest (340): looked for from the newest end, it is
 * found at once, where a search from the oldest made every instruction of a long chain cost its length.
 */
function onChain(state: GameState, item: ChainItem): boolean {
  return state.chain.lastIndexOf(item) >= 0;
}

function runLines(run: Run, lines: readonly Line[], pass: number): boolean {
  const { ctx, item } = run;
  run.results = [];
  for (const [i, line] of lines.entries()) {
    if (ctx.state.winner !== undefined) return false; // the game has ended (196): nothing more is done
    if (!onChain(ctx.state, item)) {
      log(ctx, {
        kind: "INSTRUCTION", chainItem: item.id, instruction: line.label, outcome: "IGNORED",
        explanation: `${item.name} left the chain while resolving, so it stops here and finishes resolving.`, citations: cite("chain.left-mid-resolution"),
      });
      return false;
    }
    const gate = linkGate(run, lines, line);
    let out: Outcome;
    if (gate.stop) out = gate.stop;
    else {
      out = declinedOptional(run, line) ?? execute(run, line);
      if (gate.note) out.explanation += gate.note;
      if (gate.citations) out.citations = [...out.citations, ...gate.citations];
      if (gate.whenExecuted && out.outcome !== "IGNORED") out.citations = [...out.citations, ...gate.whenExecuted];
    }
    run.results.push({ executed: out.outcome !== "IGNORED", performed: out.performed ?? out.outcome !== "IGNORED", ...(out.complete !== undefined ? { complete: out.complete } : {}) });
    log(ctx, {
      kind: "INSTRUCTION", chainItem: item.id, instruction: pass > 0 ? `${line.label} (repeat)` : line.label, outcome: out.outcome,
      explanation: out.explanation, citations: out.citations,
    });
    noticeLapsedCopies(ctx); // a copy lasting while an Equipment is attached ends as soon as it is not (state/copyTraits.ts)
    noticeBecameMighty(ctx); // a unit's Might changed by the instruction (709)
  }
  return true;
}

function slotsFrom(item: ChainItem, targets: Map<string, TargetRef[]>, ctx: Ctx, effect = item.effect): { slots: Map<string, SlotState>; checks: TargetCheck[] } {
  const res = checkAll(item, targets, ctx.state, "resolve", effect);
  const slots = new Map<string, SlotState>();
  for (const s of res) {
    if (hasGroupRequirement(s.spec)) keepGroupSubset(ctx, item, s.spec, s.checks);
    slots.set(s.spec.slot, {
      chosen: s.refs,
      legal: s.checks.filter((c) => c.legal).map((c) => ctx.state.objects.get(c.object)).filter((o): o is Obj => !!o),
      illegal: s.checks.filter((c) => !c.legal).map((c) => c.object),
    });
  }
  return { slots, checks: res.flatMap((s) => s.checks) };
}

export function resolveItem(ctx: Ctx, item: ChainItem): void {
  const state = ctx.state;
  log(ctx, {
    kind: "ITEM_BEGINS", chainItem: item.id,
    explanation: `All players have passed: the newest finalized item, ${item.name} (${item.controller}), resolves.`,
    citations: cite("chain.hot-fepr", "chain.resolve-newest"),
  });
  const first = slotsFrom(item, item.targets, ctx);
  if (first.checks.length > 0) {
    const anyBad = first.checks.some((c) => !c.legal);
    log(ctx, {
      kind: "TARGETS_CHECKED", chainItem: item.id, explanation: describeChecks(first.checks), targets: first.checks,
      citations: anyBad ? cite("illegal-targets.resolves-anyway", "illegal-targets.definition", "illegal-targets.unaffected") : cite("illegal-targets.definition"),
    });
  }
  const run: Run = { ctx, item, slots: first.slots, results: [], lookBack: new Map(), looked: [] };
  const lines = item.effect?.lines ?? [];
  if (!item.effect) {
    log(ctx, { kind: "UNSUPPORTED", chainItem: item.id, explanation: `The engine cannot execute ${item.name}'s effect; it is reported in "unsupported" and nothing is guessed.` });
  }
  let stillOn = runLines(run, lines, 0);
  const anyExecuted = run.results.some((r) => r.executed);
  if (stillOn && item.repeat && item.repeatTargets) {
    log(ctx, { kind: "REPEAT", chainItem: item.id, explanation: `The Repeat cost was paid: the effect runs one more time with its own choices (the spell is still played only once).`, citations: cite("keyword.repeat", "keyword.repeat-played-once") });
    const again = slotsFrom(item, item.repeatTargets, ctx, item.repeatEffect ?? item.effect);
    if (again.checks.length) log(ctx, { kind: "TARGETS_CHECKED", chainItem: item.id, explanation: describeChecks(again.checks), targets: again.checks, citations: cite("illegal-targets.definition") });
    run.slots = again.slots;
    stillOn = runLines(run, item.repeatEffect?.lines ?? lines, 1);
    // a further instance of Repeat paid: one more execution each (820.3)
    for (const [k, more] of (item.moreRepeats ?? []).entries()) {
      if (!stillOn) break;
      log(ctx, { kind: "REPEAT", chainItem: item.id, explanation: `Another of its Repeat costs was paid: the effect runs again (execution ${k + 3}) with its own choices.`, citations: cite("keyword.repeat-each-instance", "keyword.repeat-played-once") });
      const next = slotsFrom(item, more.targets, ctx, more.effect);
      if (next.checks.length) log(ctx, { kind: "TARGETS_CHECKED", chainItem: item.id, explanation: describeChecks(next.checks), targets: next.checks, citations: cite("illegal-targets.definition") });
      run.slots = next.slots;
      stillOn = runLines(run, more.effect.lines, k + 2);
    }
  }
  if (ctx.state.winner !== undefined) return; // the game ended as it resolved (196): it never finishes resolving
  finish(ctx, item, anyExecuted || run.results.some((r) => r.executed));
}

function finish(ctx: Ctx, item: ChainItem, anyExecuted: boolean): void {
  const state = ctx.state;
  const at = state.chain.lastIndexOf(item);
  const wasOn = at >= 0;
  if (wasOn) state.chain = state.chain.toSpliced(at, 1);
  state.removedItems.set(item.id, item);
  state.lastResolved = item;
  const recycled = wasOn && !item.selfBanished && recycleIfSaid(item, state); // "Then recycle it." (390.3.a)
  const banished = wasOn && !recycled && banishIfFlow(item, state); // Flow (829.1.b.1)
  if (banished) fireYouBanish(ctx, item.controller, [{ owner: (item.sourceId ? state.objects.get(item.sourceId)?.owner : undefined) ?? item.controller, name: item.name }]);
  let banishedInstead = false; // a static of its owner's banishes it instead of the trash (banishInsteadOfTrash)
  if (item.kind === "spell" && wasOn && !banished && !recycled && !item.selfBanished) {
    const card = item.sourceId ? state.objects.get(item.sourceId) : undefined;
    if (card && card.zone === "CHAIN") banishedInstead = toTrash(card, state) === "banished";
    else banishedInstead = trashCards(state, spellOwner(item), [item.name]).length > 0; // its owner's trash, whoever controls it now (157)
  }
  const played = item.kind === "spell";
  log(ctx, {
    kind: "ITEM_ENDS", chainItem: item.id,
    explanation: `${item.name} finishes resolving${recycled ? ` and is recycled instead of going to the trash (${item.recycleOnLeave} said "then recycle it")` : banished ? " and is banished instead of going to the trash: it was played from the trash for its Flow cost" : item.selfBanished ? " (it banished itself, so it does not go to the trash)" : played && banishedInstead ? ` and would go to ${spellOwner(item) !== item.controller ? `its owner's (${spellOwner(item)})` : "its owner's"} trash, but is banished instead (next step)` : played ? ` and goes to ${spellOwner(item) !== item.controller ? `its owner's (${spellOwner(item)}) trash` : "the trash"}` : ""}.${played && !anyExecuted ? " None of its instructions could be followed, but it still counts as played." : ""} A cleanup is now due.`,
    citations: played && !anyExecuted ? cite("spell.still-played", "cleanup.when-item-removed") : cite("cleanup.when-item-removed"),
  });
  ctx.cleanupOutstanding = true;
  // "When you play a spell" is about the player who played it, even if another player controls it now (419.4.a)
  if (played) fireSpellPlayed(ctx, item.playedBy ? { ...item, controller: item.playedBy } : item);
}

/** "that spell's Energy cost": the Energy cost of the card of a chosen chain item, on the chain or just removed from it (359.3.e.13). */
function energyOfItem(run: Run, ref: ObjectRef): { n: number | null; note?: string; citations: RuleRef[] } {
  const state = run.ctx.state;
  const id = "slot" in ref ? run.slots.get(ref.slot)?.chosen[0]?.id : undefined;
  const item = id ? (state.chain.find((c) => c.id === id) ?? state.removedItems.get(id)) : undefined;
  if (!item) return { n: null, note: "no spell was chosen, so its Energy cost is null", citations: cite("information.null") };
  const card = item.sourceId ? state.objects.get(item.sourceId) : undefined;
  const energy = card?.energy ?? run.ctx.catalog.lookup(item.input.card ?? item.name)?.energy ?? null;
  if (energy === null) return { n: null, note: `the Energy cost of ${item.name} is unknown`, citations: cite("information.null") };
  const gone = !onChain(state, item);
  return { n: energy, note: `${item.name} (${item.id}) has Energy cost ${energy}${gone ? ", looking back as it is no longer on the chain" : ""}`, citations: gone ? cite("information.look-back") : cite("information.available") };
}
