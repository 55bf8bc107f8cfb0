import { Field, InputType, Int, ObjectType } from "type-graphql";
import { DateScalar } from "./date.scalar.js";
import { PageInfo } from "./page-info.type.js";

@ObjectType({ simpleResolvers: true, description: "A card's text as in force from a date." })
export class CardText {
  @Field(() => String, { description: "Card text in the riftrules symbol notation (docs/CARD-NOTATION.md)." })
  text!: string;

  @Field(() => DateScalar)
  effectiveFrom!: string;

  @Field(() => String, { description: "Where this text comes from: the printing, an erratum's old or new text, the gallery." })
  source!: string;
}

@ObjectType({ simpleResolvers: true, description: "A distinct card, with its text as in force on the date asked for." })
export class Card {
  @Field(() => String, { description: "Public code of its first printing, e.g. OGN-024." })
  code!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "Set code: OGN, SFD, UNL, OGS, VEN." })
  set!: string;

  @Field(() => String)
  setName!: string;

  @Field(() => [String])
  types!: string[];

  @Field(() => [String])
  supertypes!: string[];

  @Field(() => [String])
  domains!: string[];

  @Field(() => Int, { nullable: true })
  energy!: number | null;

  @Field(() => Int, { nullable: true })
  power!: number | null;

  @Field(() => Int, { nullable: true })
  might!: number | null;

  @Field(() => Int, { nullable: true, description: "An Equipment's Might Bonus, added to the unit it is attached to (null for other cards)." })
  mightBonus!: number | null;

  @Field(() => [String])
  tags!: string[];

  @Field(() => [String], { description: "Keywords in the card's text, e.g. Action, Hidden." })
  keywords!: string[];

  @Field(() => String, { nullable: true })
  rarity!: string | null;

  @Field(() => [String], { description: "Public codes of every printing of this card." })
  printings!: string[];

  @Field(() => String, { description: "The text in force on `asOf`." })
  text!: string;

  @Field(() => String, { nullable: true, description: "Source of the text in force." })
  textSource!: string | null;

  @Field(() => DateScalar, { description: "The date the text was chosen for." })
  asOf!: string;

  @Field(() => [CardText], { description: "Every version of the text, oldest first." })
  textHistory!: CardText[];

  @Field(() => Boolean, {
    description:
      "Whether resolveChain runs every ability of the text in force on `asOf` as printed: a reviewed hand-written definition of that text, " +
      "or the text compiler's definition that says the text back (verified) and uses only what the engine applies.",
  })
  executable?: boolean; // resolved by CardResolver, when asked

  @Field(() => [String], { description: "Why the card is not executable: each phrase of its text the engine can't run, as printed (empty when executable)." })
  unsupported?: string[]; // resolved by CardResolver, when asked
}

@ObjectType({ simpleResolvers: true })
export class CardEdge {
  @Field(() => Card)
  node!: Card;

  @Field(() => String)
  cursor!: string;
}

@ObjectType({ simpleResolvers: true })
export class CardConnection {
  @Field(() => [CardEdge])
  edges!: CardEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}

@InputType({ description: "An inclusive range; either end may be left out." })
export class IntRange {
  @Field(() => Int, { nullable: true })
  min?: number | null;

  @Field(() => Int, { nullable: true })
  max?: number | null;
}

@InputType({ description: "Every given condition must hold." })
export class CardFilter {
  @Field(() => String, { nullable: true, description: "Part of the name; case-, accent- and punctuation-insensitive." })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "Public code, e.g. OGN-024 (any printing)." })
  code?: string | null;

  @Field(() => String, { nullable: true, description: "Set code (OGN) or name (Origins)." })
  set?: string | null;

  @Field(() => String, { nullable: true, description: "Card type, e.g. Unit, Spell, Gear, Battlefield, Legend." })
  type?: string | null;

  @Field(() => String, { nullable: true })
  domain?: string | null;

  @Field(() => String, { nullable: true })
  tag?: string | null;

  @Field(() => String, { nullable: true, description: "A keyword such as Action, Hidden, Deflect." })
  keyword?: string | null;

  @Field(() => String, { nullable: true, description: "Words in any version of the card's text." })
  text?: string | null;

  @Field(() => IntRange, { nullable: true })
  energy?: IntRange | null;

  @Field(() => IntRange, { nullable: true })
  might?: IntRange | null;

  @Field(() => IntRange, { nullable: true })
  power?: IntRange | null;

  @Field(() => DateScalar, { nullable: true, description: "Show each card's text as in force on this date (default today)." })
  asOf?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Only cards resolveChain executes (true) or does not (false), for the text in force on `asOf`." })
  executable?: boolean | null;
}
