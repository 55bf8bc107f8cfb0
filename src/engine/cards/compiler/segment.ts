/**
 * Splits official card text (docs/CARD-NOTATION.md) into units, one per printed ability: paragraphs,
 * and inside a paragraph the keywords at its start and each sentence that begins a new ability. Texts
 * from the flat corpus have no paragraph breaks, so sentence starts matter there. Reminder text is
 * dropped (it explains a keyword; it is not rules text, 135).
 */

export interface Unit {
  text: string;
  /** the unit starts a new paragraph (false: it continues the paragraph of the unit before) */
  paragraph: boolean;
  /** the unit is in the effect text (136.1), after the `[Effect]` marker */
  effect?: boolean;
}

/**
 * Texts from callers may use the gallery's or the errata articles' symbols and typographic quotes; they
 * are read as the notation (docs/CARD-NOTATION.md). Catalog texts are already in it (this is idempotent).
 */
export function toNotationLite(text: string): string {
  return text
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/:rb_energy_(\d+):/g, "{$1}")
    .replace(/:rb_rune_rainbow:/g, "{any}")
    .replace(/:rb_rune_(fury|calm|mind|body|chaos|order):/g, "{$1}")
    .replace(/:rb_exhaust:/g, "{exhaust}")
    .replace(/:rb_might:/g, "{might}")
    .replace(/\[M\]/g, "{might}")
    .replace(/\[E\]/g, "{exhaust}")
    .replace(/\[A\]/g, "{any}")
    .replace(/\[(\d+)\]/g, "{$1}")
    .replace(/\s*[—–]\s*/g, " - ");
}

/** `keepEffect`: keep the `[Effect]` marker (where an Equipment's effect text starts) for the segmenter. */
export function stripReminders(text: string, keepEffect = false): string {
  let out = toNotationLite(text);
  for (let prev = ""; prev !== out; ) {
    prev = out;
    out = out.replace(/\s*\([^()]*\)/g, "");
  }
  out = out.replace(/(?<!\.)\.\.(?!\.)/g, "."); // a doubled full stop (a typo of a printed text) ends one sentence, as the verifier compares it
  return (keepEffect ? out : out.replace(/\[Effect\]\s*/g, ""))
    .split("\n")
    .map((l) => l.replace(/[ \t]+/g, " ").trim())
    .filter((l) => l.length > 0)
    .join("\n");
}

/** A keyword that stands alone at the start of a paragraph ("[Action] Deal 3 …" in the flat corpus). */
const LEADING_KEYWORD = /^\[(?:Action|Reaction|Hidden|Tank|Ganking|Backline|Ambush|Unique|Accelerate|Temporary|Vision|Weaponmaster|Quick-Draw|Assault(?: \d+)?|Deflect(?: \d+)?|Shield(?: \d+)?|Hunt(?: \d+)?)\](?=\s+(?!-|\[>\]))/;

const LEADING_COSTED = /^(?:\[(?:Equip|Repeat|Flow|Empower)\](?: -)? (?:\{[^}]+\})+|\[Empower\] - (?:Discard (?:\d+|a spell|a unit|a gear)|\{exhaust\}|(?:\{[^}]+\})+ or (?:\{[^}]+\})+|(?:\{[^}]+\})+, \{exhaust\}|Kill a friendly unit))(?=\s+[A-Z[])/;
/** "[Empower] {2}" followed by an activated ability whose cost starts with a symbol ("{exhaust}: …") */
const LEADING_EMPOWER_BEFORE_COST = /^\[Empower\] (?:\{[^}]+\})+(?=\s+(?:\{[^}]+\})+(?:, [^:]+)?: )/;

/** Does this sentence begin an ability of its own? */
function startsAbility(sentence: string): boolean {
  return (
    /^\[[A-Z][^\]]*\]/.test(sentence) ||
    /^(When(?! you burn a unit this way, do this: | they hold, )|Whenever|At the start|At start|At the end|While|If a |If an |Once each turn)/.test(sentence) ||
    /^(?:(?:\{[^}]+\})+|Kill this|Disempower (?:me|this)|Discard \d+|Recycle \d+[^,:.]*|Spend [^,:.]*|Exhaust [^,:.]*)(?:, (?:(?:\{[^}]+\})+|Kill this|Discard \d+|Recycle \d+[^,:.]*|Spend [^,:.]*|\{exhaust\}))*: /.test(sentence) ||
    /^(I |I'm |My |This enters|You may play me|You may pay(?! \d+ XP to )|As an additional cost|Other |Units |Your |Friendly |Enemy )/.test(sentence) ||
    /^(?:Skip your Draw Phase\.|You may play cards from your trash\.)$/.test(sentence)
  );
}

/** Units of the rules text, then of the effect text: what follows the first `[Effect]` marker (136.1). */
export function segment(text: string): Unit[] {
  const stripped = stripReminders(text, true);
  const at = stripped.search(/\[Effect\]/);
  if (at < 0) return segmentPart(stripped);
  const effect = segmentPart(stripped.slice(at).replace(/^\[Effect\]\s*/, "").replace(/\[Effect\]\s*/g, ""));
  return [...segmentPart(stripped.slice(0, at).trim()), ...effect.map((u, k) => ({ ...u, effect: true, paragraph: k === 0 || u.paragraph }))];
}

/** A modal ability whose head remembers its choices ends its paragraph with the dash: its modes are the next paragraph. */
const MEMORY_MODAL_HEAD = /(?:(?:you've not chosen|that hasn't been chosen) this turn|you haven't already chosen) -$|based on the discarded card's type:$|based on its domain:$/;

function segmentPart(text: string): Unit[] {
  const units: Unit[] = [];
  const paragraphs = text.split("\n").reduce<string[]>((out, p) => {
    if (out.length && MEMORY_MODAL_HEAD.test(out.at(-1)!)) out[out.length - 1] += `\n${p}`;
    else out.push(p);
    return out;
  }, []);
  for (const para of paragraphs) {
    let rest = para;
    let first = true;
    for (;;) {
      const m = LEADING_KEYWORD.exec(rest) ?? LEADING_COSTED.exec(rest) ?? LEADING_EMPOWER_BEFORE_COST.exec(rest);
      if (!m) break;
      units.push({ text: m[0], paragraph: first });
      first = false;
      rest = rest.slice(m[0].length).trim();
    }
    if (!rest) continue;
    const sentences = rest.split(/(?<=[.!])\s+(?=[A-Z[{])/);
    let current: string[] = [];
    const flush = () => {
      if (current.length) units.push({ text: current.join(" "), paragraph: first });
      first = false;
      current = [];
    };
    for (const s of sentences) {
      // "… If you do, ignore this spell's cost." ends an additional cost, and "This costs {2} less …" is a sentence of its own: what follows is the effect
      // a choice made as the unit is played, followed by a sentence saying what the choice gives it: the same ability
      const chosenAsPlayed = /^As you play me, choose /.test(current.at(-1) ?? "") ||
        // an Empowered paragraph whose second sentence adds to the Might decreases of chosen units: that sentence is under the same keyword
        (/^\[(?:Empowered|Level \d+)\](?: -|\[>\])/.test(current[0] ?? "") && /^If a spell or ability you control would give -\{might\} /.test(s));
      // a spell's "As you play this, you may pay <symbols> as an additional cost." is a sentence of its own: what follows is the effect
      if (current.length === 1 && /^As you play this, you may pay (?:\{[^}]+\})+ as an additional cost\.$/.test(current[0]!)) flush();
      if (current.length && !chosenAsPlayed && (startsAbility(s) || /^This costs /.test(s) || /^This deals \d+ Bonus Damage for each /.test(s) || /ignore this spell's cost\.$/.test(current.at(-1)!) || /^This costs /.test(current[0]!) || /^(?:This can't be countered|Ignore \[Deflect\] while paying this spell's cost)\.$/.test(current[0]!) || /^As an additional cost /.test(current[0]!) || /^You may spend \d+ XP as an additional cost to play this\.$/.test(current[0]!))) flush();
      // a costed keyword inside the paragraph (a sentence, then "[Empower] - <costs>" and another ability) is a unit of its own, as at its start
      const costed = current.length === 0 ? LEADING_COSTED.exec(s) : null;
      if (costed && s.length > costed[0].length) {
        units.push({ text: costed[0], paragraph: first });
        first = false;
        current.push(s.slice(costed[0].length).trim());
        continue;
      }
      current.push(s);
    }
    flush();
  }
  return units;
}
