/** Says one line's instruction back, as printed (lower-case start; the effect renderer capitalises). */
import type { Amount, Line } from "../../language.js";
import type { KeywordGrant, MoreInstruction } from "../../vocabulary.js";
import { ANY_NUMBER, article, numberWord, runesControlledWords } from "../words.js";
import { ENERGY_ONLY, GIVE_FLOW_WORDS, PAYING_COSTS, PLAY_HIDDEN_WORDS, TENTACLE_REGION } from "../grammar/instructions.js";
import { bad, groupWords, playerWords, possessive, refWords, type RenderCx } from "./nouns.js";
import { tagListWords } from "../grammar/nouns.js";

export function keywordWords(grants: KeywordGrant[]): string {
  const words = grants.map((g) => `[${g.keyword}${g.n !== undefined ? ` ${g.n}` : ""}]`);
  return words.length > 2 ? `${words.slice(0, -1).join(", ")}, and ${words[words.length - 1]}` : words.join(" and ");
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function fixed(a: Amount): number | undefined {
  return typeof a === "number" ? a : undefined;
}

export function instructionWords(line: Line, cx: RenderCx): string {
  const r = (ref: Parameters<typeof refWords>[0]) => refWords(ref, cx);
  const ins = line.instruction as Line["instruction"] | MoreInstruction;
  const say = line.say;
  switch (ins.op) {
    case "deal": {
      if (say === "subject") {
        if (!ins.source || typeof ins.amount === "number" || !("mightOf" in ins.amount) || JSON.stringify(ins.amount.mightOf) !== JSON.stringify(ins.source)) return bad("deal subject");
        if (ins.split) {
          // "… split among enemy units at battlefields": a target of one or more units, printed as a plain plural
          const t = "slot" in ins.to ? cx.targets.find((x) => x.slot === (ins.to as { slot: string }).slot) : undefined;
          if (!t || t.kind !== "unit" || t.min !== 1 || t.max !== ANY_NUMBER) return bad("split subject");
          return `${r(ins.source)} deals damage equal to its Might split among ${groupWords({ kind: "unit", requirements: t.requirements, say: "plain" })}`;
        }
        return `${r(ins.source)} deals damage equal to its Might to ${r(ins.to)}`;
      }
      if (say === "elidedTo") return typeof ins.amount === "number" && !ins.split && !ins.source ? `deal ${ins.amount}` : bad("deal without its target"); // its target named by the deal before
      if (ins.source) return bad("deal with a source");
      if (say === "split") return ins.split && fixed(ins.amount) !== undefined ? `deal ${ins.amount} damage split among ${r(ins.to)}` : bad("split");
      if (ins.split) return bad("split without words");
      if (typeof ins.amount === "number") return `deal ${ins.amount} to ${r(ins.to)}`;
      if ("forEach" in ins.amount) return `deal ${ins.amount.per} to ${r(ins.to)} for ${groupWords(ins.amount.forEach)}`;
      if ("forEachRevealed" in ins.amount) return `deal ${ins.amount.per} to ${r(ins.to)} for each card with [${ins.amount.forEachRevealed}] revealed this way`;
      if ("energyOf" in ins.amount) return bad("deal an Energy cost");
      if ("tagsAmongYourUnits" in ins.amount) return bad("deal for each tag");
      if ("energyOfDiscarded" in ins.amount) return `deal its Energy cost as damage to ${r(ins.to)}`;
      if ("excessDamage" in ins.amount) return `deal that much to ${r(ins.to)}`;
      if ("paid" in ins.amount) return `deal that much damage to ${r(ins.to)}`;
      if ("damageOn" in ins.amount)
        return say === "damageOnIt" && "slot" in ins.to && "slot" in ins.amount.damageOn && ins.amount.damageOn.slot === ins.to.slot ? `deal damage to ${r(ins.to)} equal to the damage marked on it` : bad("damage marked on");
      if ("keywordOf" in ins.amount) return `deal damage equal to ${possessive(ins.amount.keywordOf)} [${ins.amount.keyword}] to ${r(ins.to)}`;
      if ("mightOfBurned" in ins.amount) return bad("deal the burned card's Might");
      if (ins.amount.plus) return bad("deal might plus");
      return `deal damage equal to ${possessive(ins.amount.mightOf)} Might to ${r(ins.to)}`;
    }
    case "buffMight": {
      if (!ins.thisTurn) return bad("might without duration");
      if (say === "energy") {
        if (typeof ins.amount === "number" || !("energyOf" in ins.amount) || ins.minimum !== undefined) return bad("energy amount");
        return `give ${r(ins.what)} +{might} equal to ${r(ins.amount.energyOf)}'s Energy cost this turn`;
      }
      if (typeof ins.amount !== "number" && "energyOf" in ins.amount) return bad("energy amount words");
      if (typeof ins.amount !== "number" && "mightOfBurned" in ins.amount)
        return say === "burned" && ins.minimum === undefined ? `give ${r(ins.what)} +{might} equal to the burned card's Might this turn` : bad("burned card's Might");
      if (say === "equalFirst") {
        if (typeof ins.amount === "number" || !("mightOf" in ins.amount) || ins.amount.plus) return bad("equalFirst");
        return `give +{might} equal to ${possessive(ins.amount.mightOf)} Might to ${r(ins.what)} this turn`;
      }
      if (typeof ins.amount !== "number" && "tagsAmongYourUnits" in ins.amount) {
        const a = ins.amount;
        return ins.minimum === undefined && !say ? `give ${r(ins.what)} ${signed(a.per)} {might} this turn for each of the following tags among your units - ${tagListWords(a.tagsAmongYourUnits, "and")}` : bad("might for each tag");
      }
      if (typeof ins.amount !== "number" && "forEach" in ins.amount) {
        const a = ins.amount;
        return ins.minimum === undefined && !say ? `give ${r(ins.what)} ${signed(a.per)} {might} this turn for ${groupWords(a.forEach)}` : bad("might for each");
      }
      const n = fixed(ins.amount);
      if (n === undefined) return bad("might amount");
      const min = ins.minimum !== undefined ? (n < 0 ? `, to a minimum of ${ins.minimum} {might}` : bad("minimum on a bonus")) : "";
      return `give ${r(ins.what)}${say === "each" ? " each" : ""} ${signed(n)} {might} this turn${min}`;
    }
    case "doubleMight":
      if (say === "my") return !("self" in ins.what) ? bad("double my") : ins.thisCombat ? (ins.thisTurn ? bad("double this turn and combat") : "double my Might this combat") : ins.thisTurn ? "double my Might this turn" : bad("double my");
      return ins.thisTurn && !ins.thisCombat ? `double ${r(ins.what)}'s Might this turn` : bad("double forever");
    case "ifYouControlFacedown": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      return `${otherwise}. If you control a facedown card, ${then} instead`;
    }
    case "returnEachToHand":
      return `return ${r(ins.what[0])} and ${r(ins.what[1])} to their owners' hands`;
    case "ifPlayedFromHand":
      return `if you played this from your hand, ${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)}`;
    case "ifSelfAtBattlefield":
      return `if ${ins.say} at a battlefield, ${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)}`;
    case "ifExists":
      if (ins.first) return ins.exists.say === "a" ? `if there's ${groupWords(ins.exists)}, ${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)}` : bad("if there's");
      return ins.exists.say === "a" ? `${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)} if there is ${groupWords(ins.exists)}` : bad("if there is");
    case "ifOpponentPlayedAnotherSpell":
      return `${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)} if an opponent has played another spell this turn`;
    case "ifYourUnitsHaveTags":
      return `${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)} if your units have all of the following tags among them - ${tagListWords(ins.tags, "and")}`;
    case "ifHandAtMost":
      return `${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)} if you have ${numberWord(ins.n)} or fewer cards in your hand`;
    case "ifTotalMight":
      return ins.group.say === "your" ? `${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)} if ${groupWords(ins.group)} have total Might ${ins.atLeast} or more` : bad("if total Might");
    case "gainXpFor":
      return ins.per.say === "each" ? `gain ${ins.n} XP for ${groupWords(ins.per)}` : bad("gain XP for each");
    case "drawForBattlefields":
      return `draw ${ins.n} for each ${ins.other ? "other " : ""}battlefield you or allies control`;
    case "drawFor":
      return ins.per.say === "your" ? `draw ${ins.n} for each of ${groupWords(ins.per)}` : bad("draw for each");
    case "ifRunes": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      return `${otherwise}. If ${runesControlledWords(ins.runes)}, ${then} instead`;
    }
    case "ifYourBeginningPhase": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      return `${otherwise}. If it's your Beginning Phase, ${then} instead`;
    }
    case "doubleMightAndGiveReady":
      return `this turn, double ${r(ins.what)}'s Might and give it "${ins.cost}: Ready me`; // the closing period and quote close the effect
    case "ifYourTurn":
      return `if it's your turn, ${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)}`;
    case "ifSelfEmpowered": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      if (!ins.otherwise) return ins.subject === "I'm" ? `if I'm [Empowered], ${then}` : bad("if this is Empowered without instead");
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      return `${otherwise}. If ${ins.subject} [Empowered], ${then} instead`;
    }
    case "ifPaidAdditional": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      if (!ins.otherwise) return say ? bad("if paid words") : `if you paid the additional cost, ${then}`;
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      return say === "ifYouDo" ? `if you do, ${then}. Otherwise, ${otherwise}` : `${otherwise}. If you paid the additional cost, ${then} instead`;
    }
    case "ifLevel": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      if (!ins.otherwise) return `[Level ${ins.n}][>] ${capital(then)}`;
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      return `${otherwise}.\n[Level ${ins.n}][>] ${capital(then)} instead`;
    }
    case "myKeywordsAndMight":
      return `give ${r(ins.what)} my keywords and +{might} equal to my Might this turn`;
    case "mightAndKeywords":
      return `give ${r(ins.what)} ${signed(ins.n)} {might} and ${keywordWords(ins.grants)} this turn`;
    case "ifIt": {
      if (!("slot" in ins.what) || ins.what.say !== "it") return bad("if it: whose");
      const then = instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx);
      if (!ins.after) return ins.test.req === "empowered" ? `if it's [Empowered], ${then}` : bad("if it's test");
      const test = ins.test.req === "stunned" ? "is stunned" : ins.test.req === "mightAtMost" ? `has ${ins.test.n} {might} or less` : bad("if it test");
      return `${then} if it ${test}`;
    }
    case "ifThen": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      if (ins.instead) {
        const words: Record<string, string> = { attacking: "attacking", stunned: "already stunned", empowered: "[Empowered]" };
        const w = words[ins.test.req];
        return w && "slot" in ins.what && ins.what.say === "it" ? `${otherwise}. If it's ${w}, ${then} instead` : bad("instead test");
      }
      if (ins.test.req === "empowered") return "slot" in ins.what && ins.what.say === "it" ? `if it's [Empowered], ${instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx)}. Otherwise, ${instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx)}` : bad("if test");
      const test = ins.test.req === "stunned" ? "is stunned" : ins.test.req === "mightAtMost" ? `has ${ins.test.n} {might} or less` : bad("if test");
      return `if ${r(ins.what)} ${test}, ${instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx)}. Otherwise, ${instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx)}`;
    }
    case "either": {
      const [a, b] = ins.options;
      const [sa, sb] = ins.says ?? [];
      if (say === "one object") {
        const verbs = ["ready", "exhaust"];
        return verbs.includes(a.op) && verbs.includes(b.op) && a.op !== b.op && "what" in a && "what" in b && JSON.stringify(a.what) === JSON.stringify(b.what) && !sa && !sb
          ? `${a.op} or ${b.op} ${r(a.what as Parameters<typeof r>[0])}` : bad("either on one object");
      }
      return `${instructionWords({ label: "", instruction: a, ...(sa ? { say: sa } : {}) }, cx)} or ${instructionWords({ label: "", instruction: b, ...(sb ? { say: sb } : {}) }, cx)}`;
    }
    case "becomeCopy": {
      // "It becomes a copy of that unit." / "They become copies of me." (477.1.b)
      if (!("triggered" in ins.what)) return bad("become a copy");
      const of = !ins.noted ? ("slot" in ins.of && !ins.of.say ? r(ins.of) : bad("copy of a target")) : "self" in ins.of ? (ins.of.say === "me" ? "me" : bad("copy of self")) : "slot" in ins.of && ins.of.say === "that unit" ? "that unit" : bad("copy of what");
      if (cx.voice === "engine") return `${ins.what.say === "they" ? "the tokens become copies" : "the token becomes a copy"} of ${"self" in ins.of ? "me" : "the chosen unit"}`;
      return ins.what.say === "they" ? `they become copies of ${of}` : ins.what.say === "it" ? `it becomes a copy of ${of}` : bad("become a copy");
    }
    case "grantKeyword":
      if (ins.thisCombat) return say === "gains" && !ins.thisTurn ? `${r(ins.what)} gains ${keywordWords(ins.grants)} this combat` : bad("this combat");
      return `give ${r(ins.what)} ${keywordWords(ins.grants)}${ins.thisTurn ? " this turn" : ""}`;
    case "buffYourUnitsThereIfExactly":
      return `if you have exactly ${numberWord(ins.n)} units there, they each get ${signed(ins.amount)} {might} this turn`;
    case "additionalMightIfAlone":
      return "slot" in ins.what && ins.what.say === "it" ? `an additional ${signed(ins.n)} {might} this turn if it is the only unit you control there` : bad("additional if alone");
    case "buffsGiveMore":
      return `buffs give an additional ${signed(ins.n)} {might} to friendly units this turn`;
    case "unless": {
      const who = ins.who;
      if (typeof who !== "object" || !("controllerOf" in who) || !("slot" in who.controllerOf) || who.controllerOf.say !== "it") return bad("unless whose");
      const alt = "pays" in ins.alternative ? `pays ${ins.alternative.pays}` : `has you draw ${ins.alternative.hasYouDraw}`;
      return `${instructionWords({ label: "", instruction: ins.main }, cx)} unless its controller ${alt}`;
    }
    case "buff":
      return `${ins.bracket ? "[Buff]" : "buff"} ${r(ins.what)}`;
    case "stun":
      return `${ins.bracket ? "[Stun]" : "stun"} ${r(ins.what)}`;
    case "ready":
    case "exhaust":
    case "heal":
    case "recall":
    case "kill":
    case "banish":
      return `${ins.op} ${r(ins.what)}${ins.op === "kill" && say === "now" ? " now" : ""}`;
    case "killNextTimeDamaged":
      return `kill ${r(ins.what)} the next time it takes damage this turn`;
    case "ifLegionInstead": {
      const [sa, sb] = ins.says ?? [];
      const then = instructionWords({ label: "", instruction: ins.then, ...(sa ? { say: sa } : {}) }, cx);
      const otherwise = instructionWords({ label: "", instruction: ins.otherwise, ...(sb ? { say: sb } : {}) }, cx);
      return `${otherwise}.\n[Legion] - ${capital(then)} instead`;
    }
    case "empower":
    case "disempower":
      return `${ins.op} ${r(ins.what)}`;
    case "choosePlayer":
      return `choose ${ins.opponent ? "an opponent" : "a player"}`;
    case "revealHand":
      if (ins.say === "anOpponent") return ins.who === "chosenPlayer" ? "an opponent reveals their hand" : bad("reveal a hand");
      return ins.who === "chosenPlayer" ? "they reveal their hand" : bad("reveal a hand");
    case "takeFromHand":
      if (ins.who !== "chosenPlayer") return bad("take from a hand");
      if (ins.then === "discard" && !ins.nonUnit) return "choose a card from it, and they discard that card";
      if (ins.then === "recycle" && ins.nonUnit) return "choose a non-unit card from it, and recycle that card";
      return bad("take from a hand");
    case "banishFromYourTrash":
      return "banish all units from your trash";
    case "banishPlayedSpell":
      return "banish it";
    case "flushBanishedSpells":
      return `if there are ${numberWord(ins.n)} spells banished with me, put each in its trash, channel ${ins.channel} runes, and draw ${ins.draw}`;
    case "playBanishedWithThis":
      return ins.all ? (ins.ignoringCost ? "play all units banished with this, ignoring their costs" : bad("play all banished")) : ins.ignoringCost ? bad("play one banished ignoring its cost") : "play a unit banished with this";
    case "mayPlayThisFromTrash":
      return `you may play this from your trash for ${ins.cost}`;
    case "banishChosenFromHand":
      return ins.who === "chosenPlayer" ? "choose a card revealed this way and banish it" : bad("banish chosen from hand");
    case "whenTheyHoldReturnBanished":
      return "when they hold, return it to their hand";
    case "giveFlowThisTurn": {
      // the words name the target: one spell card of its controller's own trash
      const spec = "slot" in ins.what ? cx.targets.find((t) => t.slot === (ins.what as { slot: string }).slot) : undefined;
      const own = spec?.kind === "cardInTrash" && spec.min === 1 && spec.max === 1 && spec.requirements.length === 2
        && spec.requirements.some((q) => q.req === "cardType" && q.type === "spell" && !q.or) && spec.requirements.some((q) => q.req === "friendly");
      return own ? GIVE_FLOW_WORDS : bad("give Flow");
    }
    case "recycleCards":
      return ins.say === "theirOwners" ? `their owners recycle ${r(ins.what)}` : `recycle ${r(ins.what)}`;
    case "recycleFromYourTrash":
      return `recycle ${ins.n} from your trash`;
    case "hideIgnoringCosts":
      return "you can hide cards ignoring costs this turn";
    case "lookAtFacedown":
      return ins.who === "chosenPlayer" ? "you can look at their facedown cards this turn" : bad("look at facedown cards");
    case "whenFriendlyUnitPlayedThisTurn":
      if (ins.next) return ins.and ? `the next time you play a unit this turn, ${instructionWords({ label: "", instruction: ins.then }, cx)} and ${instructionWords({ label: "", instruction: ins.and }, cx)}` : bad("next unit");
      return ins.and ? bad("friendly unit played and") : `when a friendly unit is played this turn, ${instructionWords({ label: "", instruction: ins.then }, cx)}`;
    case "swapMight":
      return `swap the Might of ${r(ins.what)} this turn`;
    case "ifItWas":
      return "slot" in ins.what && ins.what.say === "it"
        ? `if it was ${ins.was === "enemy" ? "an enemy" : "a friendly"} unit, ${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)}` : bad("if it was");
    case "mayDetachIfEquipment":
      return "slot" in ins.what && ins.what.say === "it" ? "if it's an Equipment, you may detach it" : bad("detach");
    case "mayAttachOneOf":
      return "slot" in ins.from && ins.from.say === "it" && "self" in ins.to && ins.to.say === "me" ? "if it's equipped, you may attach one of its Equipment to me" : bad("attach one of");
    case "spendXpNow":
      return `${say === "spend" ? "spend" : "pay"} ${ins.n} XP`;
    case "pay":
      return `pay ${ins.anyAmount ? "any amount of " : ""}${ins.symbols}`;
    case "spendBuffs":
      return ins.then === "readyEach" ? "for each friendly unit, you may spend its buff to ready it" : ins.count === "one" ? "spend a buff" : "spend any number of buffs";
    case "forEachBuffSpent":
      return `for each buff spent, ${instructionWords({ label: "", instruction: ins.then }, cx)}`;
    case "chooseFromHand":
      if (ins.who !== "chosenPlayer") return bad("choose from a hand");
      if (ins.say === "fromIt") return ins.unit && !ins.domain ? "choose a unit from it" : bad("choose from it");
      if (ins.unit) return bad("choose a unit");
      if (ins.say === "youFromIt") return ins.domain ? `you choose ${article(ins.domain)} ${ins.domain} card from it` : bad("choose from it");
      return ins.domain ? bad("choose a card of a domain") : "choose a card from their hand";
    case "chosenPlaysChosenUnit":
      return "they play that unit to that battlefield, ignoring any and all costs";
    case "recycleChosen":
      return ins.who === "chosenPlayer" ? "they recycle that card" : bad("recycle the chosen card");
    case "discardChosen":
      return ins.who === "chosenPlayer" ? `they discard that card and draw ${ins.draw}` : bad("discard the chosen card");
    case "nextUnitEntersReady":
      return "the next unit you play this turn enters ready";
    case "ifLegion": // the card's words are said by the activated ability ("[Legion] - " after the cost); the engine's label names it
      return cx.voice === "engine" ? `with [Legion], ${instructionWords({ label: "", instruction: ins.then, ...(say ? { say } : {}) }, cx)}` : bad("[Legion] inside an effect");
    case "unitsCostMoreThisTurn":
      return `your non-token units cost ${ins.amount} more to play this turn`;
    case "nameSpell":
      return "name a spell";
    case "chosenPlayerGainsControlAndRecalls":
      return "they gain control of this and recall it";
    case "nextSpellCostsLess":
      return `the next ${ins.card ? "card" : "spell"} you play this turn costs ${ins.amount} less`;
    case "addAtNextMainPhase":
      return `[Add] ${ins.symbols} at the start of your next Main Phase`;
    case "nextMainPhaseMayMoveEnemyHere":
      return "at the start of your next Main Phase, you may move an enemy unit to this battlefield";
    case "takeTurnAfterThis":
      return "take a turn after this one";
    case "winGame":
      return "you win the game";
    case "returnChampionToZone":
      return "return your Chosen Champion from your trash to your Champion Zone if it is empty";
    case "detachThis":
      return "unattach this";
    case "replaceBattlefield":
      return `replace that battlefield with a ${ins.token} battlefield token`;
    case "swapBackBattlefield":
      return "replace this with the battlefield it replaced";
    case "nextSpellBonusDamage":
      return `the next spell you play this turn deals ${ins.n} Bonus Damage`;
    case "nextSpellRepeatOwnCost":
      return ins.base ? "give your next spell this turn [Repeat] equal to its base cost" : "give the next spell you play this turn [Repeat] equal to its cost";
    case "replaceDamage": {
      const it = "slot" in ins.what && (ins.what.say === "it" || ins.what.say === "that unit") ? r(ins.what) : bad("replacement object");
      if (ins.kind === "prevent") return ins.n !== undefined ? `prevent the next ${ins.n} damage that would be dealt to ${it} this turn` : bad("prevent value");
      if (ins.n !== undefined) return bad("replacement value");
      return ins.kind === "preventNext" ? `the next time ${it} would be dealt damage this turn, prevent it` : `double all damage that would be dealt to ${it} this turn`;
    }
    case "whenDiesThisTurn":
      return "slot" in ins.what && ins.what.say === "it" ? `when it dies this turn, ${instructionWords({ label: "", instruction: ins.then }, cx)}` : bad("when it dies");
    case "whenWinsCombatThisTurn":
      return "slot" in ins.what && ins.what.say === "it" ? `when it wins a combat this turn, ${instructionWords({ label: "", instruction: ins.then }, cx)}` : bad("when it wins");
    case "ifThisKillsDoThis":
      if (ins.forEachUnit) return "slot" in ins.what && !ins.what.say ? `then for each unit this kills, do this: ${instructionWords({ label: "", instruction: ins.then }, cx)}` : bad("for each unit this kills");
      return "slot" in ins.what && ins.what.say === "it" ? `if this kills it, do this: ${instructionWords({ label: "", instruction: ins.then }, cx)}` : bad("if this kills");
    case "killWhenDamagedThisTurn":
      return "when any unit takes damage this turn, kill it";
    case "unitsEnterReady":
      return ins.say === "friendly" ? "friendly units enter ready this turn" : "units you play this turn enter ready";
    case "preventSpellDamage":
      return "prevent all spell and ability damage this turn";
    case "banishIfDies":
      return "slot" in ins.what && ins.what.say === "it" ? "if it would die this turn, banish it instead" : bad("banish instead");
    case "mightBecomes":
      return "slot" in ins.what && ins.what.say === "it" ? `its base Might becomes ${ins.n} this turn` : bad("might becomes");
    case "increaseMightTo":
      if (say === "myToIts") return "self" in ins.what && ins.what.say === "me" && "slot" in ins.to && ins.to.say === "it" ? "increase my Might to its Might this turn" : bad("increase my might");
      return "slot" in ins.what && ins.what.say === "it" ? `this turn, increase its Might to the Might of ${r(ins.to)}` : bad("increase might to");
    case "cantMoveThisTurn":
      return `they can't move ${r(ins.what)} this turn`;
    case "protectThisTurn":
      return "slot" in ins.what && ins.what.say === "it" ? "it can't be chosen by enemy spells and abilities this turn" : bad("protect");
    case "opponentsCantPlayCards":
      return "opponents can't play cards this turn";
    case "noSpells":
      return typeof ins.who === "object" && "controllerOf" in ins.who && "slot" in ins.who.controllerOf && ins.who.controllerOf.say === "it" ? "its controller can't play spells this turn" : bad("no spells");
    case "takeControl":
      return `take control of ${r(ins.what)}`;
    case "controllerMayPlayAgain":
      return "slot" in ins.whose && ins.whose.say === "it"
        ? `its controller may play this spell again for ${ins.cost}. If they do, this deals ${ins.bonusPer} additional Bonus Damage for each time this spell has dealt damage this turn` : bad("play again");
    case "gainControlOfSpell":
      if (ins.say === "sentence" && "slot" in ins.what && !ins.what.say) return `gain control of ${r(ins.what)}. You may make new choices for it`;
      return ins.say === "and" && "slot" in ins.what && ins.what.say === "it" ? "gain control of it and you may make new choices for it" : bad("gain control of a spell");
    case "gainControlUntilSourceLeaves":
      return "slot" in ins.what && ins.what.say === "it" ? "you control it until I leave the board" : bad("control until");
    case "attach":
      if (say === "if it's an Equipment" && ins.onlyIfEquipment && "self" in ins.to && "slot" in ins.equipment && ins.equipment.say === "it") return "if it's an Equipment, attach it to me";
      if (say === "it to a target" && !ins.onlyIfEquipment && "self" in ins.equipment && ins.equipment.say === "it" && "slot" in ins.to && !ins.to.say) return `attach it to ${r(ins.to)}`;
      if (say === "target to it" && !ins.onlyIfEquipment && "slot" in ins.equipment && !ins.equipment.say && "slot" in ins.to && ins.to.say === "it") return `attach ${r(ins.equipment)} to it`;
      if (say === "targets" && !ins.onlyIfEquipment && "slot" in ins.equipment && "slot" in ins.to && !ins.equipment.say && !ins.to.say) return `attach ${r(ins.equipment)} to ${r(ins.to)}`;
      return bad("attach");
    case "counter":
      return `counter ${r(ins.what)}`;
    case "counterToHand":
      return `counter ${r(ins.what)}. Return it to its owner's hand instead of putting it in their trash`;
    case "move": {
      const words: Record<string, string> = {
        "to base": "base", "to its base": "base", "to their base": "base", "to my base": "base", "to your base": "yourBase", "to a battlefield": "aBattlefield",
        "to or from its base": "toOrFromBase", "to a location where there's a unit with the same controller": "withSameController", "to a single location": "singleLocation", "to an open battlefield": "openBattlefield", "to a different battlefield": "otherBattlefield", "to that battlefield": "thatBattlefield",
        "to the same battlefield": "thatBattlefield",
      };
      if (say === "to the cost unit") {
        const t = "slot" in ins.what ? cx.targets.find((x) => x.slot === (ins.what as { slot: string }).slot) : undefined;
        const ok = t && t.kind === "unit" && t.min === 1 && t.max === 1 && t.requirements.length === 2 && t.requirements[0]!.req === "notCostObject" && t.requirements[1]!.req === "youControl";
        return ok && ins.to === "costObjectLocation" ? "move a different unit you control to the location of the unit you exhausted to pay for this ability" : bad("move to the cost unit");
      }
      if (say === "from here to its base") {
        const t = "slot" in ins.what ? cx.targets.find((x) => x.slot === (ins.what as { slot: string }).slot) : undefined;
        if (!t || ins.to !== "base" || t.requirements.at(-1)?.req !== "here") return bad("move from here");
        return `move ${refWords(ins.what, { ...cx, targets: cx.targets.map((x) => (x === t ? { ...t, requirements: t.requirements.slice(0, -1) } : x)) })} from here to its base`;
      }
      if (typeof ins.to === "object" && "chosenBattlefield" in ins.to && ins.to.say === "target")
        return say === "to target" ? `move ${r(ins.what)} to ${r({ slot: ins.to.chosenBattlefield })}` : bad("move to a chosen battlefield");
      if (typeof ins.to === "object" && "chosenBattlefield" in ins.to)
        return say === (ins.to.say === "there" ? "there" : "to that battlefield") ? `move ${r(ins.what)} ${say}` : bad("move to the chosen battlefield");
      if (say === "there") return ins.to === "thatBattlefield" ? `move ${r(ins.what)} there` : bad("move there");
      if (say === "to that enemy unit's battlefield")
        return typeof ins.to === "object" && "battlefieldOf" in ins.to && "slot" in ins.to.battlefieldOf && ins.to.battlefieldOf.say === "that enemy unit"
          ? `move ${r(ins.what)} to that enemy unit's battlefield` : bad("move to a unit's battlefield");
      if (say === "from a battlefield to its base") {
        const t = "slot" in ins.what ? cx.targets.find((x) => x.slot === (ins.what as { slot: string }).slot) : undefined;
        if (!t || ins.to !== "base") return bad("move from a battlefield");
        return `move ${refWords(ins.what, cx)} from a battlefield to its base`;
      }
      if (say === "to this battlefield") return typeof ins.to === "object" && "locationOf" in ins.to && "self" in ins.to.locationOf ? `move ${r(ins.what)} to this battlefield` : bad("move to this battlefield");
      if (say === "to my battlefield") return typeof ins.to === "object" && "battlefieldOf" in ins.to && "self" in ins.to.battlefieldOf ? `move ${r(ins.what)} to my battlefield` : bad("move to my battlefield");
      if (say === "to here") return typeof ins.to === "object" && "locationOf" in ins.to && "self" in ins.to.locationOf ? `move ${r(ins.what)} to here` : bad("move to here");
      if (say) return words[say] === ins.to ? `move ${r(ins.what)} ${say}` : bad("move destination words");
      return ins.to === "chosen" ? `move ${r(ins.what)}` : bad("move destination");
    }
    case "returnToHand":
      if (say === "my owner's hand") return "self" in ins.what ? `return ${r(ins.what)} to my owner's hand` : bad("return words");
      return say === "its owner's hand" || say === "their owners' hands" ? `return ${r(ins.what)} to ${say}` : bad("return words");
    case "eachPlayerMayToken":
      return `you and each opponent may ${instructionWords({ label: "", instruction: ins.token as never }, cx)}`;
    case "eachOtherPlayerChooses":
      return `each other player chooses ${ins.options[0]} or ${ins.options[1]}`;
    case "forEachWhoChose":
      return `for each player that chooses ${ins.choice}, you and that player each ${instructionWords({ label: "", instruction: ins.then }, cx)}`;
    case "tokenPerOpponentWhoDid":
      return `for each opponent who did, you ${instructionWords({ label: "", instruction: ins.token as never }, cx)}`;
    case "recycleUnit":
      return `recycle ${r(ins.what)}`;
    case "mayMoveSelfWithIt":
      return "I may be moved with it";
    case "energyCostReducedByRecycledMight":
      return "reduce its Energy cost by the Might of the unit you recycled";
    case "returnFromTrash":
      return `return ${r(ins.what)} to your hand`;
    case "returnSelfFromTrash":
      return "return this from your trash to your hand";
    case "play": {
      if (say === "to your base") return ins.ignoringCost && ins.by === "you" && ins.to === "yourBase" && "slot" in ins.what ? `play ${r(ins.what)} to your base, ignoring its cost` : bad("play to your base");
      if (say === "from trash") return ins.ignoringCost && ins.by === "you" && ins.to === "chosen" && "slot" in ins.what ? `play ${r(ins.what)}, ignoring its cost` : bad("play from trash");
      if (say === PAYING_COSTS) return !ins.ignoringCost && ins.by === "you" && ins.to === "chosen" && "slot" in ins.what ? `play ${r(ins.what)}` : bad("play from the trash paying its costs");
      if (say === ENERGY_ONLY) return ins.ignoringCost && ins.by === "you" && ins.to === "chosen" && "slot" in ins.what ? `play ${r(ins.what)}, ${ENERGY_ONLY}` : bad("play from the trash");
      if (say === "looked energy") return !ins.ignoringCost && ins.reducedBy && !ins.hereIfUnit && ins.by === "you" && ins.to === "chosen" && "looked" in ins.what ? `play it, reducing its Energy cost by ${ins.reducedBy}` : bad("play the looked-at card");
      if (say === "looked") {
        if (ins.ignoringCost || ins.by !== "you" || ins.to !== "chosen" || !("looked" in ins.what)) return bad("play the looked-at card");
        if (ins.hereIfUnit) return ins.reducedBy ? bad("play here reducing its cost") : "play it. If it is a unit, you may play it here";
        return ins.reducedBy ? `play it, reducing its cost by ${ins.reducedBy}` : "play it";
      }
      if (ins.hereIfUnit) return bad("play here");
      if (ins.reducedBy) return bad("play reducing its cost");
      if (say === "me from your trash") return !ins.ignoringCost && ins.by === "you" && ins.to === "chosen" && "self" in ins.what ? "play me from your trash" : bad("play me from your trash");
      if (say === "me") return !ins.ignoringCost && ins.by === "you" && ins.to === "chosen" && "self" in ins.what ? "play me" : bad("play me");
      if (say === "revealed") return ins.ignoringCost && ins.by === "you" && ins.to === "chosen" && "looked" in ins.what ? "play it, ignoring its cost" : bad("play the revealed card");
      const ok = ins.ignoringCost && "ownerOf" in (ins.by as object) && JSON.stringify((ins.by as { ownerOf: unknown }).ownerOf) === JSON.stringify(ins.what);
      if (!ok) return bad("play");
      if (say === "any battlefield" && ins.to === "anyBattlefield") return `its owner plays ${r(ins.what)} to any battlefield, ignoring its cost`;
      if (say === "same location" && ins.to === "sameLocation") return `its owner plays ${r(ins.what)} to the same location, ignoring its cost`;
      if (say === "their base" && ins.to === "base") return `its owner plays ${r(ins.what)} to their base, ignoring its cost`;
      if (say === "owner chooses" && ins.to === "chosen") return `its owner plays ${r(ins.what)}, ignoring its cost`;
      return bad("play destination");
    }
    case "draw":
      if (say === "same subject") return ins.who === "eachPlayer" ? `draws ${ins.n}` : bad("draws without a subject");
      return ins.who === "you" ? `draw ${ins.n}` : `${playerWords(ins.who)} draws ${ins.n}`;
    case "discard":
      return ins.who === "you" ? `discard ${ins.n}` : ins.who === "eachPlayer" ? `each player discards ${ins.n}` : ins.who === "chosenPlayer" ? `they discard ${ins.n}` : bad("discard by another player");
    case "banishHandAndTrash":
      return "banish your hand and trash";
    case "discardHand":
      return ins.who === "eachPlayer" ? "each player discards their hand" : bad("discard a hand");
    case "defenderKillsOne":
      return "the defender must kill one of their units here";
    case "eachChoosesNOfEach":
      return `each player chooses ${ins.n} units, ${ins.n} gear, ${ins.n} runes, and ${ins.n} cards in their hands`;
    case "recycleTheUnchosen":
      return "recycle the rest";
    case "eachPlayerChoosesOne":
      return "each player chooses a unit they control";
    case "killTheRest":
      return "kill the rest";
    case "eachLooksBanishesOneRecyclesRest":
      return `each player looks at the top ${ins.n} cards of their Main Deck, banishes one of them, then recycles the rest`;
    case "eachFromNextPlaysBanished":
      return "starting with the next player, each player plays those cards, ignoring Energy costs";
    case "eachFromNextMayReturnUnit":
      return "starting with the next player, each player may return a unit to its owner's hand";
    case "eachOtherFromNextChoosesUnit":
      return "starting with the next player, each other player chooses a unit you don't control that hasn't been chosen for this spell";
    case "killThoseChosen":
      return "kill those units";
    case "eachPlayerKillsOne":
      if (ins.must) {
        if (ins.kind !== "unit" || (ins.opponents && ins.exceptYouIfPaid)) return bad("must kill");
        return `each ${ins.opponents ? "opponent" : "player"} must kill one of their units${ins.exceptYouIfPaid ? ". If you paid my additional cost, you don't kill a unit this way" : ""}`;
      }
      return ins.opponents || ins.exceptYouIfPaid ? bad("kills one") : `each player kills one of their ${ins.kind === "unit" ? "units" : "gear"}`;
    case "lookAtTop":
      return `${ins.reveal ? "reveal" : "look at"} the top ${say === "words" ? numberWord(ins.n) : ins.n} cards of your Main Deck`;
    case "mayRecycleLookedOrderRest":
      return "you may recycle one or both of them. Put those you don't back in any order";
    case "mayBanishLookedUnit":
      if (ins.orGear) return ins.mightAtMost === undefined && !ins.any && !ins.must && !line.optional ? "you may banish a unit or gear from among them" : bad("banish a looked-at unit or gear");
      if (ins.any) return ins.mightAtMost === undefined && !line.optional ? (ins.must ? "choose one and banish it" : "you may banish one") : bad("banish a looked-at card");
      if (ins.must) return bad("must banish a looked-at unit");
      return ins.mightAtMost === undefined && !line.optional ? "you may banish a unit from among them" : bad("banish a looked-at unit");
    case "drawLookedRest":
      return "draw any you didn't banish";
    case "eachOpponentRevealsTop":
      return "each opponent reveals the top card of their Main Deck";
    case "mayPlayGearFromHandThisTurn":
      return `you may play a gear with Energy cost no more than {${ins.energyAtMost}} from hand this turn, ${ENERGY_ONLY}`;
    case "moveSelfIfMightier":
      return "move me to an occupied enemy battlefield if my Might is greater than the total Might of enemy units there";
    case "moveToBattlefieldYouControl":
      return `move ${r(ins.what)} to a battlefield you control`;
    case "theyMoveUnitToSame":
      return "they move a unit they control to the same battlefield";
    case "playSpellFromTrashThenRecycle":
      return typeof ins.energy === "object" && ins.say === "ignoring" ? `play a spell from your trash with Energy cost no more than {${ins.energy.atMost}}, ${ENERGY_ONLY}. Then recycle it`
        : ins.energy === "lessThanYourPoints" && ins.say === "withoutPaying" ? "play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it" : bad("play a spell from your trash");
    case "swapLocations":
      return "self" in ins.a && ins.a.say === "me" ? `move me and ${r(ins.b)} to each other's locations` : bad("swap locations");
    case "swapIfEitherHas":
      return `if at least one of them has [${ins.keyword}], move each to the other's location`;
    case "anyTargetIfPaid":
      return cx.targets.some((t) => t.requirements.some((q) => q.req === "mightAtMostUnlessPaid")) ? "if you paid the additional cost, choose any enemy unit at a battlefield instead" : bad("any target if paid");
    case "repeatPlayEffect":
      return "repeat this gear's play effect";
    case "championToHand":
      return `put ${/^[AEIOU]/.test(ins.tag) ? "an" : "a"} ${ins.tag} unit you own into your hand from your Champion Zone or the board`;
    case "playHiddenFromHand":
      return PLAY_HIDDEN_WORDS;
    case "playEquipmentFromHand":
      return `play an Equipment with Energy cost no more than {${ins.energyAtMost}}, ignoring its cost`;
    case "playUnitFromHand":
      if (ins.to === "yourBase") return `play a unit from your hand to your base, ${ENERGY_ONLY}`;
      return `play a unit from hand to a battlefield you control, reducing its cost by ${ins.reducedBy}`;
    case "recycleLooked":
      return say === "the other" ? "recycle the other" : say === "the revealed cards" ? "recycle the revealed cards" : say === "the remaining cards" ? "recycle the remaining cards" : "recycle the rest";
    case "shieldDeath":
      if (!("slot" in ins.what) || ins.what.say !== "it") return bad("shield");
      return ins.pay ? `the next time it would die this turn, you may pay ${ins.pay} to heal it, exhaust it, and recall it instead` : "the next time it would die this turn, heal it, exhaust it, and recall it instead";
    case "trashLooked":
      return "put the rest into your trash";
    case "millTop":
      if (say === "burn") return `${ins.who === "chosenPlayer" ? "they " : ""}[Burn ${ins.n}]`;
      return ins.n > 1 && !ins.who ? `put the top ${ins.n} cards of your Main Deck into your trash` : bad("mill one");
    case "handCardToDeckTopOrBottom":
      return "put a card from your hand on the top or bottom of your Main Deck";
    case "toDeckTopOrBottom":
      return "slot" in ins.what && ins.what.say === "it" ? "its owner places it on the top or bottom of their Main Deck" : bad("to deck");
    case "revealUntilBanish":
      return `reveal cards from the top of your Main Deck until you reveal a ${ins.type} and banish it`;
    case "revealTop":
      return "reveal the top card of your Main Deck";
    case "revealTopRuneRecycle":
      return "reveal the top rune of your rune deck, then recycle it";
    case "ifRevealed": {
      const then = ins.then === "draw" ? "draw it" : "put it in your hand";
      const also = ins.also ? ` and ${instructionWords({ label: "", instruction: ins.also }, cx)}` : "";
      if (ins.also && ins.otherwise !== "trash") return bad("recycle and");
      if (!ins.otherwise) return ins.also ? bad("also without otherwise") : `if it's a ${ins.type}, ${then}`;
      return `if it's a ${ins.type}, ${then}. Otherwise, ${ins.otherwise === "recycle" ? "recycle it" : "put it in your trash"}${also}`;
    }
    case "drawLooked":
      if (say === "draw one") return ins.n === 1 && !ins.optional && !ins.reveal && !ins.put ? "draw one" : bad("draw one");
      if (say === "choose") return ins.n === 1 && ins.optional && !ins.reveal ? "you may choose a card from among them and draw it" : bad("choose a card");
      if (ins.reveal) {
        if (ins.n !== 1 || !ins.optional) return bad("reveal");
        const cost = ins.reveal.minEnergy !== undefined ? ` with Energy cost {${ins.reveal.minEnergy}} or more` : "";
        return `you may reveal a ${ins.reveal.type}${cost} from among them and draw it`;
      }
      return ins.optional || !ins.put ? bad("optional put") : `put ${ins.n} into your hand`;
    case "resource": {
      if (ins.who === "attackerAndDefender") return ins.action === "add" && ins.symbols && !ins.only ? `the attacker and defender each [Add] ${ins.symbols}` : bad("the attacker and defender");
      if (ins.who !== "you") {
        if (ins.who === "thatPlayer" && ins.action === "channel" && !ins.exhausted) return `that player channels ${ins.n} ${plural(ins.n, "rune", "runes")}`;
        if (ins.who === "chosenPlayer" && ins.action === "score") return `they score ${ins.n} ${plural(ins.n, "point", "points")}`;
        if (ins.who === "thatPlayer" && ins.action === "gainPoints") return `that player gains ${ins.n} ${plural(ins.n, "point", "points")}`;
        return ins.action === "channel" && ins.exhausted ? `${playerWords(ins.who)} channels ${ins.n} ${plural(ins.n, "rune", "runes")} exhausted` : bad("resource of another player");
      }
      switch (ins.action) {
        case "channel":
          return ins.exhausted ? `channel ${ins.n} ${plural(ins.n, "rune", "runes")} exhausted` : bad("channel ready");
        case "readyRunes":
          if (ins.all) return ins.n === 0 && !ins.upTo ? "ready your runes" : bad("ready all runes");
          return `ready ${ins.upTo ? "up to " : ""}${ins.n} ${say === "friendly" ? "friendly " : ""}runes`;
        case "gainXp":
          return `gain ${ins.n} XP`;
        case "gainPoints":
          return bad("gain points");
        case "recycleRune":
          return ins.n === 1 ? "you must recycle one of your runes" : bad("recycle runes");
        case "score":
          return `${say === "you" ? "you " : ""}score ${ins.n} ${plural(ins.n, "point", "points")}`;
        case "add": {
          if (!ins.symbols) return bad("add");
          if (ins.thatMuch) return ins.only ? bad("add that much with a restriction") : `[Add] that much ${ins.symbols}`;
          const only: Record<string, string> = { spells: "use only to play spells", gear: "use only to play gear or use gear abilities", showdowns: "spend this Energy only during showdowns", unitsOrUnitAbilities: "spend this Energy only to play units or activated abilities of units" };
          if (ins.only) return say === only[ins.only] ? `[Add] ${ins.symbols}. ${capital(say)}` : bad("add restriction");
          return `[Add] ${ins.symbols}`;
        }
      }
      return bad("resource");
    }
    case "token": {
      const count = ins.count === 1 ? "a" : ins.words ? numberWord(ins.count) : String(ins.count);
      const places: Record<string, string> = { default: "", here: " here", yourBase: " to your base", inYourBase: " in your base", intoYourBase: " into your base", atYourBase: " at your base", there: " there" };
      if (ins.kind === "gear") return !ins.by && ins.exhausted && ins.to === "default" && ins.might === undefined ? `play ${count} ${ins.name} gear ${plural(ins.count, "token", "tokens")} exhausted` : bad("gear token");
      if (ins.might === undefined && ins.name === "Reflection" && !ins.exhausted && !ins.grants && !ins.per && !ins.by) // its Might is fixed by 187.6
        return `play ${count} ${ins.ready ? "ready " : ""}Reflection unit ${plural(ins.count, "token", "tokens")}${places[ins.to]}`;
      if (ins.might === undefined || ins.exhausted) return bad("unit token");
      const grants = ins.grants?.length ? ` with ${keywordWords(ins.grants)}` : "";
      if (ins.by !== undefined && ins.by !== "chosenPlayer") return bad("token by another player");
      if (ins.per && (ins.count !== 1 || ins.per.say !== "each")) return bad("tokens for each");
      const per = ins.per ? ` for ${groupWords(ins.per)}` : "";
      return `${ins.by ? "they " : ""}play ${count} ${ins.ready ? "ready " : ""}${ins.mightBraced ? `{${ins.might}}` : ins.might} {might} ${ins.name} unit ${plural(ins.count, "token", "tokens")}${ins.fromTagRegion ? TENTACLE_REGION : ""}${grants}${places[ins.to]}${per}`;
    }
    case "fight": {
      if (ins.we) return "self" in ins.a ? "we deal damage equal to our Mights to each other" : bad("we");
      const same = JSON.stringify(ins.a) === JSON.stringify(ins.b);
      if (same !== (say === "pair")) return bad("fight pair");
      if (same) {
        const spec = "slot" in ins.a ? cx.targets.find((t) => t.slot === (ins.a as { slot: string }).slot) : undefined;
        if (!spec || spec.min !== 2 || spec.max !== 2) return bad("fight pair");
      }
      return "they deal damage equal to their Mights to each other";
    }
    case "activateConquerEffects":
      return "activate the conquer effects of units here";
    case "predict":
      return say === "number" ? `[Predict ${ins.n}]` : ins.n === 1 ? "[Predict]" : bad("predict");
    case "swapWithSelf":
      return "slot" in ins.what && ins.what.say === "it" ? "move me to its location and it to my original location" : bad("swap");
    case "loseControl":
      return `lose control of ${r(ins.what)}`;
    case "delayedAtEndOfTurn": {
      const [inner, more] = ins.effect;
      if (say === "lose control and recall") {
        const [a, b] = ins.effect;
        const ok = a?.op === "loseControl" && b?.op === "recall" && ins.effect.length === 2 && "slot" in a.what && a.what.say === "that unit" && "slot" in b.what && b.what.say === "it" && b.what.slot === a.what.slot && ins.words === "at end of turn";
        return ok ? "lose control of that unit and recall it at end of turn" : bad("lose control");
      }
      if (!inner || more) return bad("delayed");
      const innerSay = say?.startsWith("later ") ? say.slice(6) : undefined;
      return `${instructionWords({ label: "", instruction: inner, ...(innerSay ? { say: innerSay } : {}) }, cx)} ${ins.words ?? "at the end of this turn"}`;
    }
    case "choose":
      if (say === "their trash") {
        // "Then you may do this: Choose a unit in their trash …": optional as the reflexive trigger goes on the chain (0 or 1)
        const spec = cx.targets.find((t) => t.slot === ins.slots[0]);
        if (ins.slots.length !== 1 || !spec || spec.max !== 1) return bad("choose in their trash");
        return `choose ${refWords({ slot: spec.slot }, { ...cx, targets: cx.targets.map((t) => (t === spec ? { ...t, min: 1 } : t)) })}`;
      }
      if (say === "may") {
        const spec = cx.targets.find((t) => t.slot === ins.slots[0]);
        if (ins.slots.length !== 1 || !spec || spec.min !== 0 || spec.max !== 1) return bad("you may choose");
        return `you may choose ${refWords({ slot: spec.slot }, { ...cx, targets: cx.targets.map((t) => (t === spec ? { ...t, min: 1 } : t)) })}`;
      }
      if (cx.voice === "engine") return `choose ${ins.slots.length === 1 ? "the target" : `the ${ins.slots.length} targets`} (chosen as it was played)`;
      return `choose ${ins.slots.map((s) => refWords({ slot: s }, cx)).join(" and ")}`;
    default:
      return bad(`instruction ${ins.op}`);
  }
}
