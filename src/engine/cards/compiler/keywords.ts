/**
 * What each keyword is functionally short for (805–829), as abilities of the card language. The parser
 * expands a printed keyword with these; the renderer prints a keyword only if the ability is exactly
 * this expansion, so a keyword can never hide a different behaviour.
 */
import type { Ability, TargetSpec } from "../language.js";
import type { KeywordGrant } from "../vocabulary.js";
import type { SourceKind } from "./scope.js";

const unitYouControl = (slot: string, min = 1): TargetSpec => ({ slot, kind: "unit", min, max: 1, requirements: [{ req: "youControl" }] });

/** The ability a keyword stands for on a source of this kind; undefined if the keyword can't be on it. */
export function expandKeyword(k: KeywordGrant, source: SourceKind): Ability | undefined {
  const n = k.n ?? 1;
  switch (k.keyword) {
    case "Deflect":
      return { kind: "static", rule: { rule: "deflect", n } };
    case "Shield":
      return { kind: "static", rule: { rule: "shield", n } };
    case "Assault":
      return { kind: "static", rule: { rule: "assault", n } };
    case "Vision": // 817.1.b: "When this is played, predict."
      return { kind: "triggered", on: "playMe", effect: { targets: [], lines: [{ label: "predict", instruction: { op: "predict", n: 1 } }] } };
    case "Weaponmaster": // 821.1.c: choose an Equipment you control, pay its Equip cost (less {any}) and attach it to me
      if (source !== "unit") return undefined;
      return {
        kind: "triggered", on: "playMe",
        effect: {
          targets: [{ slot: "t1", kind: "equipment", min: 0, max: 1, requirements: [{ req: "youControl" }] }],
          lines: [{ label: "attach the chosen Equipment to me (its Equip cost, less {any}, paid outside the engine)", instruction: { op: "attach", equipment: { slot: "t1" }, to: { self: true } } }],
        },
      };
    case "Quick-Draw": // 819.1.d: the keyword grants [Reaction] plus a play trigger that attaches the gear to one of your units
      if (source !== "gear") return undefined;
      return {
        kind: "triggered", on: "playMe",
        effect: { targets: [unitYouControl("t1")], lines: [{ label: "attach this to a unit you control", instruction: { op: "attach", equipment: { self: true }, to: { slot: "t1" } } }] },
      };
    case "Hunt": // 823.1.c.1: on conquering or holding, the unit's controller gains X XP
      return {
        kind: "triggered", on: "conquerOrHold",
        effect: { targets: [], lines: [{ label: `gain ${n} XP`, instruction: { op: "resource", action: "gainXp", n, who: "you" } }] },
      };
    default:
      return { kind: "static", rule: { rule: "keyword", keyword: k.keyword, ...(k.n !== undefined ? { n: k.n } : {}) } };
  }
}

/** The printed form: "[Assault]" or "[Assault 2]" as printed (a missing number means 1). */
export function keywordText(k: KeywordGrant): string {
  return k.n === undefined ? k.keyword : `${k.keyword} ${k.n}`;
}
