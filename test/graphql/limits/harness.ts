// The harness of the document-limit tests: the committed schema, a rule, a document, and the exact
// messages expected (as graphql-js tests its own rules); and the cost of a document with variables.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, Kind, parse, validate, type FragmentDefinitionNode, type OperationDefinitionNode, type ValidationRule } from "graphql";
import { expect } from "vitest";
import { PROJECT_ROOT } from "../../../src/config.js";
import { COST_MODEL } from "../../../src/graphql/limits/index.js";
import { operationCost } from "../../../src/graphql/limits/operation-cost.js";

export const schema = buildSchema(readFileSync(join(PROJECT_ROOT, "schema", "schema.graphql"), "utf8"));

export function errorsOf(rule: ValidationRule, source: string): { message: string; extensions: Record<string, unknown> }[] {
  return validate(schema, parse(source), [rule]).map((e) => ({ message: e.message, extensions: { ...e.extensions } }));
}

export function expectValid(rule: ValidationRule, source: string): void {
  expect(errorsOf(rule, source)).toEqual([]);
}

export function expectErrors(rule: ValidationRule, source: string, messages: string[]): void {
  expect(errorsOf(rule, source).map((e) => e.message)).toEqual(messages);
}

export function costOf(source: string, variables: Record<string, unknown> = {}): number {
  const document = parse(source);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return operationCost({ schema, fragments, operation, variables }, COST_MODEL);
}
