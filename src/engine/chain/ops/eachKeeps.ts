/**
 * "Each player chooses N units, N gear, N runes, and N cards in their hands." then "Recycle the rest.": each player in turn
 * order (303.2.a) chooses, as it resolves (355.10.e), N of their units, N of their gear, N of their runes and N cards of their
 * hand; a player with N or fewer of a kind keeps them all without choosing. Then every unit, gear, rune and hand card not chosen
 * is recycled (416): units, gear and cards to the bottom of their owner's Main Deck (416.1.a, 416.1.c; two or more at once in a
 * random order, 416.5), runes to their owner's Rune Deck (161.2.b, 416.1.b); a token ceases to exist. Where the board gives a
 * player's runes only as a count (more than it lists) or their hand only by its size, that part is not known: reported, not guessed.
 */
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { cite } from "../../rules.js";
import { changeZone } from "../../state/actions.js";
import { isGear, isOnBoard, isUnit, label } from "../../state/queries.js";
import type { Obj } from "../../state/types.js";
import { leaveBoardHooks } from "../death.js";
import { ask, type Outcome, type Run } from "../resolveItem.js";
import { fireRuneRecycled, noteRecycled } from "../triggers.js";
import { cardInDeck } from "./players-chosen.js";
import { inTurnOrder } from "./players.js";

type Op<K extends MoreInstruction["op"]> = Extract<MoreInstruction, { op: K }>;

type Kind = "units" | "gear" | "runes" | "hand";

/** What one player keeps: object ids of each kind, the hand cards kept (by name), and the kinds whose rest is not known. */
export interface Kept {
  objects: Set<string>;
  hand: string[] | undefined;
  unknown: Map<Kind, string>;
}

function ownObjects(run: Run, player: string): { units: Obj[]; gear: Obj[]; runes: Obj[] } {
  const state = run.ctx.state;
  const out = { units: [] as Obj[], gear: [] as Obj[], runes: [] as Obj[] };
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    if (!isOnBoard(o) || o.zone === "FACEDOWN" || o.controller !== player) continue;
    if (isUnit(o)) out.units.push(o);
    else if (isGear(o)) out.gear.push(o);
    else if (o.types.includes("rune")) out.runes.push(o);
  }
  return out;
}

/** Asks the player for exactly n of the options (ids), or undefined when the answer is not n distinct ones of them. */
function chooseN(run: Run, player: string, what: string, n: number, options: string[]): string[] | undefined {
  const c = ask(run, player, `choose ${n} of your ${what} to keep (the rest are recycled).`, options);
  const picked = c.objects ?? (c.option ? [c.option] : []);
  if (picked.length !== n || new Set(picked).size !== n || picked.some((id) => !options.includes(id))) return undefined;
  return picked;
}

export function eachChoosesNOfEach(run: Run, ins: Op<"eachChoosesNOfEach">): Outcome {
  const state = run.ctx.state;
  const n = ins.n;
  const all = (run.keptByPlayer = new Map<string, Kept>());
  const parts: string[] = [];
  let unknown = false;
  for (const player of inTurnOrder(run)) {
    const p = state.players.get(player)!;
    const kept: Kept = { objects: new Set(), hand: undefined, unknown: new Map() };
    all.set(player, kept);
    const mine = ownObjects(run, player);
    const said: string[] = [];
    for (const [kind, what] of [["units", "units"], ["gear", "gear"]] as const) {
      const objs = mine[kind];
      if (objs.length <= n) {
        for (const o of objs) kept.objects.add(o.id);
        said.push(objs.length ? `keeps ${objs.map(label).join(", ")} (${n} or fewer ${what}, nothing to choose)` : `has no ${what}`);
        continue;
      }
      const pick = chooseN(run, player, what, n, objs.map((o) => o.id));
      if (!pick) {
        const why = `${player}'s choice of ${what} must be ${n} of ${objs.map((o) => o.id).join(", ")}, so which ${what} are kept is not known`;
        kept.unknown.set(kind, why);
        said.push(why);
        continue;
      }
      for (const id of pick) kept.objects.add(id);
      said.push(`chooses ${pick.map((id) => label(state.objects.get(id)!)).join(", ")} of their ${what}`);
    }
    // runes: the board's count may be more than the runes it lists
    const listed = mine.runes;
    const count = Math.max(p.runes, listed.length);
    if (count <= n) {
      for (const o of listed) kept.objects.add(o.id);
      said.push(count ? `keeps their ${count} rune${count === 1 ? "" : "s"} (${n} or fewer, nothing to choose)` : "has no runes");
    } else if (listed.length < count) {
      const why = `${player} controls ${count} runes but the board lists ${listed.length ? `only ${listed.length} of them` : "none of them"}, so which runes they choose and recycle is not known`;
      kept.unknown.set("runes", why);
      for (const o of listed) kept.objects.add(o.id);
      said.push(why);
    } else {
      const pick = chooseN(run, player, "runes", n, listed.map((o) => o.id));
      if (!pick) {
        const why = `${player}'s choice of runes must be ${n} of ${listed.map((o) => o.id).join(", ")}, so which runes are kept is not known`;
        kept.unknown.set("runes", why);
        for (const o of listed) kept.objects.add(o.id);
        said.push(why);
      } else {
        for (const id of pick) kept.objects.add(id);
        said.push(`chooses ${pick.map((id) => label(state.objects.get(id)!)).join(", ")} of their runes`);
      }
    }
    // the hand: its cards, or only its size
    const size = p.hand ? p.hand.length : p.handSize;
    if (size <= n) {
      kept.hand = p.hand ? [...p.hand] : undefined;
      said.push(size ? `keeps the ${size} card${size === 1 ? "" : "s"} in their hand (${n} or fewer, nothing to choose)` : "has no cards in hand");
    } else if (!p.hand) {
      const why = `${player}'s hand is given by its size alone (${size} cards), so which cards they choose and recycle is not known`;
      kept.unknown.set("hand", why);
      said.push(why);
    } else {
      const hand = p.hand;
      const options = [...new Set(hand)];
      const c = ask(run, player, `choose ${n} cards of your hand to keep, by name (the rest are recycled).`, options);
      const picked = c.objects ?? (c.option ? [c.option] : []);
      const left = [...hand];
      const fits = picked.length === n && picked.every((name) => {
        const k = left.indexOf(name);
        if (k < 0) return false;
        left.splice(k, 1);
        return true;
      });
      if (!fits) {
        const why = `${player}'s choice of hand cards must be ${n} of ${hand.join(", ")}, so which cards are kept is not known`;
        kept.unknown.set("hand", why);
        said.push(why);
      } else {
        kept.hand = [...picked];
        said.push(`chooses ${picked.join(", ")} from their hand`);
      }
    }
    if (kept.unknown.size) unknown = true;
    parts.push(`${player} ${said.join("; ")}.`);
  }
  return {
    outcome: unknown ? "PARTIAL" : "EXECUTED",
    explanation: `Each player in turn, starting with the turn player: ${parts.join(" ")}`,
    citations: cite("actions.turn-order", "targets.each-player-chooses"),
  };
}

export function recycleTheUnchosen(run: Run, _ins: Op<"recycleTheUnchosen">): Outcome {
  const { ctx } = run;
  const state = ctx.state;
  const all = run.keptByPlayer;
  if (!all) return { outcome: "IGNORED", performed: false, explanation: "No player chose anything before, so there is no rest to recycle.", citations: cite("instructions.impossible-ignored") };
  const parts: string[] = [];
  let unknown = false;
  let random = false;
  const toMainDeck = new Map<string, string[]>(); // owner → card names, for "when you recycle"
  const toDeckCount = new Map<string, Set<string>>(); // owner → distinct names, for the random order
  const add = (owner: string, name: string) => {
    toMainDeck.set(owner, [...(toMainDeck.get(owner) ?? []), name]);
    toDeckCount.set(owner, (toDeckCount.get(owner) ?? new Set()).add(name));
  };
  const runesRecycled = new Map<string, number>();
  const runeNames = new Map<string, Set<string>>();
  for (const player of inTurnOrder(run)) {
    const kept = all.get(player);
    if (!kept) continue;
    const p = state.players.get(player)!;
    const mine = ownObjects(run, player);
    const said: string[] = [];
    for (const kind of ["units", "gear"] as const) {
      if (kept.unknown.has(kind)) {
        unknown = true;
        said.push(`nothing of their ${kind} (not known which they chose)`);
        continue;
      }
      const rest = mine[kind].filter((o) => !kept.objects.has(o.id));
      for (const o of rest) {
        const owner = state.players.get(o.owner)!;
        const name = label(o);
        changeZone(o, "MAIN_DECK", state);
        leaveBoardHooks(ctx, o);
        ctx.cleanupOutstanding = true;
        if (o.token) {
          said.push(`${name} (a token: it ceases to exist)`);
          continue;
        }
        if (owner.deck) owner.deck.push(o.id);
        owner.deckSize += 1;
        add(o.owner, o.name);
        said.push(`${name} to the bottom of ${o.owner}'s Main Deck`);
      }
    }
    if (kept.unknown.has("runes")) {
      unknown = true;
      said.push("no runes (not known which)");
    } else {
      const rest = mine.runes.filter((o) => !kept.objects.has(o.id));
      for (const o of rest) {
        const name = label(o);
        changeZone(o, "RUNE_DECK", state);
        leaveBoardHooks(ctx, o);
        ctx.cleanupOutstanding = true;
        const owner = state.players.get(o.owner)!;
        p.runes = Math.max(0, p.runes - 1); // one fewer rune controlled (161.1.a)
        if (o.token) {
          said.push(`${name} (a token: it ceases to exist)`);
          continue;
        }
        if (owner.runeDeck) owner.runeDeck.push(o.name);
        (runeNames.get(o.owner) ?? runeNames.set(o.owner, new Set()).get(o.owner)!).add(o.name);
        if (owner.runeDeckSize !== undefined) owner.runeDeckSize += 1;
        runesRecycled.set(o.owner, (runesRecycled.get(o.owner) ?? 0) + 1);
        said.push(`${name} to the bottom of ${o.owner}'s Rune Deck`);
      }
    }
    if (kept.unknown.has("hand")) {
      unknown = true;
      said.push("no hand cards (not known which)");
    } else if (p.hand && kept.hand) {
      const rest = [...p.hand];
      for (const name of kept.hand) {
        const k = rest.indexOf(name);
        if (k >= 0) rest.splice(k, 1);
      }
      for (const name of rest) {
        p.hand.splice(p.hand.indexOf(name), 1);
        p.handSize -= 1;
        if (p.deck) p.deck.push(cardInDeck(ctx, name, p.id).id);
        p.deckSize += 1;
        add(p.id, name);
        said.push(`${name} from their hand to the bottom of their Main Deck`);
      }
    }
    parts.push(`${player} recycles ${said.length ? said.join(", ") : "nothing"}.`);
  }
  for (const [owner, names] of toDeckCount) {
    const o = state.players.get(owner)!;
    if ((toMainDeck.get(owner)?.length ?? 0) > 1 && names.size > 1 && o.deck) {
      o.deck = undefined; // a random order at the bottom (416.5): the deck's order is no longer tracked
      random = true;
      parts.push(`${owner}'s cards go to the bottom of their Main Deck in a random order, so its order is no longer known here.`);
    }
  }
  for (const [owner, names] of runeNames) {
    const o = state.players.get(owner)!;
    if (names.size > 1 && o.runeDeck) {
      o.runeDeck = undefined; // the rules give no order for runes recycled together: only how many the Rune Deck holds is kept
      parts.push(`${owner}'s Rune Deck now ends with different runes in an order the rules do not set, so only its size is known here.`);
    }
  }
  for (const [owner, names] of toMainDeck) noteRecycled(ctx, owner, names);
  for (const [owner, k] of runesRecycled) fireRuneRecycled(ctx, owner, k);
  return {
    outcome: unknown ? "PARTIAL" : "EXECUTED",
    explanation: `The units, gear, runes and hand cards not chosen are recycled: ${parts.join(" ")}${unknown ? " What was not known is not recycled." : ""}`,
    citations: cite("recycle.action", "recycle.own-deck", "recycle.rune-deck", ...(random ? (["recycle.random-order"] as const) : [])),
  };
}
