/**
 * The card language's larger vocabulary, added for the text compiler (src/engine/cards/compiler).
 * language.ts joins these into its unions (Instruction, Requirement, StaticRule, TriggerEvent, Cost),
 * so hand-written and compiled definitions share one typed language.
 *
 * Presentation fields (`say`, `words`, `join`, `layout`) never change behaviour: they only tell the
 * renderer which of the equivalent printed phrasings a card uses, so its text can be said back exactly.
 */
import type { Ability, Amount, Instruction, ObjectRef, PlayerRef, Requirement } from "./language.js";

/** Objects picked at execution without targeting: "all enemy units here", "friendly units", "your Mechs". */
export interface Selector {
  kind: "unit" | "gear" | "unitOrGear" | "equipment" | "legend"; // "legend": "your legend" (a player has one)
  requirements: Requirement[];
  /** how the group is named: "all" ("all enemy units"), "each" ("each enemy unit"), "plain" ("enemy units"), "your" ("your Mechs") */
  say?: "all" | "ALL" | "each" | "plain" | "your" | "a" | "eachOfYour"; // eachOfYour: "for each of your units with [Temporary]" (first requirement friendly)
}

export type MoreRequirement =
  | { req: "youControl" } // "a unit you control": same test as friendly, different words
  | { req: "other"; say?: "else" | "besidesMe" } // "another unit", "other friendly units": not the source of the ability (say: "something else", "something besides me")
  | { req: "notTriggered" } // "another unit" in a trigger whose condition names a unit: not that unit (a battlefield's "… plays a non-token unit here …, they may move another unit …")
  | { req: "stunned" }
  | { req: "ready" }
  | { req: "damaged" }
  | { req: "buffed" }
  | { req: "attacking"; say?: "after" } // say after: "an enemy unit attacking here" (the word after the noun)
  | { req: "defending" }
  | { req: "inCombat" }
  | { req: "token" }
  | { req: "mighty" } // 5+ Might (706)
  | { req: "empowered" } // has the Empowered status (828)
  | { req: "inBase"; say?: "atA" } // "in a base" (atA: "at a base")
  | { req: "inYourBase" } // "in your base"
  | { req: "mightAtLeast"; n: number }
  | { req: "energyAtMost"; n: number } // "with Energy cost no more than {N}"
  | { req: "tag"; tag: string } // "Mech", "Dragon", "Poro", …
  | { req: "notTag"; tag: string } // "a non-Dragon unit": a unit without that tag
  | { req: "inCombatWithOrChosenByEnemyDomain"; domain: string } // a unit fighting an enemy unit of domain <D>, or targeted by an enemy spell of <D>: an opposing unit in its combat, or an opponent's spell on the chain choosing it, of that domain (134.1)
  | { req: "domain"; domain: string } // "an enemy Chaos unit", "an enemy Fury spell": a card of that domain (134), from the catalog; tokens have none (185.3.b)
  | { req: "cardType"; type: "unit" | "gear" | "spell"; or?: "unit" | "gear" | "spell" } // cards off the board (trash); "or": "a unit or gear"
  | { req: "isSpell" } // a chain item that is a spell
  | { req: "atLocationOf"; slot: string; say?: "there" } // "an enemy unit at its location", "each enemy unit there"
  | { req: "attachedToSource" } // "each Equipment attached to me": attached to the unit whose ability this is
  | { req: "sameBattlefieldAs"; slot: string } // a second choice: an enemy unit sharing the battlefield of the first
  | { req: "energyAtMostSourceMight" } // an Energy cost capped by my Might: its printed Energy cost against the Might of the unit whose ability this is
  | { req: "mightLessThanSource" } // "with less Might than me": less Might than the unit whose ability this is
  | { req: "atSourceBattlefield"; say?: "there" } // "at my battlefield": the battlefield the source is at (its last known one if it left the board)
  | { req: "atOneBattlefield"; say?: "the same" } // "any number of units at a battlefield" / "two units at the same battlefield": each at a battlefield, all at the same one (355.11)
  | { req: "totalMightAtMost"; n: number; say?: "and a total Might of" } // "with total Might 4 or less": the chosen group's Might summed (355.11)
  | { req: "sameControllerAs"; slot: string } // an optional Equipment (zero or one) controlled by the same player (as the unit chosen for `slot`, which "it" names after)
  | { req: "oneAtEachLocation" } // enemy units, no more than one per location: a group of targets (355.11) with at most one at each location (a base or a battlefield)
  | { req: "sameControllerGroup" } // several enemy units, all controlled by one player: one controller for the whole group (355.11)
  | { req: "atChosenBattlefield"; bf: string; say: "atA" | "there" | "atThat" } // at the battlefield chosen for target slot `bf`
  | { req: "mightAtMostUnlessPaid"; n: number } // a Might cap of N (e.g. 3) that is lifted when the additional cost was paid: the Might limit holds only if the item's additional cost was not paid
  | { req: "notCostObject" } // "a different unit": not the unit the item exhausted to pay its cost (costObjects)
  | { req: "notAtLocationOf"; slot: string } // a second friendly unit elsewhere: not where the unit chosen for `slot` is
  | { req: "notAtSourceLocation" } // "an enemy unit at a different location" on a unit's ability (no battlefield chosen before): not where the unit whose ability it is is
  | { req: "notAtChosenBattlefield"; bf: string } // a friendly unit somewhere else (than the battlefield chosen for `bf`)
  | { req: "mightLessThan"; than: string; say?: "it" } // "with less Might than the chosen unit" (chosen for target slot `than`)
  | { req: "youHaveUnitsThere" } // a battlefield "where you have units"
  | { req: "alone" } // "an enemy unit alone at …": no other unit of its controller at its location (740.2.a)
  | { req: "atMovedFrom"; slot: string; say: "atThatBattlefield" } // "at that battlefield": where this item moved the unit chosen for `slot` from
  | { req: "atBattlefieldMovedToOrFrom" } // in a move trigger, the battlefield of either end of that move: at the battlefield the source moved to or the one it moved from, noted as it triggered (359.3.f.3)
  | { req: "inChosenPlayersTrash" } // "a unit in their trash": a card in the trash of the player the item chose (355.9.a; a reflexive trigger keeps its parent's)
  | { req: "inShowdown" } // "a friendly unit in a showdown": at the battlefield of the showdown in progress (the board's showdownBattlefield with phase SHOWDOWN, else the combat's battlefield with phase SHOWDOWN or COMBAT, 308.1)
  | { req: "namedTag" } // "a unit with the named tag": has the tag its source's controller named as the source was played (the source's `named`)
  | { req: "inAnyTrash" } // "a card from any trash": any player's trash (the words; the target kind says the rest)
  | { req: "notTriggered" } // "another" in a reflexive trigger after a move: not the unit the trigger names (the one moved)
  | { req: "atTriggeredLocation"; say?: "there" } // "at its destination": where the unit the reflexive trigger names was moved to (noted as it moved); "there": in the reflexive trigger after a token played "there", the battlefield its parent's trigger condition noted
  | { req: "amongTriggered" } // "up to two of them" after "Then do this:": one of the tokens the line before played (noted by the reflexive trigger)
  | { req: "anywhere" } // "a friendly unit anywhere": at any location (no restriction; the words are printed)
  | { req: "costAtMost"; energy: number; power: number; say?: "thatCosts" | "costing" | "inYourTrash" } // say: "a spell that costs no more than …", "a unit costing no more than …"; a card with cost no more than {E} and no more than P {any} symbols: its printed costs (Power: how many symbols)
  | { req: "choosesFriendlyUnitOrGear" } // a chain item "that chooses a friendly unit or gear": one of its targets is a unit or gear the player controls (359.3.e.9.a)
  | { req: "attached" } // "an attached Equipment": attached to a unit now (434)
  | { req: "detached" } // "a detached Equipment": attached to nothing now (435)
  | { req: "keyword"; keyword: string; without?: boolean }
  | { req: "anyTag"; tags: string[] }; // a trash card with any tag of a list (e.g. the four animal tags): a card with one of these tags // "with [Temporary]" / "without [Temporary]": has (or lacks) the keyword now, from any source

/**
 * Where a move goes besides the language's first destinations, each chosen as the spell or ability is played
 * (355.4) or named by the text:
 * "toOrFromBase": "to or from its base" — to its base from a battlefield, to a battlefield from its base;
 * "otherBattlefield": "to a different battlefield" — a battlefield other than the one it is at;
 * "thatBattlefield": "to that battlefield" — the battlefield of the trigger condition (359.3.f.3);
 * "withSameController": a destination holding another unit of that controller — a base or battlefield where another unit
 * controlled by the moved unit's controller is;
 * "singleLocation": "to a single location" — one base or battlefield for every unit moved, chosen once;
 * `battlefieldOf`: "to that enemy unit's battlefield" — the battlefield the referred unit is at;
 * `chosenBattlefield`: "there", "to that battlefield" — the battlefield chosen for that target slot (355.10.b).
 */
export type MoreDestination = "openBattlefield" /* a move to one battlefield unoccupied and uncontrolled (170.11.c), chosen once for every unit moved */ | "costObjectLocation" /* where the unit exhausted as this ability's cost is: where the item's cost object is as the move executes */ | "sameLocation" /* "plays it to the same location": where it was when it left the board */ | "toOrFromBase" | "otherBattlefield" | "thatBattlefield" | "withSameController" | "singleLocation" | { battlefieldOf: ObjectRef } | { chosenBattlefield: string; say: "there" | "that battlefield" | "target" }; // "target": "move X to a battlefield where you have units", the battlefield chosen as it is played (355.4), its slot

/** A keyword granted by an effect or a static ability: "[Assault 3]", "[Ganking]", "[Temporary]". */
export interface KeywordGrant {
  keyword: string;
  n?: number;
}

export type ResourceAction = "channel" | "readyRunes" | "score" | "gainXp" | "add" | "recycleRune" | "gainPoints"; // gainPoints: "that player gains N point" (194.1.c: gaining points by an instruction, not a Score of a battlefield, 471) // recycleRune: "you must recycle one of your runes" (chosen as it resolves, 355.10.f; to the Rune Deck, 416.1.b)

/** What added resources may be spent on (the rune pool is not modelled: the transcript records it). */
export type AddRestriction = "spells" | "gear" | "showdowns" | "unitsOrUnitAbilities"; // unitsOrUnitAbilities: Energy spendable only on playing units or on activated abilities of units

export type MoreInstruction =
  | { op: "activateConquerEffects" } // a battlefield's "activate the conquer effects of units here" (383.4.g.1)
  | { op: "choose"; slots: string[] } // "Choose a unit and an enemy unit." — the targets were chosen as it was played
  | { op: "grantKeyword"; what: ObjectRef; grants: KeywordGrant[]; thisTurn: boolean; thisCombat?: boolean } // thisCombat: "It gains [Shield 2] this combat."
  | { op: "buff"; what: ObjectRef; bracket?: boolean } // a +1 Might buff unless it already has one (701); "[Buff]" or "Buff"
  | { op: "stun"; what: ObjectRef; bracket?: boolean } // "[Stun]" or "Stun" in the printed text
  | { op: "returnFromTrash"; what: ObjectRef } // a card in your trash to your hand
  | { op: "token"; count: number; might?: number; mightBraced?: boolean; fromTagRegion?: true; name: string; kind: "unit" | "gear"; ready?: boolean; exhausted?: boolean; grants?: KeywordGrant[]; to: TokenPlace; words?: boolean; by?: PlayerRef; per?: Selector } // fromTagRegion: "Tentacle unit tokens from Bilgewater", naming the region of the tag the token has anyway (187.10) // per: "… for each Equipment you control", `count` tokens for each object matching as it resolves // by: "They play …" (default: the item's controller)
  | { op: "resource"; action: ResourceAction; n: number; who: PlayerRef; exhausted?: boolean; upTo?: boolean; symbols?: string; only?: AddRestriction; all?: boolean; thatMuch?: true } // all: "ready your runes" (every one); thatMuch: "[Add] that much Energy" (symbols "Energy" or "{any}"): as much as the line before paid
  | { op: "shieldDeath"; what: ObjectRef; pay?: string } // the next time that unit would die this turn it is healed, exhausted and recalled instead (a one-shot replacement); pay: optional, only if the instruction's controller pays that (371.2.a; paid outside the engine)
  | { op: "drawFor"; n: number; per: Selector } // draw N per friendly unit matching a selector (e.g. Mighty ones)
  | { op: "drawForBattlefields"; n: number; other?: true } // n for each battlefield its controller or an ally (a teammate, the board's player `team`) controls, counted as it resolves; other: not counting the source battlefield ("here")
  | { op: "ifThen"; what: ObjectRef; test: Requirement; then: Instruction; otherwise: Instruction; says?: [string | undefined, string | undefined]; instead?: boolean } // a test on the object with one instruction if it holds and another if not (e.g. kill a stunned unit, else stun it): checked as it resolves
  | { op: "gainXpFor"; n: number; per: Selector } // "gain 1 XP for each friendly unit": counted as it resolves
  | { op: "ifYouControlFacedown"; then: Instruction; otherwise: Instruction; says?: [string | undefined, string | undefined] } // "X. If you control a facedown card, Y instead.": checked as it resolves
  | { op: "ifPlayedFromHand"; then: Instruction }
  | { op: "ifRunes"; runes: RunesControlled; then: Instruction; otherwise: Instruction; says?: [string | undefined, string | undefined] } // "X. If <a count of runes>, Y instead.": the controller's runes as it resolves
  | { op: "ifYourBeginningPhase"; then: Instruction; otherwise: Instruction; says?: [string | undefined, string | undefined] } // "X. If it's your Beginning Phase, Y instead.": the turn and phase as it resolves
  | { op: "returnEachToHand"; what: [ObjectRef, ObjectRef] } // returning two chosen units to their owners' hands: two targets, one instruction // a spell that draws only when played from its controller's hand: a spell not played from facedown (811.1.c.3)
  | { op: "ifSelfAtBattlefield"; then: Instruction; say: "I am" | "I'm" } // "if I am at a battlefield, X": the source's location as it resolves (359.3.f.2)
  | { op: "ifExists"; exists: Selector; then: Instruction; first?: "if there's" } // X only when some object matches (e.g. a ready enemy unit at this location): part of the effect, checked as it resolves (383.2.a.1)
  | { op: "ifTotalMight"; group: Selector; atLeast: number; then: Instruction } // X only when a group's Mights add up to at least N (e.g. draw when the other friendly units total 5): summed as it resolves (383.2.a.1)
  | { op: "ifOpponentPlayedAnotherSpell"; then: Instruction } // X only if an opponent has played a spell this turn other than those this item chose, checked as it resolves (383.2.a.1)
  | { op: "ifYourUnitsHaveTags"; tags: string[]; then: Instruction } // X only when every listed tag appears among the controller's units: each tag on at least one of its controller's units as it resolves (383.2.a.1)
  | { op: "ifHandAtMost"; n: number; then: Instruction } // "X if you have N or fewer cards in your hand": its controller's hand size as it resolves (383.2.a.1)
  | { op: "either"; options: [Instruction, Instruction]; says?: [string | undefined, string | undefined] } // "draw 1 or buff me": the controller chooses one
  | { op: "fight"; a: ObjectRef; b: ObjectRef; we?: boolean } // two units damage each other, each by its own Might (417)
  | { op: "takeControl"; what: ObjectRef }
  | { op: "controllerMayPlayAgain"; whose: ObjectRef; cost: string; bonusPer: number } // the controller of the unit the spell chose may play its card again right after it resolves, for a cost (a request item, playedFrom TRASH, playedAfter this item); that play deals bonusPer Bonus Damage for each time the card dealt damage this turn
  | { op: "gainControlOfSpell"; what: ObjectRef; newChoices: true; say: "sentence" | "and" } // the chosen spell on the chain is controlled by this item\'s controller from now on, who may remake its choices (750-755); say: the two parts printed as two sentences, or joined by "and" after "If you do,"
  | { op: "nameSpell" } // "name a spell": its controller names a spell card as it resolves (asked; the name must be a spell's the catalog knows); the source remembers it (`named`)
  | { op: "chosenPlayerGainsControlAndRecalls" } // after "Choose a player.": the chosen player controls the source (a gear) from now on, and it is sent to their base (a recall, not a move)
  | { op: "drawLooked"; n: number; reveal?: { type: "unit" | "gear" | "spell"; minEnergy?: number }; optional: boolean; put?: true } // from cards looked at; put: "put N into your hand" (not a draw)
  | { op: "playUnitFromHand"; to: "battlefieldYouControl"; reducedBy: string } // play a hand unit at a battlefield the player controls for N less: a unit card of the player's hand (the board must give its cards), chosen as it resolves, played there (419.3; the reduced cost is paid outside the engine)
  | { op: "playUnitFromHand"; to: "yourBase"; ignoringEnergy: true } // play a hand unit at the player's base without its Energy cost: as above, to its player's base (its Power cost is paid outside the engine)
  | { op: "playSpellFromTrashThenRecycle"; energy: { atMost: number } | "lessThanYourPoints"; say: "ignoring" | "withoutPaying" } // play a trash spell whose Energy cost is at most N (or below the player's points) free of that Energy cost, then recycle it: a spell card of its controller's trash (printed Energy cost, 206), chosen as it resolves, played on the chain (419.3; its Power cost paid outside the engine); "then recycle it" is a delayed replacement (390.3.a): as it leaves the chain it is recycled instead of going to the trash
  | { op: "swapLocations"; a: ObjectRef; b: ObjectRef } // the source and a chosen friendly unit (e.g. a Shadow Clone) trade places: each moves to where the other is (two moves, 420), as it executes
  | { op: "swapIfEitherHas"; a: ObjectRef; b: ObjectRef; keyword: string } // the two trade places when either has the keyword (e.g. Temporary): the two units chosen before swap locations (each a move) if either has the keyword as this executes
  | { op: "anyTargetIfPaid" } // with the additional cost paid, the target chosen before may be any enemy unit at a battlefield: it has no Might limit then (its requirement mightAtMostUnlessPaid); nothing to do as it resolves
  | { op: "repeatPlayEffect" } // "Repeat this gear's play effect.": the instructions of its source's own play effect (383.4.a, one without targets), followed again as this resolves
  | { op: "moveSelfIfMightier" } // the source moves to an enemy-held battlefield with units, provided its Might beats the enemy units' combined Might there: a battlefield an opponent controls with units at it, chosen as it resolves (the item's destination, else asked); moved only if the condition holds then
  | { op: "moveToBattlefieldYouControl"; what: ObjectRef } // a friendly unit moves to a battlefield its controller holds: the battlefield chosen as it executes (the item's destination, else asked), one its controller controls
  | { op: "theyMoveUnitToSame"; as: ObjectRef } // the chosen player moves one of their units to where the named unit is: the chosen player (355.9.a) chooses a unit they control, moved to the battlefield where the unit named before is as this executes
  | { op: "championToHand"; tag: string } // a unit with the tag (a champion's) its controller owns taken back to their hand, on the board or in their Champion Zone (the board's championZone), chosen as it resolves
  | { op: "playHiddenFromHand" } // a free play of a Hidden card from hand, units going to this battlefield: a card of its controller's hand with Hidden printed (chosen as it resolves; the board must give the hand's cards), played ignoring its cost (419.3): a unit to the source's battlefield, a gear to their base, a spell onto the chain
  | { op: "playEquipmentFromHand"; energyAtMost: number } // an Equipment card up to an Energy cost, played from its controller's hand with its cost ignored: one (the board must give its cards), chosen as it resolves, played to their base (152.2; its costs ignored); "it" after it is that Equipment
  | { op: "mayPlayGearFromHandThisTurn"; energyAtMost: number } // later this turn the player may play a hand gear of Energy cost up to N without paying that Energy: a permission for a later play this turn (outside chain resolution; costs are paid outside the engine): recorded
  | { op: "loseControl"; what: ObjectRef } // "Lose control of that unit": control returns to its owner (the control-changing effect ends)
  | { op: "eachOpponentRevealsTop" } // every opponent shows their deck's top card (424): the revealed cards, in turn order, are those "one" and "the rest" name next
  | { op: "drawLookedRest" } // "Draw any you didn't banish.": every card looked at that was not taken, drawn (413)
  | { op: "trashLooked" } // "put the rest into your trash": the looked-at cards not taken
  | { op: "millTop"; n: number; who?: "chosenPlayer" } // who: "They [Burn N]" after "choose a player", the chosen player's deck and trash; N cards go from the deck's top to the trash
  | { op: "mayRecycleLookedOrderRest" } // of the two looked-at cards, the player recycles any (possibly both) and returns the others in an order they choose
  | { op: "handCardToDeckTopOrBottom" } // one card of its controller's hand moved onto either end of their Main Deck: they choose the card (when the hand's cards are given) and the end, as it resolves
  | { op: "toDeckTopOrBottom"; what: ObjectRef } // the object goes to its owner's deck, above or beneath: the owner chooses
  | { op: "revealUntilBanish"; type: "unit" } // cards are shown from the deck's top until a unit turns up, which is banished: "it" is that unit, "the rest" the others
  | { op: "revealTop" } // the deck's top card is shown (424): the revealed card is the one "it" refers to next
  | { op: "ifRevealed"; type: "unit" | "gear" | "spell"; then: "draw" | "hand"; otherwise?: "recycle" | "trash"; also?: Instruction } // by the revealed card's type: drawn if it matches (e.g. gear), else recycled about the revealed card; without "Otherwise" it stays on top of the deck
  | { op: "doubleMight"; what: ObjectRef; thisTurn: boolean; thisCombat?: true } // thisCombat: "double my Might this combat" (it expires as the combat ends in a Resolution Step the engine carries out, board combat.step RESOLUTION; otherwise it lasts for the rest of the request)
  | { op: "predict"; n: number } // look at the top N, recycle any of them, the rest back on top (436)
  | { op: "mayChooseLookedUnit"; mightAtMost: Amount } // optionally play a looked-at unit under a Might cap (no banish)
  | { op: "chosenPlaysChosenUnit"; bf: string } // the chosen player plays the chosen hand unit to the chosen battlefield for free: the chosen player plays the unit card chosen from their hand to the battlefield chosen by the slot (419.3; costs ignored); "it" for a following "If they do, then do this"
  | { op: "thenDoThis"; effect: import("./language.js").Effect; aboutChosenPlayed?: true; ifBurnedUnit?: true; ifRevealedTag?: string[]; aboutPlayed?: true; theirTrash?: true; ifItHadMightAtMost?: { what: ObjectRef; n: number }; aboutMoved?: string; attachPlayedToMe?: true } // theirTrash: after the chosen player burns, "you may do this" choosing a unit in their trash: the reflexive trigger keeps the player chosen before ("their"), its card chosen as it goes on the chain (optional: 0 or 1) // aboutPlayed: after the others are recycled, an optional Y: "it" in Y is the card banished and played from among the looked-at cards, Y optional // a token play followed by Y: a reflexive trigger with no condition (387.2), "it" in Y is the token (or "them", the tokens played); ifRevealedTag: Y follows when a listed tag was among the revealed cards (387.3: only if a card revealed from among the looked-at cards has one of the tags; Y chooses its own targets); ifItHadMightAtMost: a kill followed by Y when the killed unit's Might was at most N (387.3: only if the kill was done and the unit's Might as it was killed, its last known information, was N or less) // attachPlayedToMe: after a unit's ability played an Equipment, a reflexive trigger of the unit attaching that Equipment to it // aboutMoved: a move followed by Y: "it" in Y is the unit moved (the slot), and "its destination" where it went // aboutPlayed: after the others are recycled, an optional Y: "it" in Y is the card banished and played from among the looked-at cards, Y optional // a token play followed by Y: a reflexive trigger with no condition (387.2), "it" in Y is the token (or "them", the tokens played); ifRevealedTag: Y follows when a listed tag was among the revealed cards (387.3: only if a card revealed from among the looked-at cards has one of the tags; Y chooses its own targets)
  | { op: "grantConquerTrigger"; what: ObjectRef; effect: import("./language.js").Effect } // the unit has a quoted "When I conquer" ability this turn (477.2.a); "me" in its effect is the unit
  | { op: "empower"; what: ObjectRef } // 441: the object becomes Empowered (nothing happens if it already is)
  | { op: "disempower"; what: ObjectRef } // 442: removes the Empowered status (nothing happens if it has none)
  | { op: "discardHand"; who: PlayerRef } // "… discards their hand"
  | { op: "banishHandAndTrash" } // the controller banishes every card of their hand and of their trash (427.1); a zone given only by its count is emptied without knowing which cards (PARTIAL)
  | { op: "eachPlayerKillsOne"; kind: "unit" | "gear"; opponents?: true; must?: true; exceptYouIfPaid?: true } // opponents: "each opponent must kill …"; must: the words "must kill"; exceptYouIfPaid: the item's controller kills none when the additional cost of the unit was paid (a play effect) // "Each player kills one of their units.": each chooses as it resolves (355.10.e)
  | { op: "nextUnitEntersReady" } // its controller's next unit played this turn enters ready: a delayed replacement (369.3) taken by its controller's next unit, tokens too
  | { op: "ifLegion"; then: Instruction } // an activated ability's "[Legion] - X" after its cost: X only if its controller has played a card this turn (812.1.c), checked as it resolves
  | { op: "unitsCostMoreThisTurn"; amount: string } // a cost increase of N on the player's non-token units for the turn: a delayed passive ability (391) for the rest of the turn; the cost is paid outside the engine; card: "the next card you play" (a unit, gear or spell), so it is recorded as each such unit is played
  | { op: "nextSpellCostsLess"; amount: string; card?: true } // a discount of N on the player's next spell this turn: a delayed passive ability (391) taken by that spell as it is played; the cost is paid outside the engine
  | { op: "nextSpellRepeatOwnCost"; base?: true } // base: the Repeat cost is the spell's base cost (its printed cost, 204.1.a, not altered by modifications, 206.1), in the wording that names "your next spell"; the next spell its controller plays this turn gets [Repeat] with its own cost as the Repeat cost (a delayed passive ability, 391; 820): that cost is paid outside the engine (the item's repeat)
  | { op: "takeTurnAfterThis" } // an Additional Turn for its controller, queued right after the current turn (735, 738); reported in the final board
  | { op: "addAtNextMainPhase"; symbols: string } // a unit's hold effect adding resources when its controller's next Main Phase starts: a delayed trigger (390.2) adding them then; outlasting the request, it is reported in the final board's delayed (resources are not part of the board)
  | { op: "nextMainPhaseMayMoveEnemyHere" } // a unit's hold effect: a delayed trigger (390.2) for the start of its controller's next Main Phase, which may then move an enemy unit (chosen then) to the battlefield where it held; outlasting the request, it is reported in the final board's delayed
  | { op: "detachThis" } // the Equipment whose ability it is is detached from its unit (435)
  | { op: "replaceBattlefield"; token: "Brush" } // swapping the battlefield for the Brush token (438): the battlefield of the trigger condition becomes the token, the same battlefield for what refers to it (438.1.a: its id, its units, its control); the card replaced goes to banishment (438.5)
  | { op: "swapBackBattlefield" } // "replace this with the battlefield it replaced" (438.7): the battlefield token whose ability it is becomes the battlefield it replaced again
  | { op: "returnChampionToZone" } // a card of its controller's trash named as their Chosen Champion (103.2.a.3; the board's chosenChampion), while that zone is empty
  | { op: "winGame" } // its controller wins the game (195): the game ends (196); reported in the final board
  | { op: "nextSpellBonusDamage"; n: number } // N Bonus Damage for the player's next spell this turn (a delayed passive ability, 391; 712)
  | { op: "replaceDamage"; what: ObjectRef; kind: "prevent" | "preventNext" | "double"; n?: number } // delayed replacements on a unit's damage this turn (390.3, 437)
  | { op: "preventSpellDamage" } // no damage from spells or abilities for the rest of the turn (437.1.b.1.b)
  | { op: "banishIfDies"; what: ObjectRef } // for this turn, the object is banished in place of dying (a delayed replacement, 390.3)
  | { op: "opponentsCantPlayCards" } // its controller's opponents can't play cards for the rest of the turn: any card (054.1)
  | { op: "noSpells"; who: PlayerRef } // "Its controller can't play spells this turn."
  | { op: "mightBecomes"; what: ObjectRef; n: number } // "Its base Might becomes 5 this turn." (477.1.a.1)
  | { op: "increaseMightTo"; what: ObjectRef; to: ObjectRef } // a unit's Might raised this turn to another friendly unit's (snapshotted, 477.3.b)
  | { op: "buffYourUnitsThereIfExactly"; bf: string; n: number; amount: number } // a Might boost for the turn to the controller's units at that battlefield when they number exactly N: the controller's units at the battlefield of slot `bf`, counted as it executes
  | { op: "additionalMightIfAlone"; what: ObjectRef; n: number } // N more Might for the turn when the unit is its controller's only one at that location
  | { op: "buffsGiveMore"; n: number } // for the turn, each buff on a friendly unit is worth N more Might (a delayed passive ability, 391)
  | { op: "unless"; main: Instruction; who: PlayerRef; alternative: { pays: string } | { hasYouDraw: number } } // "X unless its controller pays {2}" / "… has you draw 2": that player decides
  | { op: "unitsEnterReady"; say: "friendly" | "youPlay" } // "Friendly units enter ready this turn." / "Units you play this turn enter ready." (369.3)
  | { op: "whenDiesThisTurn"; what: ObjectRef; then: Instruction } // if the object dies this turn, an instruction follows (e.g. an exhausted Gold token) (a delayed trigger, 390.2)
  | { op: "whenWinsCombatThisTurn"; what: ObjectRef; then: Instruction } // a delayed trigger (390.2) for the rest of the turn, doing its instruction each time that unit wins a combat (466.3): triggered by the engine for a win in a combat's Resolution Step (board combat.step RESOLUTION), otherwise it waits past the request (the final board's delayed)
  | { op: "ifThisKillsDoThis"; what: ObjectRef; then: Instruction; forEachUnit?: true } // forEachUnit: Y once per unit killed after damage split among units, one trigger for each // Y only when X killed the unit: a reflexive trigger (387) on that unit's death in the cleanup after this spell resolves
  | { op: "whenFriendlyUnitPlayedThisTurn"; then: Instruction; and?: Instruction; next?: true } // a delayed trigger (390.2) on each unit its controller plays this turn; "it" is the unit played; next: X and Y for only the first unit played afterwards this turn, only the first such unit
  | { op: "killNextTimeDamaged"; what: ObjectRef } // a delayed trigger (390.2) on that unit killing it on the next damage dealt to it this turn, once
  | { op: "ifLegionInstead"; then: Instruction; otherwise: Instruction; says?: [string | undefined, string | undefined] } // a spell's Legion paragraph replacing the instruction before it: Y replaces X (158.2) while another card its controller finalized this turn makes Legion active (812.1.c), as it resolves
  | { op: "killWhenDamagedThisTurn" } // for the turn, any unit dealt damage is killed (a delayed trigger, 390.2)
  | { op: "counterToHand"; what: ObjectRef } // a counter that sends the spell to its owner's hand instead of the trash (a replacement, 370)
  | { op: "cantMoveThisTurn"; what: ObjectRef } // "They can't move it this turn." after "When an opponent plays a unit …": spells and abilities of the unit's controller can't move it this turn (054.1)
  | { op: "protectThisTurn"; what: ObjectRef } // for the turn, opponents' spells and abilities cannot target the object (355.9.b)
  | { op: "choosePlayer"; opponent: boolean } // "Choose an opponent." / "Choose a player.": a player target (355.9.a), chosen as the item goes on the chain
  | { op: "revealHand"; who: PlayerRef; say?: "anOpponent" } // say anOpponent: "An opponent reveals their hand.", the opponent chosen as the item goes on the chain (as "Choose an opponent.", 355.9.a); // "They reveal their hand." (424.3.a: every card in it)
  | { op: "takeFromHand"; who: PlayerRef; nonUnit?: boolean; then: "discard" | "recycle" } // a card (or a non-unit card) picked from a player's hand, then discarded (or recycled)
  | { op: "recycleFromYourTrash"; n: number } // "recycle N from your trash" as an effect: N cards of its controller's choice, not targets, as many as possible (416.4, 416.6)
  | { op: "revealTopRuneRecycle" } // the rune deck's top rune is shown and recycled: the top rune of the board's runeDeck revealed (424) and put under it (416.1.b); "its domain" is that rune's
  | { op: "byRevealedDomain"; branches: { domain: string; effect: import("./language.js").Effect }[] } // a list of effects keyed by domain, one applied per the revealed domain: a reflexive trigger (387) with the branch of the revealed rune's domain, its targets chosen as it goes on the chain
  | { op: "byDiscardedType"; branches: { type: "spell" | "gear" | "unit"; effect: import("./language.js").Effect }[] } // after a discard, one branch for each printed card type (spell, gear, unit), introduced by the discarded card's type: Spell - X.Gear - Y.Unit - Z.": the branch of the printed type of the card this item just discarded (not known from a hand given by its size)
  | { op: "banishFromYourTrash"; type: "unit" } // "banish all units from your trash": every unit card of its controller's trash (not targets), each then "banished with this" (the source, as it is then)
  | { op: "banishPlayedSpell" } // "When you play a spell, … banish it": the card of the spell that triggered it (in the trash as it has resolved), banished with the source
  | { op: "flushBanishedSpells"; n: number; channel: number; draw: number } // once N spells are banished by the source, they go to the trash, then channel and draw
  | { op: "playBanishedWithThis"; all?: true; ignoringCost?: true } // one unit card this object banished is played (one of them, chosen as it resolves; its costs paid outside the engine) / every unit card it banished is played for free: cards in banishment an ability of this object banished, each to a location its controller chooses
  | { op: "banishChosenFromHand"; who: PlayerRef } // banishing a card of a revealed hand: its controller chooses a card of the player's revealed hand (the board must give its cards); it is banished
  | { op: "whenTheyHoldReturnBanished" } // a delayed trigger (390.2) for the next time that player holds, returning the card banished before to their hand; it acts after the request (the final board's delayed)
  | { op: "giveFlowThisTurn"; what: ObjectRef } // Flow for the turn, at the spell's own cost, for a spell chosen in the trash: the card chosen has Flow (829) while it stays in the trash this turn; a request item playing it from there (playedFrom TRASH) is a Flow play, its Flow cost (its cost) paid outside the engine
  | { op: "mayPlayThisFromTrash"; cost: string } // a spell's reflexive trigger: an optional replay of the spell from the trash at a given cost: its controller may play the spell card from their trash now, the cost paid outside the engine (a request item played right after the trigger, playedFrom TRASH)
  | { op: "recycleCards"; what: ObjectRef; say?: "theirOwners" } // "recycle up to 4 cards from trashes": each to the bottom of its owner's Main Deck (416.1.c); theirOwners: "Their owners recycle them." (the same)
  | { op: "becomeCopy"; what: ObjectRef; of: ObjectRef; noted?: true } // "It becomes a copy of that unit." / "They become copies of me." in a reflexive trigger after tokens were played: each token named takes the copyable traits of the object (477.1.b); noted: the object is one the item that made the trigger named (its target "that unit", or "me"), noted as the trigger is created
  | { op: "eachPlayerMayToken"; token: Extract<MoreInstruction, { op: "token" }> } // "you and each opponent may play <token>": each decides and plays their own, in turn order (303.2.a)
  | { op: "eachOtherPlayerChooses"; options: [string, string] } // "Each other player chooses Cards or Runes.": each player but its controller, in turn order (303.2.a), picks one of the two words, asked as it resolves
  | { op: "forEachWhoChose"; choice: string; then: Extract<Instruction, { op: "draw" | "resource" }> } // per player who picked a given option (e.g. Cards), both them and the controller draw: after eachOtherPlayerChooses, for each player who chose it, its controller and that player each follow the instruction (written for "you")
  | { op: "tokenPerOpponentWhoDid"; token: Extract<MoreInstruction, { op: "token" }> } // "For each opponent who did, you play <token>.": after eachPlayerMayToken
  | { op: "recycleUnit"; what: ObjectRef } // "recycle another friendly unit": a unit on the board to the bottom of its owner's Main Deck (416.1); as an opening cost, its Might noted for "the Might of the unit you recycled"
  | { op: "mayMoveSelfWithIt" } // after a friendly unit left the source's location: the source may follow it (its controller asked), to where that unit went (noted from the trigger condition)
  | { op: "energyCostReducedByRecycledMight" } // the card just played costs less by the recycled unit's Might (costs are paid outside the engine; recorded)
  | { op: "hideIgnoringCosts" } // its controller may hide cards without paying for hiding this turn: a permission for hiding, which is not part of chain resolution; recorded
  | { op: "lookAtFacedown"; who: PlayerRef } // for the turn, the player may see an opponent's facedown cards: a permission to see hidden information, recorded
  | { op: "pay"; symbols: string; anyAmount?: true } // anyAmount: "pay any amount of {any}" / "… of Energy" (symbols "{any}" or "Energy"; the amount is chosen as it is paid, outside the engine) // "pay {1}" inside an effect (a cost within instructions, 383.3.b): resources are paid outside the engine, the payment recorded
  | { op: "returnSelfFromTrash" } // a card returning itself from its owner's trash to their hand: the card whose ability it is, while it is still in its owner's trash (an ability that functions there)
  | { op: "spendBuffs"; count: "one" | "any"; then?: "readyEach" } // one buff or any number spent (702.2.b: from units its controller controls, chosen as they are spent); readyEach: each friendly unit's buff may be spent to ready that unit
  | { op: "forEachBuffSpent"; then: Instruction } // "For each buff spent, X": X's amount times the buffs this item's "spend any number of buffs" spent
  | { op: "spendXpNow"; n: number } // "pay 2 XP" inside an effect (a cost within instructions paid as it resolves, 383.3.b's Insightful Investigator example)
  | { op: "chooseFromHand"; who: PlayerRef; domain?: string; unit?: true; say?: "youFromIt" | "fromIt" } // unit, say fromIt: "choose a unit from it" (a unit card of the revealed hand); // "choose a card from their hand" (revealed): remembered for "that card"; "you choose a <Domain> card from it": only a card of that domain (134.1)
  | { op: "discardChosen"; who: PlayerRef; draw: number } // "they discard that card and draw 1"
  | { op: "recycleChosen"; who: PlayerRef } // the chosen player recycles the card chosen from their hand, to the bottom of their Main Deck
  | { op: "defenderKillsOne" } // the defending player kills one of their units at this location: the defending player chooses as it resolves (355.10.f)
  | { op: "swapMight"; what: ObjectRef; thisTurn: true } // swapping the Might of the two units chosen for one slot (433.1): the lower is increased, the higher decreased, by the difference
  | { op: "mayDetachIfEquipment"; what: ObjectRef } // an optional detach, only for an Equipment: checked, then asked, as it resolves (435)
  | { op: "ifItWas"; what: ObjectRef; was: "enemy" | "friendly"; then: Instruction } // "If it was an enemy unit, X.": whose unit it was, from its last known information if it left the board (the unit an earlier line acted on)
  | { op: "mayAttachOneOf"; from: ObjectRef; to: ObjectRef } // if `from` is equipped, one of the Equipment attached to it may be attached to the source (asked as it resolves, 434)
  | { op: "myKeywordsAndMight"; what: ObjectRef } // "give X my keywords and +{might} equal to my Might this turn": the source unit's keywords and Might as this resolves (its last known ones if it left the board), given to X this turn
  | { op: "mightAndKeywords"; what: ObjectRef; n: number; grants: KeywordGrant[] } // "give X +N {might} and [Keyword] this turn": both, on the same objects
  | { op: "ifLevel"; n: number; then: Instruction; otherwise?: Instruction; says?: [string | undefined, string | undefined] } // a spell's "X.\n[Level N][>] Y instead.": Y while its controller has N+ XP as it resolves (727.1.b.2, 824.1.b.1), else X
  | { op: "ifYourTurn"; then: Instruction }
  | { op: "doubleMightAndGiveReady"; what: ObjectRef; cost: string } // a unit's Might doubled for the turn and a quoted activated ability readying it: the doubling (432.1) and an activated ability of the unit's own for the turn (numbered after its printed abilities), readying itself // "If it's your turn, X": X only while its controller is the board's turn player as it resolves
  | { op: "ifSelfEmpowered"; then: Instruction; otherwise?: Instruction; subject: "this is" | "I'm"; says?: [string | undefined, string | undefined] } // "X. If this is [Empowered], Y instead.": the source's status as it resolves; without otherwise, "if I'm [Empowered], Y" (Y or nothing)
  | { op: "ifPaidAdditional"; then: Instruction; otherwise?: Instruction; says?: [string | undefined, string | undefined] } // a spell's "X. If you paid the additional cost, Y instead." (paidAdditionalCost, 355.1.a); without otherwise: "if you paid the additional cost, Y"
  | { op: "eachChoosesNOfEach"; n: number } // "Each player chooses N units, N gear, N runes, and N cards in their hands.": each in turn order, as it resolves (355.10.e), remembered for "the rest"
  | { op: "recycleTheUnchosen" } // "Recycle the rest." after it: every unit, gear, rune and hand card not chosen (416)
  | { op: "eachPlayerChoosesOne" } // "Each player chooses a unit they control.": each chooses as it resolves (355.10.e), remembered for "the rest"
  | { op: "eachLooksBanishesOneRecyclesRest"; n: number } // each player sees the top N cards of their Main Deck, banishes one and recycles the others: each player in turn order (303.2.a), from their own Main Deck when the board gives its cards; the card each banished is remembered for "those cards"
  | { op: "eachFromNextPlaysBanished" } // each player plays the card they banished before, without paying Energy: in turn order from the player after the controller, each plays the card they banished (419.3; its Power cost paid outside the engine)
  | { op: "eachFromNextMayReturnUnit" } // going around from the next player, each may send one unit back to its owner's hand: in turn order from the player after the controller, each may pick any unit as it resolves (355.10.e)
  | { op: "eachOtherFromNextChoosesUnit" } // each other player, starting with the next one, chooses a unit the controller doesn't control and no one chose for this spell: remembered for "those units"
  | { op: "killThoseChosen" } // "Kill those units.": one kill of the units the line before had the players choose
  | { op: "killTheRest" } // "Kill the rest.": one kill of every unit the line before did not choose
  | { op: "ifIt"; what: ObjectRef; test: Requirement; then: Instruction; after?: boolean }; // "if it's [Empowered], X" / "X if it has N {might} or less" (after): X only if the object it refers to passes the test as it resolves

/** Words that refer back to an object: "it", "them", "that unit", "me", "this" … (presentation only). */
export type RefWords = "it" | "them" | "they" | "that unit" | "that spell" | "that enemy unit" | "that Equipment" | "me" | "this" | "I" | "your unit" | "the friendly unit";

/** How a line's words join the line before it (presentation only). */
export type Join = "sentence" | "then" | "Then" | "ThenComma" | "and" | "comma" | "commaAnd" | "paragraph" | "to";

/** "battlefield": a battlefield chosen as a target ("Choose a battlefield.", "all units at a battlefield": 355.9.a, 355.10.b). */
export type MoreTargetKind = "unitGearOrRune" /* "units, gear, and/or runes": faceup units and gear, and runes (rune objects the board lists) */ | "legendUnitOrGear" /* "a legend, unit, or gear": one faceup object of any of those kinds */ | "something" /* "something": any game object on the board — a unit, gear, legend, facedown card, or a rune the board lists as an object (battlefields are not chosen this way) */ | "unitOrGear" /* "a unit or gear": a faceup unit or gear on the board */ | "cardInTrash" | "battlefield" | "gearUnitOrFacedown" | "battlefieldUnitOrGear" | "legend"; // "battlefieldUnitOrGear": a unit at any battlefield, or any gear // "gearUnitOrFacedown": "a gear, unit, or facedown card" — a faceup gear or unit, or any facedown card on the board // "legend": "a legend" (any player's, on the board)

/** Keywords besides those the first hand-written definitions used (800–829). */
export type MoreKeyword =
  | "Accelerate" | "Assault" | "Deflect" | "Ganking" | "Legion" | "Shield" | "Tank" | "Temporary" | "Vision" | "Quick-Draw"
  | "Ambush" | "Hunt" | "Level" | "Unique" | "Backline" | "Empower" | "Empowered" | "Flow";

/** Where a token is played. */
export type TokenPlace = "default" | "here" | "yourBase" | "inYourBase" | "intoYourBase" | "atYourBase" | "there"; // "there": the location noted from the trigger condition (359.3.f.3)

export type MoreStaticRule =
  | { rule: "legendsHave"; ability: Ability } // a battlefield giving an activated ability to its controller's legends while that player controls it (played by the caller as the legend's ability after its own, state/granted.ts)
  | { rule: "addAsRevealed"; symbols: string } // a replacement: as the card is revealed from its owner's Main Deck, its owner adds the symbols (recorded)
  | { rule: "mayBanishAsLookedOrRevealed"; playFor: string } // a replacement: as its owner looks at or reveals it on top of their Main Deck, they may banish it, then may play it for playFor (paid outside the engine)
  | { rule: "lookTopBeforeReveal" } // a unit's replacement: as its controller would reveal cards from a deck, they look at the top card first and may recycle it, then reveal (370, 424)
  | { rule: "opponentsHiddenNotRevealedHere" } // a unit's static: its controller's opponents can't reveal their hidden cards at its battlefield, so can't play them from facedown there (811.1.c.3)
  | { rule: "holdEffectsAgainHere" } // a unit's static making its controller's hold effects for holding its battlefield trigger once more: the caller places hold effects (holds are not part of chain resolution), and the engine adds the additional trigger of each one placed for a hold there
  | { rule: "tieRecallsAllUnitsHere" } // a gear's replacement (Symbol of the Solari) in a combat its controller attacked in: when the combat would end with both sides' units still at its battlefield (the tie that recalls the attackers, 466.1.a.2), every unit at that battlefield is recalled instead; applied by the engine in a combat's Resolution Step (board combat.step RESOLUTION)
  | { rule: "deathknellAgain" } // a unit's static: each Deathknell of its controller's that triggers goes on the chain once more (per such unit on the board)
  | { rule: "conquerEffectsAgainHere" } // a unit's static making its controller's conquer effects for conquering its battlefield trigger once more: while the unit is at the battlefield its controller conquers (the engine's own conquests, a combat's in its Resolution Step included; the caller places those of a combat it resolves itself)
  | { rule: "keyword"; keyword: string; n?: number; cost?: string; discard?: number; instances?: number } // discard: "[Repeat] - Discard 1", a Repeat cost of discarding N (paid as the spell is played); instances: "[Repeat] - {1} / {any}", that many Repeat costs (820.3), cost the costs joined by " / " // keywords whose rules act outside chain resolution, or permissions
  | { rule: "assault"; n: number } // +N Might while an attacker (807)
  | { rule: "enterReady"; if?: EnterReadyIf; ifNamedInTrash?: true; costsLess?: string } /* costsLess: a discount of N together with entering ready under the same condition (costs are paid outside the engine) */ // the unit enters ready, always or on a condition (e.g. another Mech under its controller); ifNamedInTrash: if a card of its name is in its controller's trash as it enters
  | { rule: "entersExhausted" } // "This enters exhausted."
  | { rule: "mightIfAttachedThisTurn"; n: number } // an Equipment's effect text: its unit has an additional +N Might while the Equipment was attached to that unit this turn
  | { rule: "hideForEnergy"; pay: string } // a legend's other cost for hiding a card (811), which is not part of chain resolution: nothing for the engine to apply
  | { rule: "sandSoldiersHaveWeaponmaster" } // a legend's grant of [Weaponmaster] to Sand Soldiers: a Sand Soldier unit its controller plays (tokens too) gets the keyword's play trigger (821.1.c) as it is played
  | { rule: "notFromHandHaveAccelerate" } // [Accelerate] (805) for its controller's units that are not played from a hand: checked as such a unit is played, its paid additional cost then being that Accelerate
  | { rule: "exhaustAbilitiesOfFriendly" } // the unit borrows every exhaust-cost activated ability of its controller's other legends, units and gear: the unit has each other such object's activated abilities with an exhaust cost, numbered after its own (state/granted.ts), as they are when it plays one
  | { rule: "extraTokenCopyOnceATurn" } // once each turn, while the source is at a battlefield, its controller playing a unit token may play an additional copy of it instead (an optional replacement, 371.1–2; the copy inherits how the token is played, 375)
  | { rule: "tokensEnterReady" } // its controller's tokens, unit and gear, enter the board ready (a replacement as they enter, 369.3), even one played exhausted
  | { rule: "whileWithExactlyOneOther"; grants: KeywordGrant[]; might?: number } // keywords (e.g. Shield 3) and Might while the unit shares a battlefield with just one other friendly unit
  | { rule: "whileBuffed"; might?: number; grants: KeywordGrant[] } // extra Might or keywords (e.g. Ganking): only while the unit has a buff
  | { rule: "whileMighty"; grants: KeywordGrant[] } // "While I'm [Mighty], I have …": the keywords only while the unit has 5+ Might (706), that Might read without these keywords
  | { rule: "othersEnterReady"; say?: "yourUnits" } // "Other friendly units enter ready.": its controller's other units enter the board ready, tokens too; "yourUnits": a legend's version, for all its controller's units (the same units: a legend is no unit)
  | { rule: "mightModifier"; n: number; who: StaticScope; ifEmpowered?: number; say?: "whileDefendingAlone"; minimum?: number } // minimum: "…, to a minimum of N {might}" (a decrease that takes no unit below N, applied after the other changes) // say: a battlefield's Might change for a lone defender there, printed as one sentence // ifEmpowered: the amount while the source is Empowered ("… If I'm [Empowered], they have +M {might} instead.", read continuously) // "Other friendly units have +1 {might} here."
  | { rule: "grantKeywords"; grants: KeywordGrant[]; who: StaticScope; ifNotAlready?: true } // "Your Mechs have [Shield]."; ifNotAlready: "… if they didn't already" (a keyword a unit has from elsewhere is not given again)
  | { rule: "playPermission"; where: "openBattlefield" | "occupiedEnemyBattlefield" | "attackedBattlefield" | "killedUnitsBattlefield" | "ambushToKilledUnitsBattlefield" | "ambushToEnemyBattlefield" | "enemyUnitsBattlefield" | "enemyAloneBattlefield"; say?: "evenIf" } // ambushToEnemyBattlefield / enemyUnitsBattlefield: with [Ambush] / played to a battlefield holding enemy units (say: adding that the player needs no units there) // killedUnitsBattlefield: to the battlefield of the unit killed for its additional cost (ambush…: with [Ambush], even without other units there) // where a unit may be played (not checked by the engine); attackedBattlefield: to a battlefield its controller is attacking
  | { rule: "selfTag"; tag: string } // the unit has this tag too (an Equipment's effect text: the unit it is attached to, 136.2.c)
  | { rule: "goldAddsAdditional"; withinOfVictory: number; symbols: string } // a legend's: while its controller's score is within N of the Victory Score (194.3), a Gold gear of theirs adds `symbols` more as its ability adds (recorded: resources are not on the board)
  | { rule: "opponentsCantScore" } // while the unit is at a battlefield, its controller's opponents can't gain points (where the engine sees a score)
  | { rule: "playOnlyTo"; where: "conqueredThisTurn" } // a card's own restriction to battlefields its player conquered this turn: the card, played by anyone by any means, can't be played anywhere else (checked as it is played: the board's battlefieldsConqueredThisTurn and the request's conquests)
  | { rule: "noUnitsPlayedHere" } // a battlefield that forbids playing units there: a unit (token or card, by anyone) played there is not (checked as it is played)
  | { rule: "groupPlayPermission"; who: Selector; where: "openBattlefields" | "enemyAloneBattlefield" } // enemyAloneBattlefield: the group may go to an occupied battlefield holding a lone enemy unit // the group may go to open battlefields (where units may be played: not checked by the engine)
  | { rule: "cantBePlayedOnYourFirstTurns"; n: number } // a unit that can't be played on its player's first N turns: the board's turnsTaken of that player, on their own turn
  | { rule: "holdAndConquerEffectsSwap" } // an Equipment's effect text: its unit's hold effects are also conquer effects, and its conquer effects hold effects (the engine fires the conquests; holds are placed by the caller, who places either kind)
  | { rule: "noScoreHereBeforeThirdTurn" } // a battlefield that forbids scoring there before a player's third turn: a Score there (conquering or holding it, 471) is not part of chain resolution, and an instruction's score names no battlefield
  | { rule: "victoryScorePlus"; n: number } // the winning score goes up by N (scoring and winning are not part of the board)
  | { rule: "cantBeCountered"; who: "this" | "yourSpellsAndAbilities" } // a spell that says counters can't touch it (while it is on the chain), or an object that says so of all its controller's spells and abilities: a counter instruction does nothing to them (054.1)
  | { rule: "anyNumberOfBuffs" } // a unit's permission to be buffed again while it has a buff (426.1.b.2)
  | { rule: "moveHereFromAnywhere" } // a battlefield's permission for standard moves to it from any location (moves outside the chain are the caller's)
  | { rule: "hideAdditional"; n: 1 } // a battlefield's permission to hide one more card there (hiding is not part of chain resolution)
  | { rule: "payToPlayTagHere"; cost: string; tag: string } // a battlefield's additional cost any player may pay to play a unit with the tag there: an item's battlefieldCostPaid names it; the unit is then played there (costs are paid outside the engine)
  | { rule: "noUnitsPlayedHere" } // a battlefield's "Units can't be played here.": a unit (token or card, by anyone) played there is not (checked as it is played)
  | { rule: "combatDamage"; what: "none" | "assignedLast" | "noneUnlessExactlyOneOther" | "enemiesHereWithLessMightNone" } // combat damage is not simulated by the engine
  | { rule: "unsupported"; text: string } // a printed ability the compiler could not read: keeps ability numbers in card order
  | { rule: "selfCost"; amount: string; condition: CostCondition; say: "I" | "This"; instead?: true } // instead: "… less instead." (a higher Level's reduction replacing a lower one's); "I cost {2} less …": costs are paid outside the engine
  | { rule: "energyCostReduction"; of: EnergyCostReduction }
  | { rule: "costChange"; change: CostChange } // other statics that change what cards or abilities cost, or how costs are paid: costs are paid outside the engine (read and said back) // Energy costs reduced by a static ability: costs are paid outside the engine
  | { rule: "selfCostIf"; amount: string; condition: CostIfCondition } // "If <condition>, this costs {N} less.": the condition printed first; costs are paid outside the engine
  | { rule: "selfHas"; might?: number; grants: KeywordGrant[]; enterReady?: true; additional?: true } // additional: "I have an additional +N {might}." (words only) // "I have +2 {might} and [Ganking]."; enterReady: "I have +N {might} and enter ready."
  | { rule: "selfMightFor"; n: number; forEach: Selector; atMyBattlefield?: boolean; verb: "have" | "get" } // "I have +1 {might} for each friendly gear.": counted continuously
  | { rule: "bonusDamage"; n: number }
  | { rule: "bonusDamageToUnitsHere"; n: number } // a battlefield's static: anyone's spells and abilities deal N more to each unit there (713)
  | { rule: "bonusDamagePerNamedInTrash"; n: number } // a spell's Bonus Damage of N per card of its name in its controller's trash: counted as each Deal action of it executes (712) // the controller's spells and abilities get N Bonus Damage (712–715)
  | { rule: "replaceOwnDeathKillThis"; name: string } // an Equipment's effect text: its unit would die, the Equipment (named) is killed instead and the unit recalled (136.2, 370)
  | { rule: "opponentsPlayUnitsOnlyToBase" } // while the source is at a battlefield, opponents' units may be played only to their bases: a unit (card, one an effect plays, or a token) its controller's opponent would play to a battlefield is not played there (054.1)
  | { rule: "cantReadyEnemiesWhileAtBattlefield" } // while the source is at a battlefield, enemy units and gear are not readied by spells or abilities: a ready instruction does not ready a unit or gear of an opponent of its controller (054.1)
  | { rule: "cantBeMovedByEnemy" } // immune to moves by opponents' spells and abilities (a unit's, or an Equipment's effect text): a move instruction of an item controlled by another player than the unit's controller does not move it (054.1)
  | { rule: "anyDamageKillsEnemies" } // even one point of the controller's damage kills an enemy unit: a unit of another player with any damage its controller's spells, abilities or units dealt it is lethally damaged (142.4.b), checked with lethal damage in each cleanup
  | { rule: "opponentsPayToMoveSeveralHere"; each: string } // an opponent moving several units here at once pays a cost per unit after the first: an applied cost (204.4) paid as a move instruction of an opponent's spell or ability moves two or more units there at once; not paid, that move is not performed (204.4.c)
  | { rule: "cantBeReadied" } // "I can't be readied.": a ready instruction does not ready the unit (can't beats can, 054.1); entering the board ready is not readying
  | { rule: "cantMoveToBase"; who: "me" | "units" } // "I can't move to base." / "Units can't move to base." (a recall is not a move, 456.3)
  | { rule: "selfCostPerTag"; amount: string; tags: string[] } // its own cost reduced by `amount` for each listed tag among its controller's units: costs are paid outside the engine
  | { rule: "nameTagAsPlayed" } // a gear naming a tag as it is played: its controller names a tag as it is played (the item's choice; on the board, the object's `named`); "the named tag" reads it
  | { rule: "opponentsCantPlayNamedSpells" } // after "name a spell": a spell of that name an opponent plays while the unit is at a battlefield is not put on the chain (054.1)
  | { rule: "chooseTagAsPlayed"; tags: string[] } // a tag its controller picks from the list as the unit is played; the unit has that tag from then on
  | { rule: "unitsHereHave"; ability: import("./language.js").Ability } // a battlefield's 'Units here have "{exhaust}: Gain 1 XP."': an activated ability each unit at it has; a request's item uses it with the battlefield as source and the unit in costObjects
  | { rule: "skipDrawPhase" } // its controller skips their Draw Phase (315.4): turn structure, outside chain resolution; recorded and said back, the caller applies it
  | { rule: "mayPlayCardsFromTrash" } // its controller may play any card of their own trash (a play permission): checked as a request's item plays a card with playedFrom TRASH; costs are paid outside the engine
  | { rule: "banishInsteadOfTrash" } // a replacement (369, 370.1.b) while it is on the board: a card of its controller's that would go to their trash from anywhere but their Main Deck is banished instead (state/actions.ts toTrash / trashCards)
  | { rule: "playMeFromTrash"; cost: string } // the card may be played from the trash at a given cost: a permission to play the card from its owner's trash at that cost (paid outside the engine); checked as a request's item plays it from the trash
  | { rule: "playFor"; cost: string } // "you may play me for {mind}": an alternative cost (after a condition); costs are paid outside the engine
  | { rule: "mayRecallDyingHereInCombat"; pay: string } // a battlefield's: a unit there would die while a combat is ongoing there: its controller may pay (recorded) to heal, exhaust and recall it instead (370, 371.2)
  | { rule: "mayRecallBuffedInstead"; pay: string } // a buffed unit its controller controls would die: they may pay (recorded), exhaust the source and spend the unit's buff to heal, exhaust and recall it instead (370, 702.2.b)
  | { rule: "saveLesserUnitHere" } // another friendly unit here with less Might would die: it is healed, exhausted and recalled instead (370)
  | { rule: "preventEnemyDamageToMe" } // a unit's static prevention (437) of the damage its controller's opponents' spells and abilities deal to the unit (not a unit told to deal it)
  | { rule: "noDamageIfMoved"; times: number } // no damage once the unit has moved N times this turn: while it has moved that many times or more this turn, no damage is dealt to it
  | { rule: "noDamageUnlessInCombat"; might: number } // extra Might, and damage only while in combat
  | { rule: "mightWhileAlone"; n: number; who: "me" | "friendlyUnit"; role: "attackOrDefend" | "defend" } // a unit's +N Might while it attacks or defends alone, or a legend's for each friendly unit that defends alone (alone: 740.2.a)
  | { rule: "mightWhileAttackingWithAnother"; n: number } // "I have +2 {might} while I'm attacking with another unit.": while it and another unit are attackers of the combat
  | { rule: "extraMightDecreaseOnChosen"; n: number } // its controller's Might decreases on a unit they chose are N greater: a replacement (370) of a Might decrease an item of its controller gives a unit among its targets
  | { rule: "chosenHarmBecomesMight"; n: number } // a replacement (370) by +N Might this turn of a stun, a Might decrease or a return to hand when the item doing them has the unit among its targets
  | { rule: "empoweredUpTo"; n: number } // Empowered a limited number of times: a permission to be Empowered N times (441.1.c.1); its Empower usable while fewer
  | { rule: "mightPerEmpowered"; n: number } // "I have +2 {might} for each time I'm [Empowered]."
  | { rule: "dependent"; when: DependentCondition[]; ability: Ability } // "[Empowered][>] …", "[Level 3][>] …", "[Legion] - …" (727)
  | { rule: "equipmentGive"; grants: KeywordGrant[] } // each Equipment its controller controls gives the keyword(s) to the unit it is attached to
  | { rule: "assaultPerEnemyHere"; per?: "gearYouControl" } // the unit's Assault equals the number of enemy units at its location (per: the gear its controller controls instead), counted continuously
  | { rule: "doubleEquipmentBonus" } // each Equipment attached to the unit counts its printed Might bonus twice
  | { rule: "copyChosenWhileAttached" } // an Equipment's replacement as it is attached (725.1): its controller chooses another unit they control, and the equipped unit is a copy of it (477.1.b) for as long as the Equipment stays attached to it
  | { rule: "copyUnitTextWhileAttached" } // an Equipment's replacement as it is attached (725.1): the unit's rules text becomes the Equipment's effect text, appended to the unit (136.2.c), for as long as it stays attached to it
  | { rule: "addBattlefieldTokenEnterThere"; token: "Baron Pit" } // the unit brings the named battlefield token onto the board as it is played (unless one is there) and enters there if it did (369.3): a replacement of where the unit enters, applied as it resolves
  | { rule: "mightWhileStunnedEnemyHere"; n: number } // +N Might while a stunned unit of another player is at its location
  | { rule: "deckAnyNumberNamed"; name: string } // a deck-building permission for any number of cards of a name (outside chain resolution; the engine takes the decks as given)
  | { rule: "combatDamageHere"; ignore: "Tank" } // its controller ignores Tank as combat damage is assigned at its battlefield: combat damage is assigned outside chain resolution, which the engine does not simulate
  | { rule: "spellsHaveRepeatInShowdown"; cost: string } // during a showdown at its battlefield, the controller's spells gain Repeat at a given cost: each spell its controller plays while the unit is at the battlefield of the showdown in progress has one more instance of Repeat with that cost (820.3; paid outside the engine, the item's repeat/repeatCount)
  | { rule: "temporaryDoesntTriggerHere" } // the controller's Temporary triggers at this unit's battlefield are suppressed: the Temporary trigger (816.1.b) of its controller's permanents at the unit's battlefield is not put on the chain; it triggers at the start of a Beginning Phase, outside chain resolution, which the engine does not simulate (Temporary itself needs nothing from it either)
  | { rule: "channelPhaseRunes"; n: number } // while the unit is at a battlefield, N runes channeled in each Channel Phase: the Channel Phase is outside chain resolution, which the engine does not simulate
  | { rule: "mightIncreasedBy"; by: "yourPoints" | "cardsInYourTrash" } // its own Might increased by its controller's points (194) or by the number of cards in their trash, read whenever the Might is
  | { rule: "mightWhileAnotherHere"; n: number } // extra Might while a second friendly unit shares its location: another unit of its controller at its location
  | { rule: "abilitiesOnlyAtBattlefield" } // activated abilities usable only at a battlefield: a restriction on each of its activated abilities, checked as it is played
  | { rule: "groupUntargetableByEnemy"; who: StaticScope }; // a group of its controller's units (here, with less Might than the source) that enemy spells and abilities can't choose (checked as targets are checked) // "[Empowered][>] …", "[Level 3][>] …", "[Legion] - …" (727)

/**
 * The condition a dependent keyword is short for (727.1.a): the dependent ability is active only while
 * every condition holds (727.1.b.3). Empowered: the source has the Empowered status (828.1.b.1); Level N:
 * its controller has N or more XP (824.1.b.1); Legion: its controller has played another card this turn
 * (812.1.b.1).
 */
export type DependentCondition = { on: "empoweredTimes"; n: number } /* "While I'm [Empowered] three times," */ | { on: "empowered" } | { on: "level"; n: number } | { on: "legion" } | TurnCondition | { on: "runes"; runes: RunesControlled };

/**
 * How many runes a player controls (on the board, ready or exhausted, 161.1.a), compared as the condition is read: `atMost`:
 * "if you control 4 or fewer runes"; `atLeast`: "if you control 7 or more runes" (`say: "plus"`: "while you have 8+ runes");
 * `fewerThanAnOpponent`: some opponent has more runes than the player. The count is the board's `runes` of the player, with
 * the runes the chain channels.
 */
export type RunesControlled = { atMost: number } | { atLeast: number; say?: "plus" } | { fewerThanAnOpponent: true };

/**
 * A condition on the turn so far printed in words before a static ability (e.g. having gained XP this turn): the
 * ability is active only while it holds, as a dependent ability is (727.1.b.2), read from the turn's history
 * (state/history.ts: the request's, plus the chain's). spentOnSpell: its controller spent N or more Energy to play one
 * spell this turn; playedSpell: played a spell this turn; gainedXp: gained XP this turn; discarded: discarded a card this
 * turn; unitDied: any unit died this turn; friendlyDiedInBeginningPhase: a unit its controller controlled died during
 * their Beginning Phase this turn.
 */
export type TurnCondition =
  | { on: "spentOnSpell"; n: number }
  | { on: "spentPower"; n: number } // "If you've spent at least {any}{any} this turn,": Power its controller spent this turn, on anything
  | { on: "playedSpell" }
  | { on: "gainedXp" }
  | { on: "discarded" }
  | { on: "unitDied" }
  | { on: "friendlyDiedInBeginningPhase" };

/** How an ability's cost depends on the runes its controller controls: "for each rune you control", "if you control 4 or fewer runes". */
export type RuneCountCondition = { per: "rune" } | { atMost: number };

/** When a card's own cost changes (the words are in the compiler's table; costs are paid outside the engine). "always": no condition (a dependent keyword's "I cost {N} less."). */
export type CostCondition = "notFromHand" | "perTrashCard" | "perMighty" | "perGear" | "perNamedInTrash" | "ifMech" | "ifEmpowered" | "always" | "perCardPlayedMin1" | "perHoldPoint" | "ifBattlefieldWithExactlyTwoUnits" | "ifChooseBirdCatDogPoro"; // ifChooseBirdCatDogPoro: the card the spell chooses has one of those tags

/**
 * Whose Energy cost a static ability reduces, and by how much (costs are paid outside the engine): this spell's by the
 * highest Might among units its controller controls; its controller's units with a tag, or the spells they play while
 * the source is at a battlefield, by {N} to a minimum of {M}.
 */
export type EnergyCostReduction =
  | { thisSpell: "highestMightYouControl" }
  | { yourTag: string; by: string; minimum: string }
  | { spellsYouPlay: { whileAtBattlefield: true }; by: string; minimum: string };

/**
 * Statics about costs besides Energy reductions (costs, Deflect's included, are paid outside the engine; each is read and
 * said back): its controller's spells cost less; opponents' spells cost more (more again while the source is Empowered);
 * spells with Flow played from the trash cost less; Empower costs of its controller's units at a battlefield cost less;
 * Reaction cards in showdowns at a battlefield cost more; spells choosing units there friendly to them cost less;
 * Deflect is ignored while paying this spell's cost, or for spells and abilities choosing something at a battlefield.
 */
export type CostChange =
  | { yourSpells: string; minimum: string }
  | { opponentsSpellsMore: string; ifEmpoweredInstead?: string }
  | { flowFromTrash: string; minimum: string }
  | { empowerCostsHere: string }
  | { reactionInShowdownsHereMore: string }
  | { spellsChoosingFriendlyHere: string }
  | { ignoreDeflect: "thisSpell" | "choosingHere" }
  | { spellsChoosingMe: string } // "{1} or {any}": its controller's spells that choose the unit
  | { whileInCombat: { friendlyLess: string; minimum: string; enemyMore: string } } // while the unit is in combat: friendly spells cost less (to a minimum), enemy spells more
  | { optionalAdditionalCosts: string } // optional additional costs its controller pays ("{1} or {any}")
  | { repeatCostsWhileControlled: string } // a battlefield: its controller's [Repeat] costs
  | { firstGearEachTurnWhileControlled: string; what: "nonTokenGear" | "gearAbility" }; // a battlefield: once a turn, on its controller's first non-token gear played or first gear activated ability used

/** A condition printed before "this costs {N} less": an enemy unit has died this turn; an opponent's score is within N points of the Victory Score. */
export type CostIfCondition = { enemyDiedThisTurn: true } | { opponentWithin: number };

/** Who a static ability affects. */
export interface StaticScope {
  /** "me" (the source), or a group */
  self?: boolean;
  group?: Selector;
  /** "here": only while at the source's location */
  here?: boolean;
  /** words used: "have … here" vs "here have …" */
  hereFirst?: boolean;
  /** "While I'm at a battlefield, …": only while the source is at a battlefield */
  whileAtBattlefield?: boolean;
  /** words used: the group "everywhere" (in every zone; the engine sees those on the board, and a
   * granted Quick-Draw as the Equipment is played) */
  everywhere?: boolean;
  /** words used: "<your group> each have <keyword>" (the same as "have") */
  eachHave?: boolean;
}

export type MoreTriggerEvent =
  | "youRecycleRune" // "When you recycle a rune": a rune its controller recycles by an instruction (fired by the engine), or as a cost paid outside the engine (a Power cost, 416.1.b; the caller places it)
  | "enemyUnitsDie" // "When one or more enemy units die": once for each event in which units of its controller's opponents die (370.1.a.2), evaluated after it (383.2.c)
  | "defend"
  | "attackOrDefend"
  | "conquer" // "When I conquer" (fired by the engine's conquest)
  | "conquerOrHold" // Hunt (823): conquest fired by the engine, holding placed by the caller
  | "move" // "When I move" (noticed as a move happens during a chain; standard moves are the caller's)
  | "moveToBattlefield"
  | "moveFromBattlefield"
  | "moveFromLocation" // "When I move from a location": any move; "there" is the location it moved from (359.3.f.3)
  | "hold" // "When I hold" (beginning phase: placed by the caller)
  | "holdHere" // battlefields: "When you hold here"
  | "defendHere"
  | "youDefendAtBattlefield" // "When you defend at a battlefield" (caller placed: combat is not simulated)
  | "youKillStunnedEnemy" // "When you kill a stunned enemy unit": a kill attributed to a spell or ability of the source's controller (428.5.b, 428.5.c), of a unit of an opponent stunned as it died
  | "friendlyAttacksOrDefendsAlone" // a friendly unit is the only attacker or defender (caller placed with the unit as the item's subject; "it" is that unit)
  | "enemyAttacksYourBattlefield" // an enemy unit attacks one of the controller's battlefields (caller placed with the unit as the item's subject; "it" is that unit)
  | "playMeOrHold"
  | "playMeOrScore" // on being played or on scoring: its play effect (383.4.a), and its controller scoring a battlefield where it is (471.2): a conquest (fired by the engine's conquest) or a hold (placed by the caller)
  | "friendlyMovesFromMyLocation" // another unit of the source's controller moved away from the source's location by a spell or ability; "it" is that unit, the location noted is where it went (a standard move is placed by the caller)
  | "opponentMovesToOtherBattlefield" // an opponent's spell or ability moving their unit to a battlefield where the source is not (once for the item); a standard move is placed by the caller
  | "showdownBeginsHere" // a showdown starting at the source's battlefield: placed by the caller (showdowns are not simulated)
  | "youRecycleToMainDeck" // its controller recycling cards to their own Main Deck: once for each recycle event (an instruction, or a cost), noticed where the cards recycled are known
  | "playedDiscardedOrKilled" // a gear's trigger on three events: its play effect, its discard (as discardMe) and its kill (from its owner's trash, where it went)
  | "discardMe" // "When you discard me": the card itself, noticed as its owner discards it with its identity known (the hand's cards given), from their trash (383.2.c.1)
  | "playMeOrAttack" // "When you play me or I attack": the play effect noticed by the engine, the attack placed by the caller
  | "playedOrConquer" // a unit's trigger on being played and on conquering: its play effect (383.4.a), and its conquest (fired by the engine's conquest)
  | "playMeToBattlefield" // "When you play me to a battlefield": a play effect (383.4.a) only when it enters at a battlefield
  | "winCombat" // "When I win a combat" (466.3.c): fired by the engine in a combat's Resolution Step (board combat.step RESOLUTION), otherwise placed by the caller
  | "youStunEnemyAtBattlefield" // the controller stuns an enemy unit that is at a battlefield: noticed as a spell or ability of yours stuns it
  | "youStunEnemy" // "When you stun an enemy unit": once for each enemy unit a spell or ability of yours stuns, wherever it is
  | "youStunEnemies" // the controller stuns enemy units (any number): once for each stun instruction that stuns an enemy unit
  | "becomeEmpowered" // "When I become [Empowered]" (828.1.d, 827.2.a)
  | "youPlayUnit" // "When you play a unit": tokens and units played by effects too (not a play effect, 383.4.a.4)
  | "youPlayAnotherUnit" // "When you play another unit"
  | "youPlayTokenUnit" // "When you play a token unit"
  | "youPlayGear" // "When you play a gear"
  | "opponentPlaysGear" // "When an opponent plays a gear": a gear another player plays enters the board (tokens too); "it" is that gear
  | "youConquer" // "When you conquer": the player conquers any battlefield (fired by the engine's conquest); "that battlefield" is the one conquered
  | "playMeOrFirstNonTokenGear" // played, or the first non-token gear of the turn: its play effect (383.4.a), and noticed as its controller plays a non-token gear when none was played before this turn (the board's playedNonTokenGearThisTurn)
  | "playMeOrAnotherDragon" // "When you play me or another Dragon": its play effect (383.4.a), and noticed as its controller plays another Dragon unit
  | "endOfYourTurn"
  | "startOfBeginningPhase"
  | "startOfMainPhase" // "At the start of your Main Phase" (a gear's): placed by the caller
  | "atStartOfBeginningPhase" // the same event as startOfBeginningPhase, printed without "the" (a legend's): placed by the caller
  | "youHold" // "When you hold" (a legend's or gear's: beginning phase, placed by the caller)
  | "youConquerOrHold" // "When you conquer or hold" (a legend's): its controller conquers any battlefield (fired by the engine's conquest) or holds one (placed by the caller, with the item's battlefield); "there" is that battlefield
  | "youScoreHere" // "When you score here" (a battlefield's): its controller conquers or holds it and scores it (471; placed by the caller, its controller the player who scored)
  | "youOrAllyHold" // "When you or an ally hold" (a legend's or gear's: its controller or a teammate holds; placed by the caller, who knows the teams)
  | "youWinCombat" // "When you win a combat" (a gear's or legend's): fired by the engine in a combat's Resolution Step (board combat.step RESOLUTION), otherwise placed by the caller
  | "opponentScores" // "When an opponent scores": noticed as a spell or ability makes an opponent score; a score outside the chain is the caller's to place
  | "youPlayFromHidden" // "When you play a card from [Hidden]": the same event as youPlayFromFacedown, in other words (811.1.c)
  | "playMeFromFacedownOnYourTurn" // the card is played from facedown during its controller's turn: as playMeFromFacedown, only while its controller is the board's turn player
  | "playMeFromFacedown" // "When you play this from face down": a play effect (383.4.a) only when it was played from facedown; "it" is this
  | "youSpendBuff" // "When you spend a buff": its controller spends a buff (702.2.b)
  | "youUseGearAbility" // the controller activates a gear's ability: as such an ability of its controller's is played (finalized)
  | "youPlayFromFacedown" // the controller plays any facedown card: as its controller's card played from facedown is finalized
  | "youPlayCardNotFromHand" // a card (not a token) its controller plays from a zone other than their hand: facedown, trash, deck (a request item's playedFrom, or the zone a card an effect plays was in)
  | "youPlayUnitGearOrAbility" // the controller plays a unit, gear or activated ability costing at least N Energy: a unit or gear card its controller plays (finalized, or played by an effect), or an activated ability of theirs played, with the condition energyCostAtLeast on its Energy cost
  | "youPlayCard" // the controller plays a card whose Power cost reaches a threshold: a card (not a token) its controller plays, with a condition on its printed Power cost
  | "youAttachEquipmentToMe" // "When you attach an Equipment to me": a spell or ability of its controller attaches an Equipment to it (434)
  | "leaveBoard" // a gear's "When this leaves the board": noticed as it leaves (killed, returned, banished, put into a deck), controlled by who controlled it then
  | "unitMovesFromHere" // a battlefield's "When a unit moves from here": noticed as a spell or ability moves a unit away from it; "it" is that unit
  | "anotherNonRecruitDies" // a different friendly unit that is not a Recruit dies: as anotherFriendlyDies, for a unit without the Recruit tag as it died
  | "youKillUnitWithSpell" // a unit card's trigger in its owner's trash on that player killing a unit with a spell (the kill attributed to the spell, or to a triggered ability it made, 428.5)
  | "friendlyUnitDies" // a gear's or legend's trigger on any friendly unit's death: noticed after the death of any unit its controller controlled
  | "friendlyBuffedUnitDies" // "When a buffed friendly unit dies" (a gear's or legend's): noticed after the death, from what was noted as it died (buffed then)
  | "youReadyFriendlyUnit" // "When you ready a friendly unit": noticed as a spell or ability of yours readies an exhausted unit you control; "it" is that unit
  | "iBecomeReady" // "When I become ready": noticed as any spell or ability readies it while exhausted (the Awaken Phase's readying, outside a chain, is placed by the caller)
  | "youBuffFriendlyUnit" // "When you buff a friendly unit": a spell or ability of its controller places a buff on a unit they control; "it" is that unit
  | "youBuffMe" // "When you buff me": a spell or ability of its controller places a buff on it (702.2.a; none is placed on a buffed unit, 702.3.a)
  | "youChooseMeWithSpell" // "When you choose me with a spell": a Targeting Effect (383.4.b), noticed as a spell of its controller choosing it is finalized
  | "youChooseOrReadyMe" // "When you choose or ready me": the same for a spell or ability, and as a spell or ability of its controller readies it
  | "playerChoosesFriendlyHereFirst" // a battlefield's trigger for a player's first spell each turn targeting one of their own units there: a spell choosing a unit of its controller at the battlefield, once a turn for each player (the board's battlefield choseFriendlyUnitWithSpellThisTurn for earlier in the turn); controlled by that player (190.6.c)
  | "youChooseFriendlyUnit" // "When you choose a friendly unit": once for each friendly unit a spell or ability of its controller chooses; "it" is that unit
  | "anotherFriendlyDies" // "When another friendly unit dies": noticed after the death, only by a source still on the board (383.2.c.2)
  | "playMeOrBeginningPhase" // both on play and at its controller's Beginning Phase start: its play effect (383.4.a), and placed by the caller as its controller's Beginning Phase begins
  | "startOfEachFirstBeginningPhase" // a battlefield's trigger at the start of every player's first Beginning Phase of the game (placed by the caller; "that player" is the turn player)
  | "startOfEachBeginningPhase" // a battlefield's trigger at the start of every Beginning Phase, whoever's (placed by the caller)
  | "combatEnds" // the end of a combat the unit took part in (466.7.b): fired by the engine as a combat ends in its Resolution Step (board combat.step RESOLUTION), otherwise placed by the caller
  | "firstFriendlyDies" // a friendly unit's death, first of the turn only: only for the first death of the turn of a unit its controller controlled (the board's unitsDiedThisTurn counts earlier ones)
  | "firstFriendlyDiesInBeginningPhase" // a friendly unit's death in its controller's Beginning Phase, first of the turn only: noticed after the death, only for the first such death of the turn (the board's unitsDiedInBeginningPhaseThisTurn counts earlier ones)
  | "youDiscard" // "When you discard one or more cards": once for each discard (an instruction's or a cost's) of its controller during the chain
  | "youMoveEnemyUnit" // "When you move an enemy unit": a spell or ability of its controller moves a unit another player controls; "it" is that unit
  | "combatStartsHere" // a battlefield's "When combat starts here": combat is not part of chain resolution, so the caller places it
  | "youHide" // "When you hide a card": hiding is not part of chain resolution (811), so the caller places it
  | "enemyDiesHere" // "… when an enemy unit here dies": noticed after the death by a unit at the location it died at ("Once each turn, ": firstTimeEachTurn)
  | "enemyDiesWhileAtBattlefield" // an enemy unit's death while the source is at a battlefield: noticed after the death while the source is at a battlefield (limited to once a turn: firstTimeEachTurn)
  | "youDrawSecondCard" // the controller's second draw of the turn: as a draw makes its controller's cards drawn this turn reach two (the board's cardsDrawnThisTurn, then the chain's draws)
  | "youPlayFirstCard" // the controller's first card of the turn: as the first card its controller plays this turn resolves, the board's cardsPlayedThisTurn counting those before the request (the same sense of "play" as youPlaySecondCard)
  | "youPlaySecondCard" // the controller's second card of the turn: as its controller's second card played this turn resolves (a permanent enters, a spell resolves); tokens are not cards
  | "youPlaySpellWhileControlled" // a battlefield's trigger on its controller's spells while they hold it: its controller's spell, as it resolves (as "When you play a spell"), only while they control it
  | "opponentPlaysUnitWhileAtBattlefield" // an opponent plays a unit while the source is at a battlefield: a unit (tokens too) another player plays enters the board while the source is at a battlefield; "it" is that unit
  | "playerPlaysSpell" // a battlefield's optional trigger for whoever plays a spell: any player's spell, as it resolves (as "When you play a spell"); that player controls the ability (190.6.c)
  | "unitHereReturnedToHand" // a battlefield's optional trigger when a unit there goes back to a hand: a unit at it returned to its owner's hand by a spell, ability or cost; that player controls the ability (190.6.c), "it" the card returned
  | "playerPlaysNonTokenUnitHereFirst" // a battlefield's trigger on the first non-token unit each player plays there each turn, optional for that player: a non-token unit entering there as it is played, once a turn for each player (the board's battlefield playedNonTokenUnitHereThisTurn for earlier in the turn); that player controls it (190.6.c); "it" is the unit, and "another unit" is another than it
  | "playerPlaysUnitHere" // a battlefield's optional trigger for whoever plays a unit there: any player's unit (tokens too) entering there as it is played; that player controls the ability (190.6.c), "it" is the unit
  | "conquerAfterAttack" // "When I conquer after an attack": a conquest that ends a combat its controller attacked in (fired by the engine's conquest in a combat's Resolution Step, board combat.step RESOLUTION; its other conquests are arrivals without one; otherwise placed by the caller)
  | "friendlyUnitBecomesMighty" // "When a unit you control / one of your units becomes [Mighty]": as a unit its controller controls on the board goes from less than 5 Might to 5 or more (709); "it" is that unit
  | "youPlayMightyUnit" // "When you play a [Mighty] unit": a unit its controller plays that has 5+ Might as it enters the board (708)
  | "youBanishOwnCard" // "When you banish a card you own": an instruction of a spell or ability its controller controls banishes a card that player owns (a Flow spell of theirs banished as it leaves the chain too), once per card
  | "myMightBecomesAtLeast" // "When my Might becomes N or more" (condition mightAtLeast): the moment the unit's Might goes from less than N to N or more, as "becomes [Mighty]" for 5 (709)
  | "youEmpowerOther"; // "When you empower something else": a spell or ability of its controller's empowers another object that was not Empowered (441.2.a)

/**
 * Trigger conditions besides Deathknell's (383.2.a.1), checked as the event happens: `spellCostsAtLeast`: "When you play
 * a spell that costs {5} or more" (its printed Energy cost, 206); `youControlTag`: "…, if you control a Poro, …";
 * `youControlGearAtLeast` (with `other`): at least N gear besides the source (on play effects).
 */
export type MoreTriggerCondition = { mightAtLeast: number } /* "When my Might becomes N or more, " */ | { runes: RunesControlled; say?: "first" } /* a cap on runes controlled: the controller's runes as the event happens (383.2.a.1); say "first": printed before the Condition (e.g. a Beginning Phase start trigger that opens with a rune-count comparison, 383.1.a) */ | { excessDamageAtLeast: number; toEnemyUnits?: true } /* at least N excess damage assigned (optionally said to be to enemy units): combat damage its controller assigned beyond lethal in the combat of the conquest (the board's excessDamageAssigned); toEnemyUnits: the words */ | { firstTimeEachTurn: true } /* only the first conquest of the turn: once a turn */ | { nthMoveThisTurn: number } /* the Nth move of the turn: the move that is its Nth this turn (the board's movesThisTurn counts earlier ones) */ | { powerAtLeast: number } /* "… a card with Power cost {any}{any} or more, " */ | { selfAtBattlefield: true } | { youControlFacedownAtBattlefield: true } | { onOpponentsTurn: true } /* a spell played during an opponent's turn */ | { opponentWithinOfVictory: number } /* a play trigger needing an opponent close (N points) to winning: the board's points and Victory Score as it is played (194.3) */ | { duringShowdown: true } /* a unit played in a showdown: the board's phase is a showdown or a combat (308.1) */ | { mightyUnitsHereAtLeast: number } /* a conquest here by N or more Mighty units: the conqueror's units there as it conquers */ | { spellCostsAtLeast: number } | { youControlTag: string } | { unitsThereAtLeast: number } | { youControlGearAtLeast: number; other?: boolean } | { exactlyOneOtherHere: true } | { enemyAloneHere: true } | { yourUnitsHaveAllTags: string[] } /* an attack while every listed tag is among the controller's units: the four tags the card lists (Bird, Cat, Dog, Poro), checked as the caller places the trigger */ | { spentAtLeast: number } /* a spell costing at least N to play: the Energy spent to play that spell */ | { wasUncontrolled: true } /* conquering a battlefield nobody held: nobody controlled it just before the conquest (the engine's conquests; a caller-placed one reads the board's battlefield, given as it was before) */ | { oneOnOne: true } /* a one-against-one attack or defence: it and the one enemy unit at its location are both alone (740.2.b), as the caller places the trigger */ | { notDealtDamageThisTurn: true } /* the end of its combat, provided the unit took no damage this turn: the unit as the caller places the trigger (its damage, or the board's dealtDamageThisTurn, and damage dealt while the request resolves) */ | { selfDidNotConquerThisTurn: true } /* an end-of-turn condition of an Equipment's effect text that its unit did not conquer this turn (the board's conqueredThisTurn and the request's conquests), as the caller places it */ | { playedUnitGearAndSpell: true } /* a conquer trigger's condition that its controller has played, this turn, a spell as well as a unit and a gear that are not tokens: their turn history as it conquers */ | { unitsHereAtLeast: number } /* a battlefield's hold trigger: its controller's units there as the caller places it */ | { handAndUnitsAtBattlefieldsExactly: [number, number] } /* at the start of the Beginning Phase: exactly that many cards in its controller's hand and units of theirs at battlefields, as the caller places it */ | { energyCostAtLeast: number } /* "… with Energy cost {7} or more, ": a card's printed Energy cost (206), an activated ability's Energy symbols in its cost */; // enemyAloneHere: an attack or defence facing a lone enemy unit (740.2.a; checked as the caller places it); // at least N friendly units at that battlefield (the one conquered); youControlGearAtLeast: at least N gear (or N other gear) (other: not counting the source), as it is played; exactlyOneOtherHere: a hold with just one other friendly unit there (checked as the caller places the trigger); selfAtBattlefield: the source is at a battlefield; youControlFacedownAtBattlefield: the controller has a facedown card at some battlefield (both checked as the caller places the trigger)

export type MoreCost =
  | { cost: "banishSelf" } // "Banish this": the source is banished as the ability is played (an Equipment's, only while unattached: its reminder text)
  | { cost: "exhaustFriendlyUnit" } // "Exhaust a unit you control": a ready unit its controller controls, named in costObjects (without one, the ability can't be played)
  | { cost: "killSelf"; say: "this" | "me" } // "Kill this"
  | { cost: "abilityCostsLessFor"; amount: string; forEach: Selector } // "… This ability costs {N} less for each <group>." after the effect (costs are paid outside the engine; the count is recorded)
  | { cost: "disempowerSelf"; say?: "this" } // "Disempower me" / "Disempower this" (say "this"): "Disempower me": can't be paid unless the source is Empowered (442.1.a.1, 203.3)
  | { cost: "recycleSelf" } // "Recycle me to …" at the start of a Deathknell effect: the card in the trash is recycled as the ability's base cost (383.3.b)
  | { cost: "discard"; n: number; type?: "spell" | "unit" | "gear" } // "Discard 1" / "Discard a spell": a card of that type (chosen and discarded outside the engine)
  | { cost: "recycleFromTrash"; n: number; say?: "cards"; type?: "unit" } // say: "Recycle 2 cards from your trash"; type: "Recycle a unit from your trash" (one unit card of the trash, when the trash is given: it must hold one)
  | { cost: "mandatoryAdditional"; label: string } // a required extra cost to play the card when paid outside the engine
  | { cost: "spendOwnBuff" } // "Spend my buff": can't be paid unless the source has a buff (702.2.b.1); spending it fires "When you spend a buff"
  | { cost: "spendXp"; n: number } // XP is not modelled: recorded in the transcript (730.2)
  | { cost: "onlyIfPlayedEquipment" } // an activated ability usable only in a turn in which its controller played an Equipment: checked as it is played (the board's playedEquipmentThisTurn, then the Equipment the chain played)
  | { cost: "onlyIfChoseEnemyTimes"; n: number } // usable only once its controller's spells or unit abilities chose enemy units or gear n times this turn: the spells and unit abilities of its controller that chose enemy units or gear this turn, each counted once (the board's, then as each is finalized)
  | { cost: "oncePerTurn"; onlyIf?: "choseEnemyUnit" } // onlyIf: usable only after its controller chose an enemy unit this turn (with a spell or ability); an activated ability usable once a turn: checked as it is played against its uses this turn
  | { cost: "onlyWhileAtBattlefield" } // the ability is usable only at a battlefield (a restriction, checked as it is played)
  | { cost: "onlyIfNotEmpowered" } // Empower's restriction to an unEmpowered source (827.1.c.1, a restriction checked as it is played)
  | { cost: "optionalKillFriendly"; kind: "unit" | "gear"; costsLess?: { energy: string; power: string } } // an optional additional cost of killing a friendly unit or gear (355.1.a), named in costObjects; costsLess: the card then costs less by the killed card's Energy and Power costs (costs are paid outside the engine)
  | { cost: "returnFriendlyGear" } // a mandatory additional cost returning a friendly gear to its owner's hand: the gear named in costObjects
  | { cost: "anyNumberAsPlayed"; action: "spendBuffs" | "killFriendlyUnits"; lessEach: string } // "As you play me, you may <spend buffs | kill friendly units>, any number, as an additional cost" (355.1.a): the units named in costObjects (a unit named twice spends two of its buffs; none named, none paid); the card costs lessEach less for each (costs are paid outside the engine, recorded)
  | { cost: "optionalDiscard"; n: number; say?: "asCost" | "asYouPlay"; costsLess?: string } // say asCost: an optional discard as an extra cost; asYouPlay: the same discard worded as part of playing the card, with costsLess a discount of N when it is paid (paid outside the engine) // an optional extra cost of one discard (355.1.a): the card is chosen as it is paid
  | { cost: "optionalExhaustLegend" } // an optional additional cost (355.1.a) of exhausting its controller's legend: its controller's legend on the board, ready as it is paid
  | { cost: "optionalExhaustFriendly" } // a spell's optional additional cost of exhausting a friendly unit (355.1.a): a ready unit its controller controls, named in costObjects
  | { cost: "spendBuffIgnoringCost" } // an optional additional cost of spending a buff, which makes the spell's own cost ignored (702.2.b; the cost itself is paid outside the engine)
  | { cost: "energyReducedByChosenMight" } // an Equip whose Energy cost is lowered by the chosen unit's Might: paid outside the engine, recorded
  | { cost: "abilityCostsLess"; amount: string; runes: RuneCountCondition }; // an ability discount of N under a rune-count condition: runes are not modelled, paid outside the engine

/** The order of a card's paragraphs, so the renderer can say the text back in card order. */
/**
 * "I enter ready if …": checked as the unit enters the board, counting its controller's other units —
 * another unit with a tag (e.g. Mech, anywhere on the board), or at least N other units at the base.
 */
export type EnterReadyIf = {
  otherUnits: { tag?: string; inYourBase?: boolean };
  atLeast: number;
} | { opponentControlsBattlefield: true } // entering ready while an opponent controls a battlefield: the battlefields' controllers as it enters
  | { opponentControlsStunned: true } // "If an opponent controls a stunned unit, …": the opponents' units as it enters
  | { handAtMost: number } // ready when the hand holds at most N cards: its controller's hand as it enters
  | { playedToBattlefield: true } // ready when played to a battlefield: where it is played (it enters there)
  | { opponentWithinOfVictory: number } // ready when some opponent is within N points of winning: the opponents' points and the board's Victory Score as it enters (194.3)
  | { scoreNotWithinOfVictory: number }; // entering ready unless its controller's score is within N of the Victory Score: its controller's points and the board's Victory Score as it enters (194.3)

export type LayoutEntry =
  | { ability: number; keyword?: string; timingFirst?: boolean; sameLine?: boolean; dash?: boolean; effectText?: boolean; bare?: boolean; innerKeyword?: string; continuesDependent?: boolean } // continuesDependent: a dependent ability printed as the next sentence of the dependent keyword's paragraph before, the keyword not repeated; bare: the keyword printed alone without its brackets ("Ganking") // def.abilities[n]; `keyword`: printed as that keyword (its expansion); `sameLine`: after the one before, with ", "; `dash`: "[Empower] - cost"; `effectText`: printed after the `[Effect]` marker (136.1)
  | { spell: true } // the spell's effect (may span several paragraphs)
  | { additionalCost: number }; // def.additionalCosts[n]

