/**
 * Says where the compiler stops understanding a unit of text: the first clause no grammar rule reads.
 * Used to report the exact unsupported phrase and to count which phrases block the most cards.
 */
import { EFFECT_OPEN } from "./grammar/effect.js";
import { triggerPrefixes } from "./grammar/abilities.js";
import { newScope, type SourceKind } from "./scope.js";

const COSTS_HEAD = /^(?:\[(?:Action|Reaction)\]\[>\] )?(?:(?:\{[^}]+\})+|Kill this|Discard \d+|Recycle \d+ from your trash)(?:, (?:(?:\{[^}]+\})+|Kill this|Discard \d+|Recycle \d+ from your trash|\{exhaust\}))*: (?:\[(?:Action|Reaction)\] - )?/;

function clauseAt(text: string, from: number): string {
  const rest = text.slice(from).replace(/^(?:\. Then,? |\.\s+|, then |, | and | to )/, "");
  const end = rest.search(/[.!](?:\s|$)/);
  return (end < 0 ? rest : rest.slice(0, end + 1)).trim();
}

/** The first phrase of `unit` the grammar does not read. */
export function stoppingPhrase(unit: string, source: SourceKind): string {
  let body = unit;
  let head = "";
  const trig = triggerPrefixes(source).find((p) => unit.toLowerCase().startsWith(p.toLowerCase()));
  const cost = COSTS_HEAD.exec(unit);
  const kw = /^\[Deathknell\](?: - |\[>\] )/.exec(unit);
  if (trig) head = trig;
  else if (cost) head = cost[0];
  else if (kw) head = kw[0];
  body = unit.slice(head.length).replace(/^if you paid the additional cost, /i, "");
  const reached = EFFECT_OPEN(body, 0, newScope(source)).reduce((m, h) => Math.max(m, h.end), 0);
  const phrase = clauseAt(body, reached);
  if (!phrase) return unit;
  return reached === 0 && !head ? phrase : `${head && reached === 0 ? head : "… "}${phrase}`;
}
