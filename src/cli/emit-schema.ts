// `npm run schema`: writes the SDL to schema/schema.graphql (committed). With --check, writes nothing
// and exits 1 when the committed file is stale.
import "reflect-metadata";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PROJECT_ROOT } from "../config.js";
import { createSchema, printSdl } from "../graphql/schema.js";

const target = resolve(PROJECT_ROOT, "schema", "schema.graphql");
const sdl = printSdl(await createSchema());
if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(target, "utf8");
  } catch {
    // missing counts as stale
  }
  if (committed !== sdl) {
    console.error(`${target} is stale: run \`npm run schema\` and commit it`);
    process.exit(1);
  }
  console.log(`${target} is up to date`);
} else {
  writeFileSync(target, sdl);
  console.log(`wrote ${target}`);
}
