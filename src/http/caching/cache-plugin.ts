// Sets Cache-Control on GraphQL answers: cacheable only for successful queries over GET (the form a
// CDN or a phone can keep, with persisted query hashes); everything else is `no-store`. The HTTP front
// (src/http/app.ts) adds the ETag and answers If-None-Match with 304.
import type { ApolloServerPlugin } from "@apollo/server";
import type { Context } from "../../graphql/context.type.js";
import { cacheControlHeader, cachePolicy } from "./cache-policy.js";

export function cachePlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, document, errors }) {
          const http = response.http;
          const body = response.body;
          const failed = Boolean(errors?.length) || (body.kind === "single" && Boolean(body.singleResult.errors?.length));
          const cacheable = request.http?.method === "GET" && document && !failed;
          const policy = cacheable ? cachePolicy(document, request.operationName, request.variables) : null;
          http.headers.set("cache-control", cacheControlHeader(policy));
          if (policy) http.headers.set("vary", "accept, apollo-require-preflight, x-apollo-operation-name");
        },
      };
    },
  };
}
