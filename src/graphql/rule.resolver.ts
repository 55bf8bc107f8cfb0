import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { RuleRecord, RulesReleaseRecord } from "../domain/rules.js";
import type { RuleMatchResult, SearchPage } from "../services/rules.service.js";
import type { Context } from "./context.type.js";
import { DateScalar } from "./date.scalar.js";
import { RuleVersionMatch, ReleaseDiff } from "./rule-history.type.js";
import { Rule, RuleSearchConnection } from "./rule.type.js";
import { RulesRelease } from "./rules-release.type.js";

@Resolver(() => Rule)
export class RuleResolver {
  @Query(() => Rule, { nullable: true, description: "A rule by number in a release (by version, or in force on `asOf`; default today)." })
  rule(
    @Arg("number", () => String) number: string,
    @Arg("version", () => String, { nullable: true }) version: string | null,
    @Arg("asOf", () => DateScalar, { nullable: true }) asOf: string | null,
    @Ctx() ctx: Context,
  ): Promise<RuleRecord | null> {
    return ctx.services.rules.rule(number, { version, asOf });
  }

  @Query(() => [Rule], { description: "A rule and every rule under it, in document order." })
  rules(
    @Arg("under", () => String) under: string,
    @Arg("version", () => String, { nullable: true }) version: string | null,
    @Arg("asOf", () => DateScalar, { nullable: true }) asOf: string | null,
    @Ctx() ctx: Context,
  ): Promise<RuleRecord[]> {
    return ctx.services.rules.subtree(under, { version, asOf });
  }

  @Query(() => RuleSearchConnection, { description: "Full-text search over rule text, ranked, with highlighted snippets." })
  async searchRules(
    @Arg("text", () => String) text: string,
    @Arg("version", () => String, { nullable: true }) version: string | null,
    @Arg("asOf", () => DateScalar, { nullable: true }) asOf: string | null,
    @Arg("first", () => Int, { nullable: true, description: "At most 100; default 20." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<RuleSearchConnection> {
    const page: SearchPage = await ctx.services.rules.search(text, { version, asOf }, first, after);
    return {
      edges: page.hits.map((hit) => ({ node: hit.rule, cursor: hit.cursor, rank: hit.rank, snippet: hit.snippet })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.total,
    };
  }

  @Query(() => [RuleVersionMatch], { description: "The same rule in every other release, following renumbering." })
  ruleHistory(
    @Arg("number", () => String) number: string,
    @Arg("version", () => String, { nullable: true }) version: string | null,
    @Arg("asOf", () => DateScalar, { nullable: true }) asOf: string | null,
    @Ctx() ctx: Context,
  ): Promise<RuleMatchResult[]> {
    return ctx.services.rules.history(number, { version, asOf });
  }

  @Query(() => ReleaseDiff, { description: "Rules added, removed and changed between two releases (by version)." })
  releaseDiff(@Arg("from", () => String) from: string, @Arg("to", () => String) to: string, @Ctx() ctx: Context) {
    return ctx.services.rules.diff(from, to);
  }

  @FieldResolver(() => Rule, { nullable: true })
  parent(@Root() rule: RuleRecord, @Ctx() ctx: Context): Promise<RuleRecord | null> {
    return ctx.services.rules.parentOf(rule);
  }

  @FieldResolver(() => [Rule])
  children(@Root() rule: RuleRecord, @Ctx() ctx: Context): Promise<RuleRecord[]> {
    return ctx.services.rules.childrenOf(rule);
  }

  @FieldResolver(() => RulesRelease)
  release(@Root() rule: RuleRecord, @Ctx() ctx: Context): Promise<RulesReleaseRecord> {
    return ctx.services.rules.releaseById(rule.releaseId);
  }
}
