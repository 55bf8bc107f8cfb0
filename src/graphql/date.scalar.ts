import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import { isIsoDate } from "../domain/dates.js";

function parse(value: unknown): string {
  if (typeof value !== "string" || !isIsoDate(value)) {
    throw new GraphQLError(`Date must be a calendar date of the form YYYY-MM-DD (got ${JSON.stringify(value)})`, {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return value;
}

/** A calendar date, `YYYY-MM-DD`, carried as a string inside the service. */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: "Date",
  description: "A calendar date, YYYY-MM-DD.",
  serialize: (value) => parse(value),
  parseValue: (value) => parse(value),
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
});
