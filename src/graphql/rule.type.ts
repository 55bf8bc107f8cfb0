import { Field, Float, Int, ObjectType } from "type-graphql";
import { PageInfo } from "./page-info.type.js";

@ObjectType({ simpleResolvers: true, description: "A numbered rule of one release: a heading or a rule, with its examples." })
export class Rule {
  @Field(() => String, { description: "Rule number without a trailing dot, e.g. 359.3.e.14.a." })
  number!: string;

  @Field(() => String, { description: "The rule's text (or the heading), without its examples." })
  text!: string;

  @Field(() => [String], { description: "The Example paragraphs that belong to this rule." })
  examples!: string[];

  @Field(() => Int, { description: "0 for a top-level number, +1 per dotted segment." })
  depth!: number;

  @Field(() => Boolean, { description: "True for section and heading entries." })
  heading!: boolean;

  @Field(() => String, { nullable: true })
  parentNumber!: string | null;

  @Field(() => Int, { description: "Order in the release document." })
  position!: number;

  /** Not exposed: used by field resolvers. */
  releaseId!: number;
}

@ObjectType({ simpleResolvers: true })
export class RuleSearchEdge {
  @Field(() => Rule)
  node!: Rule;

  @Field(() => String)
  cursor!: string;

  @Field(() => Float, { description: "Full-text rank (higher is better)." })
  rank!: number;

  @Field(() => String, { description: "Text around the matches, with matches inside <mark>…</mark>." })
  snippet!: string;
}

@ObjectType({ simpleResolvers: true, description: "Rules matching a full-text search, best first." })
export class RuleSearchConnection {
  @Field(() => [RuleSearchEdge])
  edges!: RuleSearchEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}
