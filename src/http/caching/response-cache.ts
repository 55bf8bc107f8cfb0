// Whole answers to cacheable queries, kept in the hot-read cache: a query asked again (the same text,
// operation and variables) is answered without running it. What may be kept, and for how long, is what
// src/http/caching/cache-policy.ts tells CDNs and phones (capped at ten minutes here), whatever the HTTP
// method; the key also names the data it was computed from (the card library's version, the published
// releases) and today's date, so an import or a new day is never answered from an older entry.
// Mutations, answers with errors and answers over 512 KB are never kept. `X-Cache: hit` or `miss` says
// which it was (for a cacheable query; none for the rest).
import { createHash } from "node:crypto";
import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from "@apollo/server";
import type { FormattedExecutionResult } from "graphql";
import type { ReadThrough } from "../../cache/hot-cache.js";
import { today } from "../../domain/dates.js";
import type { Context } from "../../graphql/context.type.js";
import { cachePolicy } from "./cache-policy.js";

/**
 * The JSON of answers held in the cache, by their `data` object: a cached answer is sent as the text it was
 * stored as, not serialised again (see stringifyResult).
 */
const serialized = new WeakMap<object, string>();

/** Makes `json` (the whole response's JSON) what stringifyResult sends for the response whose data is `data`. */
export function keepSerialized(data: object, json: string): void {
  serialized.set(data, json);
}

/** Apollo's stringifyResult: compact JSON, and a cached answer's stored text as it is. */
export function stringifyResult(value: FormattedExecutionResult): string {
  if (value.data && !value.errors && !value.extensions) {
    const known = serialized.get(value.data);
    if (known) return known;
  }
  return JSON.stringify(value);
}

const MAX_SECONDS = 600;
const MAX_CHARS = 512 * 1024;
const KIND = "response";

export function responseCachePlugin(reads: () => ReadThrough | null): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let key: string | null = null;
      let seconds = 0;
      let answered = false;
      return {
        async responseForOperation({ request, document, source, operation, contextValue }): Promise<GraphQLResponse | null> {
          const cache = reads();
          if (!cache || operation?.operation !== "query") return null;
          const policy = cachePolicy(document, request.operationName, request.variables);
          if (!policy) return null;
          const { cards, rules } = contextValue.services;
          let question: string;
          try {
            const [library, releases] = await Promise.all([cards.libraryVersion(), rules.epoch()]);
            question = JSON.stringify([source, request.operationName ?? null, request.variables ?? {}, library, releases, today()]);
          } catch {
            // the database unreachable, or variables too deep to serialise: the query runs uncached and
            // fails, if it does, with its own error
            return null;
          }
          key = createHash("sha256").update(question).digest("base64url");
          seconds = Math.min(policy.maxAge, MAX_SECONDS);
          const hit = await cache.peek<FormattedExecutionResult>(KIND, key, seconds);
          if (!hit?.data) return null;
          if (!serialized.has(hit.data)) serialized.set(hit.data, JSON.stringify({ data: hit.data }));
          answered = true;
          return { http: { headers: new HeaderMap([["x-cache", "hit"]]), status: undefined }, body: { kind: "single", singleResult: hit } };
        },
        async willSendResponse({ response, errors }) {
          const cache = reads();
          if (!cache || !key || answered) return;
          response.http.headers.set("x-cache", "miss");
          if (errors?.length || response.body.kind !== "single") return;
          const { data, errors: failed, extensions } = response.body.singleResult;
          if (failed?.length || extensions || data == null) return;
          const json = JSON.stringify({ data });
          if (json.length > MAX_CHARS) return;
          serialized.set(data, json);
          await cache.store(KIND, key, { data }, seconds, json);
        },
      };
    },
  };
}
