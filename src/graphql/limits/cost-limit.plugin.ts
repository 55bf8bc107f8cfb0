// Limit: what one operation may cost (operation-cost.ts), with this request's variables. It runs in
// `didResolveOperation`, on every request: Apollo validates a document once and then serves it from
// its document cache (and an automatic persisted query by its hash alone), so a check that depends
// on variables cannot be a validation rule.
import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from "@apollo/server";
import { limitError } from "./limit-error.js";

export function costLimitPlugin<TContext extends object>(
  max: number,
  costOf: (context: GraphQLRequestContextDidResolveOperation<object>) => number,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(context) {
          const cost = costOf(context);
          if (cost > max) {
            throw limitError("cost", `The operation costs ${cost} (lists counted at their requested or assumed length); the cost limit is ${max}.`, max, {
              code: "GRAPHQL_VALIDATION_FAILED",
              actual: cost,
            });
          }
        },
      };
    },
  };
}
