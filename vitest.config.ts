import { readdirSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The card scenario files (test/api/cards-executable.*.test.ts): each plays real cards through resolveChain and
 * checks the outcome, which the engine decides from the card library's text; the database only stores that
 * library. Three of them stay on both databases: every-card (every executable card resolves through the API),
 * coverage (cardCoverage and the card filters) and errata (texts chosen by asOf from the stored errata).
 */
const CARD_SCENARIOS = readdirSync(new URL("./test/api/", import.meta.url))
  .filter((f) => /^cards-executable\..+\.test\.ts$/.test(f))
  .filter((f) => !["every-card", "coverage", "errata"].includes(f.split(".")[1]))
  .map((f) => `test/api/${f}`);

/**
 * Files whose outcome does not depend on the database: the pure engine, parsers and matchers over the
 * data files, unit tables, pages driven in a browser (they render what the API answers, and the API is
 * tested on both databases), refusals at the HTTP and document level (made before any query runs) and
 * rate limits.
 * The PGlite pass runs them; with DATABASE_URL set (the PostgreSQL pass) they are not run a second time.
 */
const DATABASE_FREE = [
  "test/engine/**",
  "test/workers/**",
  "test/importers/**",
  "test/graphql/**",
  "test/browser/**",
  "test/services/rule-matching.test.ts",
  "test/services/citation-counterparts.test.ts",
  "test/services/hot-cache.test.ts",
  "test/services/memo.test.ts",
  "test/http/rate-limit-bucket.test.ts",
  "test/http/large-request-giving-way.test.ts",
  "test/attack/document-limits.test.ts",
  "test/attack/body-size.test.ts",
  "test/attack/http-protocol.test.ts",
  // rate limits and API keys live in memory or Redis, never in the database (on PostgreSQL,
  // test/faults/three-instances.test.ts still spends a bucket shared through Redis)
  "test/attack/rate-limit.test.ts",
  "test/attack/api-keys.test.ts",
  "test/http/rate-limit-redis.test.ts",
  // the command line and the documentation's examples reach the database only through the services
  // and the API, which the PostgreSQL pass covers file by file
  "test/cli/**",
  "test/docs/**",
  ...CARD_SCENARIOS,
];

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? DATABASE_FREE : [])],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: "forks",
    fileParallelism: false,
  },
});
