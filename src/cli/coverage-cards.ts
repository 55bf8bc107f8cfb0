// `npm run coverage:cards [-- --as-of YYYY-MM-DD] [-- --phrases N]`: how much of the card pool the engine
// executes, by set and type, and the unsupported phrases that block the most cards. Reads the card
// library from the data folder (the same texts the API serves) and the engine's compiler; no database.
import { loadConfig } from "../config.js";
import { isIsoDate, today } from "../domain/dates.js";
import { coverageOf, type PoolCard } from "../engine/index.js";
import { loadCardLibrary, textAsOf, textsOf, SET_NAMES } from "../importers/cards/index.js";

function arg(name: string): string | undefined {
  const k = process.argv.indexOf(name);
  return k >= 0 ? process.argv[k + 1] : undefined;
}

const asOf = arg("--as-of") ?? today();
if (!isIsoDate(asOf)) {
  console.error(`--as-of: "${asOf}" is not a date of the form YYYY-MM-DD`);
  process.exit(2);
}
const maxPhrases = Number(arg("--phrases") ?? "1000");
const library = loadCardLibrary(loadConfig().dataDir);
const pool: PoolCard[] = library.cards.map((c) => ({
  code: c.code, name: c.name, set: c.set, types: c.types, might: c.might, energy: c.energy,
  text: (textAsOf(textsOf(library, c.code), asOf) ?? textsOf(library, c.code)[0])?.text ?? c.text, // as the API: the first text before a release
}));
const cov = coverageOf(pool);

const pct = (a: number, b: number) => (b === 0 ? "-" : `${((100 * a) / b).toFixed(1)}%`);
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

console.log(`Card coverage on ${asOf}: ${cov.executable} of ${cov.total} cards executable (${pct(cov.executable, cov.total)})\n`);
console.log(`${pad("set", 22)}${pad("type", 12)}${lpad("executable", 11)}${lpad("total", 7)}${lpad("%", 8)}`);
let lastSet = "";
for (const r of cov.rows) {
  const set = r.set === lastSet ? "" : `${r.set} ${SET_NAMES[r.set] ?? ""}`.trim();
  lastSet = r.set;
  console.log(`${pad(set, 22)}${pad(r.type, 12)}${lpad(r.executable, 11)}${lpad(r.total, 7)}${lpad(pct(r.executable, r.total), 8)}`);
}
const sets = [...new Set(cov.rows.map((r) => r.set))];
console.log("");
for (const s of sets) {
  const rows = cov.rows.filter((r) => r.set === s);
  const e = rows.reduce((n, r) => n + r.executable, 0);
  const t = rows.reduce((n, r) => n + r.total, 0);
  console.log(`${pad(`${s} total`, 34)}${lpad(e, 11)}${lpad(t, 7)}${lpad(pct(e, t), 8)}`);
}
console.log(`${pad("all sets", 34)}${lpad(cov.executable, 11)}${lpad(cov.total, 7)}${lpad(pct(cov.executable, cov.total), 8)}`);

console.log(`\nUnsupported phrases (${cov.phrases.length}), by cards blocked ("only": cards it alone blocks):`);
for (const p of cov.phrases.slice(0, maxPhrases)) console.log(`${lpad(p.cards, 4)} ${lpad(`only ${p.only}`, 8)}  ${p.phrase}   [${p.examples.join(", ")}]`);
