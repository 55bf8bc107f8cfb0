import { Field, Int, ObjectType } from "type-graphql";
import { DateScalar } from "./date.scalar.js";

@ObjectType({ simpleResolvers: true, description: "Executable cards of one set and one card type." })
export class CardCoverageRow {
  @Field(() => String)
  set!: string;

  @Field(() => String)
  setName!: string;

  @Field(() => String, { description: "The card's first type: Unit, Spell, Gear, Battlefield, Legend, Rune." })
  type!: string;

  @Field(() => Int)
  executable!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true, description: "A phrase of card text the engine can't run yet, with the cards it keeps from being executable." })
export class UnsupportedPhrase {
  @Field(() => String, { description: "The phrase as a pattern: numbers as N, domain Power symbols as {P}." })
  phrase!: string;

  @Field(() => Int, { description: "Cards it blocks." })
  cards!: number;

  @Field(() => Int, { description: "Cards it alone blocks: they become executable once it is supported." })
  only!: number;

  @Field(() => [String], { description: "Codes of up to three of those cards." })
  examples!: string[];
}

@ObjectType({ simpleResolvers: true, description: "How much of the card pool resolveChain executes, for the texts in force on a date." })
export class CardCoverage {
  @Field(() => DateScalar)
  asOf!: string;

  @Field(() => Int)
  executable!: number;

  @Field(() => Int)
  total!: number;

  @Field(() => [CardCoverageRow], { description: "By set, then type." })
  rows!: CardCoverageRow[];

  @Field(() => [UnsupportedPhrase], { description: "Unsupported phrases, the ones blocking the most cards first." })
  phrases!: UnsupportedPhrase[];
}
