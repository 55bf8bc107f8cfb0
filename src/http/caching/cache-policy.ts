// How long an answer may be kept by a CDN or a phone. Pure: decided from the operation alone.
//
// - Immutable (a year): what a named release says (rules of `version`, a diff between two versions)
//   and a stored resolution by id. Published releases and resolutions never change.
// - Medium (an hour): cards as of a given date (the card library can be re-imported with corrections).
// - Short (a minute): anything that depends on "today" or on what is published (no version or date,
//   lists of releases, rule history across releases, coverage), and whatever is not listed here.
// Mutations are never cached.
import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode, type ValueNode } from "graphql";

export const IMMUTABLE_SECONDS = 31_536_000;
export const MEDIUM_SECONDS = 3_600;
export const SHORT_SECONDS = 60;

export interface CachePolicy {
  maxAge: number;
  immutable: boolean;
}

type Variables = Record<string, unknown> | undefined;

function argumentGiven(field: FieldNode, name: string, variables: Variables): boolean {
  const arg = field.arguments?.find((a) => a.name.value === name);
  if (!arg) return false;
  return valueGiven(arg.value, variables);
}

function valueGiven(value: ValueNode, variables: Variables): boolean {
  if (value.kind === Kind.NULL) return false;
  if (value.kind === Kind.VARIABLE) return variables?.[value.name.value] != null;
  return true;
}

function fieldSeconds(field: FieldNode, variables: Variables): number {
  const pinnedToVersion = argumentGiven(field, "version", variables) && !argumentGiven(field, "asOf", variables);
  switch (field.name.value) {
    case "__typename":
      return IMMUTABLE_SECONDS;
    case "rule":
    case "rules":
    case "searchRules":
    case "rulesRelease":
      return pinnedToVersion ? IMMUTABLE_SECONDS : SHORT_SECONDS;
    case "releaseDiff":
    case "resolution":
      return IMMUTABLE_SECONDS;
    case "card":
      return argumentGiven(field, "asOf", variables) ? MEDIUM_SECONDS : SHORT_SECONDS;
    default:
      return SHORT_SECONDS;
  }
}

/** The policy for one operation of a document, or null when it must not be cached. */
export function cachePolicy(document: DocumentNode, operationName: string | null | undefined, variables: Variables): CachePolicy | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== "query") return null;
  let seconds = IMMUTABLE_SECONDS;
  let sawField = false;
  for (const selection of operation.selectionSet.selections) {
    // Fragments at the root could hide any field: keep such answers short-lived.
    if (selection.kind !== Kind.FIELD) return { maxAge: SHORT_SECONDS, immutable: false };
    if (selection.name.value.startsWith("__") && selection.name.value !== "__typename") return { maxAge: SHORT_SECONDS, immutable: false };
    sawField = true;
    seconds = Math.min(seconds, fieldSeconds(selection, variables));
  }
  if (!sawField) return null;
  return { maxAge: seconds, immutable: seconds === IMMUTABLE_SECONDS };
}

export function cacheControlHeader(policy: CachePolicy | null): string {
  if (!policy) return "no-store";
  return policy.immutable ? `public, max-age=${policy.maxAge}, immutable` : `public, max-age=${policy.maxAge}`;
}
