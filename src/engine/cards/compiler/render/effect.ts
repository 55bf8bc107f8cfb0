/** Says an effect back: its lines with their joins, "you may", "If you do,", and sentence capitals. */
import type { Effect, Line, ObjectRef } from "../../language.js";
import type { Join } from "../../vocabulary.js";
import { instructionWords, keywordWords } from "./instructions.js";
import { bad, refWords } from "./nouns.js";
import { ATTACH_PLAYED_TO_ME, ELIDABLE, ELIDABLE_WITH_AMOUNT, IF_THEY_DO_THEN, MODE_HEADS } from "../grammar/effect.js";
import { tagListWords } from "../grammar/nouns.js";
import { article } from "../words.js";

const JOIN: Record<Join, string> = {
  sentence: ". ",
  then: ", then ",
  Then: ". Then ",
  ThenComma: ". Then, ",
  and: " and ",
  comma: ", ",
  commaAnd: ", and ",
  paragraph: ".\n",
  to: " to ",
};

/** One line's words with its prefixes ("if you do, you may …"). */
export function lineWords(line: Line, k: number, effect: Effect, voice: "card" | "engine" = "card"): string {
  if (line.say === "elided") {
    // "… and an enemy unit": the same instruction as the line before, on another object
    const prev = effect.lines[k - 1];
    const { what: _a, ...mine } = line.instruction as { what: ObjectRef };
    const { what: _b, ...theirs } = (prev?.instruction ?? {}) as { what: ObjectRef };
    if (!prev || line.join !== "and" || line.link || line.optional || JSON.stringify(mine) !== JSON.stringify(theirs) || !ELIDABLE.has(line.instruction.op)) return bad("elided verb");
    const words = refWords((line.instruction as { what: ObjectRef }).what, { targets: effect.targets, voice });
    return voice === "engine" ? `${line.instruction.op} ${words}` : words;
  }
  if (line.say === "elidedVerb") {
    // "… and 1 to each other enemy unit there": the verb of the line before, left out, with its own amount
    const prev = effect.lines[k - 1];
    const verb = ELIDABLE_WITH_AMOUNT[line.instruction.op];
    const words = instructionWords({ ...line, say: undefined }, { targets: effect.targets, voice });
    if (!prev || !verb || prev.instruction.op !== line.instruction.op || prev.optional || prev.say || line.join !== "and" || line.link || line.optional || !words.startsWith(verb)) return bad("elided verb");
    return voice === "engine" ? words : words.slice(verb.length);
  }
  if ((line.instruction.op as string) === "grantConquerTrigger") {
    // 'this turn, that unit has "When I conquer, X': the closing period and quote are the sentence's (effectWords)
    const ins = line.instruction as unknown as { what: ObjectRef; effect: Effect };
    if (line.say || line.optional || (line.link && line.link.kind !== "its") || k !== effect.lines.length - 1 || !("slot" in ins.what) || ins.what.say !== "that unit") return bad("granted trigger");
    const inner = ins.effect.lines.map((l, j) => (j === 0 ? "" : JOIN[l.join ?? "sentence"]) + lineWords(l, j, ins.effect, voice)).join("");
    return `this turn, that unit has "When I conquer, ${inner}`;
  }
  if (line.say === "byRevealedDomain") {
    // the branches by the revealed rune's domain ("{fury} - X{mind} - Y"): the closing period is the effect's
    const ins = line.instruction as unknown as { op: string; branches?: { domain: string; effect: Effect }[] };
    const prev = effect.lines[k - 1]?.instruction as { op: string } | undefined;
    if (ins.op !== "byRevealedDomain" || !ins.branches || ins.branches.length < 2 || prev?.op !== "revealTopRuneRecycle" || line.join !== "sentence" || k !== effect.lines.length - 1) return bad("based on its domain");
    const said = ins.branches.map((b) => `{${b.domain}} - ${effectWords(b.effect)}`).join("");
    return `do one of the following based on its domain: ${said.slice(0, -1)}`;
  }
  if (line.say === "byDiscardedType") {
    // the branches by the discarded card's type ("Spell - X.Gear - Y.Unit - Z"): the closing period is the effect's
    const ins = line.instruction as unknown as { op: string; branches?: { type: string; effect: Effect }[] };
    const prev = effect.lines[k - 1]?.instruction as { op: string; n?: number } | undefined;
    const types = ins.branches?.map((b) => b.type).join(",");
    if (ins.op !== "byDiscardedType" || types !== "spell,gear,unit" || prev?.op !== "discard" || prev.n !== 1 || line.join !== "sentence" || k !== effect.lines.length - 1 || ins.branches!.some((b) => b.effect.targets.length)) return bad("based on the discarded card's type");
    const said = ins.branches!.map((b) => `${b.type[0]!.toUpperCase()}${b.type.slice(1)} - ${effectWords(b.effect)}`).join("");
    return `then, do the following based on the discarded card's type: ${said.slice(0, -1)}`;
  }
  if (line.say === "thenDoThis") {
    // "… token. Then do this: Y": Y said back as an effect of its own, after the colon
    const ins = line.instruction as unknown as { op: string; effect?: Effect; ifRevealedTag?: string[]; aboutPlayed?: true; theirTrash?: true; aboutMoved?: string; attachPlayedToMe?: true; aboutChosenPlayed?: true };
    const prev = effect.lines[k - 1]?.instruction as { op: string; who?: unknown } | undefined;
    if (ins.theirTrash) {
      if (ins.op !== "thenDoThis" || !ins.effect || line.join !== "sentence" || prev?.op !== "millTop" || prev.who !== "chosenPlayer" || k !== effect.lines.length - 1) return bad("then you may do this, their trash");
      const inner = ins.effect.lines.map((l, j) => (j === 0 ? "" : JOIN[l.join ?? "sentence"]) + lineWords(l, j, ins.effect!, voice)).join("");
      return `then you may do this: ${capitalise(inner).replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    }
    if (ins.attachPlayedToMe) {
      const one = ins.effect?.lines.length === 1 && ins.effect.targets.length === 0 ? ins.effect.lines[0]!.instruction : undefined;
      const fits = one?.op === "attach" && "triggered" in one.equipment && "self" in one.to;
      if (ins.op !== "thenDoThis" || !fits || line.join !== "sentence" || prev?.op !== "playEquipmentFromHand" || line.link?.kind !== "ifYouDo" || line.link.on !== k - 1 || k !== effect.lines.length - 1) return bad("attach it to me");
      return ATTACH_PLAYED_TO_ME.slice(2);
    }
    if (ins.aboutChosenPlayed) {
      const one = ins.effect?.lines.length === 1 && !ins.effect.lines[0]!.optional && ins.effect.targets.length === 0 ? ins.effect.lines[0]! : undefined;
      if (ins.op !== "thenDoThis" || !one || line.join !== "sentence" || prev?.op !== "chosenPlaysChosenUnit" || line.link?.kind !== "ifYouDo" || line.link.on !== k - 1 || k !== effect.lines.length - 1) return bad("if they do, then do this");
      return `${IF_THEY_DO_THEN.slice(2)}${capitalise(lineWords(one, 0, ins.effect!, voice)).replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    }
    if (ins.aboutPlayed) {
      const one = ins.effect?.lines.length === 1 && ins.effect.lines[0]!.optional && ins.effect.targets.length === 0 ? ins.effect.lines[0]! : undefined;
      if (ins.op !== "thenDoThis" || !one || line.join !== "sentence" || prev?.op !== "recycleLooked" || k !== effect.lines.length - 1) return bad("then you may do this");
      return `then you may do this: ${capitalise(lineWords({ ...one, optional: false }, 0, ins.effect!, voice)).replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    }
    if ((ins as { ifBurnedUnit?: true }).ifBurnedUnit) {
      const burn = effect.lines[k - 1];
      if (ins.op !== "thenDoThis" || !ins.effect || line.join !== "sentence" || prev?.op !== "millTop" || prev.who !== undefined || burn?.say !== "burn" || k !== effect.lines.length - 1) return bad("when you burn a unit this way");
      const inner = ins.effect.lines.map((l, j) => (j === 0 ? "" : JOIN[l.join ?? "sentence"]) + lineWords(l, j, ins.effect!, voice)).join("");
      return `when you burn a unit this way, do this: ${capitalise(inner).replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    }
    const had = (ins as { ifItHadMightAtMost?: { what: ObjectRef; n: number } }).ifItHadMightAtMost;
    if (had) {
      const prevWhat = (prev as { what?: ObjectRef } | undefined)?.what;
      if (ins.op !== "thenDoThis" || !ins.effect || ins.effect.targets.length || line.join !== "sentence" || prev?.op !== "kill" || !prevWhat || !("slot" in prevWhat) || !("slot" in had.what) || had.what.slot !== prevWhat.slot || k !== effect.lines.length - 1) return bad("then if it had");
      const inner = ins.effect.lines.map((l, j) => (j === 0 ? "" : JOIN[l.join ?? "sentence"]) + lineWords(l, j, ins.effect!, voice)).join("");
      return `then, if it had ${had.n} {might} or less, do this: ${capitalise(inner).replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    }
    const movedSlot = (effect.lines[k - 1]?.instruction as { what?: ObjectRef } | undefined)?.what;
    const after = ins.ifRevealedTag ? prev?.op === "recycleLooked" || prev?.op === "trashLooked"
      : ins.aboutMoved ? prev?.op === "move" && !!movedSlot && "slot" in movedSlot && movedSlot.slot === ins.aboutMoved : prev?.op === "token";
    if (ins.op !== "thenDoThis" || !ins.effect || line.join !== "sentence" || !after || k !== effect.lines.length - 1) return bad("then do this");
    const inner = ins.effect.lines.map((l, j) => (j === 0 ? "" : JOIN[l.join ?? "sentence"]) + lineWords(l, j, ins.effect!, voice)).join("");
    if (ins.ifRevealedTag) return `then if you revealed ${article(ins.ifRevealedTag[0]!)} ${tagListWords(ins.ifRevealedTag, "or")}, do this: ${capitalise(inner).replace(/^[a-z]/, (c) => c.toUpperCase())}`;
    return `then do this: ${capitalise(inner).replace(/^[a-z]/, (c) => c.toUpperCase())}`;
  }
  // "that much damage": only right after "Pay any amount of … to" (the amount paid there)
  const dealt = line.instruction as { op: string; amount?: unknown };
  const paidAmount = dealt.op === "deal" && typeof dealt.amount === "object" && dealt.amount !== null && "paid" in dealt.amount;
  if (paidAmount) {
    const before = effect.lines[k - 1]?.instruction as { op: string; anyAmount?: boolean } | undefined;
    if (line.join !== "to" || before?.op !== "pay" || !before.anyAmount || line.link?.kind !== "its" || line.link.on !== k - 1) return bad("that much damage");
  }
  let prefix = "";
  const inherited = line.join === "then" && line.link?.kind === "ifYouDo" && effect.lines[k - 1]?.link?.kind === "ifYouDo" && effect.lines[k - 1]!.link!.on === line.link.on; // "If you do, X, then Y"
  if (line.link?.kind === "ifYouDo" && !inherited) prefix += line.link.on === k - 1 && line.join !== "to" ? "if you do, " : bad("if you do");
  if (line.link?.kind === "ifYouCant") {
    // only after a channel of the line before, whose shortfall the engine knows (430.3)
    const before = effect.lines[k - 1]?.instruction as { op: string; action?: string; n?: number; who?: unknown } | undefined;
    const channel = line.link.on === k - 1 && line.join === "sentence" && before?.op === "resource" && before.action === "channel" && before.who === "you" && !line.optional;
    if (!channel) return bad("if you can't");
    prefix += line.link.words === "couldntThisWay" ? `if you couldn't channel ${before.n} ${before.n === 1 ? "rune" : "runes"} this way, ` : "if you can't, ";
  }
  if (line.link?.kind === "otherwise") {
    // "You may pay …. If you do, X. Otherwise, Y.": right after the "if you do" line, about the same optional line
    const before = effect.lines[k - 1]?.link;
    if (line.join !== "sentence" || line.optional || before?.kind !== "ifYouDo" || before.on !== line.link.on || !effect.lines[line.link.on]?.optional) return bad("otherwise");
    prefix += "otherwise, ";
  }
  if (line.join === "to" && (line.link?.kind !== "its" || line.link.on !== k - 1 || line.optional)) return bad("cost within an instruction");
  if (line.optional) prefix += "you may ";
  return prefix + instructionWords(line, { targets: effect.targets, voice });
}

export function capitalise(text: string): string {
  return text.replace(/(^|[.!]\s+|\n)([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
}

export function effectWords(effect: Effect): string {
  if (effect.modes && effect.modeHead === "giveMeThisTurn") {
    const grants = effect.modes.map((m) => {
      const ins = m.lines.length === 1 && !m.targets.length && !m.modes ? m.lines[0]!.instruction : undefined;
      return ins?.op === "grantKeyword" && ins.thisTurn && !ins.thisCombat && "self" in ins.what && ins.grants.length === 1 ? ins.grants : undefined;
    });
    if (effect.modes.length < 2 || effect.lines.length || effect.targets.length || grants.some((g) => !g)) return bad("modes giving me a keyword");
    return `Choose one to give me this turn - ${grants.map((g) => keywordWords(g!)).join("")}`;
  }
  if (effect.modes) {
    if (effect.modes.length < 2 || effect.lines.length || effect.targets.length || effect.modes.some((m) => m.modes)) return bad("modes");
    const head = effect.modeHead === "notChosenThisTurn" || effect.modeHead === "notBeenChosenThisTurn" || effect.modeHead === "notAlreadyChosen" ? MODE_HEADS[effect.modeHead] : "Choose one -";
    return `${head} ${effect.modes.map(effectWords).join(effect.modeSep === "newline" ? "\n" : "")}`;
  }
  if (effect.lines.length === 0) return bad("empty effect");
  const parts = effect.lines.map((line, k) => (k === 0 ? (line.join ? bad("join on first line") : "") : JOIN[line.join ?? "sentence"]) + lineWords(line, k, effect));
  const quoted = ["grantConquerTrigger", "doubleMightAndGiveReady"].includes(effect.lines.at(-1)!.instruction.op as string); // the sentence ends inside the quote
  return capitalise(`${parts.join("")}.${quoted ? '"' : ""}`);
}
