import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { RulesReleaseRecord } from "../domain/rules.js";
import type { Context } from "./context.type.js";
import { DateScalar } from "./date.scalar.js";
import { DepthCount, RulesRelease } from "./rules-release.type.js";

@Resolver(() => RulesRelease)
export class RulesReleaseResolver {
  @Query(() => [RulesRelease], { description: "Every published release, oldest first." })
  rulesReleases(@Ctx() ctx: Context): Promise<RulesReleaseRecord[]> {
    return ctx.services.rules.listReleases();
  }

  @Query(() => RulesRelease, { nullable: true, description: "A release by version, or the one in force on `asOf` (default: today)." })
  rulesRelease(
    @Arg("version", () => String, { nullable: true }) version: string | null,
    @Arg("asOf", () => DateScalar, { nullable: true }) asOf: string | null,
    @Ctx() ctx: Context,
  ): Promise<RulesReleaseRecord> {
    return ctx.services.rules.selectRelease({ version, asOf });
  }

  @FieldResolver(() => [DepthCount])
  byDepth(@Root() release: RulesReleaseRecord): DepthCount[] {
    return Object.entries(release.report.byDepth)
      .map(([depth, count]) => ({ depth: Number(depth), count }))
      .sort((a, b) => a.depth - b.depth);
  }
}
