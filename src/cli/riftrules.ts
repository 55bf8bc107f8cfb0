#!/usr/bin/env node
// `npx riftrules`: resolve a chain from a board file, or print a rule, for judges and scripts.
// Runs the API's own GraphQL operations, in this process over the database or against a server (--url).
import { readFileSync } from "node:fs";
import { loadConfig, type Config } from "../config.js";
import { ApiKeyError, issueApiKey } from "../http/rate-limit/api-key.js";
import { CliError, httpBackend, pgliteInUse, serverReady, type Backend, type GraphQLAnswer } from "./cli-backend.js";
import { parseArgs, USAGE, UsageError, type CliArgs } from "./cli-args.js";
import { RESOLVE_OPERATION, RULE_OPERATION, type ResolutionView, type RuleAnswer } from "./cli-operations.js";
import { formatRule } from "./cli-rule.js";
import { formatTranscript } from "./cli-transcript.js";

async function chooseBackend(args: CliArgs, config: Config): Promise<Backend> {
  const url = args.url ?? process.env.RIFTRULES_URL;
  if (url) return httpBackend(url);
  if (pgliteInUse(config)) {
    const origin = `http://127.0.0.1:${config.port}`;
    if (await serverReady(origin)) {
      process.stderr.write(`riftrules: the database at ${config.dbDir} is open in the server at ${origin}; asking it\n`);
      return httpBackend(origin);
    }
    throw new CliError(
      `the PGlite database at ${config.dbDir} is open in another process, and no server answers at ${origin}. ` +
        `PGlite allows one process at a time: pass --url with that server's address, or stop it. If no process uses the folder, ` +
        `its postmaster.pid was left by one that did not close cleanly: start and stop the server once (or delete that file).`,
    );
  }
  const { localBackend } = await import("./cli-local-backend.js");
  return localBackend(config);
}

function readInput(target: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(target === "-" ? 0 : target, "utf8");
  } catch (error) {
    throw new CliError(`cannot read ${target === "-" ? "stdin" : target}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${target} is not JSON: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new CliError(`${target} must hold a JSON object (a ResolveChainInput: board, chain, …)`);
  const object = parsed as Record<string, unknown>;
  // Accept GraphQL variables ({ "input": { … } }) as well as the input itself.
  return "input" in object && !("board" in object) ? (object.input as Record<string, unknown>) : object;
}

/** Prints the API's errors the way it sent them (message, code, field); returns the exit code. */
function reportErrors(errors: NonNullable<GraphQLAnswer<unknown>["errors"]>): number {
  const lines = errors.map((e) => `riftrules: ${e.message}${e.extensions?.code ? ` [${String(e.extensions.code)}]` : ""}\n`);
  for (const line of new Set(lines)) process.stderr.write(line);
  return 1;
}

async function resolve(args: CliArgs, backend: Backend): Promise<number> {
  const input = readInput(args.target);
  if (args.asOf || args.rulesVersion) {
    delete input.asOf;
    delete input.rulesVersion;
    if (args.asOf) input.asOf = args.asOf;
    if (args.rulesVersion) input.rulesVersion = args.rulesVersion;
  }
  const answer = await backend.execute<{ resolveChain: ResolutionView }>(RESOLVE_OPERATION, { input });
  if (answer.errors?.length) return reportErrors(answer.errors);
  const resolution = answer.data!.resolveChain;
  process.stdout.write(args.json ? `${JSON.stringify(resolution, null, 2)}\n` : formatTranscript(resolution, backend.pagesOrigin));
  return 0;
}

async function rule(args: CliArgs, backend: Backend): Promise<number> {
  const answer = await backend.execute<RuleAnswer>(RULE_OPERATION, { number: args.target, asOf: args.asOf, version: args.rulesVersion });
  if (answer.errors?.length) return reportErrors(answer.errors);
  const { rule: found, rulesRelease } = answer.data!;
  if (!found || !rulesRelease) {
    process.stderr.write(`riftrules: rule ${args.target} is not in ${rulesRelease ? `${rulesRelease.title} (${rulesRelease.version})` : "that release"}\n`);
    return 1;
  }
  process.stdout.write(args.json ? `${JSON.stringify({ ...found, release: rulesRelease }, null, 2)}\n` : formatRule(found, rulesRelease, backend.pagesOrigin));
  return 0;
}

async function main(argv: string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`riftrules: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.command === "help") {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args.command === "api-key") {
    try {
      process.stdout.write(`${issueApiKey(args.target, process.env.API_KEY_SECRET ?? "")}\n`);
      return 0;
    } catch (error) {
      if (!(error instanceof ApiKeyError)) throw error;
      process.stderr.write(`riftrules: ${error.message}\n`);
      return 1;
    }
  }
  let backend: Backend | null = null;
  try {
    backend = await chooseBackend(args, loadConfig());
    return args.command === "resolve" ? await resolve(args, backend) : await rule(args, backend);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`riftrules: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await backend?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`riftrules: unexpected failure: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
