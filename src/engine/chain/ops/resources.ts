/**
 * Runes: the board given to the engine does not hold the runes themselves, so these instructions are
 * executed as recorded actions — the transcript says exactly what the player does (429, 430, 471). The number of
 * runes each player controls is on the board (`runes`): channeling adds to it (430.1). Runes the board lists as objects
 * (type rune) are readied by "ready your runes"; for "ready N runes" the player is asked which of them (readyListedRunes).
 * XP and points are on the board (each player's, 729, 194): gaining them changes them (730.1).
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite, type RuleId } from "../../rules.js";
import { ask, playerOf, type Outcome, type Run } from "../resolveItem.js";
import { ignored } from "./common.js";
import { fireOpponentScored, fireRuneRecycled } from "../triggers.js";
import { isOnBoard, label, staticRules } from "../../state/queries.js";
import { noteXpGained } from "../../state/history.js";
import type { RuleRef } from "../../api.js";
import type { Obj } from "../../state/types.js";

type ResourceOp = Extract<MoreInstruction, { op: "resource" }>;

const RULE: Record<ResourceOp["action"], RuleId> = {
  channel: "channel.action",
  readyRunes: "ready.action",
  score: "score.action",
  gainXp: "xp.gain",
  add: "add.action",
  recycleRune: "recycle.rune-deck",
  gainPoints: "points.gain-by-instruction",
};

/** What added Energy or Power may be spent on (the rune pool is recorded, not modelled). */
const ONLY: Record<NonNullable<ResourceOp["only"]>, string> = {
  spells: "to play spells",
  gear: "to play gear or use gear abilities",
  showdowns: "during showdowns",
  unitsOrUnitAbilities: "to play units or activated abilities of units",
};

function words(ins: ResourceOp): string {
  const n = ins.upTo ? `up to ${ins.n}` : `${ins.n}`;
  switch (ins.action) {
    case "channel":
      return `channels ${n} rune${ins.n === 1 ? "" : "s"}${ins.exhausted ? " exhausted" : ""}`;
    case "readyRunes":
      return ins.all ? "readies all their runes" : `readies ${n} rune${ins.n === 1 ? "" : "s"}`;
    case "score":
      return `scores ${n} point${ins.n === 1 ? "" : "s"}`;
    case "gainXp":
      return `gains ${n} XP`;
    case "add":
      if (ins.thatMuch) return `adds as much ${ins.symbols === "Energy" ? "Energy" : "Power ({any})"} as was paid to their rune pool`;
      return `adds ${ins.symbols ?? ins.n} to their rune pool${ins.only ? `, to be spent only ${ONLY[ins.only]}` : ""}`;
    case "gainPoints":
      return `gains ${n} point${ins.n === 1 ? "" : "s"}`;
    case "recycleRune":
      return `recycles ${ins.n} of their runes, chosen as it resolves (it chooses nothing), to their Rune Deck`;
  }
}

export function resource(run: Run, ins: ResourceOp): Outcome {
  const who = playerOf(run, ins.who);
  if (!who.player) return ignored(`${who.note ?? "No player"}; nothing happens.`, [...who.citations, ...cite("instructions.impossible-ignored")]);
  const p = run.ctx.state.players.get(who.player);
  if (ins.action === "gainXp" && p) {
    p.xp += ins.n;
    noteXpGained(run.ctx.state, p.id, ins.n);
    return { outcome: "EXECUTED", explanation: `${who.player} ${words(ins)} (now ${p.xp} XP).`, citations: [...cite("xp.gain"), ...who.citations] };
  }
  if (ins.action === "channel" && p) {
    if (p.runeDeckSize === undefined) {
      p.runes += ins.n;
      return {
        outcome: "EXECUTED",
        explanation: `${who.player} ${words(ins)} (now controls ${p.runes} rune${p.runes === 1 ? "" : "s"}). (The runes themselves are not part of the board given to the engine, nor is the Rune Deck: this action is recorded here.)`,
        citations: [...cite(RULE[ins.action]), ...who.citations],
        complete: null,
      };
    }
    // the Rune Deck is known: as many as it holds (430.3), from its top (430.1)
    const k = Math.min(ins.n, p.runeDeckSize);
    const taken = p.runeDeck ? p.runeDeck.splice(0, k) : [];
    p.runeDeckSize -= k;
    p.runes += k;
    const which = taken.length ? ` (${taken.join(", ")})` : "";
    const left = `${p.runeDeckSize} left in their Rune Deck`;
    const said = k === ins.n
      ? `${who.player} ${words(ins)}${which}: now controls ${p.runes} rune${p.runes === 1 ? "" : "s"}, ${left}.`
      : `${who.player}'s Rune Deck holds ${k} rune${k === 1 ? "" : "s"}, fewer than ${ins.n}: they channel as many as possible, ${k}${which}${ins.exhausted ? " exhausted" : ""}, and now control ${p.runes} rune${p.runes === 1 ? "" : "s"}, ${left}.`;
    return {
      outcome: k > 0 ? "EXECUTED" : "IGNORED",
      explanation: k > 0 ? said : `${who.player}'s Rune Deck is empty: no rune is channeled.`,
      citations: [...cite(RULE[ins.action]), ...(k < ins.n ? cite("channel.as-many-as-possible") : []), ...(k === 0 ? cite("instructions.impossible-ignored") : []), ...who.citations],
      complete: k === ins.n,
    };
  }
  if (ins.action === "score" || ins.action === "gainPoints") {
    // a unit of an opponent at a battlefield that says its controller's opponents can't gain points ("can't" beats "can", 054.1)
    const state = run.ctx.state;
    const stopper = [...state.objects.values()].find((o) => o.zone === "BATTLEFIELD" && o.controller !== who.player && staticRules(o, state).some((r) => r.rule === "opponentsCantScore"));
    if (stopper) return ignored(`${label(stopper)} is at a battlefield, and ${who.player}, its controller's opponent, can't gain points: nothing is scored.`, cite("cant-beats-can", "instructions.impossible-ignored"));
    if (ins.action === "score") fireOpponentScored(run.ctx, who.player); // gaining points by an instruction is not a Score (471)
    if (p) {
      p.points += ins.n; // the board's points (194): what reads them later in the request sees the new score
      return { outcome: "EXECUTED", explanation: `${who.player} ${words(ins)} (now ${p.points})${who.note ? `: ${who.note}` : ""}.`, citations: [...cite(RULE[ins.action]), ...who.citations] };
    }
  }
  if (ins.action === "add" && !ins.thatMuch) {
    const more = goldAdditional(run, who.player);
    if (more) return { outcome: "EXECUTED", explanation: `${who.player} ${words(ins)}, and an additional ${more}. (Runes and the rune pool are not part of the board given to the engine; this action is recorded here.)`, citations: [...cite(RULE.add), ...who.citations] };
  }
  if (ins.action === "readyRunes") {
    const listed = runeObjectsOf(run, who.player);
    if (listed.length) return readyListedRunes(run, ins, who.player, listed, who.citations);
  }
  if (ins.action === "recycleRune") fireRuneRecycled(run.ctx, who.player, ins.n); // "When you recycle a rune"
  return {
    outcome: "EXECUTED",
    explanation: `${who.player} ${words(ins)}. (Runes, points and XP are not part of the board given to the engine; this action is recorded here.)`,
    citations: [...cite(RULE[ins.action]), ...(ins.action === "recycleRune" ? cite("targets.must-complete") : []), ...who.citations],
  };
}

/** The player's runes the board lists as objects (on the board, in their base). */
function runeObjectsOf(run: Run, player: string): Obj[] {
  const out: Obj[] = [];
  for (const o of run.ctx.state.objects.values()) if (o.types.includes("rune") && o.controller === player && isOnBoard(o)) out.push(o);
  return out;
}

/**
 * Readying runes when the board lists some of the player's runes as objects: "ready your runes" readies each of them (415.1);
 * "ready (up to) N runes" readies runes the player picks as it resolves: asked which of their exhausted listed runes (at most N;
 * the rest of the N, if any, are ready runes or runes the board does not list, recorded only).
 */
function readyListedRunes(run: Run, ins: ResourceOp, player: string, listed: Obj[], whoCites: RuleRef[]): Outcome {
  const exhausted = listed.filter((o) => o.exhausted);
  const citations = [...cite(RULE.readyRunes), ...whoCites];
  if (ins.all) {
    for (const o of exhausted) o.exhausted = false;
    return {
      outcome: "EXECUTED",
      explanation: `${player} ${words(ins)}${exhausted.length ? `: ${exhausted.map(label).join(", ")} ${exhausted.length === 1 ? "is" : "are"} readied` : ": those the board lists are all ready already"}.`,
      citations,
    };
  }
  if (!exhausted.length)
    return { outcome: "EXECUTED", explanation: `${player} ${words(ins)} (every rune the board lists is ready already; which others are readied is recorded here).`, citations };
  const c = ask(run, player, `choose which of your exhausted runes the board lists are readied, at most ${ins.n} (the rest of the ${ins.n}, if any, are ready runes or runes the board does not list; none is an answer too).`, exhausted.map((o) => o.id));
  const picked = [...new Set(c.objects ?? (c.option ? [c.option] : []))];
  const wrong = picked.filter((id) => !exhausted.some((o) => o.id === id));
  if (wrong.length || picked.length > ins.n)
    return { outcome: "IGNORED", explanation: `${player}'s choice must be at most ${ins.n} of ${exhausted.map((o) => o.id).join(", ")}${wrong.length ? ` (${wrong.join(", ")} ${wrong.length === 1 ? "is" : "are"} not among them)` : ""}; no listed rune is readied.`, citations: [...citations, ...cite("instructions.impossible-ignored")] };
  const readied = exhausted.filter((o) => picked.includes(o.id));
  for (const o of readied) o.exhausted = false;
  const rest = ins.n - readied.length;
  const others = rest > 0 ? `; ${ins.upTo ? "up to " : ""}${rest} more ${rest === 1 ? "is a rune that is ready or" : "are runes that are ready or"} the board does not list (recorded here)` : "";
  return {
    outcome: "EXECUTED",
    explanation: `${player} ${words(ins)}: ${readied.length ? `${readied.map(label).join(", ")} ${readied.length === 1 ? "is" : "are"} readied` : "none of the runes the board lists is readied"}${others}.`,
    citations,
  };
}

/**
 * extra resources from a Gold while its controller's score is N or fewer points short of the Victory Score: looked for only as a Gold
 * gear's ability adds (its source, killed as its cost, is read where it went); the legends and other permanents of the
 * player adding, and that player's points against the board's Victory Score (194.3).
 */
function goldAdditional(run: Run, player: string): string | undefined {
  const state = run.ctx.state;
  const src = run.item.sourceId ? state.objects.get(run.item.sourceId) : undefined;
  if (!src || src.name !== "Gold" || !src.types.includes("gear") || src.controller !== player) return undefined;
  const points = state.players.get(player)?.points ?? 0;
  const extra: string[] = [];
  for (const o of state.objects.values()) {
    if (o.controller !== player || !isOnBoard(o) || o.zone === "FACEDOWN") continue;
    for (const r of staticRules(o, state))
      if (r.rule === "goldAddsAdditional" && state.victoryScore - points <= r.withinOfVictory) extra.push(`${r.symbols} (${label(o)}: ${player} has ${points} of ${state.victoryScore} points)`);
  }
  return extra.length ? extra.join(" and ") : undefined;
}
