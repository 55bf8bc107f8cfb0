// Starts the whole service: database, migrations, imports, schema, HTTP. Used by server.ts and tests.
import { resolve } from "node:path";
import type { AddressInfo } from "node:net";
import { PROJECT_ROOT, type Config } from "./config.js";
import { openDatabase, type Database } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { CardsRepository } from "./db/repositories/cards.repository.js";
import { ResolutionsRepository } from "./db/repositories/resolutions.repository.js";
import { RulesRepository } from "./db/repositories/rules.repository.js";
import type { Services } from "./graphql/context.type.js";
import { createSchema } from "./graphql/schema.js";
import { createApp } from "./http/app.js";
import type { Logger } from "./logger.js";
import { CardsService } from "./services/cards.service.js";
import { ImportService } from "./services/import.service.js";
import { ResolutionsService } from "./services/resolutions.service.js";
import { RulesService } from "./services/rules.service.js";

export const MIGRATIONS_DIR = resolve(PROJECT_ROOT, "prisma", "migrations");

export interface RunningService {
  url: string;
  port: number;
  db: Database;
  services: Services;
  close(): Promise<void>;
}

export function createServices(db: Database): Services {
  const rules = new RulesService(new RulesRepository(db));
  const cards = new CardsService(new CardsRepository(db));
  return { rules, cards, resolutions: new ResolutionsService(new ResolutionsRepository(db), rules, cards) };
}

export async function startService(config: Config, logger: Logger): Promise<RunningService> {
  const started = performance.now();
  const db = await openDatabase(config);
  logger.info({ database: db.kind, where: db.kind === "pglite" ? config.dbDir : "DATABASE_URL" }, "database opened");
  const migrations = await migrate(db, MIGRATIONS_DIR);
  if (migrations.applied.length) logger.info({ applied: migrations.applied }, "migrations applied");
  if (config.importOnStart) {
    const summary = await new ImportService(db).importAll(config.dataDir, (message) => logger.info({}, message));
    for (const r of summary.releases) {
      logger.info({ version: r.version, outcome: r.outcome, rules: r.ruleCount, warnings: r.warnings.length, ms: r.ms }, "rules release");
    }
    if (summary.cards) logger.info({ outcome: summary.cards.outcome, cards: summary.cards.cards, texts: summary.cards.texts, ms: summary.cards.ms }, "card library");
  }
  const services = createServices(db);
  const schema = await createSchema();
  const app = await createApp({
    schema,
    services,
    logger,
    async ready() {
      try {
        const [releases, cards] = await Promise.all([db.prisma.rulesRelease.count(), db.prisma.card.count()]);
        return { ok: releases > 0 && cards > 0, detail: { database: "reachable", releases, cards } };
      } catch (error) {
        return { ok: false, detail: { database: "unreachable", error: (error as Error).message } };
      }
    },
  });
  await new Promise<void>((done, fail) => {
    app.server.once("error", fail);
    app.server.listen(config.port, config.host, done);
  });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://localhost:${port}/graphql`;
  logger.info({ url, ms: Math.round(performance.now() - started) }, "riftrules is serving");
  return {
    url,
    port,
    db,
    services,
    async close() {
      await new Promise<void>((done) => app.server.close(() => done()));
      await app.apollo.stop();
      await db.close();
    },
  };
}
