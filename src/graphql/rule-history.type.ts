import { Field, Float, ObjectType } from "type-graphql";
import { Rule } from "./rule.type.js";
import { RulesRelease } from "./rules-release.type.js";

@ObjectType({ simpleResolvers: true, description: "The same rule in another release, even where it was renumbered." })
export class RuleVersionMatch {
  @Field(() => RulesRelease)
  release!: RulesRelease;

  @Field(() => Rule, { nullable: true, description: "Null when no rule of that release corresponds." })
  rule!: Rule | null;

  @Field(() => String, {
    description:
      "How the match was found: same-number-same-text, same-number-edited-text, same-text-renumbered, similar-text-renumbered, parent-context, or no-match.",
  })
  how!: string;

  @Field(() => Float, { description: "0 to 1: how sure the match is." })
  confidence!: number;

  @Field(() => String)
  explanation!: string;
}

@ObjectType({ simpleResolvers: true, description: "A rule present in both releases whose number or text differs." })
export class RuleChange {
  @Field(() => Rule)
  from!: Rule;

  @Field(() => Rule)
  to!: Rule;

  @Field(() => String)
  how!: string;

  @Field(() => Float)
  confidence!: number;

  @Field(() => Boolean)
  renumbered!: boolean;

  @Field(() => Boolean)
  textChanged!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "What changed between two releases, following renumbering." })
export class ReleaseDiff {
  @Field(() => RulesRelease)
  from!: RulesRelease;

  @Field(() => RulesRelease)
  to!: RulesRelease;

  @Field(() => [Rule])
  added!: Rule[];

  @Field(() => [Rule])
  removed!: Rule[];

  @Field(() => [RuleChange])
  changed!: RuleChange[];
}
