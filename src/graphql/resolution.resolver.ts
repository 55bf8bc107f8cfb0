import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ResolutionRecord } from "../domain/resolutions.js";
import type { RulesReleaseRecord } from "../domain/rules.js";
import type { Context } from "./context.type.js";
import { ResolveChainInput } from "./resolution.input.js";
import { Resolution } from "./resolution.type.js";
import { RulesRelease } from "./rules-release.type.js";

@Resolver(() => Resolution)
export class ResolutionResolver {
  @Mutation(() => Resolution, { description: "Resolves a chain on a board, step by step, citing the rules of the pinned release. Stored as a permalink." })
  resolveChain(@Arg("input", () => ResolveChainInput) input: ResolveChainInput, @Ctx() ctx: Context): Promise<ResolutionRecord> {
    return ctx.services.resolutions.resolve(input);
  }

  @Query(() => Resolution, { nullable: true, description: "A stored resolution, exactly as it was answered." })
  resolution(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<ResolutionRecord | null> {
    return ctx.services.resolutions.find(id);
  }

  @FieldResolver(() => RulesRelease)
  release(@Root() resolution: ResolutionRecord, @Ctx() ctx: Context): Promise<RulesReleaseRecord> {
    return ctx.services.rules.selectRelease({ version: resolution.releaseVersion });
  }
}
