/**
 * Effects: instructions joined into sentences (". ", ", then ", " and " …), with "you may" (optional),
 * "If you do," (359.3.e.14.b) and "X to Y" (a cost within an instruction, 204.3). Links from words that
 * refer back ("it", "its controller") to the instruction that named the object are added afterwards
 * (359.3.e.14.a).
 */
import type { Effect, Line, ObjectRef, TargetSpec } from "../../language.js";
import type { Join } from "../../vocabulary.js";
import { alt, lit, map, opt, re, sepBy1, seq, type P } from "../parser.js";
import { DIGITS, KEYWORD } from "./basics.js";
import type { Scope } from "../scope.js";
import { INSTRUCTION } from "./instructions.js";
import { REF_BACK, TAG_CHOICE, TARGET } from "./nouns.js";

const CONNECTOR: P<Join> = alt<Join>(
  map(lit(". Then, "), () => "ThenComma"),
  map(lit(". Then "), () => "Then"),
  map(lit(".\n"), () => "paragraph"),
  map(lit(". "), () => "sentence"),
  map(lit(", then "), () => "then"),
  map(lit(", and "), () => "commaAnd"),
  map(lit(" and "), () => "and"),
  map(lit(", "), () => "comma"),
  map(lit(" to "), () => "to"),
);

interface ClauseDraft {
  line: Line;
}

const PREFIX: P<{ optional: boolean; ifYouDo: boolean; ifYouCant?: "cant" | "couldntThisWay"; otherwise?: true }> = alt<{ optional: boolean; ifYouDo: boolean; ifYouCant?: "cant" | "couldntThisWay"; otherwise?: true }>(
  // "You may pay …. If you do, X. Otherwise, Y.": Y is linked to the optional line "if you do" names (the renderer checks the line before is that "if you do")
  map(lit("otherwise, "), () => ({ optional: false, ifYouDo: false, otherwise: true as const })),
  // "If you can't, X" after a channel; "If you couldn't channel N runes this way, X" (the renderer says N back from the channel before)
  map(lit("if you can't, "), () => ({ optional: false, ifYouDo: false, ifYouCant: "cant" as const })),
  map(re(/if you couldn't channel \d+ runes? this way, /i), () => ({ optional: false, ifYouDo: false, ifYouCant: "couldntThisWay" as const })),
  map(lit("if you do, you may "), () => ({ optional: true, ifYouDo: true })),
  map(lit("if you do, "), () => ({ optional: false, ifYouDo: true })),
  map(lit("you may "), () => ({ optional: true, ifYouDo: false })),
  map(lit(""), () => ({ optional: false, ifYouDo: false })),
);

/**
 * "this turn, <that unit> has" a quoted "When I conquer, X" ability: a triggered ability the unit has this turn (477.2.a), read in a unit's
 * scope ("me" is that unit). The closing period and quote end the sentence (EFFECT).
 */
const GRANTED_TRIGGER: P<ClauseDraft> = (s, i, scope) =>
  seq(lit("this turn, "), REF_BACK, lit(' has "When I conquer, '))(s, i, scope).flatMap((h) => {
    const what = h.v[1];
    if (!("slot" in what) || what.say !== "that unit") return [];
    const inner: Scope = { source: "unit", slots: [], slotLine: {}, lineCount: 0, trigger: "conquer" };
    return clauses()(s, h.end, inner)
      .filter((n) => n.scope.slots.length === 0 && s.slice(n.end, n.end + 2) === '."' && n.v.every((l) => (l.instruction.op as string) !== "thenDoThis"))
      .map((n) => ({
        v: { line: { label: "", instruction: { op: "grantConquerTrigger", what, effect: { targets: [], lines: addReferenceLinks(n.v, n.scope) } } as unknown as Line["instruction"] } },
        end: n.end,
        scope: { ...h.scope, lineCount: h.scope.lineCount + 1 },
      }));
  });

/** One instruction with its prefix, as line number `scope.lineCount`. */
const CLAUSE: P<ClauseDraft> = (s, i, scope) => [
  ...GRANTED_TRIGGER(s, i, scope),
  ...seq(PREFIX, INSTRUCTION)(s, i, scope).flatMap((h) => {
    const [pre, draft] = h.v;
    if ((pre.ifYouDo || pre.ifYouCant) && scope.lineCount === 0) return [];
    if (pre.otherwise && scope.lineCount < 2) return [];
    const line: Line = { label: "", instruction: draft.ins };
    if (draft.say) line.say = draft.say;
    if (pre.optional) line.optional = true;
    if (pre.ifYouDo) line.link = { kind: "ifYouDo", on: scope.lineCount - 1 };
    if (pre.otherwise) line.link = { kind: "otherwise", on: scope.lineCount - 2 };
    if (pre.ifYouCant) line.link = { kind: "ifYouCant", on: scope.lineCount - 1, ...(pre.ifYouCant === "couldntThisWay" ? { words: "couldntThisWay" as const } : {}) };
    return [{ v: { line }, end: h.end, scope: { ...h.scope, lineCount: h.scope.lineCount + 1 } }];
  }),
];

/** Instructions whose verb the printed text may leave out after "and": "Stun a friendly unit and an enemy unit …". */
export const ELIDABLE = new Set(["stun", "kill", "ready", "exhaust", "buff", "heal", "banish", "recall"]);

/** Instructions whose verb the printed text may leave out with their own amount: "Deal 4 to that unit and 1 to each other enemy unit there." */
export const ELIDABLE_WITH_AMOUNT: Readonly<Record<string, string>> = { deal: "deal ", buffMight: "give " };

/** "… and 1 to each other enemy unit there", "… and enemy units there -1 {might} this turn": the verb of the line before, with its own amount. */
function elidedWithAmount(prev: Line): P<Line> {
  return (s, i, scope) => {
    const verb = ELIDABLE_WITH_AMOUNT[prev.instruction.op];
    if (!verb || prev.optional || prev.say) return [];
    // read the clause as if the verb were printed, then keep only the parses of the same instruction
    const text = s.slice(0, i) + verb + s.slice(i);
    return INSTRUCTION(text, i, scope).flatMap((h) =>
      h.v.ins.op === prev.instruction.op && !h.v.say
        ? [{ v: { label: "", instruction: h.v.ins, join: "and" as Join, say: "elidedVerb" }, end: h.end - verb.length, scope: { ...h.scope, lineCount: h.scope.lineCount + 1 } }]
        : []);
  };
}

/** "… and <object>": the verb of the line before, acting on another object. */
function elided(prev: Line): P<Line> {
  return (s, i, scope) => {
    if (!ELIDABLE.has(prev.instruction.op) || prev.optional || prev.link) return [];
    return TARGET(s, i, scope).map((h) => ({
      v: { label: "", instruction: { ...prev.instruction, what: h.v } as Line["instruction"], join: "and" as Join, say: "elided" },
      end: h.end,
      scope: { ...h.scope, lineCount: h.scope.lineCount + 1 },
    }));
  };
}

/**
 * "Play a … unit token. Then do this: Y.": Y is a reflexive trigger with no condition (387.2), read as an effect of its own;
 * "it" in Y is the one token just played. Y chooses nothing, and nothing follows it.
 */
function thenDoThis(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    const t = prev.instruction as { op: string; count?: number; kind?: string; per?: unknown; to?: string };
    const afterCost = prev.join === "to" && prev.link?.kind === "its"; // "you may discard 1 and exhaust me to play … token there": the opening cost was paid
    if (t.op !== "token" || t.kind !== "unit" || prev.optional || (prev.link && !afterCost) || prev.say) return [];
    const one = t.count === 1 && !t.per; // "it" is the one token; after several, "of them" names them
    const head = lit(". Then do this: ")(s, i, scope);
    if (head.length === 0) return [];
    const chosenUnit = [...scope.slots].reverse().find((spec) => spec.kind === "unit" && spec.max === 1); // "that unit": the unit the effect chose
    const there = one && t.to === "there"; // "another unit there": a target of the trigger at the battlefield noted, not the token
    const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0, ...(one ? { it: { triggered: true } } : { madeTokens: true }), ...(chosenUnit ? { copyOfOuter: { slot: chosenUnit.slot } } : {}), ...(there ? { tokenThere: true } : {}) };
    const ownTarget = (spec: TargetSpec) => there && spec.min === 1 && spec.max === 1 && spec.requirements.some((r) => r.req === "atTriggeredLocation") && spec.requirements.some((r) => r.req === "notTriggered");
    return clauses()(s, head[0]!.end, inner)
      .filter((h) => h.scope.slots.every((spec) => spec.requirements.some((r) => r.req === "amongTriggered") || ownTarget(spec)) && h.v.every((l) => (l.instruction.op as string) !== "thenDoThis"))
      .map((h) => ({
        v: { label: "", instruction: { op: "thenDoThis", effect: { targets: h.scope.slots, lines: addReferenceLinks(h.v, h.scope) } } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis" },
        end: h.end,
        scope: { ...scope, lineCount: scope.lineCount + 1 },
      }));
  };
}

/**
 * A move of one unit followed by "Then do this:" and Y: Y is a reflexive trigger (387.2) about the unit moved ("it"; "its destination" is where it
 * went, "another" is not that unit), read as an effect of its own with its own targets, chosen as it goes on the chain.
 */
function thenDoThisAfterMove(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    const ins = prev.instruction;
    if (ins.op !== "move" || !("slot" in ins.what) || ins.what.say || ins.to !== "chosen" || prev.optional || prev.link || prev.say) return [];
    const moved = ins.what.slot;
    const spec = scope.slots.find((t) => t.slot === moved);
    if (!spec || spec.kind !== "unit" || spec.min !== 1 || spec.max !== 1) return [];
    const head = lit(". Then do this: ")(s, i, scope);
    if (head.length === 0) return [];
    const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0, it: { triggered: true }, aboutMoved: true };
    return clauses()(s, head[0]!.end, inner)
      .filter((h) => h.v.every((l) => (l.instruction.op as string) !== "thenDoThis"))
      .map((h) => ({
        v: { label: "", instruction: { op: "thenDoThis", effect: { targets: h.scope.slots, lines: addReferenceLinks(h.v, h.scope) }, aboutMoved: moved } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis" },
        end: h.end,
        scope: { ...scope, lineCount: scope.lineCount + 1 },
      }));
  };
}

/** The words that open the reflexive trigger about a unit the chosen player played from their hand (after chosenPlaysChosenUnit). */
export const IF_THEY_DO_THEN = ". If they do, then do this: ";

/**
 * "They play that unit to that battlefield, …. If they do, then do this: [Stun] it.": a reflexive trigger (387.2) created only if
 * the unit was played, about that unit ("it"); one instruction choosing nothing.
 */
function ifTheyDoAboutPlayed(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    if ((prev.instruction.op as string) !== "chosenPlaysChosenUnit" || prev.optional || prev.link) return [];
    if (s.slice(i, i + IF_THEY_DO_THEN.length) !== IF_THEY_DO_THEN) return [];
    const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0, it: { triggered: true } };
    return clauses()(s, i + IF_THEY_DO_THEN.length, inner)
      .filter((h) => h.scope.slots.length === 0 && h.v.length === 1 && !h.v[0]!.optional && (h.v[0]!.instruction.op as string) !== "thenDoThis")
      .map((h) => ({
        v: { label: "", instruction: { op: "thenDoThis", effect: { targets: [], lines: addReferenceLinks(h.v, h.scope) }, aboutChosenPlayed: true } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis", link: { kind: "ifYouDo", on: scope.lineCount - 1 } },
        end: h.end,
        scope: { ...scope, lineCount: scope.lineCount + 1 },
      }));
  };
}

/** The words of a unit's reflexive trigger attaching the Equipment it just played to it. */
export const ATTACH_PLAYED_TO_ME = ". If you do, then do this: Attach it to me";

/**
 * A unit's optional play of an Equipment from the hand, then "if you do", a reflexive trigger (387.2) of the unit, about the
 * Equipment played ("it"), that attaches it to the unit ("me").
 */
function attachPlayedToMe(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    if ((prev.instruction.op as string) !== "playEquipmentFromHand" || !prev.optional || prev.link || scope.source !== "unit") return [];
    if (s.slice(i, i + ATTACH_PLAYED_TO_ME.length) !== ATTACH_PLAYED_TO_ME) return [];
    const effect = { targets: [], lines: [{ label: "attach it to me", instruction: { op: "attach", equipment: { triggered: true, say: "it" }, to: { self: true, say: "me" } } }] };
    return [{
      v: { label: "", instruction: { op: "thenDoThis", effect, attachPlayedToMe: true } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis", link: { kind: "ifYouDo", on: scope.lineCount - 1 } },
      end: i + ATTACH_PLAYED_TO_ME.length,
      scope: { ...scope, lineCount: scope.lineCount + 1 },
    }];
  };
}

/**
 * "… Recycle the rest. Then if you revealed a Bird, Cat, Dog, or Poro, do this: Y.": a reflexive trigger whose condition is
 * the card revealed from among the looked-at cards (387.3); Y is an effect of its own, with its own targets.
 */
function thenIfRevealedDoThis(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    const op = prev.instruction.op as string;
    if (op !== "recycleLooked" && op !== "trashLooked") return [];
    return seq(lit(". Then if you revealed a "), TAG_CHOICE, lit(", do this: "))(s, i, scope).flatMap((head) => {
      const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0 };
      return clauses()(s, head.end, inner)
        .filter((h) => h.v.every((l) => (l.instruction.op as string) !== "thenDoThis"))
        .map((h) => ({
          v: { label: "", instruction: { op: "thenDoThis", effect: { targets: h.scope.slots, lines: addReferenceLinks(h.v, h.scope) }, ifRevealedTag: head.v[1] } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis" },
          end: h.end,
          scope: { ...scope, lineCount: scope.lineCount + 1 },
        }));
    });
  };
}

/**
 * "[Burn N]. When you burn a unit this way, do this: Y": a reflexive trigger (387.3) for each unit card the Burn put into the trash;
 * "the burned card" in Y is that card. Y chooses its own targets as it goes on the chain (388).
 */
function whenBurnUnitDoThis(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    const burn = prev.instruction as { op: string; who?: unknown };
    if (burn.op !== "millTop" || burn.who !== undefined || prev.say !== "burn" || prev.optional || prev.link) return [];
    return lit(". When you burn a unit this way, do this: ")(s, i, scope).flatMap((head) => {
      const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0, burnedCard: true };
      return clauses()(s, head.end, inner)
        .filter((h) => h.v.every((l) => (l.instruction.op as string) !== "thenDoThis"))
        .map((h) => ({
          v: { label: "", instruction: { op: "thenDoThis", effect: { targets: h.scope.slots, lines: addReferenceLinks(h.v, h.scope) }, ifBurnedUnit: true } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis" },
          end: h.end,
          scope: { ...scope, lineCount: scope.lineCount + 1 },
        }));
    });
  };
}

/**
 * "Kill a unit …. Then, if it had N {might} or less, do this: Y": a reflexive trigger (387.3) whose condition is the killed unit's
 * Might as it was killed (its last known information); Y is an effect of its own, choosing nothing.
 */
function thenIfItHadDoThis(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    const kill = prev.instruction as { op: string; what?: ObjectRef };
    if (kill.op !== "kill" || !kill.what || !("slot" in kill.what) || prev.optional || prev.link || prev.say) return [];
    const what = kill.what;
    if (scope.slots.find((t) => t.slot === what.slot)?.max !== 1) return [];
    return seq(lit(". Then, if it had "), DIGITS, lit(" {might} or less, do this: "))(s, i, scope).flatMap((head) => {
      const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0 };
      return clauses()(s, head.end, inner)
        .filter((h) => h.scope.slots.length === 0 && h.v.every((l) => (l.instruction.op as string) !== "thenDoThis"))
        .map((h) => ({
          v: { label: "", instruction: { op: "thenDoThis", effect: { targets: [], lines: addReferenceLinks(h.v, h.scope) }, ifItHadMightAtMost: { what: { slot: what.slot, say: "it" }, n: head.v[1] } } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis" },
          end: h.end,
          scope: { ...scope, lineCount: scope.lineCount + 1 },
        }));
    });
  };
}

/** The card types a branch on the discarded card's type may name, as printed before the dash. */
const DISCARDED_TYPES = ["Spell", "Gear", "Unit"] as const;

/**
 * After a discard, branches by the discarded card's printed type ("Spell - X.Gear - Y.Unit - Z."): one branch
 * followed, the one naming the type of the card just discarded (its printed type); each branch an effect of its own, choosing nothing.
 */
function byDiscardedType(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    const discard = prev.instruction as { op: string; who?: unknown; n?: number };
    if (discard.op !== "discard" || discard.who !== "you" || discard.n !== 1 || prev.optional || prev.say) return [];
    return re(/\. Then, do the following based on the discarded card's type:[ \n]/)(s, i, scope).flatMap((head) => {
      const branches: { type: "spell" | "gear" | "unit"; effect: Effect }[] = [];
      let at = head.end;
      for (const word of DISCARDED_TYPES) {
        if (s.slice(at, at + word.length + 3) !== `${word} - `) return [];
        const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0 };
        // the branch ends at its period; the next branch follows right after it
        const next = DISCARDED_TYPES[DISCARDED_TYPES.indexOf(word) + 1];
        const hit = EFFECT(s, at + word.length + 3, inner)
          .filter((h) => h.v.targets.length === 0 && h.v.lines.every((l) => l.join !== "paragraph") && (next === undefined || s.startsWith(`${next} - `, h.end)))
          .sort((a, b) => b.end - a.end)[0];
        if (!hit) return [];
        branches.push({ type: word.toLowerCase() as "spell" | "gear" | "unit", effect: hit.v });
        at = hit.end;
      }
      return [{
        v: { label: "", instruction: { op: "byDiscardedType", branches } as unknown as Line["instruction"], join: "sentence" as Join, say: "byDiscardedType" },
        end: at - 1, // the closing period is the effect's
        scope: { ...scope, lineCount: scope.lineCount + 1 },
      }];
    });
  };
}

/** The domains a branch on a revealed rune's domain may name, as printed before the dash. */
const DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"] as const;

/**
 * After the top rune of the Rune Deck is revealed and recycled, "Do one of the following based on its domain:" and branches
 * "{fury} - X{mind} - Y…": a reflexive trigger (387) doing the branch of the revealed rune's domain; each branch an effect of its
 * own, its targets chosen as the trigger goes on the chain.
 */
function byRevealedDomain(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    if ((prev.instruction.op as string) !== "revealTopRuneRecycle" || !scope.revealedRune || prev.optional || prev.say || prev.link) return [];
    return re(/\. Do one of the following based on its domain:[ \n]/)(s, i, scope).flatMap((head) => {
      const branches: { domain: string; effect: Effect }[] = [];
      let at = head.end;
      for (;;) {
        const m = /^\{(fury|calm|mind|body|chaos|order)\} - /.exec(s.slice(at));
        if (!m) break;
        const domain = m[1]!;
        if (branches.some((b) => b.domain === domain)) return [];
        const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0 };
        // the branch ends at its period; the next branch (or the end) follows right after it
        const hit = EFFECT(s, at + m[0].length, inner)
          .filter((h) => h.v.lines.every((l) => l.join !== "paragraph" && (l.instruction.op as string) !== "thenDoThis") && (h.end === s.length || /^\{(?:fury|calm|mind|body|chaos|order)\} - /.test(s.slice(h.end))))
          .sort((a, b) => b.end - a.end)[0];
        if (!hit) return [];
        branches.push({ domain, effect: hit.v });
        at = hit.end;
      }
      if (branches.length < 2 || at !== s.length) return [];
      return [{
        v: { label: "", instruction: { op: "byRevealedDomain", branches } as unknown as Line["instruction"], join: "sentence" as Join, say: "byRevealedDomain" },
        end: at - 1, // the closing period is the effect's
        scope: { ...scope, lineCount: scope.lineCount + 1 },
      }];
    });
  };
}

/** "… Recycle the rest. Then you may do this: Y": a reflexive trigger (387.2) about the card banished and played from among the looked-at cards ("it"). */
function thenMayDoThisToPlayed(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    if ((prev.instruction.op as string) !== "recycleLooked" || !scope.playedLooked || prev.say) return [];
    const head = lit(". Then you may do this: ")(s, i, scope);
    if (head.length === 0) return [];
    const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0, it: { triggered: true } };
    return clauses()(s, head[0]!.end, inner)
      .filter((h) => h.scope.slots.length === 0 && h.v.length === 1 && !h.v[0]!.optional && h.v.every((l) => (l.instruction.op as string) !== "thenDoThis"))
      .map((h) => ({
        v: { label: "", instruction: { op: "thenDoThis", effect: { targets: [], lines: addReferenceLinks(h.v, h.scope).map((l) => ({ ...l, optional: true })) }, aboutPlayed: true } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis" },
        end: h.end,
        scope: { ...scope, lineCount: scope.lineCount + 1 },
      }));
  };
}

/**
 * "Choose an opponent. They [Burn N]. Then you may do this: Choose a unit in their trash and play it, …": a reflexive trigger (387.2)
 * that keeps the chosen player; its card of their trash is chosen as it goes on the chain, and "you may" makes that choice optional.
 */
function thenMayDoThisFromTheirTrash(prev: Line, scope: Scope): P<Line> {
  return (s, i) => {
    const ins = prev.instruction as { op: string; who?: unknown };
    if (ins.op !== "millTop" || ins.who !== "chosenPlayer" || !scope.chosenPlayer) return [];
    const head = lit(". Then you may do this: ")(s, i, scope);
    if (head.length === 0) return [];
    const inner: Scope = { source: scope.source, slots: [], slotLine: {}, lineCount: 0, chosenPlayer: true };
    return clauses()(s, head[0]!.end, inner)
      .filter((h) => h.scope.slots.length === 1 && h.scope.slots[0]!.requirements.some((r) => r.req === "inChosenPlayersTrash") && h.v.every((l) => !l.optional && (l.instruction.op as string) !== "thenDoThis"))
      .map((h) => ({
        v: { label: "", instruction: { op: "thenDoThis", effect: { targets: h.scope.slots.map((t) => ({ ...t, min: 0 })), lines: addReferenceLinks(h.v, h.scope) }, theirTrash: true } as unknown as Line["instruction"], join: "sentence" as Join, say: "thenDoThis" },
        end: h.end,
        scope: { ...scope, lineCount: scope.lineCount + 1 },
      }));
  };
}

function clauses(): P<Line[]> {
  return (s, i, scope) => {
    const out: { v: Line[]; end: number; scope: Scope }[] = [];
    let frontier = CLAUSE(s, i, scope).map((h) => ({ v: [h.v.line], end: h.end, scope: h.scope }));
    while (frontier.length) {
      out.push(...frontier);
      frontier = frontier.flatMap((h) => h.v.at(-1)!.say === "thenDoThis" || h.v.at(-1)!.say === "byDiscardedType" || h.v.at(-1)!.say === "byRevealedDomain" ? [] : [
        ...byRevealedDomain(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...thenDoThis(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...thenDoThisAfterMove(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...attachPlayedToMe(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...ifTheyDoAboutPlayed(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...thenIfRevealedDoThis(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...thenMayDoThisToPlayed(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...thenMayDoThisFromTheirTrash(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...thenIfItHadDoThis(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...whenBurnUnitDoThis(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...byDiscardedType(h.v.at(-1)!, h.scope)(s, h.end, h.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })),
        ...CONNECTOR(s, h.end, h.scope).flatMap((c) => [
          ...CLAUSE(s, c.end, c.scope).map((n) => {
            const line = { ...n.v.line, join: c.v };
            if (c.v === "to" && !line.link) line.link = { kind: "its", on: h.v.length - 1 };
            return { v: [...h.v, line], end: n.end, scope: n.scope };
          }),
          ...(c.v === "and" ? elided(h.v.at(-1)!)(s, c.end, c.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })) : []),
          ...(c.v === "and" ? elidedWithAmount(h.v.at(-1)!)(s, c.end, c.scope).map((n) => ({ v: [...h.v, n.v], end: n.end, scope: n.scope })) : []),
        ]),
      ]);
    }
    return out;
  };
}

/** An effect: clauses and a closing period. */
export const EFFECT: P<Effect> = map(seq(clauses(), opt(alt(lit('."'), lit(".")))), ([lines, dot], scope) =>
  dot === undefined || ((dot === '."') !== ["grantConquerTrigger", "doubleMightAndGiveReady"].includes(lines.at(-1)?.instruction.op as string)) ? undefined : { targets: scope.slots, lines: addReferenceLinks(lines, scope) });

/**
 * "Choose one - A.B." (355.3): two or more modes, each a whole effect with its own targets (a fresh scope),
 * separated as printed: directly after the period (the flat corpus) or one a line. A mode never spans paragraphs.
 */
export const MODAL: P<Effect> = (s, i, scope) => {
  // "Choose one you've not chosen this turn -", "choose one that hasn't been chosen this turn -": a permanent's ability remembering its choices
  const memory = (["notChosenThisTurn", "notBeenChosenThisTurn", "notAlreadyChosen"] as const).find((h) => s.slice(i, i + MODE_HEADS[h].length).toLowerCase() === MODE_HEADS[h].toLowerCase());
  // a permanent's ability remembers its choices for the turn; a spell's "you haven't already chosen" is about its own executions (its Repeats)
  if (memory && (scope.source === "spell") !== (memory === "notAlreadyChosen")) return [];
  const head = memory ? MODE_HEADS[memory] : "Choose one -";
  // capitalised at the start of a spell's effect, "choose one -" after a trigger's condition
  if (s.slice(i, i + head.length).toLowerCase() !== head.toLowerCase() || (s[i + head.length] !== " " && s[i + head.length] !== "\n")) return []; // the modes follow on its line or the next
  const out: { v: Effect; end: number; scope: Scope }[] = [];
  const step = (at: number, modes: Effect[], sep: "glued" | "newline" | undefined): void => {
    for (const h of EFFECT(s, at, { source: scope.source, slots: [], slotLine: {}, lineCount: 0 })) {
      if (h.v.lines.some((l) => l.join === "paragraph")) continue;
      const got = [...modes, h.v];
      if (got.length >= 2) out.push({ v: { targets: [], lines: [], modes: got, modeSep: sep ?? "glued", ...(memory ? { modeHead: memory } : {}) }, end: h.end, scope });
      if (h.end >= s.length) continue;
      const next: "glued" | "newline" = s[h.end] === "\n" ? "newline" : "glued";
      if (sep !== undefined && next !== sep) continue;
      if (next === "glued" && !/[A-Z[]/.test(s[h.end] ?? "")) continue;
      step(next === "newline" ? h.end + 1 : h.end, got, next);
    }
  };
  step(i + head.length + 1, [], undefined);
  return out;
};

/** The printed heads of modal abilities that remember the modes chosen this turn. */
export const MODE_HEADS = { notChosenThisTurn: "Choose one you've not chosen this turn -", notBeenChosenThisTurn: "choose one that hasn't been chosen this turn -", notAlreadyChosen: "Choose one you haven't already chosen -" } as const;

/** "choose one to give me this turn - [Assault 2][Deflect 2][Ganking]": a unit's modal ability whose modes each give it one keyword this turn (355.3). */
export const MODAL_GIVE_ME: P<Effect> = map(seq(lit("choose one to give me this turn - "), sepBy1(KEYWORD, lit(""))), ([, grants], scope) =>
  scope.source === "unit" && grants.length >= 2
    ? {
        targets: [], lines: [], modeSep: "glued", modeHead: "giveMeThisTurn",
        modes: grants.map((k): Effect => ({ targets: [], lines: [{ label: `give me [${k.keyword}${k.n !== undefined ? ` ${k.n}` : ""}] this turn`, instruction: { op: "grantKeyword", what: { self: true }, grants: [k], thisTurn: true } }] })),
      }
    : undefined);

/** The same, without requiring the closing period (for the part before a ". " that another rule reads). */
export const EFFECT_OPEN: P<Effect> = map(clauses(), (lines, scope) => ({ targets: scope.slots, lines: addReferenceLinks(lines, scope) }));

function refsOf(v: unknown, out: ObjectRef[] = []): ObjectRef[] {
  if (!v || typeof v !== "object") return out;
  if ("slot" in v && "say" in v) out.push(v as ObjectRef);
  else for (const x of Object.values(v)) refsOf(x, out);
  return out;
}

/** 359.3.e.14.a: an instruction that refers back to an object named by an earlier instruction is linked to it. */
export function addReferenceLinks(lines: Line[], scope: Pick<Scope, "slotLine">): Line[] {
  const out: Line[] = [];
  lines.forEach((line, k) => {
    if (line.link) return void out.push(line);
    const on = refsOf(line.instruction)
      .map((r) => ("slot" in r ? scope.slotLine[r.slot] : undefined))
      .filter((n): n is number => n !== undefined && n < k && lines[n]!.instruction.op !== ("choose" as string))
      .sort((a, b) => b - a)[0];
    // "If you do, X, then Y": Y is part of what "if you do" makes conditional, linked to the same instruction
    const prev = out[k - 1]?.link;
    if (on === undefined && line.join === "then" && prev?.kind === "ifYouDo") return void out.push({ ...line, link: { kind: "ifYouDo", on: prev.on } });
    out.push(on === undefined ? line : { ...line, link: { kind: "its", on } });
  });
  return out;
}
