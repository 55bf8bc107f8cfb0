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

export async function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}

export function printSdl(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
