// resolveChain asked again: the same question (the same document and variables, on the same data, code and
// day) has the same answer, since the engine is deterministic and a published release never changes. The
// service already computes each question's answer once (src/services/resolutions.service.ts); this plugin
// also keeps the answer's JSON as the client's selection gave it the first time, and answers the question
// asked again with that JSON, its resolution's id and time replaced by the new resolution's: no coercion,
// no execution, no serialisation. Every asking is still a resolution of its own, stored before it is
// answered (askAgain), with the rate limit and the limits applied as to any request (they run before).
//
// Kept in this process only (an LruStore, as the in-process hot-read cache), for an hour at most, up to a set
// number of bytes (the least recently used go first; one answer at most a quarter of them), from a question's second asking on (most questions are asked once: keeping each would only fill
// the memory and churn it). Only an operation that is one resolveChain field and answered without errors is kept; a request
// whose variables hold the resolution's id or time is not (nothing else in an answer could be mistaken for
// them). `X-Resolution-Replay: hit` or `miss` says which it was.
import { createHash } from "node:crypto";
import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { Kind, type OperationDefinitionNode } from "graphql";
import { LruStore } from "../../cache/hot-cache.js";
import { today } from "../../domain/dates.js";
import type { ResolutionRecord } from "../../domain/resolutions.js";
import type { Context } from "../../graphql/context.type.js";
import type { Asking } from "../../services/resolutions.service.js";
import { keepSerialized } from "./response-cache.js";
import { giveWay } from "../../give-way.js";

export const REPLAY_HEADER = "x-resolution-replay";
const TTL_SECONDS = 3_600;
/** An answer longer than this (JSON characters) is not kept. */
const MAX_CHARS = 512 * 1024;
/** Questions remembered as asked once (their keys alone), so that the second asking is kept. */
const SEEN_KEYS = 10_000;

/** An answer's JSON cut where its resolution's id and time were: `parts` around `slots` (0: the id, 1: the time). */
interface Template {
  parts: string[];
  slots: (0 | 1)[];
}

interface Entry {
  template: Template;
  asking: Asking;
  /** JSON characters it keeps: the template's, and the answer it stores from (kept alive by the entry once the service's cache lets it go). */
  chars: number;
}

/** The answer's JSON cut at every quoted occurrence of the resolution's id and time. */
export function templateOf(json: string, own: Pick<ResolutionRecord, "id" | "createdAt">): Template {
  const markers = [JSON.stringify(own.id), JSON.stringify(own.createdAt)];
  const parts: string[] = [];
  const slots: (0 | 1)[] = [];
  let at = 0;
  for (;;) {
    const found = markers.map((m) => json.indexOf(m, at));
    const slot: 0 | 1 = found[0] !== -1 && (found[1] === -1 || found[0] < found[1]) ? 0 : 1;
    if (found[slot] === -1) break;
    parts.push(json.slice(at, found[slot]));
    slots.push(slot);
    at = found[slot] + markers[slot].length;
  }
  parts.push(json.slice(at));
  return { parts, slots };
}

/** The JSON with another resolution's id and time in their places. */
export function fill(template: Template, own: Pick<ResolutionRecord, "id" | "createdAt">): string {
  const values = [JSON.stringify(own.id), JSON.stringify(own.createdAt)];
  let json = template.parts[0];
  for (let i = 0; i < template.slots.length; i++) json += values[template.slots[i]] + template.parts[i + 1];
  return json;
}

/** An operation that is one resolveChain field, alone (aliased or not): its answer is that resolution's. */
function isOneResolveChain(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== "mutation") return false;
  const selections = operation.selectionSet.selections;
  return selections.length === 1 && selections[0].kind === Kind.FIELD && selections[0].name.value === "resolveChain";
}

/** maxBytes: how much the kept answers may take (strings at two bytes a character); 0 turns replays off. build: the running code's identity. */
export function resolutionReplayPlugin(options: { maxBytes: number; build: string; now?: () => number }): ApolloServerPlugin<Context> {
  // strings at two bytes a character
  const entries = new LruStore<Entry>(options.maxBytes, (key, entry) => (key.length + entry.chars) * 2, options.now);
  // the questions asked once lately: asked again, their answer is kept
  const seen = new Set<string>();
  const askedBefore = (key: string): boolean => {
    if (seen.delete(key)) return true;
    if (seen.size >= SEEN_KEYS) seen.delete(seen.values().next().value as string);
    seen.add(key);
    return false;
  };

  return {
    async requestDidStart() {
      let key: string | null = null;
      let variablesJson = "";
      let replayed = false;
      return {
        async responseForOperation({ request, source, operation, contextValue }) {
          if (options.maxBytes <= 0 || !isOneResolveChain(operation)) return null;
          const { cards, rules, resolutions } = contextValue.services;
          // a large request's key (its variables' JSON, hashed) is a step of its own (src/http/app.ts, LARGE_BODY_CHARS)
          if (contextValue.largeRequest) await giveWay();
          try {
            const [library, releases] = await Promise.all([cards.libraryVersion(), rules.epoch()]);
            variablesJson = JSON.stringify(request.variables ?? {});
            key = createHash("sha256")
              .update(JSON.stringify([source, request.operationName ?? null, options.build, library, releases, today()]))
              .update(variablesJson)
              .digest("base64url");
          } catch {
            // the database unreachable, or variables too deep to serialise: the mutation runs, and fails if it does with its own error
            key = null;
            return null;
          }
          const entry = entries.get(key);
          if (!entry) return null;
          let own: Pick<ResolutionRecord, "id" | "createdAt">;
          try {
            own = await resolutions.askAgain(entry.asking);
          } catch {
            // not stored (the database unreachable, say): the mutation runs as the first time did, and reports its own error
            return null;
          }
          // the answer's JSON stands for its data: stringifyResult sends it as it is
          const data = {};
          keepSerialized(data, fill(entry.template, own));
          replayed = true;
          return { http: { headers: new HeaderMap([[REPLAY_HEADER, "hit"]]), status: undefined }, body: { kind: "single", singleResult: { data } } };
        },
        async willSendResponse({ response, errors, contextValue }) {
          // The resolution is let go of here: the request's context outlives the young generation's collections
          // (a request promoted ~20 KB more while its context held a resolution after the answer: the record,
          // its parsed transcript).
          const made = contextValue.resolution;
          contextValue.resolution = undefined;
          if (!key || replayed) return;
          response.http.headers.set(REPLAY_HEADER, "miss");
          if (errors?.length || response.body.kind !== "single") return;
          const { data, errors: failed, extensions } = response.body.singleResult;
          if (failed?.length || extensions || data == null || !made) return;
          const asking = contextValue.services.resolutions.askingOf(made);
          if (!asking || variablesJson.includes(made.id) || variablesJson.includes(made.createdAt) || !askedBefore(key)) return;
          const json = JSON.stringify({ data });
          keepSerialized(data, json); // made once, for the client and the template
          if (json.length > MAX_CHARS) return;
          entries.set(key, { template: templateOf(json, made), asking, chars: json.length + asking.answerChars }, TTL_SECONDS);
        },
      };
    },
  };
}
