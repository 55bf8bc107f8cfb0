// `riftrules`, the command line: against the test server (--url), in process over a database of its
// own (one release and the card library imported into a fresh PGlite folder, or a fresh PostgreSQL
// schema when DATABASE_URL is set), and the ways it refuses: usage, bad input, a PGlite folder in use.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, data } from "../helpers/api.js";
import { TEST_API_KEY_SECRET } from "../helpers/api-keys.js";
import { DATA_DIR } from "../helpers/paths.js";
import { ROOT, run, type Run } from "../helpers/run.js";
import { dropSchema, freshSchema } from "../helpers/pg-schema.js";

const CLI = join(ROOT, "dist/src/cli/riftrules.js");
const EXAMPLE = join(ROOT, "docs/examples/void-seeker-flash.json");
const origin = () => new URL(apiUrl()).origin;

/** riftrules with DATABASE_URL removed unless `env` sets it. */
function riftrules(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return run(process.execPath, [CLI, ...args], { ...base, ...env });
}

const RESOLUTION = `query($id: ID!) { resolution(id: $id) { id status asOf release { version }
  steps { index kind chainItem outcome explanation targets { object legal reason } citations { rule found text } } } }`;

describe("riftrules against a server (--url)", () => {
  it("resolves a board file and prints the transcript of the stored resolution", async () => {
    const resolved = await riftrules(["resolve", EXAMPLE, "--url", origin()]);
    expect(resolved.stderr).toBe("");
    expect(resolved.status).toBe(0);
    await checkTranscript(resolved.stdout, origin());
  });

  it("--as-of overrides the file's date; --json prints the API's answer", async () => {
    const out = await riftrules(["resolve", EXAMPLE, "--as-of", "2026-04-01", "--json", "--url", `${origin()}/graphql`]);
    expect(out.status).toBe(0);
    const printed = JSON.parse(out.stdout);
    expect(printed.asOf).toBe("2026-04-01");
    expect(printed.release.version).toBe("v1.3");
    const { resolution } = await data(RESOLUTION, { id: printed.id });
    expect(printed.steps.map((s: any) => [s.kind, s.chainItem, s.outcome, s.explanation])).toEqual(resolution.steps.map((s: any) => [s.kind, s.chainItem, s.outcome, s.explanation]));
  });

  it("prints a rule as of a date: number, release, text, examples, parent and children", async () => {
    const out = await riftrules(["rule", "359.3.e.5", "--as-of", "2026-04-01", "--url", origin()]);
    expect(out.status).toBe(0);
    const { rule } = await data(`{ rule(number: "359.3.e.5", asOf: "2026-04-01") { number text examples release { version } parent { number text } children { number text } } }`);
    checkRule(out.stdout, rule);
  });

  it.each([
    [["rule", "not-a-number"], 1, /is not a rule number.*\[BAD_USER_INPUT\]/],
    [["rule", "359.3.e.5.z.9"], 1, /rule 359\.3\.e\.5\.z\.9 is not in /],
    [["rule", "1", "--as-of", "1999-01-01"], 1, /no rules release was in force on 1999-01-01.*\[BAD_USER_INPUT\]/],
    [["resolve", "/nonexistent/board.json"], 1, /cannot read \/nonexistent\/board\.json/],
    [["resolve", "package.json"], 1, /\[BAD_USER_INPUT\]|Field "board"|board/],
  ])("refuses %j with exit %i and a clear message", async (args, code, message) => {
    const out = await riftrules([...args, "--url", origin()]);
    expect(out.stderr).toMatch(message);
    expect(out.status).toBe(code);
  });
});

describe("riftrules api-key", () => {
  const ask = async (key: string) => {
    const res = await fetch(apiUrl(), { method: "POST", headers: { "content-type": "application/json", "x-api-key": key }, body: '{"query":"{ __typename }"}' });
    return { status: res.status, body: await res.json() };
  };

  it("issues a key, signed with the first secret of API_KEY_SECRET, that the server accepts", async () => {
    const out = await riftrules(["api-key", "cli-client-1"], { API_KEY_SECRET: `${TEST_API_KEY_SECRET},another-secret-0123456789` });
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^rr_cli-client-1_[\w-]{32}\n$/);
    const key = out.stdout.trim();
    expect(await ask(key)).toEqual({ status: 200, body: { data: { __typename: "Query" } } });
    // the same signature under another keyId is refused: the server checks what the CLI signed
    const forged = await ask(key.replace("cli-client-1", "cli-client-2"));
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].extensions).toEqual({ code: "INVALID_API_KEY", header: "x-api-key" });
  });

  it("signs with the first secret only: a key from a secret the server does not hold is refused", async () => {
    const out = await riftrules(["api-key", "cli-client-1"], { API_KEY_SECRET: `another-secret-0123456789,${TEST_API_KEY_SECRET}` });
    expect(out.status).toBe(0);
    expect((await ask(out.stdout.trim())).status).toBe(401);
  });

  it.each([
    [["api-key", "acme"], { API_KEY_SECRET: "" }, 1, /API_KEY_SECRET is not set/],
    [["api-key", "acme"], { API_KEY_SECRET: "too-short" }, 1, /shorter than 16 characters/],
    [["api-key", "acme_1"], { API_KEY_SECRET: TEST_API_KEY_SECRET }, 1, /a keyId is 1 to 64 letters, digits or hyphens/],
    [["api-key"], { API_KEY_SECRET: TEST_API_KEY_SECRET }, 2, /api-key needs a keyId/],
  ])("refuses %j (%j) with exit %i and a clear message", async (args, env, code, message) => {
    const out = await riftrules(args, env);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(message);
    expect(out.status).toBe(code);
  });
});

describe("riftrules usage", () => {
  it("is installed as the package's bin: `npx riftrules --help`", async () => {
    const npx = await run("npx", ["--offline", "riftrules", "--help"], process.env);
    expect(npx.status).toBe(0);
    expect(npx.stdout).toContain("riftrules resolve <board.json");
  });

  it.each([
    [["frob"], /unknown command "frob"/],
    [["rule"], /rule needs a rule number/],
    [["rule", "1", "--as-of"], /--as-of needs a value/],
    [["rule", "1", "--as-of", "April"], /--as-of wants a date/],
    [["rule", "1", "--as-of", "2026-01-01", "--rules-version", "RUP4"], /not both/],
    [["rule", "1", "--colour"], /unknown option --colour/],
  ])("exits 2 on %j", async (args, message) => {
    const out = await riftrules(args);
    expect(out.stderr).toMatch(message);
    expect(out.status).toBe(2);
  });
});

describe("riftrules in process, over a database of its own", () => {
  const work = mkdtempSync(join(tmpdir(), "riftrules-cli-"));
  let env: NodeJS.ProcessEnv;
  let schema: string | undefined;

  beforeAll(async () => {
    // A data folder with the release the engine cites (RUP4) and the card library, read from the datasets.
    const dataDir = join(work, "data");
    mkdirSync(join(dataDir, "rules"), { recursive: true });
    const releases = JSON.parse(readFileSync(join(DATA_DIR, "rules/releases.json"), "utf8"));
    const rup4 = releases.releases.filter((r: any) => r.version === "RUP4");
    writeFileSync(join(dataDir, "rules/releases.json"), JSON.stringify({ ...releases, releases: rup4 }));
    for (const r of rup4) symlinkSync(join(DATA_DIR, "rules", r.path), join(dataDir, "rules", r.path));
    symlinkSync(join(DATA_DIR, "cards"), join(dataDir, "cards"));
    env = { RIFTRULES_DATA_DIR: dataDir, RIFTRULES_DB_DIR: join(work, "pglite") };
    if (process.env.DATABASE_URL) {
      ({ schema, url: env.DATABASE_URL } = freshSchema("rr_cli"));
    }
    const imported = await run(process.execPath, [join(ROOT, "dist/src/cli/import.js")], { ...process.env, ...env });
    expect(imported.status, imported.stderr).toBe(0);
  }, 300_000);

  afterAll(async () => {
    if (schema) await dropSchema(schema);
    rmSync(work, { recursive: true, force: true });
  });

  it("prints the same rule as the server does", async () => {
    const out = await riftrules(["rule", "359.3.e.5"], env);
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    const { rule } = await data(`{ rule(number: "359.3.e.5", version: "RUP4") { number text examples release { version } parent { number text } children { number text } } }`);
    checkRule(out.stdout, rule);
    expect(out.stdout).toContain("(on the server)");
  });

  it("resolves and stores the resolution in that database", async () => {
    const out = await riftrules(["resolve", EXAMPLE], env);
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^Resolution [0-9a-f-]{36}: COMPLETE\n/);
    expect(out.stdout).toMatch(/#\d+ INSTRUCTION \[vs\] IGNORED/);
    expect(out.stdout).toMatch(/target u: ILLEGAL: .*battlefield/);
    expect(out.stdout).toContain("(on the server that uses this database)");
  });

  it("asks the server when PGlite's folder is in use, and says what to do when none answers", async () => {
    const inUse = join(work, "in-use");
    mkdirSync(inUse);
    writeFileSync(join(inUse, "PG_VERSION"), "17\n");
    writeFileSync(join(inUse, "postmaster.pid"), "-42\n");
    const viaServer = await riftrules(["rule", "359.3.e.5", "--rules-version", "RUP4"], { RIFTRULES_DB_DIR: inUse, PORT: new URL(apiUrl()).port });
    expect(viaServer.stderr).toContain("is open in the server at");
    expect(viaServer.status).toBe(0);
    expect(viaServer.stdout).toMatch(/^359\.3\.e\.5 — /);
    const nobody = await riftrules(["rule", "359.3.e.5"], { RIFTRULES_DB_DIR: inUse, PORT: "1" });
    expect(nobody.stderr).toMatch(/open in another process.*--url/);
    expect(nobody.status).toBe(1);
  });

  it("says how to get a database when the PGlite folder is empty", async () => {
    const out = await riftrules(["rule", "359.3.e.5"], { RIFTRULES_DB_DIR: join(work, "nothing-here") });
    expect(out.stderr).toMatch(/there is no database at .*npm start/);
    expect(out.status).toBe(1);
  });
});

async function checkTranscript(stdout: string, pagesOrigin: string): Promise<void> {
  const id = /^Resolution ([0-9a-f-]{36}): (\w+)$/m.exec(stdout)?.[1];
  expect(id, stdout.slice(0, 200)).toBeDefined();
  const { resolution } = await data(RESOLUTION, { id });
  expect(stdout).toContain(`Resolution ${id}: ${resolution.status}`);
  for (const step of resolution.steps) {
    const head = [`#${step.index}`, step.kind, step.chainItem ? `[${step.chainItem}]` : "", step.outcome ?? ""].filter(Boolean).join(" ");
    expect(stdout).toContain(`${head}\n    `);
    expect(stdout).toContain(step.explanation);
    for (const t of step.targets) expect(stdout).toContain(`target ${t.object}: ${t.legal ? "legal" : `ILLEGAL: ${t.reason}`}`);
    for (const c of step.citations.filter((c: any) => c.found)) expect(stdout).toContain(`  ${c.rule}  ${c.text}`);
  }
  expect(stdout).toContain(`Page: ${pagesOrigin}/r/${id}`);
}

function checkRule(stdout: string, rule: any): void {
  expect(stdout.split("\n")[0]).toMatch(new RegExp(`^${rule.number.replace(/\./g, "\\.")} — .*\\(${rule.release.version},`));
  expect(stdout).toContain(`\n${rule.text}\n`);
  for (const example of rule.examples) expect(stdout).toContain(`Example: ${example}`);
  if (rule.parent) expect(stdout).toContain(`Parent: ${rule.parent.number}  ${rule.parent.text}`);
  for (const child of rule.children) expect(stdout).toContain(`  ${child.number}  ${child.text}`);
}
