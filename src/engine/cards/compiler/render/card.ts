/**
 * Says a whole definition back as card text, in the card's paragraph order (its layout). A keyword
 * is said as the keyword only if the ability is exactly that keyword's expansion (805–829).
 */
import type { Ability, CardDefinition, Cost } from "../../language.js";
import type { DependentCondition, LayoutEntry, StaticScope } from "../../vocabulary.js";
import { IGNORE_TANK_WORDS, ENEMY_ALONE_PLAY_WORDS, EQUIP_REDUCED_WORDS, MOVE_FROM_ANYWHERE_WORDS, THEY_EVENTS, THEY_MUST_EVENTS, THAT_PLAYER_EVENTS, HIDE_ONE_MORE, RECALL_BUFFED_WORDS, RECALL_IN_COMBAT_HERE_WORDS, COST_IF_WORDS, DEATH_CONDITIONS, energyCostReductionWords, costChangeWords, costChangeKinds, BONUS_PER_NAMED_WORDS, SPEND_BUFF_WORDS, empowerAbility, equipAbility, staticWords, triggerHeadWords, turnConditionWords, timesWords, CHOSE_ENEMY_ONCE_WORDS, CHOSE_ENEMY_TWICE_WORDS, LEGENDS_HAVE_WORDS, NO_SCORE_HERE_WORDS, FIRST_THREE_TURNS_WORDS, HOLD_CONQUER_SWAP_WORDS, PLAYED_EQUIPMENT_WORDS } from "../grammar/abilities.js";
import { expandKeyword } from "../keywords.js";
import { effectTextOf } from "../effectText.js";
import { COST_CONDITIONS, article, numberWord, runeCountWords, runesControlledWords } from "../words.js";
import type { SourceKind } from "../scope.js";
import { effectWords } from "./effect.js";
import { keywordWords } from "./instructions.js";
import { bad, groupWords } from "./nouns.js";
import { tagListWords } from "../grammar/nouns.js";

export function sourceKindOf(def: CardDefinition): SourceKind {
  return def.type.toLowerCase() as SourceKind;
}

const strip = (a: unknown): unknown =>
  JSON.parse(JSON.stringify(a, (k, v) => (k === "label" ? undefined : v)));

const same = (a: unknown, b: unknown) => JSON.stringify(strip(a)) === JSON.stringify(strip(b));

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function keywordForm(a: Ability, keyword: string, source: SourceKind, dash: boolean): string {
  const [name, num] = keyword.split(" ");
  switch (name) {
    case "Deathknell":
    {
      if (a.kind !== "triggered" || a.on !== "die") return bad("Deathknell");
      const when = a.condition ? DEATH_CONDITIONS.find(([c]) => c === a.condition)?.[1] : "";
      const cost = !a.costs?.length ? "" : a.costs.length === 1 && a.costs[0]!.cost === "recycleSelf" ? "Recycle me to " : undefined;
      if (when === undefined || cost === undefined) return bad("Deathknell condition or cost");
      const words = effectWords(a.effect);
      return `[Deathknell] - ${when}${cost}${when || cost ? lowerFirst(words) : words}`;
    }
    case "Equip": {
      if (a.kind !== "activated" || !same(a, equipAbility(a.costs))) return bad("Equip");
      // one cost after the dash only if it is not a payment of resources ("[Equip] - Spend 1 XP"; "[Equip] {1}" has no dash)
      if (dash) return a.costs.length > 1 || (a.costs.length === 1 && a.costs[0]!.cost !== "resources") ? `[Equip] - ${a.costs.map(costWords).join(", ")}` : bad("Equip dash");
      // an Equip with its cost, then EQUIP_REDUCED_WORDS
      if (a.costs.length === 2 && a.costs[0]!.cost === "resources" && a.costs[1]!.cost === "energyReducedByChosenMight") return `[Equip] ${a.costs[0]!.label}. ${EQUIP_REDUCED_WORDS}`;
      return a.costs.length === 1 && a.costs[0]!.cost === "resources" ? `[Equip] ${a.costs[0]!.label}` : bad("Equip");
    }
    case "Empower": {
      if (a.kind !== "activated" || a.costs.at(-1)?.cost !== "onlyIfNotEmpowered") return bad("Empower");
      const costs = a.costs.slice(0, -1);
      const less = costs.at(-1)?.cost === "abilityCostsLess" ? (costs.at(-1) as Extract<Cost, { cost: "abilityCostsLess" }>) : undefined;
      const paid = less ? costs.slice(0, -1) : costs;
      const after = less ? `. This ability costs ${less.amount} less ${runeCountWords(less.runes)}.` : "";
      return same(a, empowerAbility(costs)) ? `[Empower] ${dash ? "- " : ""}${paid.map(costWords).join(", ")}${after}` : bad("Empower");
    }
    case "Repeat":
    case "Flow":
      if (a.kind === "static" && a.rule.rule === "keyword" && a.rule.discard !== undefined)
        return name === "Repeat" && dash && a.rule.cost === `Discard ${a.rule.discard}` ? `[Repeat] - Discard ${a.rule.discard}` : bad("Repeat discard");
      if (a.kind === "static" && a.rule.rule === "keyword" && a.rule.instances !== undefined)
        return name === "Repeat" && dash && a.rule.cost !== undefined && a.rule.cost.split(" / ").length === a.rule.instances && a.rule.instances >= 2 ? `[Repeat] - ${a.rule.cost}` : bad("Repeat instances");
      return a.kind === "static" && a.rule.rule === "keyword" && a.rule.keyword === name && a.rule.cost && !dash ? `[${name}] ${a.rule.cost}` : bad(name!);
    default: {
      const expected = expandKeyword({ keyword: name!, ...(num !== undefined ? { n: Number(num) } : {}) }, source);
      return expected && same(a, expected) ? `[${keyword}]` : bad(`keyword ${keyword}`);
    }
  }
}

export function costWords(c: Cost): string {
  switch (c.cost) {
    case "exhaustSelf":
      return "{exhaust}";
    case "resources":
      return c.label;
    case "killSelf":
      return "Kill this";
    case "exhaustFriendlyUnit":
      return "Exhaust a unit you control";
    case "banishSelf":
      return "Banish this";
    case "killFriendlyUnit":
      return c.mighty ? bad("mighty cost") : c.orGear ? (c.anyTag ? bad("tagged unit or gear") : "Kill a friendly unit or gear") : "Kill a friendly unit";
    case "disempowerSelf":
      return c.say === "this" ? "Disempower this" : "Disempower me";
    case "discard":
      return c.type ? (c.n === 1 ? `Discard a ${c.type}` : bad("discard several of a type")) : `Discard ${c.n}`;
    case "recycleFromTrash":
      if (c.type) return c.n === 1 && !c.say ? `Recycle a ${c.type} from your trash` : bad("recycle several of a type");
      return `Recycle ${c.n} ${c.say === "cards" ? "cards " : ""}from your trash`;
    case "spendXp":
      return `Spend ${c.n} XP`;
    case "spendOwnBuff":
      return "Spend my buff";
    default:
      return bad(`cost ${c.cost}`);
  }
}

function scopeWords(who: StaticScope, verbPhrase: string): string {
  if (!who.group || who.self) return bad("static scope");
  const g = groupWords({ ...who.group, say: who.group.say ?? "plain" }) + (who.everywhere ? " everywhere" : "");
  const lead = who.whileAtBattlefield ? "While I'm at a battlefield, " : "";
  const group = lead ? g : g.charAt(0).toUpperCase() + g.slice(1);
  if (who.here && who.hereFirst) return `${lead}${group} here have ${verbPhrase}.`;
  if (who.here) return who.eachHave || who.everywhere ? bad("each have here") : `${lead}${group} have ${verbPhrase} here.`;
  return `${lead}${group} ${who.eachHave ? "each have" : "have"} ${verbPhrase}.`;
}

function abilityWords(a: Ability, entry: Extract<LayoutEntry, { ability: number }>, source: SourceKind): string {
  if (entry.keyword && entry.bare) return keywordForm(a, entry.keyword, source, false).replace(/^\[([A-Za-z-]+)\](?= |$)/, "$1"); // printed without brackets
  if (entry.keyword) return keywordForm(a, entry.keyword, source, entry.dash === true);
  if (entry.innerKeyword && a.kind === "static" && a.rule.rule === "dependent" && a.rule.when.length === 1 && a.rule.ability.kind === "activated") {
    // "[Level 6][>] [>>][Reaction][>] {exhaust}: X": an activated ability with its timing keyword first, wrapped by the dependent keyword
    const inner = a.rule.ability;
    const timing = inner.reaction ? "Reaction" : inner.action ? "Action" : undefined;
    return timing === entry.innerKeyword ? `${dependentWords(a.rule.when[0]!)} [>>]${abilityWords(inner, { ability: entry.ability, timingFirst: true }, source)}` : bad("nested timing");
  }
  if (entry.innerKeyword) // "[Empowered][>] [>>][Deathknell] - X": the keyword ability a dependent keyword wraps
    return a.kind === "static" && a.rule.rule === "dependent" && a.rule.when.length === 1 && a.rule.ability.kind === "triggered"
      ? `${dependentWords(a.rule.when[0]!)} [>>]${keywordForm(a.rule.ability, entry.innerKeyword, source, false)}` : bad("nested keyword");
  switch (a.kind) {
    case "triggered": {
      const head = triggerHeadWords(a.on, a.condition, source);
      if (!head) return bad(`trigger ${a.on}`);
      if (a.costs?.length) return bad("trigger cost");
      if (THEY_MUST_EVENTS.includes(a.on)) {
        const words = lowerFirst(effectWords(a.effect));
        return !/\b(you|your|they|their)\b/.test(words) ? `${head}they ${words}` : bad("they");
      }
      if (THAT_PLAYER_EVENTS.includes(a.on)) {
        const words = lowerFirst(effectWords(a.effect));
        return words.startsWith("you may ") && !/\b(you|your|they|their)\b/.test(words.slice(8)) ? `${head}that player may ${words.slice(8)}` : bad("that player may");
      }
      if (THEY_EVENTS.includes(a.on)) {
        // controlled by the player the condition names (190.6.c): "they may …"
        const words = lowerFirst(effectWords(a.effect));
        return words.startsWith("you may ") && !/\b(your|they)\b/.test(words) ? `${head}${words.replace(/\byou\b/g, "they")}` : bad("they may");
      }
      return `${head}${lowerFirst(effectWords(a.effect))}`;
    }
    case "activated": {
      const timing = a.reaction ? "Reaction" : a.action ? "Action" : undefined;
      const last = a.costs.at(-1);
      const restricted = last?.cost === "onlyWhileAtBattlefield" || last?.cost === "abilityCostsLessFor" || last?.cost === "oncePerTurn" || last?.cost === "onlyIfChoseEnemyTimes" || last?.cost === "onlyIfPlayedEquipment";
      const costs = a.costs.slice(0, restricted ? -1 : undefined).map(costWords).join(", ");
      const after = last?.cost === "onlyWhileAtBattlefield" ? " Use this ability only while I'm at a battlefield."
        : last?.cost === "abilityCostsLessFor" ? ` This ability costs ${last.amount} less for ${groupWords(last.forEach)}.`
        : last?.cost === "onlyIfChoseEnemyTimes" ? (last.n === 2 ? CHOSE_ENEMY_TWICE_WORDS : bad("chosen enemies N times"))
        : last?.cost === "onlyIfPlayedEquipment" ? PLAYED_EQUIPMENT_WORDS
        : last?.cost === "oncePerTurn" ? (last.onlyIf === "choseEnemyUnit" ? CHOSE_ENEMY_ONCE_WORDS : " Use only once per turn.") : "";
      if (entry.timingFirst) return timing ? `[${timing}][>] ${costs}: ${effectWords(a.effect)}${after}` : bad("timing first");
      const only = a.effect.lines.length === 1 ? a.effect.lines[0]! : undefined;
      if (only && (only.instruction.op as string) === "ifLegion") {
        const inner = { ...a.effect, lines: [{ ...only, instruction: (only.instruction as Extract<typeof only.instruction, { op: "ifLegion" }>).then }] };
        return restricted ? bad("legion with a restriction") : `${costs}: ${timing ? `[${timing}], ` : ""}[Legion] - ${effectWords(inner)}`;
      }
      return `${costs}: ${timing ? `[${timing}] - ` : ""}${effectWords(a.effect)}${after}`;
    }
    case "static": {
      const simple = staticWords(a, source);
      if (simple) return simple;
      const r = a.rule;
      if (r.rule === "groupUntargetableByEnemy") {
        if (!r.who.group || r.who.here || r.who.self) return bad("group protection");
        const g = groupWords(r.who.group);
        return `${g.charAt(0).toUpperCase()}${g.slice(1)} can't be chosen by enemy spells and abilities.`;
      }
      if (r.rule === "mightModifier" && r.say === "whileDefendingAlone") {
        const g = r.who.group;
        const ok = source === "battlefield" && r.who.here && !r.who.hereFirst && g?.kind === "unit" && JSON.stringify(g.requirements) === JSON.stringify([{ req: "defending" }, { req: "alone" }]);
        return ok ? `While a unit here is defending alone, it has ${r.n < 0 ? r.n : `+${r.n}`} {might}.` : bad("defending alone");
      }
      if (r.rule === "mightModifier" && r.ifEmpowered !== undefined) {
        if (source !== "gear" || r.who.here) return bad("might if empowered");
        return `${scopeWords(r.who, `${r.n < 0 ? r.n : `+${r.n}`} {might}`)} If I'm [Empowered], they have ${r.ifEmpowered < 0 ? r.ifEmpowered : `+${r.ifEmpowered}`} {might} instead.`;
      }
      if (r.rule === "mightModifier" && r.minimum !== undefined) return r.n < 0 && (!r.who.here || r.who.hereFirst) ? scopeWords(r.who, `${r.n} {might}, to a minimum of ${r.minimum} {might}`) : bad("minimum of a Might modifier");
      if (r.rule === "mightModifier") return scopeWords(r.who, `${r.n < 0 ? r.n : `+${r.n}`} {might}`);
      if (r.rule === "grantKeywords" && r.ifNotAlready)
        return r.who.here || r.who.eachHave || r.who.everywhere || r.who.whileAtBattlefield ? bad("if they didn't already") : scopeWords(r.who, keywordWords(r.grants)).replace(/\.$/, " if they didn't already.");
      if (r.rule === "grantKeywords") return scopeWords(r.who, keywordWords(r.grants));
      if (r.rule === "whileBuffed") {
        if (source !== "unit" || (r.might === undefined) === (r.grants.length === 0)) return bad("whileBuffed");
        return r.might !== undefined ? `While I'm buffed, I have an additional ${r.might < 0 ? r.might : `+${r.might}`} {might}.` : `While I'm buffed, I have ${keywordWords(r.grants)}.`;
      }
      if (r.rule === "whileMighty") return source === "unit" && r.grants.length > 0 ? `While I'm [Mighty], I have ${keywordWords(r.grants)}.` : bad("whileMighty");
      if (r.rule === "mightIfAttachedThisTurn")
        return source === "gear" && entry.effectText ? `If this was attached to me this turn, I have an additional ${r.n < 0 ? r.n : `+${r.n}`} {might}.` : bad("attached this turn");
      if (r.rule === "selfHas") {
        const might = r.might !== undefined ? `${r.might < 0 ? r.might : `+${r.might}`} {might}` : "";
        if (r.additional)
          return (source === "unit" || (source === "gear" && entry.effectText)) && r.might !== undefined && r.grants.length === 0 && !r.enterReady
            ? `I have an additional ${might}.` : bad("selfHas additional");
        if (source !== "unit" || (r.might === undefined && r.grants.length === 0) || (r.might !== undefined && r.grants.length > 1)) return bad("selfHas");
        if (r.enterReady) return r.might !== undefined && r.grants.length === 0 ? `I have ${might} and enter ready.` : bad("selfHas enter ready");
        return `I have ${[might, keywordWords(r.grants)].filter(Boolean).join(" and ")}.`;
      }
      if (r.rule === "payToPlayTagHere") return source === "battlefield" ? `Any player may pay ${r.cost} as an additional cost to play a ${r.tag}. If they do, they play it to this battlefield.` : bad("pay to play here");
      if (r.rule === "extraMightDecreaseOnChosen") return source === "unit" ? `If a spell or ability you control would give -{might} to a unit it chooses, it gives an additional -${r.n} {might}.` : bad("extra Might decrease");
      if (r.rule === "chosenHarmBecomesMight") return source === "unit" ? `If a spell or ability that chooses me would stun me, give me -{might}, or return me to hand, give me +${r.n} {might} this turn instead.` : bad("chosen harm");
      if (r.rule === "empoweredUpTo") return source === "unit" ? `I can be [Empowered] up to ${numberWord(r.n)} times.` : bad("empowered up to");
      if (r.rule === "mightPerEmpowered") return source === "unit" ? `I have ${r.n < 0 ? r.n : `+${r.n}`} {might} for each time I'm [Empowered].` : bad("might per empowered");
      if (r.rule === "selfMightFor") {
        if (source !== "unit" || (r.forEach.say !== "each" && r.forEach.say !== "eachOfYour")) return bad("selfMightFor");
        return `I ${r.verb} ${r.n < 0 ? r.n : `+${r.n}`} {might} for ${groupWords(r.forEach)}${r.atMyBattlefield ? " at my battlefield" : ""}.`;
      }
      if (r.rule === "dependent") {
        if (r.when.length !== 1 || entry.keyword) return bad("dependent");
        const inner = r.ability;
        if (inner.kind === "static" && inner.rule.rule === "dependent") return bad("nested dependent");
        if (entry.continuesDependent) return inner.kind === "static" ? abilityWords(inner, entry, source) : bad("continued dependent"); // the keyword printed once, before the sentence before
        return `${dependentWords(r.when[0]!)} ${abilityWords(inner, entry, source)}`;
      }
      if (r.rule === "selfCostPerTag") return source === "unit" ? `Reduce my cost by ${r.amount} for each of the following tags among your units - ${tagListWords(r.tags, "and")}.` : bad("reduce my cost");
      if (r.rule === "chooseTagAsPlayed") return source === "unit" ? `As you play me, choose ${tagListWords(r.tags, "or")}. I gain that tag.` : bad("choose a tag");
      if (r.rule === "playFor") return source === "unit" ? `you may play me for ${r.cost}.` : bad("play for");
      if (r.rule === "bonusDamage") return `Your spells and abilities deal ${r.n} Bonus Damage.`;
      if (r.rule === "mayRecallDyingHereInCombat") return source === "battlefield" ? RECALL_IN_COMBAT_HERE_WORDS(r.pay) : bad("recall here in combat instead");
      if (r.rule === "mayRecallBuffedInstead") return source === "legend" ? RECALL_BUFFED_WORDS(r.pay) : bad("recall buffed instead");
      if (r.rule === "replaceOwnDeathKillThis") return source === "gear" && entry.effectText ? `If I would die, kill ${r.name} instead. Heal me, exhaust me, and recall me.` : bad("kill this instead");
      if (r.rule === "whileWithExactlyOneOther" && r.might !== undefined)
        return (source === "unit" || (source === "gear" && entry.effectText)) && r.grants.length === 0
          ? `I have ${r.might < 0 ? r.might : `+${r.might}`} {might} while I'm at a battlefield with exactly one other unit you control.` : bad("whileWithExactlyOneOther might");
      if (r.rule === "whileWithExactlyOneOther")
        return source === "unit" && r.grants.length ? `I have ${keywordWords(r.grants)} while I'm at a battlefield with exactly one other unit you control.` : bad("whileWithExactlyOneOther");
      if (r.rule === "legendsHave")
        return source === "battlefield" && r.ability.kind === "activated" ? `${LEGENDS_HAVE_WORDS}${abilityWords(r.ability, { ability: 0 }, "legend")}"` : bad("legends have");
      if (r.rule === "equipmentGive") return `Your Equipment each give ${keywordWords(r.grants)}.`;
      if (r.rule === "assaultPerEnemyHere") return source === "unit" ? `I have [Assault] equal to the number of ${r.per === "gearYouControl" ? "gear you control" : "enemy units here"}.` : bad("assault per enemy");
      if (r.rule === "groupPlayPermission") return r.where === "enemyAloneBattlefield" ? ENEMY_ALONE_PLAY_WORDS(groupWords(r.who)) : `${groupWords(r.who)} may be played to open battlefields.`;
      if (r.rule === "unitsHereHave") return source === "battlefield" && r.ability.kind === "activated" ? `Units here have "${abilityWords(r.ability, { ability: 0 }, "unit")}"` : bad("units here have");
      if (r.rule === "playMeFromTrash") return source === "unit" ? `You may play me from your trash for ${r.cost}.` : bad("play me from trash");
      if (r.rule === "anyNumberOfBuffs") return source === "unit" ? "I can have any number of buffs." : bad("any number of buffs");
      if (r.rule === "victoryScorePlus") return source === "battlefield" ? `Increase the points needed to win the game by ${r.n}.` : bad("victory score");
      if (r.rule === "moveHereFromAnywhere") return source === "battlefield" ? MOVE_FROM_ANYWHERE_WORDS : bad("move from anywhere");
      if (r.rule === "holdAndConquerEffectsSwap") return source === "gear" ? HOLD_CONQUER_SWAP_WORDS : bad("hold and conquer");
      if (r.rule === "cantBePlayedOnYourFirstTurns") return source === "unit" && r.n === 3 ? FIRST_THREE_TURNS_WORDS : bad("first turns");
      if (r.rule === "noScoreHereBeforeThirdTurn") return source === "battlefield" ? NO_SCORE_HERE_WORDS : bad("no score here");
      if (r.rule === "hideAdditional") return source === "battlefield" ? `You may hide ${HIDE_ONE_MORE} here.` : bad("hide an additional card");
      if (r.rule === "mightWhileAlone") {
        const n = r.n < 0 ? `${r.n}` : `+${r.n}`;
        if (r.who === "me" && r.role === "attackOrDefend" && source === "unit") return `While I'm attacking or defending alone, I have ${n} {might}.`;
        if (r.who === "friendlyUnit" && r.role === "defend" && source === "legend") return `While a friendly unit defends alone, it gets ${n} {might}.`;
        return bad("might while alone");
      }
      if (r.rule === "mightWhileStunnedEnemyHere") return source === "unit" ? `While there's a stunned enemy unit here, I have ${r.n < 0 ? r.n : `+${r.n}`} {might}.` : bad("while a stunned enemy here");
      if (r.rule === "deckAnyNumberNamed") return source === "unit" ? `Your deck can have any number of cards named ${r.name}.` : bad("deck building");
      if (r.rule === "combatDamageHere") return source === "unit" ? IGNORE_TANK_WORDS : bad("combat damage here");
      if (r.rule === "opponentsPayToMoveSeveralHere") return source === "unit" ? `Opponents must pay ${r.each} for each unit beyond the first to move multiple units to my battlefield at the same time.` : bad("applied cost to move here");
      if (r.rule === "spellsHaveRepeatInShowdown") return source === "unit" ? `While I'm in a showdown, your spells have [Repeat] ${r.cost}.` : bad("spells have Repeat");
      if (r.rule === "channelPhaseRunes") return source === "unit" ? `While I'm at a battlefield, players only channel ${r.n} rune${r.n === 1 ? "" : "s"} at the start of their Channel Phase.` : bad("channel phase");
      if (r.rule === "mightIncreasedBy") return source === "unit" ? `My Might is increased by ${r.by === "yourPoints" ? "your points" : "the number of cards in your trash"}.` : bad("might increased by");
      if (r.rule === "mightWhileAnotherHere") return source === "unit" ? `While you have another unit here, I have ${r.n < 0 ? r.n : `+${r.n}`} {might}.` : bad("while another here");
      if (r.rule === "mightWhileAttackingWithAnother") return source === "unit" ? `I have ${r.n < 0 ? r.n : `+${r.n}`} {might} while I'm attacking with another unit.` : bad("while attacking");
      if (r.rule === "noDamageIfMoved") return source === "unit" && timesWords(r.times) ? `If I have moved ${timesWords(r.times)} this turn, I don't take damage.` : bad("no damage if moved");
      if (r.rule === "noDamageUnlessInCombat") return source === "unit" ? `I have ${r.might < 0 ? r.might : `+${r.might}`} {might} and can't be dealt damage unless I'm in combat.` : bad("no damage");
      if (r.rule === "selfCost" && r.condition === "always")
        return (r.say === "I" && source === "unit") || (r.say === "This" && source === "spell") ? `${r.say === "I" ? "I cost" : "This costs"} ${r.amount} less${r.instead ? " instead" : ""}.` : bad("cost without condition");
      if (r.rule === "bonusDamagePerNamedInTrash") return source === "spell" ? `${BONUS_PER_NAMED_WORDS[0]}${r.n}${BONUS_PER_NAMED_WORDS[1]}` : bad("bonus damage per named card");
      if (r.rule === "costChange") return costChangeKinds(r.change).includes(source) ? costChangeWords(r.change) : bad("cost change on this kind of card");
      if (r.rule === "energyCostReduction") {
        const kinds: Record<string, SourceKind[]> = { thisSpell: ["spell"], yourTag: ["unit", "gear", "legend"], spellsYouPlay: ["unit"] };
        const kind = Object.keys(kinds).find((k) => k in r.of)!;
        return kinds[kind]!.includes(source) ? energyCostReductionWords(r.of) : bad("cost reduction on this kind of card");
      }
      if (r.rule === "selfCostIf") return source === "spell" ? `${COST_IF_WORDS(r.condition)}, this costs ${r.amount} less.` : bad("cost condition first");
      if (r.rule === "selfCost") {
        if (r.instead) return bad("cost instead with a condition");
        const words = COST_CONDITIONS.find(([k]) => k === r.condition)?.[1];
        return words ? `${r.say === "I" ? "I cost" : "This costs"} ${r.amount} less ${words}.` : bad("cost condition");
      }
      return bad(`static ${r.rule}`);
    }
  }
}

/** "[Empowered][>]", "[Level 3][>]", "[Legion] -" (the verifier reads "[>]" and " - " alike). */
function dependentWords(c: DependentCondition): string {
  switch (c.on) {
    case "empowered":
      return "[Empowered][>]";
    case "level":
      return `[Level ${c.n}][>]`;
    case "legion":
      return "[Legion] -";
    case "empoweredTimes":
      return `While I'm [Empowered] ${numberWord(c.n)} times,`;
    case "runes":
      return `While ${runesControlledWords(c.runes)},`;
    default:
      return turnConditionWords(c);
  }
}

function additionalCostWords(c: Cost, source: SourceKind): string {
  const me = source === "spell" ? "this" : "me";
  if (c.cost === "optionalAdditional" && (c.onlyIf || c.enterReady))
    return c.onlyIf && c.enterReady && !c.costsLess && source === "unit" ? `${turnConditionWords(c.onlyIf)} you may pay ${c.label} as an additional cost to play me. If you do, I enter ready.` : bad("condition on an additional cost");
  if (c.cost === "optionalAdditional" && c.costsLess)
    return /^spend \d+ XP$/.test(c.label) && source === "unit" ? `You may ${c.label} as an additional cost to play me. If you do, I cost ${c.costsLess} less.` : bad("costs less");
  if (c.cost === "optionalAdditional" && c.say === "asYouPlay") return `As you play ${me}, you may pay ${c.label} as an additional cost.`;
  if (c.cost === "optionalAdditional")
    return /^spend \d+ XP$/.test(c.label) ? `You may ${c.label} as an additional cost to play ${me}.` : `You may pay ${c.label} as an additional cost to play ${me}.`;
  if (c.cost === "killFriendlyUnit" && c.orGear) return bad("additional cost to kill a unit or gear");
  if (c.cost === "killFriendlyUnit" && c.anyTag) return !c.mighty ? `As an additional cost to play ${me}, kill ${article(c.anyTag[0]!)} ${tagListWords(c.anyTag, "or")} you control.` : bad("kill a tagged Mighty unit");
  if (c.cost === "killFriendlyUnit") return `As an additional cost to play ${me}, kill a friendly ${c.mighty ? "[Mighty] " : ""}unit.`;
  if (c.cost === "returnFriendlyGear") return `As an additional cost to play ${me}, return a friendly gear to its owner's hand.`;
  if (c.cost === "optionalDiscard" && c.say === "asYouPlay")
    return source === "unit" && c.costsLess ? `As you play me, you may discard ${c.n} as an additional cost. If you do, reduce my cost by ${c.costsLess}.` : bad("discard as you play");
  if (c.cost === "anyNumberAsPlayed") {
    if (source !== "unit") return bad("any number as an additional cost");
    return c.action === "spendBuffs"
      ? `As you play me, you may spend any number of buffs as an additional cost. Reduce my cost by ${c.lessEach} for each buff you spend.`
      : `As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by ${c.lessEach} for each killed this way.`;
  }
  if (c.cost === "optionalDiscard" && (c.say === "asCost" || c.costsLess)) return c.costsLess ? bad("discard costs less") : `As an additional cost to play ${me}, you may discard ${c.n}.`;
  if (c.cost === "optionalDiscard") return `You may discard ${c.n} as an additional cost to play ${me}.`;
  if (c.cost === "optionalKillFriendly") {
    const less = c.costsLess ? ` If you do, I cost ${c.costsLess.energy} less for each Energy it costs and ${c.costsLess.power} less for each Power it costs.` : "";
    return c.costsLess && (source !== "unit" || c.kind !== "unit") ? bad("costs less") : `You may kill a friendly ${c.kind} as an additional cost to play ${me}.${less}`;
  }
  if (c.cost === "spendBuffIgnoringCost") return source === "spell" ? SPEND_BUFF_WORDS : bad("spend a buff");
  if (c.cost === "optionalExhaustLegend") return source === "unit" ? "You may exhaust your legend as an additional cost to play me." : bad("exhaust your legend");
  if (c.cost === "optionalExhaustFriendly") return source === "spell" ? `As an additional cost to play ${me}, you may exhaust a friendly unit.` : bad("exhaust a friendly unit");
  return bad(`additional cost ${c.cost}`);
}

/** The card text a definition says, one paragraph per layout entry. */
export function renderCard(def: CardDefinition): string {
  const source = sourceKindOf(def);
  const layout = def.layout;
  if (!layout) return bad("no layout (hand-written definition)");
  const used = new Set<number>();
  const paragraphs = layout.map((e) => {
    if ("spell" in e) return def.spell ? effectWords(def.spell) : bad("spell missing");
    if ("additionalCost" in e) {
      const c = def.additionalCosts?.[e.additionalCost];
      return c ? additionalCostWords(c, source) : bad("additional cost missing");
    }
    used.add(e.ability);
    const a = def.abilities[e.ability];
    return a ? abilityWords(a, e, source) : bad("ability missing");
  });
  if (used.size !== def.abilities.length) paragraphs.push(bad("abilities not in the layout"));
  if (JSON.stringify(def.effectText ?? []) !== JSON.stringify(def.equipment ? effectTextOf(def).indices : [])) paragraphs.push(bad("effect text is not what follows Equip"));
  if (def.spell && !layout.some((e) => "spell" in e)) paragraphs.push(bad("spell not in the layout"));
  return paragraphs.map((p, k) => (k > 0 && (layout[k] as { sameLine?: boolean }).sameLine ? `, ${p}` : k > 0 ? `\n${p}` : p)).join("");
}
