// RUP4 359.3.e.3–e.16: one scenario per rule or worked example, through resolveChain over HTTP.
// (359.3.e.15, an item leaving the chain mid-resolution, has no card in the library and no phrase of the card
// compiler that makes it happen: engine-tested only.)
import { describe, it } from "vitest";
import { SEED_PHRASES } from "../helpers/seed-phrases.js";
import { card, check, unit, type Scenario } from "../helpers/scenario-http.js";

const volibearAttack = {
  board: { combat: { battlefield: "bf1", attackers: ["voli"], defenders: ["a", "b", "c"] } },
  objects: [card("voli", "Volibear, Furious", "p1", "bf1"), unit("a", "p2", "bf1"), unit("b", "p2", "bf1"), unit("c", "p2", "bf1"), unit("z", "p2", "base")],
};
const hook = (deck: string[]) => ({
  board: { players: [{ id: "p1", hand: [], deck }, { id: "p2", hand: [] }] },
  objects: [card("hook", "Baited Hook", "p1", "base"), unit("f", "p1", "bf1")],
});
const agent = (hand: string[]) => ({
  board: { players: [{ id: "p1", hand: [], deckSize: 5 }, { id: "p2", hand, deckSize: 5, trash: [] }] },
  objects: [card("ag", "Undercover Agent", "p2", "bf1", { damage: 3 })],
  chain: [{ id: "vs", card: "Void Seeker", controller: "p1", targets: ["ag"] }],
});
const equipped = (foeMight: number) => [
  unit("me", "p1", "bf1", { might: 4 }),
  { id: "gear", name: "Practice Blade", type: "equipment", owner: "p1", location: "BATTLEFIELD" as const, battlefield: "bf1", attachedTo: "me" },
  unit("foe", "p2", "bf1", { might: foeMight }),
];

const scenarios: Scenario[] = [
  {
    name: "e.3: moved to base and back to the battlefield, the target is legal again (and dies in the cleanup)",
    objects: [unit("u", "p2", "bf1")],
    chain: [
      { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
      { id: "rtw", card: "Ride the Wind", controller: "p2", targets: ["u"], destination: "bf1" },
      { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
    ],
    expect: { targets: { vs: { u: true } }, instructions: { vs: ["EXECUTED", "EXECUTED"] }, targetCites: { vs: { u: ["359.3.e.3"] } }, objects: { u: { zone: "TRASH" } } },
  },
  {
    name: "e.4: banished and played back to the same battlefield, it is a new object and not a legal target",
    objects: [unit("u", "p2", "bf1")],
    chain: [
      { id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] },
      { id: "thr", card: "Thrill of the Hunt", controller: "p2", targets: ["u"], destination: "bf1" },
    ],
    expect: {
      targets: { inc: { u: "new object" } }, instructions: { inc: ["IGNORED"], thr: ["EXECUTED", "EXECUTED"] }, targetCites: { inc: { u: ["359.3.e.2", "359.3.e.4"] } },
      objects: { u: { zone: "BATTLEFIELD", battlefield: "bf1", damage: 0, newObject: true, exhausted: true } }, golden: "new-object-after-thrill-of-the-hunt",
    },
  },
  {
    name: "e.4: Gust's Might limit (at most 3) fails once Deathgrip in reaction raises the target to 5",
    objects: [unit("u", "p2", "bf1"), unit("x", "p2", "base", { might: 2 })],
    chain: [
      { id: "gust", card: "Gust", controller: "p1", targets: ["u"] },
      { id: "dg", card: "Deathgrip", controller: "p2", targets: ["x", "u"] },
    ],
    expect: { targets: { gust: { u: "3 Might or less, but has 5" } }, instructions: { gust: ["IGNORED"], dg: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BATTLEFIELD", might: 5 }, x: { zone: "TRASH" } } },
  },
  {
    name: "e.4 \"no longer an enemy\": two Akshans choose p2's gear; the second one's play effect resolves first and takes it, so for the first it is no longer an enemy gear",
    objects: [{ id: "g", name: "Crate", type: "gear", owner: "p2", location: "BASE" }],
    chain: [
      { id: "ak1", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
      { id: "ak2", card: "Akshan, Mischievous", controller: "p1", destination: "bf2", paidAdditionalCost: true, targets: ["g"] },
    ],
    choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak1.a0", "ak1.a1"] }, { item: "p1:trigger-order", index: 1, objects: ["ak2.a0", "ak2.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
    expect: {
      targets: { "ak2.a1": { g: true }, "ak1.a1": { g: "it must be an enemy of p1, but p1 controls it" } },
      instructions: { "ak2.a1": ["EXECUTED", "EXECUTED", "IGNORED"], "ak1.a1": ["IGNORED", "IGNORED", "IGNORED"] },
      targetCites: { "ak1.a1": { g: ["359.3.e.2", "355.9.b"] } }, cites: { "ak1.a1": ["359.3.e.1", "359.3.e.5", "359.3.e.7", "359.3.e.14.a"] },
      objects: { g: { zone: "BASE", controller: "p1", baseOwner: null } },
    },
  },
  {
    name: "e.4 \"no longer exhausted\": Arena Bar's exhausted friendly unit is readied by Upstage Comedy first, so it fails that requirement at resolution",
    objects: [card("bar", "Arena Bar", "p1", "base"), unit("u", "p1", "bf1", { exhausted: true })],
    chain: [
      { id: "buff", source: "bar", ability: 0, controller: "p1", targets: ["u"] },
      { id: "up", card: "Upstage Comedy", controller: "p1", targets: ["u"] },
    ],
    expect: {
      targets: { up: { u: true }, buff: { u: "must be exhausted, but it is ready" } }, instructions: { up: ["EXECUTED"], buff: ["IGNORED"] },
      targetCites: { buff: { u: ["359.3.e.2"] } }, cites: { buff: ["359.3.e.1", "359.3.e.5"] },
      objects: { u: { exhausted: false, might: 3 }, bar: { exhausted: true } },
    },
  },
  {
    name: "e.8 Singularity: a target that left the board is skipped, the legal rest is dealt 6",
    objects: [unit("a", "p2", "bf1"), unit("b", "p2", "bf1", { might: 7 }), unit("x", "p2", "base")],
    chain: [
      { id: "sing", card: "Singularity", controller: "p1", targets: ["a", "b"] },
      { id: "dg", card: "Deathgrip", controller: "p2", targets: ["a", "x"] },
    ],
    expect: {
      targets: { sing: { a: "new object", b: true } }, instructions: { sing: ["PARTIAL"] }, objects: { b: { damage: 6, zone: "BATTLEFIELD" }, x: { might: 6 }, a: { zone: "TRASH" } },
      cites: { sing: ["359.3.e.8"] }, golden: "singularity-legal-rest",
    },
  },
  {
    name: "e.9: Incinerate's unit is moved to base before it resolves: mistargeted, the instruction is not executed",
    objects: [unit("u", "p2", "bf1")],
    chain: [
      { id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
    ],
    expect: { targets: { inc: { u: "must be at a battlefield" } }, instructions: { inc: ["IGNORED"] }, cites: { inc: ["359.3.e.9", "359.3.e.7"] }, objects: { u: { zone: "BASE", damage: 0 } } },
  },
  {
    name: "e.9.a: Flash moved two of Volibear's three targets back; Repulse can't target the attack trigger (mistargeted choices count)",
    ...volibearAttack,
    chain: [
      { id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b", "c"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["a", "b"] },
      { id: "rep", card: "Repulse", controller: "p2", targets: ["c", "atk"], playedAfter: "fl" },
    ],
    choices: [{ item: "atk", index: 0, amounts: [5] }],
    expect: {
      playIllegal: { rep: { c: true, atk: "chooses 3 friendly units" } },
      targets: { atk: { a: "must be here", b: "must be here", c: true } }, instructions: { atk: ["PARTIAL"] },
      objects: { c: { zone: "TRASH" }, a: { zone: "BASE" }, b: { zone: "BASE" } }, cites: { rep: ["359.3.e.9.a"] }, golden: "volibear-repulse-after-flash",
    },
  },
  {
    name: "e.9.a: after two Heedless Resurrections killed two of the units, Repulse counters the attack trigger",
    ...volibearAttack,
    chain: [
      { id: "atk", source: "voli", ability: 1, controller: "p1", targets: ["a", "b", "c"] },
      { id: "hr1", card: "Heedless Resurrection", controller: "p2", costObjects: ["a"] },
      { id: "hr2", card: "Heedless Resurrection", controller: "p2", costObjects: ["b"] },
      { id: "rep", card: "Repulse", controller: "p2", targets: ["c", "atk"] },
    ],
    expect: {
      targets: { rep: { c: true, atk: true } }, instructions: { rep: ["EXECUTED"] }, kinds: { atk: { ITEM_BEGINS: false } },
      objects: { c: { zone: "BATTLEFIELD", damage: 0 }, a: { zone: "TRASH" }, b: { zone: "TRASH" } }, cites: { rep: ["425.1"] }, golden: "volibear-repulse-after-heedless",
    },
  },
  {
    name: "e.10: the spell does nothing but is still played, so the unit's \"when you play a spell\" ability triggers",
    objects: [unit("u", "p2", "bf1"), unit("stu", "p1", "base", { might: 2, text: SEED_PHRASES.whenYouPlayASpell() })],
    chain: [
      { id: "inc", card: "Incinerate", controller: "p1", targets: ["u"] },
      { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
    ],
    expect: { instructions: { inc: ["IGNORED"], "stu.a0": ["EXECUTED"] }, objects: { stu: { might: 3 } }, cites: { inc: ["359.3.e.10"] }, unsupported: [], golden: "still-played-triggers" },
  },
  {
    name: "e.10 contrast: a countered spell is not played, so nothing triggers",
    objects: [unit("u", "p1", "bf1"), card("stu", "Ravenbloom Student", "p2", "base")],
    chain: [
      { id: "inc", card: "Incinerate", controller: "p2", targets: ["u"] },
      { id: "rep", card: "Repulse", controller: "p1", targets: ["u", "inc"] },
    ],
    expect: { instructions: { rep: ["EXECUTED"] }, kinds: { inc: { ITEM_BEGINS: false } }, objects: { stu: { might: 2 }, u: { damage: 0 } }, cites: { rep: ["425.1.b"] } },
  },
  {
    name: "e.11: discard 2 with an empty hand is ignored; draw 2 still happens (Undercover Agent's Deathknell)",
    ...agent([]),
    expect: { instructions: { "ag.a0": ["IGNORED", "EXECUTED"] }, players: { p2: { handSize: 2 } }, objects: { ag: { zone: "TRASH" } }, cites: { "ag.a0": ["359.3.e.11"], "*": ["323.4", "808.1"] }, golden: "deathknell-partial-discard" },
  },
  {
    name: "e.11: with one card in hand it is discarded (partly followed), then draw 2",
    ...agent(["Flash"]),
    expect: { instructions: { "ag.a0": ["PARTIAL", "EXECUTED"] }, players: { p2: { handSize: 2, trash: ["Undercover Agent", "Flash"] } } },
  },
  {
    name: "e.12 Baited Hook: Gust returned the friendly unit to hand, so its Might is null and no unit can be chosen from the top 5",
    ...hook(["Watchful Sentry", "Ravenbloom Student", "Flash", "Watchful Sentry", "Undercover Agent", "Flash"]),
    chain: [
      { id: "bh", source: "hook", ability: 0, controller: "p1", targets: ["f"] },
      { id: "gust", card: "Gust", controller: "p2", targets: ["f"] },
    ],
    expect: {
      targets: { bh: { f: "new object" } }, instructions: { gust: ["EXECUTED"], bh: ["IGNORED", "EXECUTED", "IGNORED", "IGNORED", "EXECUTED"] },
      objects: { hook: { exhausted: true }, f: { zone: "HAND" } }, players: { p1: { handSize: 1, hand: ["f"] } }, cites: { bh: ["359.3.e.12"] }, golden: "baited-hook-after-gust",
    },
  },
  {
    name: "e.12 Baited Hook: killing a 3-Might unit lets its controller banish and play a unit with Might up to 4",
    ...hook(["Undercover Agent", "Ravenbloom Student", "Flash"]),
    chain: [{ id: "bh", source: "hook", ability: 0, controller: "p1", targets: ["f"] }],
    choices: [{ item: "bh", index: 0, option: "p1:deck:1" }, { item: "bh", index: 1, option: "base" }],
    expect: { instructions: { bh: ["EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { "p1:deck:1": { zone: "BASE", newObject: true, might: 2, exhausted: true }, f: { zone: "TRASH" } } },
  },
  {
    name: "e.12 Strike Down: Angle Shot detached the only Equipment, so the unit is illegal and its Might null",
    objects: equipped(3),
    chain: [
      { id: "sd", card: "Strike Down", controller: "p1", targets: ["me", "foe"] },
      { id: "as", card: "Angle Shot", controller: "p2", targets: ["me", "gear"] },
    ],
    expect: { targets: { sd: { me: "must be equipped", foe: true } }, instructions: { sd: ["IGNORED", "IGNORED"] }, objects: { foe: { damage: 0 }, gear: { zone: "BASE", attachedTo: null } }, golden: "strike-down-after-angle-shot" },
  },
  {
    name: "e.12.a Strike Down with the Equipment still attached: the unit's Might is available; it deals 4 and detaches",
    objects: equipped(5),
    chain: [{ id: "sd", card: "Strike Down", controller: "p1", targets: ["me", "foe"] }],
    expect: { instructions: { sd: ["EXECUTED", "EXECUTED"] }, objects: { foe: { damage: 4 }, gear: { zone: "BASE" } }, cites: { sd: ["359.3.e.12.a"] } },
  },
  {
    name: "e.13 + e.14: Hidden Blade kills the unit and its controller, looked back, draws 2",
    objects: [unit("u", "p2", "bf1")],
    chain: [{ id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] }],
    expect: { instructions: { hb: ["EXECUTED", "EXECUTED"] }, players: { p2: { handSize: 2 } }, objects: { u: { zone: "TRASH" } }, cites: { hb: ["359.3.e.13", "359.3.e.14"] } },
  },
  {
    name: "e.14.b Hidden Blade: the kill is replaced (Zhonya's Hourglass); the later linked draw still happens",
    objects: [unit("u", "p2", "bf1"), card("zh", "Zhonya's Hourglass", "p2", "base")],
    chain: [{ id: "hb", card: "Hidden Blade", controller: "p1", targets: ["u"] }],
    expect: { instructions: { hb: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BASE", exhausted: true }, zh: { zone: "TRASH" } }, players: { p2: { handSize: 2 } }, cites: { "*": ["370.1.b"] } },
  },
  {
    name: "e.14.b Deathgrip: the death is replaced, so \"if you do\" is ignored; draw 1 still happens",
    objects: [unit("a", "p1", "bf1"), unit("b", "p1", "bf1"), card("zh", "Zhonya's Hourglass", "p1", "base")],
    chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
    expect: { instructions: { dg: ["EXECUTED", "IGNORED", "EXECUTED"] }, objects: { b: { might: 3 }, a: { zone: "BASE" } }, players: { p1: { handSize: 1 } }, cites: { dg: ["359.3.e.14.b"] }, golden: "deathgrip-replaced-by-zhonya" },
  },
  {
    name: "e.13 + e.14.c Deathgrip without replacement: the other unit gets the killed one's last known Might",
    objects: [unit("a", "p1", "bf1", { might: 5 }), unit("b", "p1", "bf1")],
    chain: [{ id: "dg", card: "Deathgrip", controller: "p1", targets: ["a", "b"] }],
    expect: { instructions: { dg: ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { b: { might: 8 } }, cites: { dg: ["359.3.e.13", "359.3.e.14.c"] } },
  },
  {
    name: "e.14.c: \"I enter in base\" replaces where the unit enters, but it was still played",
    objects: [unit("u", "p1", "bf1", { text: SEED_PHRASES.enterInBase() })],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "bf2" }],
    expect: { instructions: { thr: ["EXECUTED", "EXECUTED"] }, objects: { u: { zone: "BASE", newObject: true } }, cites: { thr: ["370.1.b", "359.3.e.14"] }, unsupported: [] },
  },
  {
    name: "e.16 Akshan: he left the board before his play effect resolved, so the control effect is never created",
    objects: [{ id: "g", name: "Practice Blade", type: "equipment", owner: "p2", location: "BASE" }],
    chain: [
      { id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] },
      { id: "vs", card: "Void Seeker", controller: "p2", targets: ["ak"] },
    ],
    choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }], // Weaponmaster and the paid play effect trigger together (383.3.d)
    expect: { instructions: { "ak.a1": ["EXECUTED", "IGNORED", "IGNORED"] }, objects: { ak: { zone: "TRASH" }, g: { zone: "BASE", controller: "p2" } }, cites: { "ak.a1": ["359.3.e.16"] }, golden: "akshan-leaves-before-play-effect" },
  },
  {
    name: "Akshan stays: he controls the enemy Equipment and it is attached to him",
    objects: [{ id: "g", name: "Practice Blade", type: "equipment", owner: "p2", location: "BASE" }],
    chain: [{ id: "ak", card: "Akshan, Mischievous", controller: "p1", destination: "bf1", paidAdditionalCost: true, targets: ["g"] }], choices: [{ item: "p1:trigger-order", index: 0, objects: ["ak.a0", "ak.a1"] }],
    expect: { instructions: { "ak.a1": ["EXECUTED", "EXECUTED", "EXECUTED"] }, objects: { g: { controller: "p1", attachedTo: "ak", zone: "BATTLEFIELD" } } },
  },
  {
    name: "e.16 Targon's Peak conquered in the ending step, via Thrill of the Hunt: its end-of-turn ability is never created",
    board: { phase: "ENDING_STEP", battlefields: [{ id: "peak", card: "Targon's Peak", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base")],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "peak" }],
    expect: { instructions: { "peak.a0": ["IGNORED"] }, cites: { "peak.a0": ["359.3.e.16"] }, objects: { u: { zone: "BATTLEFIELD", battlefield: "peak" } }, golden: "targons-peak-ending-step" },
  },
  {
    name: "Targon's Peak conquered in the action phase: the delayed trigger is created",
    board: { battlefields: [{ id: "peak", card: "Targon's Peak", controller: "p2" }, { id: "bf2" }] },
    objects: [unit("u", "p1", "base")],
    chain: [{ id: "thr", card: "Thrill of the Hunt", controller: "p1", targets: ["u"], destination: "peak" }],
    expect: { instructions: { "peak.a0": ["EXECUTED"] }, kinds: { "peak.a0": { ITEM_BEGINS: true } }, cites: { "*": ["390"] } },
  },
];

describe("359.3.e through resolveChain", () => {
  for (const s of scenarios) it(s.name, () => check(s));
});
