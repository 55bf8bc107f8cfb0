// Helpers of formatError (app.ts). Internal errors are masked for clients and logged with the id of
// the request that met them, so a client quoting its x-request-id leads to the log line: Apollo hands
// the same error objects to `didEncounterErrors` (which knows the request) and then to formatError
// (which does not). Client errors lose schema suggestions, and always carry a code.
import type { ApolloServerPlugin } from "@apollo/server";
import type { GraphQLError } from "graphql";
import type { Context } from "../graphql/context.type.js";

const requestIds = new WeakMap<object, string>();

export function errorRequestIdsPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) requestIds.set(error, contextValue.requestId);
        },
      };
    },
  };
}

export function requestIdOf(error: unknown): string | undefined {
  return error !== null && typeof error === "object" ? requestIds.get(error) : undefined;
}

/**
 * graphql-js ends some messages with "Did you mean …?", naming schema fields, types and enum values.
 * Apollo's hideSchemaDetailsFromClientErrors strips them from validation errors only; variable
 * coercion errors keep them, so every message that reaches a client goes through this.
 */
export function withoutSuggestions(message: string): string {
  const at = message.indexOf("Did you mean");
  return at < 0 ? message : message.slice(0, at).trimEnd();
}

/**
 * Apollo refuses some requests with an HTTP 4xx status but no code (a persisted query whose hash does
 * not match its text, an unsupported persisted query version); normalisation would then label them
 * INTERNAL_SERVER_ERROR. They are the client's errors: BAD_REQUEST.
 */
export function codeOfUncodedRefusal(error: unknown): string | undefined {
  const extensions = (error as Partial<GraphQLError> | null)?.extensions;
  if (!extensions || extensions.code !== undefined) return undefined;
  const status = (extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === "number" && status >= 400 && status < 500 ? "BAD_REQUEST" : undefined;
}
