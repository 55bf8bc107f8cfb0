/** Instructions built from other instructions: "draw 1 for each …" and "X or Y" (the controller chooses). */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { execute } from "../instructions.js";
import { ask, objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { requirementFails } from "../targets.js";
import { label, mightOf } from "../../state/queries.js";
import { keywordsOf, tagsAmongUnits } from "../../state/continuous.js";
import { ignored } from "./common.js";
import { selectAll } from "./select.js";
import { cite } from "../../rules.js";
import { BEGINNING_PHASES } from "../../state/history.js";
import { runesHold } from "../../state/runes.js";
import { hereOf } from "../targets.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

export function drawFor(run: Run, ins: Op<"drawFor">): Outcome {
  const count = selectAll(run, ins.per).objs.length;
  if (count === 0) return ignored("None match, so nothing is drawn.", cite("instructions.impossible-ignored"));
  const out = execute(run, { label: `draw ${ins.n * count}`, instruction: { op: "draw", who: "you", n: ins.n * count } });
  return { ...out, explanation: `${count} match: ${out.explanation}` };
}

/** a draw of 1 per battlefield (optionally "other" ones) held by the controller or an ally: the battlefields controlled as it resolves by the
 * item's controller or a teammate (the players' `team`; no team, no allies); "other" leaves out the source battlefield. */
export function drawForBattlefields(run: Run, ins: Op<"drawForBattlefields">): Outcome {
  const state = run.ctx.state;
  const me = run.item.controller;
  const team = state.players.get(me)?.team;
  const allies = [...state.players.values()].filter((p) => p.id !== me && team !== undefined && p.team === team).map((p) => p.id);
  const here = ins.other ? hereOf(run.item, state) : undefined;
  const counted = [...state.battlefields.values()].filter((b) => b.controller !== undefined && (b.controller === me || allies.includes(b.controller)) && `bf:${b.id}` !== here);
  const whose = allies.length ? `${me} or an ally (${allies.join(", ")})` : `${me} (no ally on the board)`;
  const which = `${counted.length} ${ins.other ? "other " : ""}battlefield${counted.length === 1 ? "" : "s"} controlled by ${whose}${counted.length ? ` (${counted.map((b) => b.id).join(", ")})` : ""}`;
  if (ins.n * counted.length === 0) return ignored(`${which}, so nothing is drawn.`, cite("instructions.impossible-ignored", "referents.checked-on-execution"));
  const out = execute(run, { label: `draw ${ins.n * counted.length}`, instruction: { op: "draw", who: "you", n: ins.n * counted.length } });
  return { ...out, explanation: `${which}: ${out.explanation}`, citations: [...cite("referents.checked-on-execution"), ...out.citations] };
}

/** "gain 1 XP for each friendly unit": the objects matching as it resolves are counted (the XP is on the board). */
export function gainXpFor(run: Run, ins: Op<"gainXpFor">): Outcome {
  const count = selectAll(run, ins.per).objs.length;
  if (count === 0) return ignored("None match, so no XP is gained.", cite("instructions.impossible-ignored"));
  const out = execute(run, { label: `gain ${ins.n * count} XP`, instruction: { op: "resource", action: "gainXp", n: ins.n * count, who: "you" } });
  return { ...out, explanation: `${count} match: ${out.explanation}` };
}

/** kill the object when already stunned, otherwise stun it: the object's state as this resolves picks the instruction. */
export function ifThen(run: Run, ins: Op<"ifThen">): Outcome {
  const o = objectsOf(run, ins.what).objs[0];
  if (!o) return ignored("The unit it refers to is not a legal target any more, so neither instruction is followed.", cite("illegal-targets.unaffected", "instructions.impossible-ignored"));
  const fails = requirementFails(o, ins.test, run.item, run.ctx.state, run.item.targets);
  const branch = fails ? ins.otherwise : ins.then;
  const out = execute(run, { label: branch.op, instruction: branch });
  return { ...out, explanation: `${label(o)} ${fails ? `does not meet the condition (${fails}), so the "otherwise" instruction is followed` : "meets the condition"}: ${out.explanation}` };
}

/** "X. If this is [Empowered], Y instead.": the source's Empowered status as this resolves (359.3.f.2); gone from the board, it has none. */
export function ifSelfEmpowered(run: Run, ins: Op<"ifSelfEmpowered">): Outcome {
  const me = objectsOf(run, { self: true }).objs[0];
  const on = me?.empowered === true;
  const branch = on ? ins.then : ins.otherwise;
  if (!branch) return { outcome: "IGNORED", performed: false, explanation: `${me ? label(me) : "Its source"} is not Empowered${me ? "" : " (it left the board)"} as this resolves, so this is not done.`, citations: cite("keyword.empowered", "referents.checked-on-execution") };
  const out = execute(run, { label: branch.op, instruction: branch });
  const why = on ? `${label(me!)} is Empowered, so the "instead" instruction is followed` : `${me ? label(me) : "Its source"} is not Empowered${me ? "" : " (it left the board)"}, so the first instruction is followed`;
  return { ...out, explanation: `${why}: ${out.explanation}`, citations: [...cite("keyword.empowered", "referents.checked-on-execution"), ...out.citations] };
}


/** "If it's your turn, X": the board's turn player as this resolves (359.3.f.2). */
export function ifYourTurn(run: Run, ins: Op<"ifYourTurn">): Outcome {
  const turn = run.ctx.state.turnPlayer;
  if (turn !== run.item.controller) return { outcome: "IGNORED", performed: false, explanation: `It is ${turn}'s turn, not ${run.item.controller}'s, so this is not done.`, citations: cite("referents.checked-on-execution") };
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `It is ${turn}'s turn: ${out.explanation}`, citations: [...cite("referents.checked-on-execution"), ...out.citations] };
}

/** "X. If it's your Beginning Phase, Y instead.": the turn player and the board's phase as this resolves (359.3.f.2). */
export function ifYourBeginningPhase(run: Run, ins: Op<"ifYourBeginningPhase">): Outcome {
  const state = run.ctx.state;
  const me = run.item.controller;
  const on = state.turnPlayer === me && BEGINNING_PHASES.includes(state.phase);
  const branch = on ? ins.then : ins.otherwise;
  const out = execute(run, { label: branch.op, instruction: branch });
  const why = on
    ? `it is ${me}'s Beginning Phase (phase ${state.phase}), so the "instead" instruction is followed`
    : `it is not ${me}'s Beginning Phase (${state.turnPlayer}'s turn, phase ${state.phase}), so the first instruction is followed`;
  return { ...out, explanation: `${why}: ${out.explanation}`, citations: [...cite("referents.checked-on-execution"), ...out.citations] };
}

/** "X. If <a count of runes>, Y instead.": its controller's runes as this resolves (359.3.f.2) pick the instruction. */
export function ifRunes(run: Run, ins: Op<"ifRunes">): Outcome {
  const r = runesHold(run.ctx.state, run.item.controller, ins.runes);
  const branch = r.holds ? ins.then : ins.otherwise;
  const out = execute(run, { label: branch.op, instruction: branch });
  const why = r.holds ? `${r.seen}, so the "instead" instruction is followed` : `${r.seen}, so the first instruction is followed`;
  return { ...out, explanation: `${why}: ${out.explanation}`, citations: [...cite("referents.checked-on-execution", "rune.stays-on-board"), ...out.citations] };
}

/** A spell's "X. If you paid the additional cost, Y instead.": whether its optional additional cost was paid as it was played (355.1.a). */
export function ifPaidAdditional(run: Run, ins: Op<"ifPaidAdditional">): Outcome {
  const paid = run.item.paidAdditionalCost;
  if (!paid && !ins.otherwise) return ignored("its additional cost was not paid, so the instruction for a paid cost is not followed.", cite("play.optional-cost-chosen"));
  const branch = paid ? ins.then : ins.otherwise!;
  const out = execute(run, { label: branch.op, instruction: branch });
  const why = paid ? "its additional cost was paid, so the instruction for a paid cost is followed" : "its additional cost was not paid, so the other instruction is followed";
  return { ...out, explanation: `${why}: ${out.explanation}`, citations: [...cite("play.optional-cost-chosen"), ...out.citations] };
}

/** A spell's "X.\n[Level N][>] Y instead.": the Level ability is active while its controller has N or more XP (824.1.b.1, 824.1.c); read as it resolves. */
export function ifLevel(run: Run, ins: Op<"ifLevel">): Outcome {
  const xp = run.ctx.state.players.get(run.item.controller)?.xp ?? 0;
  const active = xp >= ins.n;
  if (!ins.otherwise && !active)
    return ignored(`${run.item.controller} has ${xp} XP (fewer than ${ins.n}): the Level ability is inactive, so its instruction is not followed.`, cite("keyword.level"));
  const branch = active ? ins.then : ins.otherwise!;
  const out = execute(run, { label: branch.op, instruction: branch });
  const why = active ? `${run.item.controller} has ${xp} XP (${ins.n} or more): the Level ability is active, so its instruction is followed instead` : `${run.item.controller} has ${xp} XP (fewer than ${ins.n}): the Level ability is inactive, so the first instruction is followed`;
  return { ...out, explanation: `${why}: ${out.explanation}`, citations: [...cite("keyword.level"), ...out.citations] };
}

/** "give X +N {might} and [Keyword] this turn": the Might and the keywords, each given to the same objects. */
export function mightAndKeywords(run: Run, ins: Op<"mightAndKeywords">): Outcome {
  const might = execute(run, { label: "buffMight", instruction: { op: "buffMight", what: ins.what, amount: ins.n, thisTurn: true } });
  if (might.outcome === "IGNORED") return might;
  const kws = execute(run, { label: "grantKeyword", instruction: { op: "grantKeyword", what: ins.what, grants: ins.grants, thisTurn: true } as MoreInstruction as never });
  return { ...might, explanation: `${might.explanation} ${kws.explanation}`, citations: [...might.citations, ...kws.citations] };
}

/** "give X my keywords and +{might} equal to my Might this turn": the source's keywords as this resolves, then the Might by its Might. */
export function myKeywordsAndMight(run: Run, ins: Op<"myKeywordsAndMight">): Outcome {
  const me = { self: true, say: "me" } as const;
  const src = objectsOf(run, me).objs[0];
  const grants = src ? keywordsOf(src, run.ctx.state) : [];
  const might = execute(run, { label: "buffMight", instruction: { op: "buffMight", what: ins.what, amount: { mightOf: me }, thisTurn: true } });
  if (might.outcome === "IGNORED" || grants.length === 0) return grants.length === 0 && might.outcome !== "IGNORED" ? { ...might, explanation: `${might.explanation} The source has no keywords to give.` } : might;
  const kws = execute(run, { label: "grantKeyword", instruction: { op: "grantKeyword", what: ins.what, grants: grants.map((g) => ({ ...g })), thisTurn: true } as MoreInstruction as never });
  return { ...might, explanation: `${might.explanation} ${kws.explanation}`, citations: [...might.citations, ...kws.citations] };
}

/** "if it's [Empowered], X" / "X if it has N {might} or less": the object's state as this resolves (359.3.f.2) decides whether X is followed. */
export function ifIt(run: Run, ins: Op<"ifIt">): Outcome {
  const o = objectsOf(run, ins.what).objs[0];
  const cites = cite("referents.checked-on-execution");
  if (!o) return ignored("The unit it refers to is not a legal target any more, so the instruction is not followed.", cite("illegal-targets.unaffected", "instructions.impossible-ignored"));
  const fails = requirementFails(o, ins.test, run.item, run.ctx.state, run.item.targets);
  if (fails) return ignored(`${label(o)} does not meet the condition (${fails}), so the instruction is not followed.`, cites);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `${label(o)} meets the condition: ${out.explanation}`, citations: [...cites, ...out.citations] };
}

/** "X. If you control a facedown card, Y instead.": the controller's facedown cards as this resolves (359.3.f.2) pick the instruction. */
export function ifYouControlFacedown(run: Run, ins: Op<"ifYouControlFacedown">): Outcome {
  const state = run.ctx.state;
  const me = run.item.controller;
  const found = state.objectOrder.map((id) => state.objects.get(id)!).find((o) => o.zone === "FACEDOWN" && o.controller === me);
  const branch = found ? ins.then : ins.otherwise;
  const out = execute(run, { label: branch.op, instruction: branch });
  const why = found ? `${me} controls a facedown card (${label(found)}), so the "instead" instruction is followed` : `${me} controls no facedown card, so the first instruction is followed`;
  return { ...out, explanation: `${why}: ${out.explanation}`, citations: [...cite("referents.checked-on-execution"), ...out.citations] };
}

/** Returning two chosen units (a friendly and an enemy one) to their owners' hands: one instruction acting on each; an illegal one is unaffected, the other is still returned. */
export function returnEachToHand(run: Run, ins: Op<"returnEachToHand">): Outcome {
  const outs = ins.what.map((what) => execute(run, { label: "returnToHand", instruction: { op: "returnToHand", what } }));
  const followed = outs.filter((o) => o.outcome !== "IGNORED");
  const outcome = followed.length === 0 ? "IGNORED" : followed.length < outs.length || followed.some((o) => o.outcome === "PARTIAL") ? "PARTIAL" : "EXECUTED";
  return {
    outcome,
    explanation: outs.map((o) => o.explanation).join(" "),
    citations: [...outs.flatMap((o) => o.citations), ...(outcome === "PARTIAL" ? cite("instructions.legal-rest") : [])],
    ...(followed.length ? { performed: true } : {}),
  };
}

/**
 * "If you played this from your hand, X": a spell played from facedown (811.1.c.3) was not played from hand; a spell the
 * request plays from no facedown card was played from its controller's hand, the only other place a request plays spells from.
 */
export function ifPlayedFromHand(run: Run, ins: Op<"ifPlayedFromHand">): Outcome {
  const item = run.item;
  const cites = cite("keyword.hidden-play-from-facedown");
  if (item.kind !== "spell") return ignored("Only a spell says where it was played from; the instruction is not followed.", cites);
  if (item.input.playedFrom !== undefined || item.hiddenAt !== undefined)
    return ignored(`${item.name} was played from ${item.hiddenAt !== undefined || !["TRASH", "BANISHMENT", "MAIN_DECK"].includes(item.input.playedFrom!) ? "facedown" : item.input.playedFrom!.toLowerCase()}, not from hand, so the instruction is not followed.`, cites);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `${item.name} was played from ${item.controller}'s hand (not from facedown): ${out.explanation}`, citations: [...cites, ...out.citations] };
}

/** "if I am at a battlefield, X": the source's location as the instruction executes (359.3.f.1–2); gone, the condition is not met. */
export function ifSelfAtBattlefield(run: Run, ins: Op<"ifSelfAtBattlefield">): Outcome {
  const me = objectsOf(run, { self: true }).objs[0];
  const cites = cite("referents.source-or-target", "referents.checked-on-execution");
  if (!me) return ignored("The source is no longer on the board, so it is not at a battlefield and the instruction is not followed.", [...cites, ...cite("referents.null-if-illegal")]);
  if (me.zone !== "BATTLEFIELD") return ignored(`${label(me)} is not at a battlefield as this resolves, so the instruction is not followed.`, cites);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `${label(me)} is at a battlefield: ${out.explanation}`, citations: [...cites, ...out.citations] };
}

/**
 * X, conditioned on a ready enemy unit at the source's location: a condition that is part of the effect, not of the trigger condition
 * (383.2.a.1), checked as the instruction executes (359.3.f.2).
 */
export function ifExists(run: Run, ins: Op<"ifExists">): Outcome {
  const found = selectAll(run, ins.exists).objs;
  if (found.length === 0) return ignored("No object meets the condition as it resolves, so the instruction is not followed.", cite("trigger.condition-in-effect", "referents.checked-on-execution"));
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `The condition holds (${found.map(label).join(", ")}): ${out.explanation}`, citations: [...cite("trigger.condition-in-effect", "referents.checked-on-execution"), ...out.citations] };
}

/** X, conditioned on the controller's other units reaching a combined Might of at least 5: the group's Might summed as the instruction executes (383.2.a.1, 359.3.f.2). */
export function ifTotalMight(run: Run, ins: Op<"ifTotalMight">): Outcome {
  const found = selectAll(run, ins.group).objs;
  const total = found.reduce((n, o) => n + (mightOf(o, run.ctx.state) ?? 0), 0);
  const counted = found.length ? ` (${found.map((o) => `${label(o)} ${mightOf(o, run.ctx.state) ?? 0}`).join(", ")})` : "";
  const cites = cite("trigger.condition-in-effect", "referents.checked-on-execution");
  if (total < ins.atLeast) return ignored(`Their total Might is ${total}${counted}, less than ${ins.atLeast}, so the instruction is not followed.`, cites);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `Their total Might is ${total}${counted}, ${ins.atLeast} or more: ${out.explanation}`, citations: [...cites, ...out.citations] };
}

/** "{cost}: [Legion] - X": X only if its controller has played a card this turn (812.1.c; the ability is not a card, so the card it is on counts). */
export function ifLegion(run: Run, ins: Op<"ifLegion">): Outcome {
  const me = run.item.controller;
  const p = run.ctx.state.players.get(me);
  const played = (p?.playedBefore ?? 0) + (p?.playedIds.length ?? 0);
  const cites = cite("keyword.legion", "referents.checked-on-execution");
  if (played === 0) return ignored(`${me} has played no card this turn, so [Legion] gives nothing.`, cites);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `${me} has played ${played} card${played === 1 ? "" : "s"} this turn, so [Legion] applies: ${out.explanation}`, citations: [...cites, ...out.citations] };
}

/**
 * A spell's instruction X followed by a Legion paragraph with Y "instead": Y replaces X (158.2) while Legion is active as it resolves: its controller finalized a card
 * other than this one this turn (812.1.c; the board's cardsPlayedThisTurn, then those the chain played).
 */
export function ifLegionInstead(run: Run, ins: Op<"ifLegionInstead">): Outcome {
  const { item } = run;
  const p = run.ctx.state.players.get(item.controller);
  const others = (p?.playedBefore ?? 0) + (p?.playedIds.filter((id) => id !== item.id && id !== item.sourceId).length ?? 0);
  const active = others > 0;
  const branch = active ? ins.then : ins.otherwise;
  const out = execute(run, { label: branch.op, instruction: branch });
  const why = active
    ? `${item.controller} has played ${others} other card${others === 1 ? "" : "s"} this turn: [Legion] is active, so its instruction is followed instead`
    : `${item.controller} has played no other card this turn: [Legion] is inactive, so the first instruction is followed`;
  return { ...out, explanation: `${why}: ${out.explanation}`, citations: [...cite("keyword.legion"), ...out.citations] };
}

/**
 * X, conditioned on some opponent having already played a different spell during this turn: part of the effect (383.2.a.1), checked as it resolves against each
 * opponent's spells this turn (the board's count and those the chain finalized), not counting the spells this item chose.
 */
export function ifOpponentPlayedAnotherSpell(run: Run, ins: Op<"ifOpponentPlayedAnotherSpell">): Outcome {
  const me = run.item.controller;
  const chosen = new Set([...run.item.targets.values()].flat().map((t) => t.id));
  const cites = cite("trigger.condition-in-effect", "referents.checked-on-execution");
  const seen: string[] = [];
  for (const p of run.ctx.state.players.values()) {
    if (p.id === me) continue;
    const other = p.history.spellsPlayed - p.history.spellIds.filter((id) => chosen.has(id)).length;
    seen.push(`${p.id} ${other}`);
    if (other > 0) {
      const out = execute(run, { label: ins.then.op, instruction: ins.then });
      return { ...out, explanation: `${p.id}, an opponent, has played ${other} other spell${other === 1 ? "" : "s"} this turn: ${out.explanation}`, citations: [...cites, ...out.citations] };
    }
  }
  return ignored(`No opponent has played a spell this turn other than the one chosen (${seen.join(", ") || "no opponent"}), so the instruction is not followed.`, cites);
}

/** X, conditioned on the controller's units covering every tag in a listed set: part of the effect (383.2.a.1), the tags counted as it resolves. */
export function ifYourUnitsHaveTags(run: Run, ins: Op<"ifYourUnitsHaveTags">): Outcome {
  const me = run.item.controller;
  const found = tagsAmongUnits(run.ctx.state, me, ins.tags);
  const missing = ins.tags.filter((t) => !found.includes(t));
  const cites = cite("trigger.condition-in-effect", "referents.checked-on-execution");
  if (missing.length) return ignored(`${me}'s units have ${found.length ? found.join(", ") : "none of the tags"} as it resolves, not ${missing.join(", ")}, so the instruction is not followed.`, cites);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `${me}'s units have all of ${ins.tags.join(", ")} among them as it resolves: ${out.explanation}`, citations: [...cites, ...out.citations] };
}

/** "X if you have N or fewer cards in your hand": part of the effect (383.2.a.1), its controller's hand counted as it resolves. */
export function ifHandAtMost(run: Run, ins: Op<"ifHandAtMost">): Outcome {
  const me = run.item.controller;
  const size = run.ctx.state.players.get(me)?.handSize ?? 0;
  const cites = cite("trigger.condition-in-effect", "referents.checked-on-execution");
  const said = `${me} has ${size} card${size === 1 ? "" : "s"} in hand as it resolves`;
  if (size > ins.n) return ignored(`${said}, more than ${ins.n}, so the instruction is not followed.`, cites);
  const out = execute(run, { label: ins.then.op, instruction: ins.then });
  return { ...out, explanation: `${said}, ${ins.n} or fewer: ${out.explanation}`, citations: [...cites, ...out.citations] };
}

export function either(run: Run, ins: Op<"either">): Outcome {
  const words = ins.options.map((o) => o.op);
  const c = ask(run, run.item.controller, `choose one: "0" (${words[0]}) or "1" (${words[1]}).`, ["0", "1"]);
  const k = c.option === "1" ? 1 : c.option === "0" ? 0 : undefined;
  if (k === undefined) return ignored('The choice must be "0" or "1".', cite("instructions.impossible-ignored"));
  const out = execute(run, { label: words[k]!, instruction: ins.options[k]! });
  return { ...out, explanation: `${run.item.controller} chooses ${words[k]}: ${out.explanation}` };
}
