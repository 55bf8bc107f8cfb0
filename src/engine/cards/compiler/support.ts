/**
 * What the engine runs of a compiled definition. Every ability the compiler reads is typed data; this
 * lists the parts whose rules the engine does not apply yet, so a card using them is not executable.
 * Abilities whose rules act only outside chain resolution (deck building, combat damage assignment,
 * standard moves, where a unit may be played, the Beginning Phase) need nothing from the engine: the
 * engine is given the board and the chain as they are, and never simulates those steps.
 */
import type { Ability, CardDefinition, Effect } from "../language.js";
import { appendable } from "./effectText.js";
import { openingCost } from "../openingCost.js";

/**
 * Triggered abilities the engine notices during a chain, and those the caller puts on the chain itself. A combat's result and end
 * (winCombat, youWinCombat, combatEnds, and conquerAfterAttack on its conquest) stay the caller's for a request whose board has no
 * combat in its Resolution Step; with `combat.step: RESOLUTION` the engine fires them itself (chain/combat.ts).
 */
export const ENGINE_FIRED = ["playMe", "playMeFromFacedown", "playMeFromFacedownOnYourTurn", "playMeOrHold", "playMeOrScore", "playMeOrAttack", "discardMe", "playedDiscardedOrKilled", "youRecycleToMainDeck", "opponentMovesToOtherBattlefield", "friendlyMovesFromMyLocation", "playedOrConquer", "playMeToBattlefield", "youPlaySpell", "die", "conquerHere", "conquer", "conquerOrHold", "move", "moveToBattlefield", "moveFromBattlefield", "moveFromLocation", "youStunEnemyAtBattlefield", "becomeEmpowered",
  "youPlayUnit", "youPlayAnotherUnit", "youPlayTokenUnit", "youPlayGear", "youConquer", "youStunEnemy", "youStunEnemies", "opponentScores", "anotherFriendlyDies", "playMeOrAnotherDragon", "playMeOrFirstNonTokenGear", "youReadyFriendlyUnit", "friendlyBuffedUnitDies", "friendlyUnitDies", "youKillUnitWithSpell", "unitMovesFromHere", "leaveBoard",
  "youChooseMeWithSpell", "youChooseOrReadyMe", "youChooseFriendlyUnit", "youBuffMe", "youEmpowerOther", "playMeOrBeginningPhase", "youPlayFromHidden", "anotherNonRecruitDies", "youBuffFriendlyUnit",
  "youSpendBuff", "youUseGearAbility", "youPlayUnitGearOrAbility", "youPlayFromFacedown", "youPlayCard", "youAttachEquipmentToMe", "iBecomeReady", "youPlaySecondCard", "youPlayFirstCard", "firstFriendlyDiesInBeginningPhase", "youDrawSecondCard", "enemyDiesWhileAtBattlefield", "youMoveEnemyUnit", "youDiscard", "youPlayCardNotFromHand", "enemyDiesHere", "playerPlaysUnitHere", "playerPlaysSpell", "youPlaySpellWhileControlled", "opponentPlaysUnitWhileAtBattlefield", "friendlyUnitBecomesMighty", "youPlayMightyUnit", "myMightBecomesAtLeast", "youBanishOwnCard", "opponentPlaysGear", "firstFriendlyDies", "youRecycleRune", "enemyUnitsDie", "playerChoosesFriendlyHereFirst", "playerPlaysNonTokenUnitHereFirst", "unitHereReturnedToHand", "youKillStunnedEnemy"] as const;
export const CALLER_PLACED = ["attack", "conquerAfterAttack", "defend", "attackOrDefend", "hold", "holdHere", "defendHere", "youDefendAtBattlefield", "winCombat", "endOfYourTurn", "startOfBeginningPhase", "atStartOfBeginningPhase", "startOfMainPhase", "youHold", "youConquerOrHold", "youOrAllyHold", "youWinCombat", "combatEnds", "startOfEachBeginningPhase", "youHide", "combatStartsHere", "startOfEachFirstBeginningPhase", "showdownBeginsHere", "friendlyAttacksOrDefendsAlone", "enemyAttacksYourBattlefield", "youScoreHere"] as const;

/** Keywords whose rules never act while a chain resolves (or are permissions the engine takes as given). */
export const OUTSIDE_CHAIN = ["Action", "Reaction", "Hidden", "Tank", "Ganking", "Backline", "Ambush", "Unique", "Temporary"] as const;

/** Keywords whose rules the engine applies as it resolves (Repeat: item.repeat; Accelerate: entering ready; Flow: banished). */
export const APPLIED = ["Repeat", "Accelerate", "Flow"] as const;

function abilityGaps(a: Ability, spellCard = false): string[] {
  switch (a.kind) {
    case "triggered": {
      // a spell's triggered ability functions only where it says so: from the trash, returning itself
      if (spellCard && !JSON.stringify(a.effect).includes('"op":"returnSelfFromTrash"')) return ["a spell's triggered ability that does not say it works from the trash"];
      const gaps = ([...ENGINE_FIRED, ...CALLER_PLACED] as readonly string[]).includes(a.on) ? [] : [`the engine does not fire "${a.on}" triggers`];
      // "When …, you may kill me to …": the cost is paid as the ability is put on the chain (204.3.a), not as it resolves
      if (a.costs?.some((c) => c.cost !== "recycleSelf")) gaps.push("the engine does not pay this triggered ability's cost");
      if (a.effect.lines[1]?.join === "to" && openingCost(a.effect) === undefined) gaps.push("the engine does not pay a triggered ability's opening cost (\"… to …\") as it goes on the chain (204.3.a)");
      return gaps;
    }
    case "activated":
      return a.costs.flatMap((c) => (["exhaustSelf", "resources", "killSelf", "discard", "recycleFromTrash", "spendXp", "onlyWhileAtBattlefield", "onlyIfNotEmpowered", "abilityCostsLess", "disempowerSelf", "abilityCostsLessFor", "killFriendlyUnit", "exhaustFriendlyUnit", "banishSelf", "oncePerTurn", "spendOwnBuff", "energyReducedByChosenMight", "onlyIfChoseEnemyTimes", "onlyIfPlayedEquipment"].includes(c.cost) ? [] : [`the engine does not pay "${c.cost}" costs`]));
    case "static": {
      const r = a.rule;
      if (r.rule === "dependent") {
        // Legion is evaluated for a card as it is played: the engine knows the cards played before it (812.1.c)
        const legion = r.when.some((c) => c.on === "legion");
        // a [Legion] "I cost {N} less.": costs are paid outside the engine, so there is nothing for it to apply
        const costOnly = r.ability.kind === "static" && r.ability.rule.rule === "selfCost";
        // a [Legion] permission to play it from the trash: checked as a request's item plays it from there (812.1.c)
        const fromTrash = r.ability.kind === "static" && r.ability.rule.rule === "playMeFromTrash";
        if (legion && !costOnly && !fromTrash && !(r.ability.kind === "triggered" && r.ability.on === "playMe")) return ["the engine applies [Legion] only to \"When you play me\" abilities (812.1.c)"];
        return abilityGaps(r.ability, spellCard);
      }
      if (r.rule === "unitsHereHave") return abilityGaps(r.ability, spellCard);
      if (r.rule === "legendsHave") return abilityGaps(r.ability);
      if (r.rule === "keyword") return ([...OUTSIDE_CHAIN, ...APPLIED] as readonly string[]).includes(r.keyword) ? [] : [`the engine does not apply [${r.keyword}]`];
      return [];
    }
  }
}

/**
 * An Equipment's rules text: what it does itself, printed before its `[Effect]` marker (136.1). An ability there that
 * only a unit can use (a trigger on what the unit does, a unit keyword) would be effect text printed without the
 * marker: the compiler can't tell what it is attached to, so it is reported.
 */
function isRulesTextOfEquipment(a: Ability): boolean {
  if (a.kind === "activated") return true;
  if (a.kind === "triggered") return a.on === "playMe" || !appendable(a);
  return !appendable(a);
}

const innerTriggered = (a: Ability): boolean => (a.kind === "triggered" ? true : a.kind === "static" && a.rule.rule === "dependent" ? innerTriggered(a.rule.ability) : false);

const effectOf = (a: Ability): Effect | undefined => (a.kind !== "static" ? a.effect : a.rule.rule === "dependent" ? effectOf(a.rule.ability) : undefined);

/** an optional payment plus a return of a unit somewhere: a payment joined to another cost; "you may" covers both, and the engine asks only for the first. */
function combinedPayment(effect: Effect | undefined, triggered = false): string[] {
  const lines = effect?.lines ?? [];
  if (triggered && (openingCost(effect)?.length ?? 0) > 1) return []; // an opening cost of two parts, paid as it goes on the chain (383.3.b)
  return lines.some((l, k) => (l.instruction.op as string) === "pay" && lines[k + 1]?.join === "and")
    ? ["the engine does not pay a cost of several parts (\"pay … and …\") within instructions"] : [];
}

export function engineGaps(def: CardDefinition): string[] {
  const gaps = [...def.abilities.flatMap((a) => abilityGaps(a, def.type === "Spell")), ...def.abilities.flatMap((a) => combinedPayment(effectOf(a), innerTriggered(a))), ...combinedPayment(def.spell)];
  if (def.equipment) {
    const appended = new Set(def.effectText ?? []);
    if (def.abilities.some((a, i) => !appended.has(i) && !isRulesTextOfEquipment(a))) gaps.push("an ability of this Equipment is neither its rules text nor effect text the engine appends (136.2)");
    if (def.abilities.some((a, i) => a.kind === "static" && a.rule.rule === "dependent" && !appended.has(i))) gaps.push("a dependent ability on an Equipment (727): the engine does not apply it");
  }
  const optional = (def.additionalCosts ?? []).filter((c) => c.cost === "optionalAdditional" || c.cost === "spendBuffIgnoringCost" || c.cost === "optionalKillFriendly" || c.cost === "optionalDiscard" || c.cost === "optionalExhaustFriendly" || c.cost === "optionalExhaustLegend").length;
  if (def.keywords.includes("Accelerate") && optional > 0)
    gaps.push("[Accelerate] and another optional additional cost: paidAdditionalCost can't say which was paid");
  return gaps;
}
