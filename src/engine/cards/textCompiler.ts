/**
 * A deliberately small compiler from ability text (supplied by the caller) to
 * the card language. It recognises a handful of phrasings and reports every
 * sentence it cannot compile, so the engine never guesses behaviour.
 * This is the seed of the full-pool text compiler.
 */
import type { Ability, Keyword } from "./language.js";

export interface CompiledText {
  abilities: Ability[];
  keywords: Keyword[];
  unsupported: string[];
}

const stripReminder = (s: string) => s.replace(/\([^)]*\)/g, "").replace(/\s+/g, " ").trim();
const plain = (s: string) => s.toLowerCase().replace(/[’`]/g, "'").replace(/:rb_might:|\[m\]/g, "might").replace(/[.!]+$/, "").trim();

type Rule = { re: RegExp; build: (m: RegExpMatchArray) => { abilities?: Ability[]; keywords?: Keyword[] } };

const RULES_OF_PHRASE: Rule[] = [
  {
    re: /^i can't be chosen by enemy spells and abilities unless i'm in combat$/,
    build: () => ({ abilities: [{ kind: "static", rule: { rule: "untargetableByEnemy", unlessInCombat: true } }] }),
  },
  {
    re: /^i can't be chosen by enemy spells and abilities$/,
    build: () => ({ abilities: [{ kind: "static", rule: { rule: "untargetableByEnemy", unlessInCombat: false } }] }),
  },
  { re: /^i enter in base$/, build: () => ({ abilities: [{ kind: "static", rule: { rule: "enterInBase" } }] }) },
  { re: /^units can't move from here to base$/, build: () => ({ abilities: [{ kind: "static", rule: { rule: "noMoveFromHereToBase" } }] }) },
  { re: /^\[shield(?: (\d+))?\]$/, build: (m) => ({ abilities: [{ kind: "static", rule: { rule: "shield", n: Number(m[1] ?? 1) } }] }) },
  { re: /^\[deflect(?: (\d+))?\]$/, build: (m) => ({ abilities: [{ kind: "static", rule: { rule: "deflect", n: Number(m[1] ?? 1) } }] }) },
  { re: /^\[(action|reaction|hidden)\]$/, build: (m) => ({ keywords: [cap(m[1]!) as Keyword] }) },
  {
    re: /^when you play a spell, give me \+(\d+) might this turn$/,
    build: (m) => ({
      abilities: [
        {
          kind: "triggered",
          on: "youPlaySpell",
          effect: {
            targets: [],
            lines: [{ label: `give me +${m[1]} Might this turn`, instruction: { op: "buffMight", what: { self: true }, amount: Number(m[1]), thisTurn: true } }],
          },
        },
      ],
    }),
  },
  {
    re: /^\[deathknell\](?:\[>\])? ?-? ?draw (\d+)$/,
    build: (m) => ({
      keywords: ["Deathknell"],
      abilities: [
        { kind: "triggered", on: "die", effect: { targets: [], lines: [{ label: `draw ${m[1]}`, instruction: { op: "draw", who: "you", n: Number(m[1]) } }] } },
      ],
    }),
  },
];

function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}

export function compileText(text: string): CompiledText {
  const out: CompiledText = { abilities: [], keywords: [], unsupported: [] };
  const sentences = text
    .split(/\n+/)
    .map(stripReminder)
    .flatMap((l) => l.split(/(?<=\.)\s+(?=[A-Z[])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const sentence of sentences) {
    const p = plain(sentence);
    const hit = RULES_OF_PHRASE.find((r) => r.re.test(p));
    if (!hit) {
      out.unsupported.push(sentence);
      continue;
    }
    const built = hit.build(p.match(hit.re)!);
    out.abilities.push(...(built.abilities ?? []));
    out.keywords.push(...(built.keywords ?? []));
  }
  return out;
}
