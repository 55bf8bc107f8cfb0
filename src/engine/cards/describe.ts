/**
 * Says a definition back in plain words, from its typed data. A reviewer (and
 * later the text verifier) compares this with the catalog's text for the card.
 */
import type { Ability, CardDefinition, Effect } from "./language.js";

function effectWords(e: Effect): string {
  if (e.modes) return `choose one mode as it is played: ${e.modes.map((m, k) => `(${k + 1}) ${effectWords(m)}`).join(" ")}`;
  const targets = e.targets.map((t) => `${t.min === t.max ? t.max : `${t.min}–${t.max}`} ${t.kind}${t.requirements.length ? ` (${t.requirements.map((r) => r.req).join(", ")})` : ""}`);
  const lines = e.lines.map((l) => (l.optional && !l.label.startsWith("you may") ? `may ${l.label}` : l.label)).join("; ");
  return `${targets.length ? `choose ${targets.join(" and ")}: ` : ""}${lines}`;
}

function abilityWords(a: Ability): string {
  switch (a.kind) {
    case "static":
      return `static ${a.rule.rule}${"n" in a.rule ? ` ${a.rule.n}` : ""}`;
    case "activated":
      return `activated (${a.costs.map((c) => ("label" in c ? c.label : c.cost)).join(", ")}): ${effectWords(a.effect)}`;
    case "triggered":
      return `when ${a.on}${a.condition ? ` if ${a.condition}` : ""}: ${effectWords(a.effect)}`;
  }
}

export function describeCard(def: CardDefinition): string {
  const parts = [
    ...(def.keywords.length ? [`[${def.keywords.join("] [")}]`] : []),
    ...(def.additionalCosts ?? []).map((c) => `additional cost: ${"label" in c ? c.label : c.cost}`),
    ...(def.spell ? [effectWords(def.spell)] : []),
    ...def.abilities.map(abilityWords),
  ];
  return `${def.name} (${def.type}${def.equipment ? ", Equipment" : ""}): ${parts.join(" / ")}`;
}
