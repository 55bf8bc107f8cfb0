// The command line without a server: opens the database this checkout's server uses, migrates it, and
// executes the API's schema in this process (the same resolvers, validation and errors as over HTTP).
import "reflect-metadata";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { graphql } from "graphql";
import { createServices, MIGRATIONS_DIR } from "../boot.js";
import type { Config } from "../config.js";
import { openDatabase } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import { createSchema } from "../graphql/schema.js";
import { CliError, type Backend } from "./cli-backend.js";

/** Opens the database this checkout's server uses, migrates it, and executes operations in process. */
export async function localBackend(config: Config): Promise<Backend> {
  const where = config.databaseUrl ? "DATABASE_URL" : config.dbDir;
  if (!config.databaseUrl && !existsSync(join(config.dbDir, "PG_VERSION"))) {
    throw new CliError(`there is no database at ${config.dbDir}: run \`npm start\` once (the Quickstart imports the data), set DATABASE_URL, or pass --url`);
  }
  const db = await openDatabase(config);
  try {
    await migrate(db, MIGRATIONS_DIR);
    if ((await db.prisma.rulesRelease.count()) === 0) {
      throw new CliError(`the database at ${where} has no rules release imported: run \`npm start\` once (or \`npm run import\`)`);
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  const services = createServices(db, undefined, config.dataDir);
  const schema = await createSchema();
  return {
    where,
    pagesOrigin: null,
    async execute<T>(source: string, variableValues: Record<string, unknown>) {
      const result = await graphql({ schema, source, variableValues, contextValue: { services, requestId: randomUUID() } });
      return {
        data: result.data as T | null | undefined,
        errors: result.errors?.map((e) => ({ message: e.message, extensions: e.extensions })),
      };
    },
    close: () => db.close(),
  };
}

