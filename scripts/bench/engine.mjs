// The engine alone (dist/src/engine, in this process): how its cost grows with the chain's length on
// a fixed board, and with the board's size under a fixed chain.
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const SPELLS = ["Incinerate", "Void Seeker", "Stupefy"];

/** The spells' catalog entries, read from the running server's card library. */
export async function fetchCatalog(url) {
  const query = `query($name: String!) { card(name: $name, asOf: "2026-08-01") { code name types might energy text } }`;
  const entries = await Promise.all(
    SPELLS.map(async (name) => {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables: { name } }) });
      const card = (await res.json()).data?.card;
      if (!card) throw new Error(`the card library has no ${name}`);
      return [name, { code: card.code, name: card.name, type: card.types[0] ?? "", might: card.might, energy: card.energy, text: card.text }];
    }),
  );
  const map = new Map(entries);
  return { lookup: (key) => map.get(key) };
}

/** `items` spells cycling over `units` enemy units with Might high enough that nothing dies. */
function request(items, units) {
  const objects = Array.from({ length: units }, (_, i) => ({ id: `u${i}`, owner: "p2", type: "unit", might: 100_000, location: "BATTLEFIELD", battlefield: "bf1" }));
  const chain = Array.from({ length: items }, (_, i) => ({ id: `c${i}`, card: SPELLS[i % SPELLS.length], controller: i % 2 ? "p2" : "p1", targets: [`u${i % units}`] }));
  const players = [{ id: "p1", hand: [], deckSize: 10_000 }, { id: "p2", hand: [], deckSize: 10_000 }];
  return { board: { turnPlayer: "p1", players, battlefields: [{ id: "bf1" }, { id: "bf2" }], objects }, chain };
}

/**
 * The mean of back-to-back runs lasting at least a second in all (five runs at least), and their median. The
 * mean is the cost, the collections of the runs' garbage included; the median leaves out the runs that had
 * one, which are few of a short chain's runs and most of a long one's. Per item, 1000 items cost about twice
 * what 100 do (a run's garbage outgrows V8's young generation: with --max-semi-space-size=128, 21 µs an item
 * against 32), and 2000 the same as 1000.
 */
function time(resolveChain, req, catalog) {
  const run = () => resolveChain(req, catalog, { stepBudget: 1_000_000 });
  const first = run();
  if (!first.ok || first.status !== "COMPLETE") throw new Error(`engine bench request not resolved: ${JSON.stringify(first.ok ? first.summary : first.errors).slice(0, 300)}`);
  for (let i = 0; i < 3; i++) run(); // warm up
  const samples = [];
  const started = performance.now();
  while (samples.length < 5 || performance.now() - started < 1000) {
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
  }
  const mean = (performance.now() - started) / samples.length;
  samples.sort((a, b) => a - b);
  return { ms: mean, median: samples[Math.floor(samples.length / 2)], steps: first.steps.length };
}

/**
 * `saturating`: the isolation case's request (`saturatingBody()` in scenarios.mjs: 400 damaged units, 100 spells, units dying),
 * whose cleanups and deaths the other two tables do not reach.
 */
export async function benchEngine(root, catalog, saturating) {
  const { resolveChain } = await import(pathToFileURL(join(root, "dist", "src", "engine", "index.js")).href);
  const byLength = [1, 10, 100, 1000, 2000].map((items) => ({ items, units: 30, ...time(resolveChain, request(items, 30), catalog) }));
  const byBoard = [10, 100, 400, 1000].map((units) => ({ items: 3, units, ...time(resolveChain, request(3, units), catalog) }));
  const { asOf: _asOf, ...largest } = saturating;
  return { byLength, byBoard, largest: time(resolveChain, largest, catalog) };
}
