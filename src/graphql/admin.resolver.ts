import { Arg, Ctx, Extensions, Mutation, Resolver } from "type-graphql";
import type { CardLibraryImportRecord, ReleaseImportRecord } from "../services/admin.service.js";
import { ADMIN_EXTENSION, requireAdmin } from "./admin-auth.plugin.js";
import { CardLibraryImport, ReleaseImport } from "./admin.type.js";
import type { Context } from "./context.type.js";

@Resolver()
export class AdminResolver {
  @Extensions({ [ADMIN_EXTENSION]: true })
  @Mutation(() => ReleaseImport, {
    description: "Admin (Authorization: Bearer <admin token>): imports a release listed in the data folder's rules/releases.json unless it is published already.",
  })
  importRulesRelease(@Arg("version", () => String) version: string, @Ctx() ctx: Context): Promise<ReleaseImportRecord> {
    requireAdmin(ctx);
    return ctx.services.admin.importRelease(version);
  }

  @Extensions({ [ADMIN_EXTENSION]: true })
  @Mutation(() => CardLibraryImport, {
    description: "Admin (Authorization: Bearer <admin token>): re-reads the card library from the data folder and stores it if it changed.",
  })
  importCards(@Ctx() ctx: Context): Promise<CardLibraryImportRecord> {
    requireAdmin(ctx);
    return ctx.services.admin.importCards();
  }
}
