// The command line of `riftrules`: commands, options and the usage text. Pure: no I/O here.

export const USAGE = `riftrules: resolve chains and read rules from the command line

usage:
  riftrules resolve <board.json | -> [--as-of YYYY-MM-DD | --rules-version V] [--url URL] [--json]
  riftrules rule <number> [--as-of YYYY-MM-DD | --rules-version V] [--url URL] [--json]
  riftrules api-key <keyId>

commands:
  resolve   resolves the chain of a ResolveChainInput JSON file (docs/BOARD-FORMAT.md; "-" reads stdin)
            and prints the transcript; the resolution is stored, with its page at /r/<id>
  rule      prints a rule (number like 359.3.e.5) with its examples, parent and children
  api-key   prints the API key (x-api-key) for keyId (letters, digits, hyphens), signed with the
            first secret of API_KEY_SECRET from the environment; the server must hold that secret

options:
  --as-of DATE          pin to the rules release in force on DATE (overrides the file's asOf/rulesVersion)
  --rules-version V     pin to a rules release by version, e.g. RUP4
  --url URL             ask a running server (e.g. http://localhost:4000) instead of opening the database
  --json                print the API's JSON answer instead of text
  -h, --help            this text

Without --url the command opens the database itself (DATABASE_URL, else the PGlite folder
RIFTRULES_DB_DIR, default .data/pglite). PGlite allows one process at a time: while the server runs on
that folder, the command asks the server at http://localhost:$PORT (default 4000), or pass --url.
`;

export interface CliArgs {
  command: "resolve" | "rule" | "api-key" | "help";
  /** The board file (resolve), the rule number (rule) or the keyId (api-key). */
  target: string;
  asOf: string | null;
  rulesVersion: string | null;
  url: string | null;
  json: boolean;
}

export class UsageError extends Error {}

const VALUE_OPTIONS: Record<string, "asOf" | "rulesVersion" | "url"> = { "--as-of": "asOf", "--rules-version": "rulesVersion", "--url": "url" };

const NEEDS = {
  resolve: "resolve needs a board file (or - for stdin)",
  rule: "rule needs a rule number, like 359.3.e.5",
  "api-key": "api-key needs a keyId (letters, digits, hyphens), like acme-prod",
};

export function parseArgs(argv: string[]): CliArgs {
  const options = { asOf: null as string | null, rulesVersion: null as string | null, url: null as string | null, json: false };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "-h" || arg === "--help") return { command: "help", target: "", ...options };
    if (arg === "--json") {
      options.json = true;
      continue;
    }
    const [name, inline] = arg.startsWith("--") ? splitOnce(arg, "=") : [arg, undefined];
    if (name in VALUE_OPTIONS) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === "") throw new UsageError(`${name} needs a value`);
      options[VALUE_OPTIONS[name]] = value;
      continue;
    }
    if (arg.startsWith("--")) throw new UsageError(`unknown option ${arg}`);
    positional.push(arg);
  }
  if (options.asOf && options.rulesVersion) throw new UsageError("give --as-of or --rules-version, not both");
  if (options.asOf && !/^\d{4}-\d{2}-\d{2}$/.test(options.asOf)) throw new UsageError(`--as-of wants a date like 2026-04-01 (got "${options.asOf}")`);
  const [command, target, ...extra] = positional;
  if (!command || command === "help") return { command: "help", target: "", ...options };
  if (command !== "resolve" && command !== "rule" && command !== "api-key") throw new UsageError(`unknown command "${command}"; the commands are resolve, rule and api-key`);
  if (!target) throw new UsageError(NEEDS[command]);
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return { command, target, ...options };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
