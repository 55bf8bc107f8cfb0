// `npm run import`: imports every dataset found in the data folder and prints the import report.
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import { MIGRATIONS_DIR } from "../boot.js";
import { ImportService } from "../services/import.service.js";

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db, MIGRATIONS_DIR);
  const summary = await new ImportService(db).importAll(config.dataDir, (m) => console.log(m));
  for (const r of summary.releases) {
    console.log(`\n${r.version}: ${r.outcome}, ${r.ruleCount} rules in ${r.ms} ms`);
    console.log(`  by depth: ${Object.entries(r.byDepth).map(([d, n]) => `${d}: ${n}`).join(", ")}`);
    console.log(`  warnings (${r.warnings.length}):`);
    for (const w of r.warnings) console.log(`    ${w}`);
  }
  if (summary.cards) {
    console.log(`\ncards: ${summary.cards.outcome}, ${summary.cards.cards} cards, ${summary.cards.texts} text versions in ${summary.cards.ms} ms`);
    for (const w of summary.cards.warnings) console.log(`  warning: ${w}`);
  }
} catch (error) {
  console.error(`import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
