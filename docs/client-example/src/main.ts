// The client at work: a rule as of a date, a card search, and the Void Seeker chain resolved.
// Build and run from the project root (with the server running):
//   npx tsc -p docs/client-example/tsconfig.json && node docs/client-example/dist/src/main.js http://localhost:4000/graphql
import { ResolveChainDocument, RuleAsOfDocument, SearchCardsDocument, type ResolveChainInput } from "../generated/graphql.js";
import { createClient } from "./client.js";

const request = createClient(process.argv[2] ?? "http://localhost:4000/graphql");

const { rule } = await request(RuleAsOfDocument, { number: "359.3.e.5", asOf: "2026-04-01" });
if (!rule) throw new Error("rule 359.3.e.5 was not in force on 2026-04-01");
console.log(`rule ${rule.number}: release ${rule.release.version} (in force from ${rule.release.effectiveFrom}), parent ${rule.parent?.number ?? "none"}, ${rule.examples.length} example(s)`);

const { cards } = await request(SearchCardsDocument, { filter: { type: "Spell", name: "seeker" }, first: 5 });
console.log(`cards: ${cards.totalCount} match; first: ${cards.edges.map((e) => `${e.node.code} (energy ${e.node.energy ?? "-"})`).join(", ")}`);

// The board and chain of docs/examples/void-seeker-flash.json, checked by the compiler against ResolveChainInput.
const input: ResolveChainInput = {
  rulesVersion: "RUP4",
  board: {
    turnPlayer: "p1",
    players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20 }],
    battlefields: [{ id: "bf1" }, { id: "bf2" }],
    objects: [{ id: "u", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" }],
  },
  chain: [
    { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
    { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
  ],
};
const { resolveChain } = await request(ResolveChainDocument, { input });
console.log(`resolution ${resolveChain.id}: ${resolveChain.status} under ${resolveChain.release.version}`);
for (const step of resolveChain.steps.filter((s) => s.outcome)) {
  console.log(`  #${step.index} ${step.chainItem}: ${step.outcome} (${step.citations.map((c) => c.rule).join(", ")})`);
}
for (const o of resolveChain.finalBoard.objects) console.log(`  ${o.id} ends in ${o.zone} with ${o.damage} damage`);
