// Apollo Server plugin: counts every GraphQL request and times it, by operation.
import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from "@apollo/server";
import { Kind, type OperationDefinitionNode } from "graphql";
import type { Context } from "../graphql/context.type.js";
import type { Metrics } from "./metrics.js";

/**
 * The operation's name when it has one (a GraphQL name, so bounded in form), else its root fields,
 * e.g. "{rule,cards}"; "(unparsed)" when the document never got that far.
 */
export function operationLabel(operation: OperationDefinitionNode | undefined): string {
  if (!operation) return "(unparsed)";
  if (operation.name) return operation.name.value.slice(0, 64);
  const fields = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    fields.add(selection.kind === Kind.FIELD ? selection.name.value : "…");
  }
  return `{${[...fields].sort().join(",")}}`;
}

function outcomeOf(context: GraphQLRequestContextWillSendResponse<Context>): string {
  const body = context.response.body;
  const errors = body.kind === "single" ? body.singleResult.errors : body.initialResult.errors;
  if (!errors?.length) return "ok";
  const code = errors[0].extensions?.code;
  return typeof code === "string" ? code : "ERROR";
}

export function metricsPlugin(metrics: Metrics): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse(context) {
          const seconds = (performance.now() - started) / 1000;
          metrics.observeRequest(operationLabel(context.operation), context.operation?.operation ?? "unknown", outcomeOf(context), seconds);
        },
      };
    },
  };
}
