/** Dispatches the instructions of the compiler's vocabulary (cards/vocabulary.ts) to their executors. */
import type { Line } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { chosenPlayerGainsControlAndRecalls, nameSpell } from "./zones.js";
import { banishHandAndTrash } from "./trashBanish.js";
import { cite } from "../../rules.js";
import { objectsOf, type Outcome, type Run } from "../resolveItem.js";
import { choose } from "./choose.js";
import { mayAttachOneOf, mayDetachIfEquipment } from "./attachments.js";
import { byDiscardedType, ifItWas } from "./lookBack.js";
import { byRevealedDomain, revealTopRuneRecycle } from "./runeDeck.js";
import { banishFromYourTrash, banishPlayedSpell, flushBanishedSpells, playBanishedWithThis } from "./banishedWith.js";
import { swapMight } from "./swap.js";
import { becomeCopy } from "./copy.js";
import { playSpellFromTrashThenRecycle } from "./playFromTrash.js";
import { giveFlowThisTurn } from "./flow.js";
import { drawFor, drawForBattlefields, either, gainXpFor, ifExists, ifPlayedFromHand, returnEachToHand, ifYouControlFacedown, ifSelfAtBattlefield, ifThen, ifIt, ifTotalMight, ifHandAtMost, ifYourUnitsHaveTags, ifOpponentPlayedAnotherSpell, mightAndKeywords, myKeywordsAndMight, ifLevel, ifPaidAdditional, ifSelfEmpowered, ifYourTurn, ifLegion, ifYourBeginningPhase, ifRunes, ifLegionInstead } from "./choice.js";
import { ignored } from "./common.js";
import { activateConquerEffects } from "../triggers.js";
import { forEachBuffSpent, spendBuffs } from "./buffs.js";
import { fight } from "./fight.js";
import { nextSpellBonusDamage, nextSpellCostsLess, nextSpellRepeat, unitsCostMoreThisTurn } from "./bonusDamage.js";
import { disempower, empower } from "./empower.js";
import { eachFromNextMayReturnUnit, eachOtherFromNextChoosesUnit, killThoseChosen } from "./fromNextPlayer.js";
import { defenderKillsOne, discardHand, eachPlayerChoosesOne, eachPlayerKillsOne, killTheRest } from "./players.js";
import { resource } from "./resources.js";
import { buffYourUnitsThereIfExactly } from "./unitsThere.js";
import { counterToHand, grantConquerTrigger, ifThisKillsDoThis, thenDoThis, mayPlayThisFromTrash, killWhenDamagedThisTurn, whenDiesThisTurn, whenWinsCombatThisTurn, whenFriendlyUnitPlayedThisTurn, unitsEnterReady, additionalMightIfAlone, banishIfDies, buffsGiveMore, increaseMightTo, unless, mightBecomes, nextUnitEntersReady, noSpells, opponentsCantPlayCards, preventSpellDamage, protectThisTurn, cantMoveThisTurn, replaceDamage, killNextTimeDamaged } from "./replacements.js";
import { banishChosenFromHand, whenTheyHoldReturnBanished } from "./players-chosen.js";
import { chooseFromHand, choosePlayer, discardChosen, lookAtFacedown, recycleChosen, revealHand, spendXpNow, takeFromHand } from "./players-chosen.js";
import { payResources } from "./pay.js";
import { controllerMayPlayAgain, gainControlOfSpell } from "./controlSpell.js";
import { buff, doubleMight, doubleMightAndGiveReady, grantKeyword, shieldDeath, stun } from "./status.js";
import { eachPlayerMayToken, playTokens, tokenPerOpponentWhoDid } from "./tokens.js";
import { eachOtherPlayerChooses, forEachWhoChose } from "./eachChooses.js";
import { chosenPlaysChosenUnit, playEquipmentFromHand, playHiddenFromHand, playUnitFromHand } from "./playSpell.js";
import { repeatPlayEffect } from "./repeatPlayEffect.js";
import { eachChoosesNOfEach, recycleTheUnchosen } from "./eachKeeps.js";
import { eachFromNextPlaysBanished, eachLooksBanishesOneRecyclesRest } from "./eachBanishesFromTop.js";
import { addAtNextMainPhase, detachThis, returnChampionToZone, nextMainPhaseMayMoveEnemyHere, takeTurnAfterThis, winGame } from "./turns.js";
import { moveSelfIfMightier } from "./moveSelfIfMightier.js";
import { moveToBattlefieldYouControl, swapIfEitherHas, swapLocations, theyMoveUnitToSame } from "./moveToBattlefieldYouControl.js";
import { mayMoveSelfWithIt } from "../instructions.js";
import { replaceBattlefield, swapBackBattlefield } from "./battlefieldTokens.js";
import { drawLooked, drawLookedRest, eachOpponentRevealsTop, ifRevealed, mayChooseLookedUnit, mayRecycleLookedOrderRest, revealUntilBanish, toDeckTopOrBottom, handCardToDeckTopOrBottom, championToHand, millTop, predict, recycleCards, recycleFromYourTrash, recycleUnit, energyCostReducedByRecycledMight, returnFromTrash, returnSelfFromTrash, revealTop, takeControl, trashLooked } from "./zones.js";

export function executeMore(run: Run, line: Line): Outcome {
  const ins = line.instruction as MoreInstruction;
  switch (ins.op) {
    case "choose":
      return choose(run, ins);
    case "mayDetachIfEquipment":
      return mayDetachIfEquipment(run, ins);
    case "mayAttachOneOf":
      return mayAttachOneOf(run, ins);
    case "whenFriendlyUnitPlayedThisTurn":
      return whenFriendlyUnitPlayedThisTurn(run, ins);
    case "ifItWas":
      return ifItWas(run, ins);
    case "swapMight":
      return swapMight(run, ins);
    case "grantKeyword":
      return grantKeyword(run, ins);
    case "buff":
      return buff(run, ins);
    case "stun":
      return stun(run, ins);
    case "doubleMight":
      return doubleMight(run, ins);
    case "doubleMightAndGiveReady":
      return doubleMightAndGiveReady(run, ins);
    case "returnFromTrash":
      return returnFromTrash(run, ins);
    case "returnSelfFromTrash":
      return returnSelfFromTrash(run);
    case "token":
      return playTokens(run, ins);
    case "eachPlayerMayToken":
      return eachPlayerMayToken(run, ins);
    case "eachOtherPlayerChooses":
      return eachOtherPlayerChooses(run, ins);
    case "forEachWhoChose":
      return forEachWhoChose(run, ins);
    case "tokenPerOpponentWhoDid":
      return tokenPerOpponentWhoDid(run, ins);
    case "resource":
      return resource(run, ins);
    case "fight":
      return fight(run, ins);
    case "takeControl":
      return takeControl(run, ins);
    case "gainControlOfSpell":
      return gainControlOfSpell(run, ins);
    case "controllerMayPlayAgain":
      return controllerMayPlayAgain(run, ins);
    case "nameSpell":
      return nameSpell(run);
    case "chosenPlayerGainsControlAndRecalls":
      return chosenPlayerGainsControlAndRecalls(run);
    case "drawLooked":
      return drawLooked(run, ins);
    case "loseControl": {
      // control returns to the owner: the control-changing effect has ended (an effect's end, as the delayed ability resolves)
      const t = objectsOf(run, ins.what).objs.filter((o) => o.controller !== o.owner);
      for (const o of t) {
        o.controller = o.owner;
        delete o.controlUntil;
      }
      run.ctx.cleanupOutstanding = true;
      return { outcome: t.length ? "EXECUTED" : "IGNORED", explanation: t.length ? `Control of ${t.map((o) => o.id).join(", ")} returns to its owner.` : "No unit changes control.", citations: [] };
    }
    case "drawLookedRest":
      return drawLookedRest(run);
    case "eachOpponentRevealsTop":
      return eachOpponentRevealsTop(run);
    case "playUnitFromHand":
      return playUnitFromHand(run, ins);
    case "drawFor":
      return drawFor(run, ins);
    case "drawForBattlefields":
      return drawForBattlefields(run, ins);
    case "either":
      return either(run, ins);
    case "shieldDeath":
      return shieldDeath(run, ins);
    case "trashLooked":
      return trashLooked(run, ins);
    case "millTop":
      return millTop(run, ins);
    case "mayRecycleLookedOrderRest":
      return mayRecycleLookedOrderRest(run, ins);
    case "handCardToDeckTopOrBottom":
      return handCardToDeckTopOrBottom(run);
    case "toDeckTopOrBottom":
      return toDeckTopOrBottom(run, ins);
    case "revealUntilBanish":
      return revealUntilBanish(run, ins);
    case "revealTop":
      return revealTop(run, ins);
    case "ifRevealed":
      return ifRevealed(run, ins);
    case "unitsCostMoreThisTurn":
      return unitsCostMoreThisTurn(run, ins);
    case "predict":
      return predict(run, ins);
    case "activateConquerEffects": {
      // the source battlefield's units: their conquer effects, as if they had conquered there (383.4.g.1)
      const bf = run.item.sourceId && run.ctx.state.battlefields.has(run.item.sourceId) ? run.item.sourceId : undefined;
      if (!bf) return ignored("The ability's source is not a battlefield, so there are no units \"here\".", cite("instructions.impossible-ignored"));
      const units = activateConquerEffects(run.ctx, bf);
      const where = run.ctx.state.battlefields.get(bf)?.name ?? bf;
      return { outcome: "EXECUTED", explanation: units.length ? `The conquer effects of the units at ${where} (${units.map((u) => u.id).join(", ")}) are activated: each one whose other conditions hold is put on the chain as if it had just triggered; no conquest happens.` : `There are no units at ${where}, so no conquer effect is activated.`, citations: cite("trigger.activate", "trigger.conquer-effect") };
    }
    case "mayChooseLookedUnit":
      return mayChooseLookedUnit(run, ins);
    case "empower":
      return empower(run, ins);
    case "disempower":
      return disempower(run, ins);
    case "discardHand":
      return discardHand(run, ins);
    case "banishHandAndTrash":
      return banishHandAndTrash(run, ins);
    case "eachChoosesNOfEach":
      return eachChoosesNOfEach(run, ins);
    case "recycleTheUnchosen":
      return recycleTheUnchosen(run, ins);
    case "eachPlayerChoosesOne":
      return eachPlayerChoosesOne(run, ins);
    case "killTheRest":
      return killTheRest(run, ins);
    case "eachFromNextMayReturnUnit":
      return eachFromNextMayReturnUnit(run, ins);
    case "eachOtherFromNextChoosesUnit":
      return eachOtherFromNextChoosesUnit(run, ins);
    case "killThoseChosen":
      return killThoseChosen(run, ins);
    case "eachPlayerKillsOne":
      return eachPlayerKillsOne(run, ins);
    case "defenderKillsOne":
      return defenderKillsOne(run, ins);
    case "ifThen":
      return ifThen(run, ins);
    case "ifIt":
      return ifIt(run, ins);
    case "ifYourBeginningPhase":
      return ifYourBeginningPhase(run, ins);
    case "ifRunes":
      return ifRunes(run, ins);
    case "ifYourTurn":
      return ifYourTurn(run, ins);
    case "ifSelfEmpowered":
      return ifSelfEmpowered(run, ins);
    case "ifPaidAdditional":
      return ifPaidAdditional(run, ins);
    case "ifLevel":
      return ifLevel(run, ins);
    case "mightAndKeywords":
      return mightAndKeywords(run, ins);
    case "myKeywordsAndMight":
      return myKeywordsAndMight(run, ins);
    case "gainXpFor":
      return gainXpFor(run, ins);
    case "ifYouControlFacedown":
      return ifYouControlFacedown(run, ins);
    case "returnEachToHand":
      return returnEachToHand(run, ins);
    case "ifPlayedFromHand":
      return ifPlayedFromHand(run, ins);
    case "ifSelfAtBattlefield":
      return ifSelfAtBattlefield(run, ins);
    case "ifExists":
      return ifExists(run, ins);
    case "ifTotalMight":
      return ifTotalMight(run, ins);
    case "ifHandAtMost":
      return ifHandAtMost(run, ins);
    case "ifYourUnitsHaveTags":
      return ifYourUnitsHaveTags(run, ins);
    case "ifOpponentPlayedAnotherSpell":
      return ifOpponentPlayedAnotherSpell(run, ins);
    case "ifLegion":
      return ifLegion(run, ins);
    case "nextUnitEntersReady":
      return nextUnitEntersReady(run);
    case "takeTurnAfterThis":
      return takeTurnAfterThis(run);
    case "winGame":
      return winGame(run);
    case "returnChampionToZone":
      return returnChampionToZone(run);
    case "detachThis":
      return detachThis(run);
    case "replaceBattlefield":
      return replaceBattlefield(run, ins);
    case "swapBackBattlefield":
      return swapBackBattlefield(run);
    case "eachLooksBanishesOneRecyclesRest":
      return eachLooksBanishesOneRecyclesRest(run, ins);
    case "eachFromNextPlaysBanished":
      return eachFromNextPlaysBanished(run);
    case "nextMainPhaseMayMoveEnemyHere":
      return nextMainPhaseMayMoveEnemyHere(run);
    case "addAtNextMainPhase":
      return addAtNextMainPhase(run, ins.symbols);
    case "nextSpellBonusDamage":
      return nextSpellBonusDamage(run, ins);
    case "nextSpellRepeatOwnCost":
      return nextSpellRepeat(run, ins.base);
    case "nextSpellCostsLess":
      return nextSpellCostsLess(run, ins);
    case "replaceDamage":
      return replaceDamage(run, ins);
    case "preventSpellDamage":
      return preventSpellDamage(run);
    case "banishIfDies":
      return banishIfDies(run, ins);
    case "noSpells":
      return noSpells(run, ins);
    case "opponentsCantPlayCards":
      return opponentsCantPlayCards(run);
    case "protectThisTurn":
      return protectThisTurn(run, ins);
    case "cantMoveThisTurn":
      return cantMoveThisTurn(run, ins);
    case "buffYourUnitsThereIfExactly":
      return buffYourUnitsThereIfExactly(run, ins);
    case "additionalMightIfAlone":
      return additionalMightIfAlone(run, ins);
    case "buffsGiveMore":
      return buffsGiveMore(run, ins);
    case "unless":
      return unless(run, ins);
    case "counterToHand":
      return counterToHand(run, ins);
    case "whenDiesThisTurn":
      return whenDiesThisTurn(run, ins);
    case "whenWinsCombatThisTurn":
      return whenWinsCombatThisTurn(run, ins);
    case "ifThisKillsDoThis":
      return ifThisKillsDoThis(run, ins);
    case "thenDoThis":
      return thenDoThis(run, ins);
    case "becomeCopy":
      return becomeCopy(run, ins);
    case "byDiscardedType":
      return byDiscardedType(run, ins);
    case "revealTopRuneRecycle":
      return revealTopRuneRecycle(run);
    case "byRevealedDomain":
      return byRevealedDomain(run, ins);
    case "banishFromYourTrash":
      return banishFromYourTrash(run, ins);
    case "playBanishedWithThis":
      return playBanishedWithThis(run, ins);
    case "banishPlayedSpell":
      return banishPlayedSpell(run);
    case "flushBanishedSpells":
      return flushBanishedSpells(run, ins);
    case "mayPlayThisFromTrash":
      return mayPlayThisFromTrash(run, ins);
    case "banishChosenFromHand":
      return banishChosenFromHand(run, ins);
    case "whenTheyHoldReturnBanished":
      return whenTheyHoldReturnBanished(run);
    case "giveFlowThisTurn":
      return giveFlowThisTurn(run, ins);
    case "grantConquerTrigger":
      return grantConquerTrigger(run, ins);
    case "killNextTimeDamaged":
      return killNextTimeDamaged(run, ins);
    case "ifLegionInstead":
      return ifLegionInstead(run, ins);
    case "killWhenDamagedThisTurn":
      return killWhenDamagedThisTurn(run);
    case "unitsEnterReady":
      return unitsEnterReady(run, ins);
    case "mightBecomes":
      return mightBecomes(run, ins);
    case "increaseMightTo":
      return increaseMightTo(run, ins);
    case "choosePlayer":
      return choosePlayer(run, ins);
    case "revealHand":
      return revealHand(run, ins);
    case "takeFromHand":
      return takeFromHand(run, ins);
    case "lookAtFacedown":
      return lookAtFacedown(run, ins);
    case "recycleCards":
      return recycleCards(run, ins);
    case "recycleFromYourTrash":
      return recycleFromYourTrash(run, ins);
    case "recycleUnit":
      return recycleUnit(run, ins);
    case "mayMoveSelfWithIt":
      return mayMoveSelfWithIt(run);
    case "energyCostReducedByRecycledMight":
      return energyCostReducedByRecycledMight(run);
    case "moveSelfIfMightier":
      return moveSelfIfMightier(run);
    case "moveToBattlefieldYouControl":
      return moveToBattlefieldYouControl(run, ins);
    case "theyMoveUnitToSame":
      return theyMoveUnitToSame(run, ins);
    case "swapIfEitherHas":
      return swapIfEitherHas(run, ins);
    case "playSpellFromTrashThenRecycle":
      return playSpellFromTrashThenRecycle(run, ins);
    case "swapLocations":
      return swapLocations(run, ins);
    case "anyTargetIfPaid":
      return { outcome: "EXECUTED", explanation: run.item.paidAdditionalCost ? "The additional cost was paid, so the unit chosen needed no Might limit." : "The additional cost was not paid, so the unit chosen had the Might limit.", citations: [] };
    case "repeatPlayEffect":
      return repeatPlayEffect(run);
    case "championToHand":
      return championToHand(run, ins);
    case "playEquipmentFromHand":
      return playEquipmentFromHand(run, ins);
    case "playHiddenFromHand":
      return playHiddenFromHand(run);
    case "mayPlayGearFromHandThisTurn":
      return {
        outcome: "EXECUTED",
        explanation: `For the rest of this turn, ${run.item.controller} may play a gear with Energy cost no more than ${ins.energyAtMost} from their hand without paying its Energy cost (its Power cost is still paid). That play comes later, outside this chain's resolution, and costs are paid outside the engine: the permission is recorded here.`,
        citations: [],
      };
    case "hideIgnoringCosts":
      return { outcome: "EXECUTED", explanation: `For the rest of this turn, ${run.item.controller} can hide cards without paying the cost of hiding. Hiding is not part of chain resolution: the permission is recorded here.`, citations: [] };
    case "spendXpNow":
      return spendXpNow(run, ins);
    case "spendBuffs":
      return spendBuffs(run, ins);
    case "forEachBuffSpent":
      return forEachBuffSpent(run, ins);
    case "pay":
      return payResources(run, ins);
    case "chosenPlaysChosenUnit":
      return chosenPlaysChosenUnit(run, ins);
    case "chooseFromHand":
      return chooseFromHand(run, ins);
    case "discardChosen":
      return discardChosen(run, ins);
    case "recycleChosen":
      return recycleChosen(run, ins);
    default:
      return ignored(`The engine has no executor for "${(ins as { op: string }).op}".`, cite("instructions.impossible-ignored"));
  }
}
