import { Field, Int, ObjectType } from "type-graphql";
import { DateScalar } from "./date.scalar.js";

@ObjectType({ simpleResolvers: true, description: "How many rules of a release sit at one depth of the rule tree." })
export class DepthCount {
  @Field(() => Int, { description: "0 for top-level numbers such as 359, 1 for 359.3, and so on." })
  depth!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true, description: "A published release of the Core Rules. Immutable once published." })
export class RulesRelease {
  @Field(() => String, { description: "Version label, e.g. RUP4, v1.3, 2025-06-02." })
  version!: string;

  @Field(() => String)
  title!: string;

  @Field(() => DateScalar, { description: "The first day the release is in force." })
  effectiveFrom!: string;

  @Field(() => String, { nullable: true, description: "The date the document gives as last updated (may be a month only)." })
  lastUpdated!: string | null;

  @Field(() => Int)
  ruleCount!: number;

  @Field(() => [String], { description: "Import warnings: numbering anomalies in the source, each with its rule number." })
  warnings!: string[];

  @Field(() => String, { description: "Where the text was taken from." })
  source!: string;

  @Field(() => String, { description: "The source format the importer read." })
  format!: string;

  @Field(() => String, { description: "sha256 of the source content." })
  contentHash!: string;

  @Field(() => [DepthCount], { description: "Rules imported, by depth." })
  byDepth!: DepthCount[];
}
