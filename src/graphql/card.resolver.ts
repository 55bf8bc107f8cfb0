import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { CardView } from "../services/cards.service.js";
import type { Context } from "./context.type.js";
import { DateScalar } from "./date.scalar.js";
import { CardCoverage } from "./card-coverage.type.js";
import { Card, CardConnection, CardFilter } from "./card.type.js";

@Resolver(() => Card)
export class CardResolver {
  @Query(() => CardConnection, { description: "Cards matching a filter, by code." })
  async cards(
    @Arg("filter", () => CardFilter, { nullable: true }) filter: CardFilter | null,
    @Arg("first", () => Int, { nullable: true, description: "At most 100; default 20." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<CardConnection> {
    const page = await ctx.services.cards.search(filter, first, after);
    return {
      edges: page.cards.map((edge) => ({ node: edge.card, cursor: edge.cursor })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.total,
    };
  }

  @Query(() => CardCoverage, { description: "Executable cards by set and type (executable / total), and the unsupported phrases blocking the rest." })
  cardCoverage(
    @Arg("asOf", () => DateScalar, { nullable: true, description: "Texts in force on this date (default today)." }) asOf: string | null,
    @Arg("set", () => String, { nullable: true, description: "Only this set (code or name)." }) set: string | null,
    @Arg("type", () => String, { nullable: true, description: "Only this card type." }) type: string | null,
    @Ctx() ctx: Context,
  ): Promise<CardCoverage> {
    return ctx.services.cards.coverage(asOf, set, type);
  }

  @Query(() => Card, { nullable: true, description: "A card by code or name, with its text in force on `asOf` (default today)." })
  card(
    @Arg("code", () => String, { nullable: true }) code: string | null,
    @Arg("name", () => String, { nullable: true }) name: string | null,
    @Arg("asOf", () => DateScalar, { nullable: true }) asOf: string | null,
    @Ctx() ctx: Context,
  ): Promise<CardView | null> {
    return ctx.services.cards.find(code, name, asOf);
  }

  // Whether the engine executes the card, and why not: worked out only when asked (a card's first time in a process costs a
  // compilation of its text), a page's cards in slices that give way to other requests.
  @FieldResolver()
  async executable(@Root() card: CardView, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.services.cards.execution(card)).executable;
  }

  @FieldResolver()
  async unsupported(@Root() card: CardView, @Ctx() ctx: Context): Promise<string[]> {
    return (await ctx.services.cards.execution(card)).unsupported;
  }
}
