/** Says objects back: target slots on first mention, groups, and the words that refer back. */
import type { ObjectRef, PlayerRef, Requirement, TargetSpec } from "../../language.js";
import type { Selector } from "../../vocabulary.js";
import { ANY_NUMBER, POST_WORDS, PRE_WORDS, article, numberWord } from "../words.js";

/** What the renderer knows while it says an effect: its target slots. */
export interface RenderCx {
  targets: TargetSpec[];
  /** "card": the printed words (for the verifier); "engine": the engine's own words for transcripts (never a quote of the card) */
  voice?: "card" | "engine";
}

/** A marker that never matches official text: the verifier then rejects the card. */
export const bad = (why: string) => `⟦${why}⟧`;

function pre(r: Requirement): string | undefined {
  if (r.req === "domain") return r.domain;
  if (r.req === "attacking" && r.say === "after") return undefined;
  if (r.req === "notTriggered") return "other"; // read from "other" only in the trigger that names a unit (grammar/nouns.ts otherReq)
  return PRE_WORDS.find(([req]) => req === r.req)?.[1];
}

function post(r: Requirement, plural: boolean): string | undefined {
  if (r.req === "inBase" && r.say === "atA") return plural ? undefined : "at a base";
  const row = POST_WORDS.find(([req]) => req === r.req);
  if (row) return plural ? row[2] : row[1];
  switch (r.req) {
    case "sameNameAsSource":
      return "with my name";
    case "mightAtMost":
      return `${r.say === "each" ? "each " : ""}with ${r.n} {might} or less`;
    case "mightAtMostUnlessPaid":
      return `with ${r.n} {might} or less`;
    case "mightAtLeast":
      return `with ${r.n} {might} or more`;
    case "energyAtMost":
      return `with Energy cost no more than {${r.n}}`;
    case "costAtMost":
      return r.say === "thatCosts" ? `that costs no more than {${r.energy}} and no more than ${"{any}".repeat(r.power)}` : undefined;
    case "atLocationOf":
      return r.say === "there" ? "there" : "at its location";
    case "attachedToSource":
      return "attached to me";
    case "sameBattlefieldAs":
      return "at the same battlefield";
    case "atOneBattlefield":
      return r.say === "the same" ? "at the same battlefield" : "at a battlefield";
    case "totalMightAtMost":
      return r.say ? `${r.say} ${r.n} or less` : `with total Might ${r.n} or less`;
    case "oneAtEachLocation":
      return "at each location";
    case "sameControllerGroup":
    case "sameControllerAs":
      return "with the same controller";
    case "mightLessThanSource":
      return "with less Might than me";
    case "energyAtMostSourceMight":
      return "with Energy cost no more than my Might";
    case "atSourceBattlefield":
      return r.say === "there" ? "there" : "at my battlefield";
    case "atChosenBattlefield":
      return r.say === "atA" ? "at a battlefield" : r.say === "there" ? "there" : "at that battlefield";
    case "alone":
      return "alone";
    case "attacking":
      return r.say === "after" ? "attacking" : undefined;
    case "inCombatWithOrChosenByEnemyDomain":
      return plural ? undefined : `that's in combat with an enemy ${r.domain} unit or that's being chosen by an enemy ${r.domain} spell`;
    case "choosesFriendlyUnitOrGear":
      return "that chooses a friendly unit or gear";
    case "keyword":
      return `${r.without ? "without" : "with"} [${r.keyword}]`;
    case "atMovedFrom":
      return "at that battlefield";
    case "inShowdown":
      return "in a showdown";
    case "namedTag":
      return "with the named tag";
    case "atBattlefieldMovedToOrFrom":
      return "at a battlefield I moved to or from";
    case "atTriggeredLocation":
      return r.say === "there" ? "there" : "at its destination";
    case "notAtChosenBattlefield":
    case "notAtSourceLocation":
    case "notAtLocationOf":
      return "at a different location";
    case "mightLessThan":
      if (r.say === "it") return "with less Might than it";
      return "with less Might than the chosen unit";
    case "youHaveUnitsThere":
      return "where you have units";
    default:
      return undefined;
  }
}

function noun(kind: TargetSpec["kind"] | Selector["kind"], reqs: Requirement[], plural: boolean): string {
  const tag = reqs.find((r) => r.req === "tag");
  if (tag && tag.req === "tag") return plural ? `${tag.tag}s` : tag.tag;
  const notTag = reqs.find((r) => r.req === "notTag");
  if (notTag && notTag.req === "notTag" && kind === "unit") return `non-${notTag.tag} ${plural ? "units" : "unit"}`;
  switch (kind) {
    case "unit":
      return plural ? "units" : "unit";
    case "gear":
      return "gear";
    case "equipment":
      return "Equipment";
    case "legend":
      return "legend";
    case "unitOrGear":
      return plural ? "units and gear" : "unit or gear"; // a target "a unit or gear" (kind unitOrGear), a group "units and gear"
    case "battlefield":
      return "battlefield";
    case "legendUnitOrGear":
      return plural ? bad("noun legendUnitOrGear in the plural") : "legend, unit, or gear";
    case "unitGearOrRune":
      return plural ? "units, gear, and/or runes" : bad("noun unitGearOrRune in the singular");
    case "gearUnitOrFacedown":
      return plural ? bad("noun gearUnitOrFacedown in the plural") : "gear, unit, or facedown card";
    case "chainItem":
      return reqs.some((r) => r.req === "isSpell") ? (plural ? "spells" : "spell") : plural ? "spells or abilities" : "spell or ability";
    default:
      return bad(`noun ${kind}`);
  }
}

/** Words of requirements around a noun; `other` already said by the quantifier is skipped. */
function describe(kind: TargetSpec["kind"] | Selector["kind"], reqs: Requirement[], plural: boolean, skipFirstOther: boolean): string {
  const pres: string[] = [];
  const posts: string[] = [];
  reqs.forEach((r, k) => {
    if (k === 0 && skipFirstOther && (r.req === "other" || r.req === "distinctFrom" || r.req === "notTriggered")) return;
    if (r.req === "tag" || r.req === "notTag" || r.req === "isSpell") return;
    const p = pre(r);
    if (p) return void pres.push(p);
    const q = post(r, plural);
    if (q) return void posts.push(q);
    pres.push(bad(`requirement ${r.req}`));
  });
  return [...pres, noun(kind, reqs, plural), ...posts].join(" ");
}

export function targetWords(spec: TargetSpec): string {
  if (spec.kind === "cardInTrash") {
    const any = spec.requirements.find((r) => r.req === "anyTag");
    if (any && any.req === "anyTag" && spec.max === 1 && spec.requirements.length === 2 && spec.requirements.some((r) => r.req === "friendly"))
      return `${article(any.tags[0]!)} ${any.tags.slice(0, -1).join(", ")}, or ${any.tags.at(-1)} from your trash`;
    if (spec.requirements.length === 0) return `${quantity(spec, "card", false)}${spec.max > 1 ? "cards" : "card"} from trashes`;
    if (spec.requirements.length === 2 && spec.requirements[1]!.req === "inChosenPlayersTrash" && spec.requirements[0]!.req === "cardType" && spec.requirements[0]!.type === "unit" && spec.max === 1) return "a unit in their trash";
    if (spec.requirements.length === 1 && spec.requirements[0]!.req === "inAnyTrash" && spec.min === 1 && spec.max === 1) return "a card from any trash";
    if (spec.requirements.length === 1 && spec.requirements[0]!.req === "enemy") return `${quantity(spec, "card", false)}${spec.max > 1 ? "cards" : "card"} from opponents' trashes`;
    const oneTag = spec.requirements.find((r) => r.req === "tag");
    if (oneTag && oneTag.req === "tag" && spec.min === 1 && spec.max === 1 && spec.requirements.length === 2 && spec.requirements.some((r) => r.req === "friendly"))
      return `${article(oneTag.tag)} ${oneTag.tag} from your trash`;
    const kw = spec.requirements.find((r) => r.req === "keyword");
    if (kw && kw.req === "keyword" && !kw.without && spec.requirements.length === 2 && spec.requirements.some((r) => r.req === "friendly"))
      return `${quantity(spec, "card", false)}${spec.max > 1 ? "cards" : "card"} with [${kw.keyword}] from your trash`;
    const type = spec.requirements.find((r) => r.req === "cardType");
    const cost = spec.requirements.find((r) => r.req === "costAtMost");
    if (cost && cost.req === "costAtMost" && type && type.req === "cardType" && type.type === "unit" && !type.or && spec.min === 1 && spec.max === 1 && spec.requirements.length === 3 && spec.requirements.some((r) => r.req === "friendly"))
      return cost.say === "inYourTrash" ? `a unit in your trash with Energy cost no more than {${cost.energy}} and Power cost no more than ${"{any}".repeat(cost.power)}`
        : `a unit ${cost.say === "costing" ? "costing" : "with cost"} no more than {${cost.energy}} and no more than ${"{any}".repeat(cost.power)} from your trash`;
    const rest = spec.requirements.filter((r) => r.req !== "cardType" && r.req !== "friendly");
    if (!type || type.req !== "cardType" || rest.length || !spec.requirements.some((r) => r.req === "friendly")) return bad("trash target");
    if (type.or) return spec.min === 1 && spec.max === 1 && !spec.words ? `a ${type.type} or ${type.or} from your trash` : bad("trash target of two types");
    return `${quantity(spec, type.type, false)}${spec.max > 1 ? `${type.type}s` : type.type} from your trash`;
  }
  if (spec.requirements.length === 1 && spec.requirements[0]!.req === "amongTriggered") return spec.kind === "unit" && spec.min === 0 && spec.max > 1 ? `${quantity(spec, "", false)}of them` : bad("of them");
  if (spec.kind === "battlefieldUnitOrGear") return spec.min === 1 && spec.max === 1 && spec.requirements.length === 0 ? "a unit at a battlefield or a gear" : bad("unit at a battlefield or gear");
  if (spec.kind === "something") {
    const posts = spec.requirements.map((r, k) =>
      r.req === "other" ? (k === 0 && r.say ? (r.say === "else" ? "else" : "besides me") : undefined)
        : r.req === "exhausted" ? (k === spec.requirements.length - 1 ? "that's exhausted" : undefined) : post(r, false));
    return spec.min === 1 && spec.max === 1 && posts.every((p) => p !== undefined) ? ["something", ...posts].join(" ") : bad("something");
  }
  const first = spec.requirements[0];
  if (spec.oneOfYour)
    return spec.min === 1 && spec.max === 1 && first?.req === "friendly" ? `one of your ${describe(spec.kind, spec.requirements.slice(1), true, false)}` : bad("one of your");
  if (spec.anyOfYour)
    return spec.min === 0 && spec.max === ANY_NUMBER && first?.req === "friendly" ? `any number of your ${describe(spec.kind, spec.requirements.slice(1), true, false)}` : bad("any number of your");
  const another = spec.min === 1 && spec.max === 1 && first !== undefined && (first.req === "other" || first.req === "distinctFrom" || first.req === "notTriggered");
  if (spec.requirements.some((r) => r.req === "oneAtEachLocation"))
    return spec.min === 0 && spec.max === ANY_NUMBER && spec.words ? `up to one ${describe(spec.kind, spec.requirements, false, false)}` : bad("one at each location");
  const plural = spec.max > 1;
  const described = describe(spec.kind, spec.requirements, plural, another);
  // several targets of either kind: "units and/or gear" (a group of both kinds is "units and gear")
  const body = spec.kind === "unitOrGear" && plural ? described.replace(/units and gear$/, "units and/or gear") : described;
  if (another) return `another ${body}`;
  return `${quantity(spec, body, true)}${body}`;
}

function quantity(spec: TargetSpec, next: string, articleAllowed: boolean): string {
  const n = (k: number) => (spec.words ? numberWord(k) : String(k));
  if (spec.min === 1 && spec.max === 1) return articleAllowed ? `${article(next)} ` : "a ";
  if (spec.min === 0 && spec.max === ANY_NUMBER) return "any number of ";
  if (spec.min === 0) return spec.eachOf ? `each of up to ${n(spec.max)} ` : `up to ${n(spec.max)} `;
  if (spec.min === spec.max) return `${n(spec.max)} `;
  return bad(`quantity ${spec.min}-${spec.max}`);
}

export function groupWords(sel: Selector): string {
  let reqs = sel.requirements;
  let head = "";
  if (sel.say === "your") {
    if (reqs[0]?.req !== "friendly") return bad("your-group without friendly");
    reqs = reqs.slice(1);
    head = "your ";
  } else if (sel.say === "all") head = "all ";
  else if (sel.say === "ALL") head = "ALL ";
  else if (sel.say === "each") head = "each ";
  if (sel.say === "eachOfYour") return reqs[0]?.req === "friendly" ? `each of your ${describe(sel.kind, reqs.slice(1), true, false)}` : bad("each of your");
  if (sel.say === "a") {
    const body = describe(sel.kind, reqs, false, false);
    return `${article(body)} ${body}`;
  }
  return `${head}${describe(sel.kind, reqs, sel.say !== "each", false)}`;
}

/** An object reference: the noun phrase on first mention, else the words that refer back. */
export function refWords(ref: ObjectRef, cx: RenderCx): string {
  if (cx.voice === "engine") return engineWords(ref, cx);
  if ("all" in ref) return groupWords(ref.all);
  if ("looked" in ref) return bad("looked-at card");
  if ("triggered" in ref) return ref.say === "it" ? "it" : bad("triggered object without words");
  if ("self" in ref) return ref.say === "this" || ref.say === "me" || ref.say === "it" ? ref.say : bad("self without words"); // "it": this gear, after a facedown play trigger
  if (ref.say) return ref.say;
  const spec = cx.targets.find((t) => t.slot === ref.slot);
  return spec ? targetWords(spec) : bad(`unknown slot ${ref.slot}`);
}

export function possessive(ref: ObjectRef): string {
  if ("self" in ref) return ref.say === "me" ? "my" : bad("possessive of this");
  if ("slot" in ref && ref.say === "it") return "its";
  return bad("possessive");
}

export function playerWords(p: PlayerRef): string {
  if (p === "you") return "you";
  if (p === "eachPlayer") return "each player";
  if (p === "attackerAndDefender") return "the attacker and defender";
  if (p === "chosenPlayer") return "they";
  if (p === "thatPlayer") return "that player";
  if ("player" in p) return bad("a player by id");
  if ("controllerOf" in p) return `${possessive(p.controllerOf)} controller`;
  return `${possessive(p.ownerOf)} owner`;
}

/** The engine's words for an object in a transcript label: "the chosen unit", "each enemy unit here", "me". */
function engineWords(ref: ObjectRef, cx: RenderCx): string {
  if ("all" in ref) {
    const reqs = ref.all.say === "your" ? ref.all.requirements.slice(1) : ref.all.requirements;
    return `each ${ref.all.say === "your" ? "of your " : ""}${describe(ref.all.kind, reqs, ref.all.say === "your", false)}`;
  }
  if ("looked" in ref) return "the card chosen among them";
  if ("triggered" in ref) return "the object its trigger named";
  if ("self" in ref) return ref.say === "me" ? "me" : "this";
  const spec = cx.targets.find((t) => t.slot === ref.slot);
  if (!spec) return bad(`unknown slot ${ref.slot}`);
  if (spec.kind === "cardInTrash") return "the chosen card in the trash";
  if (spec.kind === "battlefieldUnitOrGear") return "the chosen unit or gear";
  if (spec.kind === "something") return "the chosen object";
  if (spec.kind === "unitGearOrRune") return "the chosen units, gear and runes";
  return `the chosen ${noun(spec.kind, spec.requirements, spec.max > 1)}`;
}
