// Builds the executable schema from the resolvers and prints it (schema/schema.graphql is committed).
import "reflect-metadata";
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AdminResolver } from "./admin.resolver.js";
import { CardResolver } from "./card.resolver.js";
import { ResolutionResolver } from "./resolution.resolver.js";
import { RuleResolver } from "./rule.resolver.js";
import { RulesReleaseResolver } from "./rules-release.resolver.js";

export const RESOLVERS = [RulesReleaseResolver, RuleResolver, CardResolver, ResolutionResolver, AdminResolver] as const;

/**
 * Every object type is declared with `simpleResolvers: true`: a field without a resolver method is read by
 * graphql-js's default resolver, not through type-graphql's middleware wrapper (the schema has no global or
 * field middlewares for them), which made an object for every field of every answer (a resolveChain
 * transcript completes hundreds). Fields with resolver methods keep theirs.
 */
export async function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}

export function printSdl(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
