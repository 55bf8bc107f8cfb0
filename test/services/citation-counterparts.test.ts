// The counterpart of every rule the engine cites (src/engine/rules.ts), in
// every earlier release, pinned: a matcher change that moves one of these
// fails here. The table holds numbers only; each entry was checked by
// reading both texts (scripts/audit-citations.mjs --text prints them from the
// data folder). null: no rule of that release says what the RUP4 rule says,
// and the citation reports found: false.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { RULES } from "../../src/engine/rules.js";
import { parseAllReleases, type ParsedRelease } from "../../src/importers/rules/index.js";
import { correspondencesFor } from "../../src/services/rule-correspondences.js";
import { citable, ReleaseMatcher } from "../../src/services/rule-matching.js";

const DATA_DIR = process.env.RIFTRULES_DATA_DIR ?? path.resolve(process.cwd(), "../shared/data");

const RELEASES = ["2025-06-02", "2025-10", "v1.2", "v1.3"] as const;

/** identity -> counterpart in [2025-06-02, 2025-10, v1.2, v1.3]; the comment is the RUP4 number. */
const EXPECTED: Record<string, [string | null, string | null, string | null, string | null]> = {
  "cleanup.when-item-added": [null, null, null, "319.3"], // 319.3
  "cleanup.when-item-finalized": [null, "319.3", "319.3", "319.4"], // 319.4
  "cleanup.when-item-removed": [null, "319.4", "319.4", "319.5"], // 319.5
  "cleanup.when-board-changes": [null, "319.5", "319.5", "319.6"], // 319.6
  "cleanup.after-move": [null, "319.7", "319.7", "319.8"], // 319.8
  "cleanup.no-resolve-during-cleanup": [null, "320", "320", "320"], // 320
  "cleanup.not-during-resolution": [null, null, null, "321"], // 321
  "cleanup.outstanding-after-resolution": [null, null, null, "321.1"], // 321.1
  "cleanup.repeat-until-stable": [null, "321", "321", "322"], // 322
  "cleanup.combat-designations": ["521", "322.3", "322.5", "323.2"], // 323.2
  "cleanup.deathknell-first": [null, null, null, "323.4"], // 323.4
  "cleanup.lethal-damage-kills": ["520", "322.2", "322.4", "323.5"], // 323.5
  "cleanup.recall-stray-permanents": [null, "322.5", "322.7", "323.7"], // 323.7
  "cleanup.contested-conquer": [null, null, null, null], // 323.11
  "chain.hot-fepr": [null, null, null, "335"], // 334
  "chain.tasks-first": [null, null, null, "335.2.a"], // 334.2.a
  "chain.finalize": [null, "333.1", "333.1", "337.1"], // 337.1
  "chain.permanent-resolves-immediately": [null, "333.1.c", "333.1.c", "337.1.c"], // 337.2
  "chain.resolve-newest": ["543.1", "336.1", "336.1", "340.1"], // 340.1
  "chain.empty-open-state": [null, "336.2", "336.2", "340.2"], // 340.2
  "play.valid-targets-required": [null, "352.7", "352.7", "355.8"], // 355.8
  "targets.requirements": [null, "352.8.b", "352.8.b", "355.9.b"], // 355.9.b
  "targets.not-itself": [null, "352.8.c", "352.8.c", "355.9.c"], // 355.9.c
  "targets.group": [null, "352.11.a", "352.11.a", "355.11.a"], // 355.11.a
  "targets.group-subset": [null, "352.11.b", "352.11.b", "355.11.b"], // 355.11.b
  "targets.up-to": [null, "352.13", "352.13", "355.13"], // 355.13
  "split.at-resolution": ["559.3.d.5", "352.14.e", "352.14.e", "355.14.e"], // 355.14.e
  "split.valid-amounts": ["559.3.d.6", "352.14.f", "352.14.f", "355.14.f"], // 355.14.f
  "split.targets-at-most-damage": ["559.3.d.3", "352.14.c", "352.14.c", "355.14.c"], // 355.14.c
  "split.more-targets-than-damage": ["559.3.d.8", "352.14.h", "352.14.h", "355.14.h"], // 355.14.h
  "play.check-legality": ["562.1", "355.1", "355.1", "358.1"], // 358.1
  "play.illegal-undone": ["562.3", "355.3", "355.3", "358.4"], // 358.5
  "permanent.enters-board": ["563.1", "356.2", "356.2", "359.2"], // 359.2
  "spell.resolves-top-to-bottom": ["563.2.b", "356.3.d", "356.3.d", "359.3.d"], // 359.3.d
  "illegal-targets.resolves-anyway": ["563.2.c.1", "356.3.e.1", "356.3.e.1", "359.3.e.1"], // 359.3.e.1
  "illegal-targets.definition": ["563.2.c.2", "356.3.e.2", "356.3.e.2", "359.3.e.2"], // 359.3.e.2
  "illegal-targets.legal-again": ["563.2.c.3", "356.3.e.3", "356.3.e.3", "359.3.e.3"], // 359.3.e.3
  "illegal-targets.new-object": ["563.2.c.4", "356.3.e.4", "356.3.e.4", "359.3.e.4"], // 359.3.e.4
  "illegal-targets.unaffected": ["563.2.c.5", "356.3.e.5", "356.3.e.5", "359.3.e.5"], // 359.3.e.5
  "instructions.impossible-ignored": ["563.2.c.6", "356.3.e.6", "356.3.e.6", "359.3.e.6"], // 359.3.e.6
  "instructions.all-targets-gone": ["559.3.c.2", "356.3.e.7", "356.3.e.7", "359.3.e.7"], // 359.3.e.7
  "instructions.legal-rest": ["559.3.c.3", "356.3.e.8", "356.3.e.8", "359.3.e.8"], // 359.3.e.8
  "mistargeting.definition": ["559.3.c.4", "356.3.e.9", "356.3.e.9", "359.3.e.9"], // 359.3.e.9
  "mistargeting.counting": [null, null, null, null], // 359.3.e.9.a
  "spell.still-played": ["559.3.c.5", "356.3.e.10", "356.3.e.10", "359.3.e.10"], // 359.3.e.10
  "instructions.partial": ["563.2.c.7", "356.3.e.11", "356.3.e.11", "359.3.e.11"], // 359.3.e.11
  "information.null": ["563.2.c.8", "356.3.e.12", "356.3.e.12", "359.3.e.12"], // 359.3.e.12
  "information.available": [null, null, null, "359.3.e.12.a"], // 359.3.e.12.a
  "information.look-back": ["563.2.c.9", "356.3.e.13", "356.3.e.13", "359.3.e.13"], // 359.3.e.13
  "linked.definition": [null, null, null, "359.3.e.14"], // 359.3.e.14
  "linked.needs-earlier": [null, null, null, "359.3.e.14.a"], // 359.3.e.14.a
  "linked.replaced-action": [null, null, null, "359.3.e.14.b"], // 359.3.e.14.b
  "linked.circumstances": [null, null, null, null], // 359.3.e.14.c
  "chain.left-mid-resolution": [null, null, null, "359.3.e.15"], // 359.3.e.15
  "delayed.duration-ended": [null, null, null, null], // 359.3.e.16
  "referents.source-or-target": [null, null, null, "359.3.f.1"], // 359.3.f.1
  "referents.checked-on-execution": [null, null, null, "359.3.f.2"], // 359.3.f.2
  "referents.trigger-condition": [null, null, null, "359.3.f.3"], // 359.3.f.3
  "referents.null-if-illegal": [null, null, null, null], // 359.3.f.2.a
  "replacement.applies": [null, null, null, "370.1.a"], // 370.1.b
  "replacement.once-per-event": [null, null, null, "370.2"], // 370.2 (2025-10 and v1.2's 370.2 is another rule)
  "replacement.may-apply": [null, null, null, "371.1"], // 371.2.a (v1.3 numbers the same text 371.1)
  "replacement.order-by-controller": ["575", "368", "368", "372"], // 372 (earlier: the owner, not the controller, orders them)
  "replacement.once-each-turn": [null, null, null, null], // 371.1 (v1.3's 371 only introduces "once each turn")
  "replacement.inherits-modifications": [null, null, null, "375"], // 375
  "delayed.replacement": [null, "383.3", "383.3", "390.3"], // 390.3
  "prevent.replaces-damage": [null, null, null, "437.2"], // 437.2
  "prevent.zero-is-none": [null, null, null, "437.2.a"], // 437.2.a
  "prevent.value-reduced": [null, null, null, "437.3"], // 437.3
  "prevent.not-dealt": [null, null, null, "437.4"], // 437.4
  "cant-beats-can": [null, "054.1", "054.1", "054.1"], // 054.1
  "layer.might-assigned": ["637.1.a.1", "450.1.a.1", "454.1.a.1", "472.1.a.1"], // 477.1.a.1
  "layer.abilities-granted": ["637.2.a", "450.2.a", "454.2.a", "472.2.a"], // 477.2.a
  "copy.becomes-copy": ["637.1.b.1", "450.1.b.1", "454.1.b.1", "472.1.b.1"], // 477.1.b.1 (earlier: "all Traits" are copied, not a list of copyable ones)
  "copy.copyable-traits": [null, null, null, "472.1.b.3"], // 477.1.b.1.b (new in v1.3)
  "token.nature-kept": [null, null, null, null], // 185.1.a (new in RUP4)
  "layer.snapshot": [null, "450.3.b", "454.3.b", "472.3.b"], // 477.3.b (earlier: any arithmetic effect, not only from a source that is not passive)
  "layer.no-negative-increase": [null, null, null, null], // 477.3.c
  "buff.might": ["703", "703", "703", "703"], // 703
  "replacement.as-enters": [null, null, null, null], // 369.3 (new in RUP4)
  "delayed.trigger": [null, "383.2", "383.2", "390.2"], // 390.2
  "bonus-damage.granted-to-deal": [null, "713", "713", "713"], // 713
  "bonus-damage.summed": [null, "714", "714", "714"], // 714
  "bonus-damage.each-target": [null, "715.2", "715.2", "715.2"], // 715.2
  "bonus-damage.split-total": [null, "715.3", "715.3", "715.3"], // 715.3
  "bonus-damage.none-without-damage": [null, null, null, "715.4"], // 715.4 (v1.3 adds "because it was replaced or reduced"; earlier releases have no such rule)
  "buff.spend": ["702.2.b", "702.2.b", "702.2.b", "702.2.b"], // 702.2.b
  "buff.spend-own-buffed-unit": ["702.2.b.2", "702.2.b.2", "702.2.b.2", "702.2.b.2"], // 702.2.b.2
  "delayed.passive": [null, "384", "384", null], // 391 (v1.3's 391 is transcribed without its number: not citable)
  "keyword.repeat-new-choices": [null, null, "746.2.a", "820.2.a"], // 820.2.a
  "play.choose-modes": [null, null, null, "355.3"], // 355.3
  "trigger.condition-in-effect": [null, null, null, "383.3.e"], // 383.2.a.1 (v1.3 has the rule without "immediately" and the Loose Cannon example)
  "cost.printed": [null, "130.4", null, "131.4"], // 206 (2025-10 and v1.3: "base cost" / "printed cost"; v1.2 prints the same rule with its number garbled as "130." + "4 …", so nothing matches)
  "trigger.entered-with-event": [null, "376.2.c.1", "376.2.c.1", "383.2.c.1"], // 383.2.c.1 (2025-06-02 has no such rule)
  "trigger.evaluated-after-event": [null, "376.2.c", "376.2.c", "383.2.c"], // 383.2.c
  "trigger.left-with-event": [null, "376.2.c.2", "376.2.c.2", "383.2.c.2"], // 383.2.c.2 (2025-06-02 has no such rule)
  "trigger.placed-on-chain": ["583.3", "376.3", "376.3", "383.3"], // 383.3
  "trigger.order-one-player": ["583.3.b", "376.3.b", "376.3.b", "383.3.d"], // 383.3.d
  "trigger.order-turn-player-first": ["583.3.b.1", "376.3.b.1", "376.3.b.1", "383.3.d.1"], // 383.3.d.1
  "trigger.play-effect": [null, "376.4.a", "376.4.a", "383.4.a"], // 383.4.a
  "trigger.targeting-effect": [null, null, null, "383.4.b"], // 383.4.b
  "delayed.abilities": [null, "383", "383", "390"], // 390
  "draw.action": ["591.1", "400.1", "400.1", "413.1"], // 413.1
  "ready.action": ["593.1", "402.1", "402.1", "415.1"], // 415.1
  "recycle.action": ["594.1", "403.1", "403.1", "416.1"], // 416.1
  "points.gain-by-instruction": [null, null, null, null], // 194.1.c
  "recycle.rune-deck": ["594.1.b", "403.1.b", "403.1.b", "416.1.b"], // 416.1.b
  "recycle.as-many-as-possible": ["594.4", "403.4", "403.4", "416.4"], // 416.4
  "recycle.random-order": ["594.5", "403.5", "403.5", "416.5"], // 416.5
  "recycle.from-zone": ["594.6", "403.6", "403.6", "416.6"], // 416.6
  "deal.action": [null, "404.1", "404.1", "417.1"], // 417.1
  "play.during-effect": ["595.3", "406.3", "406.3", "419.3"], // 419.3
  "move.action": ["596.1", "407.1", "407.1", "420.1"], // 420.1
  "move.valid-destination": [null, null, null, "355.4.a"], // 355.4.a
  "discard.as-many-as-possible": ["598.4", "409.4", "409.4", "422.4"], // 422.4
  "discard.action": ["598.1", "409.1", "409.1", "422.1"], // 422.1
  "counter.action": ["601.1", "412.1", "412.1", "425.1"], // 425.1
  "counter.not-played": ["601.1.b", "412.1.b", "412.1.b", "425.1.b"], // 425.1.b
  "banish.action": ["603.1", "414.1", "414.1", "427.1"], // 427.1
  "kill.action": ["604.1", "415.1", "415.1", "428.1"], // 428.1
  "zone.new-object": [null, null, null, null], // 124
  "kill.deathknell-before-trash": [null, null, "415.1.a.1.b", "428.1.a.1.b"], // 428.1.a.1.b
  "lethal.damage": [null, null, null, null], // 142.4.b
  "attach.action": [null, null, "421.1", "434.1"], // 434.1
  "detach.action": [null, null, "422.1", "435.1"], // 435.1
  "swap.action": [null, null, "420.1.b", "433.1.b"], // 433.1.b
  "control.permanent": ["180", "180", "183", "186"], // 189
  "replace.action": [null, null, null, "438.1"], // 438.1
  "replace.swap-back": [null, null, null, "438.7"], // 438.7
  "keyword.deathknell": ["720.1", "724.1", "734.1", "808.1"], // 808.1
  "keyword.deathknell-replaced": ["720.1.d.1", "724.1.d.1", "734.1.d.1", "808.1.d.1"], // 808.1.d.1
  "keyword.deathknell-notes": [null, null, "734.1.d.3", "808.1.d.3"], // 808.1.d.3 (v1.2 and v1.3 say "the card with Deathknell"; 2025-10 has no such note)
  "events.simultaneous": [null, null, null, null],
  "unit.one-on-one": [null, null, null, "741.2"], // 740.2.b (v1.3 741.2, the same sentence; earlier releases define it nowhere)
  "unit.in-combat": [null, null, null, "741.3"], // 740.2.c (v1.3 741.3, the same sentence; earlier releases define it nowhere)
  "unit.alone": [null, null, null, "741.1"], // 740.2.a (v1.3 741.1, the same sentence; earlier releases define "alone" nowhere) // 370.1.a.2 (new in RUP4: no earlier release says when events are simultaneous)
  "play.optional-cost-chosen": [null, null, null, null], // 355.1.a (new in RUP4: earlier releases don't place the choice to pay an optional additional cost)
  "reveal.whole-zone": [null, null, null, null], // 424.3.a (new in RUP4: earlier releases don't say what revealing a whole zone means)
  "targets.player": [null, "352.8.a", "352.8.a", "355.9.a"], // 355.9.a
  "recycle.own-deck": [null, "403.1.c", "403.1.c", "416.1.c"], // 416.1.c
  "trigger.cost-within-instructions": [null, null, null, "383.3.b"], // 383.3.b (v1.3: any cost within instructions is the base cost, without RUP4's "at the beginning")
  "trigger.may-declined": [null, null, null, null], // 383.3.a.2 (v1.3 383.3.a says in one sentence that a "you may" first decides whether it goes on the chain; not paired)
  "keyword.deflect": ["721.1", "725.1", "735.1", "809.1"], // 809.1
  "keyword.hidden-here": ["723.1.d", "727.1.d.2", "737.1.d.2", "811.1.d.2"], // 811.1.d.2
  "keyword.hidden-play-there": [null, "727.1.d.1", "737.1.d.1", "811.1.d.1"], // 811.1.d.1
  "keyword.hidden-play-from-facedown": ["723.1.c.3", "727.1.c.3", "737.1.c.3", "811.1.c.3"], // 811.1.c.3
  "keyword.shield": ["726.1", "730.1", "740.1", "814.1"], // 814.1
  "keyword.repeat": [null, null, "746.1.d", "820.1.d"], // 820.1.d
  "keyword.repeat-played-once": [null, null, "746.3.a", "820.3.a"], // 820.3.a
  "keyword.repeat-each-instance": [null, null, "746.3", "820.3"], // 820.3
  "untargetable.protection": [null, null, null, null], // 758.1
  "buff.action": ["602.1.b", "413.1.b", "413.1.b", "426.1.b"], // 426.1.b
  "stun.action": ["599.1", "410.1", "410.1", "423.1"], // 423.1
  "keyword.granted": ["713.3.a", "717.3.a", "727.3.a", "801.3.a"], // 801.3.a
  "double.action": [null, null, "419.1", "432.1"], // 432.1
  "token.created": ["177", "177", "180", "183"], // 186
  "token.characteristics": ["178", "178", "181", "184"], // 187
  "add.action": ["605.1", "416.1", "416.1", "429.1"], // 429.1
  "channel.action": ["606.1", "417.1", "417.1", "430.1"], // 430.1
  "channel.as-many-as-possible": [null, null, null, null], // 430.3 (older releases say it only of the Channel Phase, 315.3.b.1)
  "pay.action": [null, null, null, null], // 444.1 (the Pay action is defined from RUP4 on)
  "rune.stays-on-board": ["154.1.a", "154.1.a", "157.1.a", "160.1.a"], // 161.1.a
  "combat.attacker-defender": ["625.1.a", "438.1.a", "442.1.a", "459.2.b"], // 464.2.c
  "score.action": ["632", "444", "448", "466"], // 471
  "score.victory-score": [null, null, null, null], // 194.3 (new in RUP4; before, each mode of play stated its own Victory Score)
  "champion.chosen": [null, "103.2.a.3", "103.2.a.3", "103.2.a.3"], // 103.2.a.3
  "win.by-effect": [null, null, null, null], // 195 (new in RUP4: no earlier release says an effect can make a player win)
  "win.game-ends": [null, null, null, null], // 196 (new in RUP4)
  "turn.additional": [null, null, null, "735"], // 735 (Additional Turns are new in v1.3)
  "turn.additional-queue": [null, null, null, "738"], // 738
  "combat.excess-damage": [null, "439.1.d.4", "443.1.d.4", "460.2.c.4"], // 465.2.c.4 (damage assigned beyond lethal only once no other unit is left)
  "trigger.conquer-effect": [null, "376.4.b", "376.4.b", "383.4.c"], // 383.4.c
  "trigger.hold-effect": [null, "376.4.c", "376.4.c", "383.4.d"], // 383.4.d
  "trigger.activate": [null, null, null, null], // 383.4.g.1 (activating named triggered abilities: new in RUP4)
  "battlefield.chooser-controls": [null, null, null, null], // 190.6.c (a battlefield ability's chooser controls it: new in RUP4)
  "battlefield.open": [null, null, null, "169.10.c"], // 170.11.c (an open battlefield: unoccupied and uncontrolled; first defined in v1.3)
  "xp.gain": [null, null, null, "730.1"], // 730.1
  "xp.spend": [null, null, null, "730.2"], // 730.2
  "reveal.action": ["600.1", "411.1", "411.1", "424.1"], // 424.1
  "burn-out.excess-to-zone": ["607.1.c", "418.1.b", "418.1.b", "431.1.b"], // 431.1.b (2025-06-02: burning out on putting cards from an empty Main Deck into the trash)
  "token.ceases-off-board": ["177.1", "177.1", "180.1", "183.1"], // 186.1
  "card.domain": ["133.1", "133.1", "133.1", "134.1"], // 134.1
  "predict.action": [null, null, null, "436.1"], // 436.1
  "exhaust.action": ["592.1", "401.1", "401.1", "414.1"], // 414.1
  "heal.action": [null, "405.1", "405.1", "418.1"], // 418.1
  "keyword.assault": ["719.1.c", "723.1.c", "733.1.c", "807.1.c"], // 807.1.c
  "keyword.accelerate": ["717.1.a", "721.1.a", "731.1.a", "805.1.a"], // 805.1.a
  "keyword.tank": ["727.1.b", "731.1.b", "741.1.b", "815.1.b"], // 815.1.b
  "keyword.backline": [null, null, null, "826.3"], // 826.3
  "keyword.ganking": ["722.1.b", "726.1.b", "736.1.b", "810.1.b"], // 810.1.b
  "keyword.action": ["718.1.c", "722.1.c", "732.1.c", "806.1.c"], // 806.1.c
  "keyword.reaction": ["725.1", "729.1", "739.1", "813.1"], // 813.1
  "keyword.weaponmaster": [null, null, "747.1.c", "821.1.c"], // 821.1.c
  "keyword.quick-draw": [null, null, "745.1.d", "819.1.d"], // 819.1.d
  "keyword.equip": [null, null, "744.1", "818.1"], // 818.1
  "keyword.vision": ["729.1.b", "733.1.b", "743.1.b", "817.1.b"], // 817.1.b
  "keyword.temporary": ["728.1.b", "732.1.b", "742.1.b", "816.1.b"], // 816.1.b
  "keyword.ambush": [null, null, null, "822.1.b"], // 822.1.b
  "keyword.hunt": [null, null, null, "823.1.c.1"], // 823.1.c.1
  "keyword.unique": [null, null, null, "825.2.a"], // 825.3.a
  "keyword.legion": [null, null, null, "812.1.c"], // 812.1.c
  "actions.turn-order": ["503.2.a", "303.2.a", "303.2.a", "303.2.a"], // 303.2.a
  "state.showdown": ["508.1", "308.1", "308.1", "308.1"], // 308.1 (before RUP4 without "or Combat")
  "targets.battlefield": [null, "352.10.b", "352.10.b", "355.10.b"], // 355.10.b
  "targets.each-player-chooses": [null, "352.10.e", "352.10.e", "355.10.e"], // 355.10.e
  "targets.must-complete": [null, "352.10.f", "352.10.f", "355.10.f"], // 355.10.f
  "keyword.level": [null, null, null, "824.1.c"], // 824.1.c
  "keyword.empower": [null, null, null, null], // 827.1.c.1
  "keyword.empowered": [null, null, null, null], // 828.1.c
  "trigger.become-empowered": [null, null, null, null], // 828.1.d
  "dependent.active": [null, null, null, "727.1.b.2"], // 727.1.b.2
  "dependent.trigger-active": [null, null, null, "727.1.c.1"], // 727.1.c.1
  "empower.action": [null, null, null, null], // 441.1
  "empower.already": [null, null, null, null], // 441.1.c
  "empower.more-than-once": [null, null, null, null], // 441.1.c.1
  "disempower.action": [null, null, null, null], // 442.1
  "disempower.not-empowered": [null, null, null, null], // 442.1.a.1
  "reflexive.trigger": [null, "380", "380", "387"], // 387
  "reflexive.uses-chain": [null, "381.1", "381.1", "388.1"], // 388.1
  "buff.multiple": [null, null, null, null], // 426.1.b.2
  "gear.played-to-base": [null, null, null, "151.2"], // 152.2
  "mighty.becomes": ["709", "709", "709", "709"], // 709
  "cost.applied-not-paid": [null, null, null, null], // 204.4.c (applied costs are new in RUP4)
  "spell.controller": ["182.2", "182.2", "185.2", "188.2"], // 191.2
  "spell.owners-trash": ["150", "150", "153", "156"], // 157
  "referents.controller-on-execution": [null, null, null, "359.3.f.4"], // 359.3.f.4
  "new-choices.action": [null, null, null, null], // 751
  "new-choices.what": [null, null, null, null], // 752.1
  "new-choices.legal-only": [null, null, null, null], // 753.1
  "new-choices.targeting-effects": [null, null, null, null], // 754
  "new-choices.costs-ignored": [null, null, null, null], // 755
  "cleanup.special": [null, "323.1", "323.1", "324.1"], // 324.1
  "recall.not-move": ["618.1", "430.1", "434.1", "451.1"], // 456.1
  "combat.damage-dealt": [null, "439.1.e", "443.1.e", "460.2.d"], // 465.2.d
  "combat.resolution-cleanup": [null, "440.1", "444.1", "461.1"], // 466.1 (2025-06-02 has no combat cleanup: listed)
  "combat.heal-all": ["627.5", "440.1.a.1", "444.1.a.1", "461.1.a.1"], // 466.1.a.1 (2025-06-02 and 2025-10: clearing all marked damage, listed)
  "combat.resolve-chain-first": [null, null, null, "461.2"], // 466.2
  "combat.recall-attackers": ["627.2", "440.1.a.2", "444.1.a.2", "461.1.a.2"], // 466.1.a.2 (2025-06-02: a step of the Resolution Step, listed)
  "combat.result": [null, null, null, "461.3"], // 466.3
  "combat.win": [null, null, null, "461.3.a"], // 466.3.a
  "combat.lose": [null, null, null, "461.3.b"], // 466.3.b
  "combat.units-inherit-result": [null, null, null, "461.3.c"], // 466.3.c
  "combat.no-result": [null, null, null, "461.3.d"], // 466.3.d (v1.3 without the recalled-units case)
  "combat.establish-control": [null, "440.2", "444.2", "461.5"], // 466.5
  "combat.clear-contested": ["627.4", "440.1.b", "444.2.a", "461.5.a"], // 466.5.a
  "combat.uncontrolled": [null, null, "444.2.d", "461.5.b"], // 466.5.b
  "combat.remove-hidden": [null, null, null, "461.5.c"], // 466.5.c
  "combat.conquer": ["627.3.a", "440.2.a", "444.2.b", "461.5.d"], // 466.5.d
  "combat.ends": [null, null, null, "461.7"], // 466.7
  "combat.designations-removed": [null, "440.1.a.3", "444.1.a.3", "461.7.a"], // 466.7.a (2025-10 and v1.2: a step of the combat cleanup)
  "combat.end-effects": [null, null, null, null], // 466.7.b
  "combat.this-combat-expires": [null, null, null, null], // 466.7.c (v1.3 prints it under 461.7 again, the number of "Combat ends": not addressable)
  "replacement.would-instead": ["573.1", "366.1", "366.1", "369.1"], // 369.1 (the older releases know only the "instead" form)
  "replacement.source-leaving": [null, null, null, null], // 370.4 (new in RUP4)
  "turn.draw-phase": ["515.4", "315.4", "315.4", "315.4"], // 315.4
  "banish.from-origin": ["603.2", "414.2", "414.2", "427.2"], // 427.2
};

describe("counterparts of the cited rules in the earlier releases", () => {
  let releases: ParsedRelease[];
  const matchers = new Map<string, ReleaseMatcher>();
  const rules = (v: string) => releases.find((x) => x.meta.version === v)!.rules;
  const matcher = (v: string) => {
    let m = matchers.get(v);
    if (!m) {
      m = new ReleaseMatcher(rules("RUP4"), rules(v), correspondencesFor("RUP4", v));
      matchers.set(v, m);
    }
    return m;
  };

  beforeAll(() => {
    releases = parseAllReleases(DATA_DIR);
  });

  it("the table covers exactly the identities the engine cites", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const [index, version] of RELEASES.entries()) {
    it(`RUP4 -> ${version}`, () => {
      const rup4 = new Map(rules("RUP4").map((r) => [r.number, r]));
      const target = new Map(rules(version).map((r) => [r.number, r]));
      const wrong: string[] = [];
      for (const [id, ref] of Object.entries(RULES)) {
        expect(rup4.has(ref.rup4), `${id}: ${ref.rup4} exists in RUP4`).toBe(true);
        const want = EXPECTED[id]![index]!;
        const got = citable(matcher(version).match(ref.rup4));
        if ((got?.number ?? null) !== want) wrong.push(`${id} (${ref.rup4}): expected ${want ?? "none"}, got ${got?.number ?? "none"}`);
        if (got) {
          expect(target.has(got.number), `${id}: ${got.number} exists in ${version}`).toBe(true);
          expect(got.confidence).toBeGreaterThanOrEqual(0.4);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
