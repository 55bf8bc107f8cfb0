// Proves that prisma/schema.prisma and the database built by prisma/migrations agree: every model
// field has its column with the type and nullability Prisma expects, no column is left unmodelled,
// and every @@unique / @unique has its unique index.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/config.js";
import { freshDatabase, type TestDatabase } from "../helpers/db.js";

interface Field { model: string; name: string; type: string; optional: boolean; list: boolean; attrs: string }
interface Model { name: string; fields: Field[]; uniques: string[][] }

function parseSchema(text: string): Model[] {
  const models: Model[] = [];
  const modelNames = new Set([...text.matchAll(/^model\s+(\w+)/gm)].map((m) => m[1]));
  for (const block of text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const model: Model = { name: block[1], fields: [], uniques: [] };
    for (const raw of block[2].split("\n")) {
      const line = raw.replace(/\/\/.*$/, "").trim();
      if (!line) continue;
      const unique = line.match(/^@@unique\(\[([^\]]+)\]/);
      if (unique) model.uniques.push(unique[1].split(",").map((s) => s.trim()));
      if (line.startsWith("@@")) continue;
      const m = line.match(/^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/);
      if (!m) throw new Error(`cannot read field line: ${line}`);
      const [, name, type, list, optional, attrs] = m;
      if (modelNames.has(type) || attrs.includes("@relation")) continue; // relation fields have no column
      model.fields.push({ model: model.name, name, type, list: Boolean(list), optional: Boolean(optional), attrs });
      if (/@unique\b/.test(attrs) || /@id\b/.test(attrs)) model.uniques.push([name]);
    }
    models.push(model);
  }
  return models;
}

/** The column type PostgreSQL reports (udt_name) for a Prisma scalar. */
function expectedUdt(field: Field): string {
  if (field.list) return `_${expectedUdt({ ...field, list: false })}`;
  switch (field.type) {
    case "Int": return "int4";
    case "String": return "text";
    case "Boolean": return "bool";
    case "Json": return field.attrs.includes("@db.Json") ? "json" : "jsonb";
    case "Float": return "float8";
    case "DateTime": return field.attrs.includes("@db.Date") ? "date" : "timestamp";
    default: throw new Error(`no mapping for Prisma type ${field.type}`);
  }
}

describe("Prisma schema and migrations", () => {
  const models = parseSchema(readFileSync(resolve(PROJECT_ROOT, "prisma", "schema.prisma"), "utf8"));
  let t: TestDatabase;
  let columns: { table_name: string; column_name: string; udt_name: string; is_nullable: string }[];
  let indexes: { tablename: string; indexdef: string }[];

  beforeAll(async () => {
    t = await freshDatabase();
    columns = await t.db.query(
      `SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    indexes = await t.db.query(`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()`);
  });
  afterAll(() => t.drop());

  it("reads the models it checks", () => {
    expect(models.map((m) => m.name).sort()).toEqual(["Card", "CardText", "DatasetImport", "Resolution", "ResolutionAnswer", "Rule", "RulesRelease"]);
  });

  it("has a column of the right type and nullability for every field", () => {
    const problems: string[] = [];
    for (const field of models.flatMap((m) => m.fields)) {
      const column = columns.find((c) => c.table_name === field.model && c.column_name === field.name);
      if (!column) {
        problems.push(`${field.model}.${field.name}: no column`);
        continue;
      }
      if (column.udt_name !== expectedUdt(field)) problems.push(`${field.model}.${field.name}: ${column.udt_name}, expected ${expectedUdt(field)}`);
      // Prisma leaves list columns nullable; scalars are NOT NULL unless optional.
      const nullable = field.optional || field.list;
      if ((column.is_nullable === "YES") !== nullable) problems.push(`${field.model}.${field.name}: nullable=${column.is_nullable}, expected ${nullable}`);
    }
    expect(problems).toEqual([]);
  });

  it("has no table column that the schema does not model", () => {
    const modelled = new Set(models.flatMap((m) => m.fields.map((f) => `${f.model}.${f.name}`)));
    const tables = new Set(models.map((m) => m.name));
    const extra = columns.filter((c) => tables.has(c.table_name) && !modelled.has(`${c.table_name}.${c.column_name}`));
    expect(extra).toEqual([]);
  });

  it("has a unique index for every @id, @unique and @@unique", () => {
    const missing: string[] = [];
    for (const model of models) {
      for (const fields of model.uniques) {
        // pg_indexes quotes only identifiers that need it, so compare without quotes.
        const cols = `(${fields.join(", ")})`;
        const found = indexes.some((i) => i.tablename === model.name && /UNIQUE/.test(i.indexdef) && i.indexdef.replace(/"/g, "").includes(cols));
        if (!found) missing.push(`${model.name}(${fields.join(", ")})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
