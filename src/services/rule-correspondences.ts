/**
 * Counterparts the text matcher cannot decide, listed by hand (numbers only,
 * never rules text). Keyed by source and target release; each entry says why.
 *
 * An entry with `to: null` refuses any counterpart for the source rule in that
 * release: the matcher found a rule that shares some words but does not say
 * what the source rule says. An entry with a number fixes a counterpart whose
 * text was rewritten beyond what word similarity can recognise, where the
 * place in the document and the subject leave no doubt.
 *
 * The matcher applies these before anything else, so the one-to-one
 * assignment works around them; in the other direction (the release to
 * RUP4) the fixed pairs are applied mirrored.
 */
export interface Correspondence {
  from: string;
  to: string | null;
  why: string;
}

export const CORRESPONDENCES: Readonly<Record<string, readonly Correspondence[]>> = {
  "RUP4->2025-06-02": [
    {
      from: "323.7",
      to: null,
      why: "2025-06-02 523 is only the removal of hidden cards; the recall of stray gear, runes and permanents that 323.7 orders did not exist yet",
    },
    {
      from: "340.1",
      to: "543.1",
      why: "the resolve step was rewritten (the last item added to the chain is identified and executed); few words are shared",
    },
    {
      from: "811.1.d.2",
      to: "723.1.d",
      why: "the restriction of a hidden card's targets to its battlefield, reworded from the targets' side",
    },
    {
      from: "466.1",
      to: null,
      why: "2025-06-02's Resolution Step has no combat cleanup: it lists its own steps (627.1-627.5), and 628 is a plain cleanup after them",
    },
    {
      from: "466.1.a.1",
      to: "627.5",
      why: "healing every unit in the combat cleanup is, in 2025-06-02's Resolution Step, clearing the marked damage of every unit",
    },
    {
      from: "466.1.a.2",
      to: "627.2",
      why: "the recall of the attackers when defenders remain, a step of 2025-06-02's Resolution Step rather than an inserted cleanup step",
    },
  ],
  "RUP4->2025-10": [
    {
      from: "466.1.a.1",
      to: "440.1.a.1",
      why: "the combat cleanup's healing step, worded there as clearing all marked damage from all units",
    },
  ],
};

/** The correspondences for matching `from` to `to` (mirrored when only the other direction is listed). */
export function correspondencesFor(from: string, to: string): Correspondence[] {
  const direct = CORRESPONDENCES[`${from}->${to}`];
  if (direct) return [...direct];
  const reverse = CORRESPONDENCES[`${to}->${from}`] ?? [];
  return reverse.flatMap((c) => (c.to === null ? [] : [{ from: c.to, to: c.from, why: c.why }]));
}
