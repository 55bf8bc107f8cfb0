import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, UseMiddleware, type MiddlewareFn } from "type-graphql";
import { CoercedArg, keepCoerced } from "./coerced-arg.js";
import type { ResolutionRecord } from "../domain/resolutions.js";
import type { RulesReleaseRecord } from "../domain/rules.js";
import { giveWayIfLarge, type ResolveChainRequest } from "../services/resolutions.service.js";
import type { Context } from "./context.type.js";
import { ResolveChainInput } from "./resolution.input.js";
import { Resolution } from "./resolution.type.js";
import { RulesRelease } from "./rules-release.type.js";

/**
 * A large request's input is coerced by graphql-js, milliseconds of main-thread work: other requests are
 * answered before the resolver goes on.
 */
const GiveWayAfterCoercion: MiddlewareFn<Context> = async ({ args }, next) => {
  await giveWayIfLarge(args.input);
  return next();
};

@Resolver(() => Resolution)
export class ResolutionResolver {
  @Mutation(() => Resolution, { description: "Resolves a chain on a board, step by step, citing the rules of the pinned release. Stored as a permalink." })
  @UseMiddleware(GiveWayAfterCoercion, keepCoerced("input"))
  async resolveChain(@CoercedArg("input", () => ResolveChainInput) input: ResolveChainRequest, @Ctx() ctx: Context): Promise<ResolutionRecord> {
    const resolution = await ctx.services.resolutions.resolve(input);
    ctx.resolution = resolution;
    return resolution;
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
