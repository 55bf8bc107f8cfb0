// Admin mutations (fields marked `@Extensions({ admin: true })`) need `Authorization: Bearer
// <ADMIN_TOKEN>`. Checked once the operation is known and before anything executes, so an operation
// that mixes an admin field with others is refused whole: HTTP 401, UNAUTHENTICATED, nothing changed.
// A valid token marks the context; admin resolvers also refuse an unmarked context (requireAdmin).
import { createHash, timingSafeEqual } from "node:crypto";
import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, Kind, type FragmentDefinitionNode, type GraphQLObjectType, type SelectionSetNode } from "graphql";
import type { Context } from "./context.type.js";

export const ADMIN_EXTENSION = "admin";

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: "UNAUTHENTICATED", http: { status: 401, headers: new HeaderMap([["www-authenticate", 'Bearer realm="riftrules admin"']]) } },
  });
}

/** Refuses a resolver call that the plugin has not authorised (a second line of defence). */
export function requireAdmin(context: Context): void {
  if (context.admin !== true) throw unauthenticated("admin operations need Authorization: Bearer <admin token>");
}

export function adminAuthPlugin(adminToken: string | undefined): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, schema, request, contextValue }) {
          if (!operation) return; // Apollo refuses the request without executing anything
          const root = operation.operation === "mutation" ? schema.getMutationType() : operation.operation === "query" ? schema.getQueryType() : schema.getSubscriptionType();
          if (!root) return;
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
          const adminFields = [...rootFieldNames(operation.selectionSet, fragments)].filter((name) => isAdminField(root, name));
          if (adminFields.length === 0) return;
          const what = adminFields.join(", ");
          if (!adminToken) throw unauthenticated(`${what}: admin operations are disabled on this server (no admin token is configured)`);
          const presented = bearer(request.http?.headers.get("authorization"));
          if (!presented) throw unauthenticated(`${what}: admin operations need Authorization: Bearer <admin token>`);
          if (!sameSecret(presented, adminToken)) throw unauthenticated(`${what}: the admin token is not valid`);
          contextValue.admin = true;
        },
      };
    },
  };
}

function isAdminField(root: GraphQLObjectType, name: string): boolean {
  return root.getFields()[name]?.extensions?.[ADMIN_EXTENSION] === true;
}

function rootFieldNames(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>(), names = new Set<string>()): Set<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFieldNames(selection.selectionSet, fragments, seen, names);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) rootFieldNames(fragment.selectionSet, fragments, seen, names);
    }
  }
  return names;
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

function sameSecret(presented: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
