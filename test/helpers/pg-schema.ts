// PostgreSQL schemas of a test's own on DATABASE_URL: a fresh name with the URL that reaches it, a
// client, and dropping it afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** A fresh schema name and the DATABASE_URL that reaches it. */
export function freshSchema(prefix: string): { schema: string; url: string } {
  const schema = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set("schema", schema);
  return { schema, url: url.toString() };
}

/** A client of its own on DATABASE_URL (search_path on `schema` when given). */
export async function pgClient(schema?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  await client.connect();
  return client;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = await pgClient();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * Copies every table of `from` into a new schema `to`, rows included: a stand-in for a read replica of
 * `from` at this moment. Columns, defaults and indexes are copied; triggers and foreign keys are not,
 * so a test can then make the copy differ (or lag) on purpose.
 */
export async function copySchema(from: string, to: string): Promise<void> {
  const client = await pgClient();
  try {
    const tables = (
      await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`, [from])
    ).rows.map((r) => r.name);
    await client.query(`CREATE SCHEMA "${to}"`);
    for (const table of tables) {
      await client.query(`CREATE TABLE "${to}"."${table}" (LIKE "${from}"."${table}" INCLUDING ALL)`);
      await client.query(`INSERT INTO "${to}"."${table}" SELECT * FROM "${from}"."${table}"`);
    }
  } finally {
    await client.end();
  }
}
