// Checks on a request's GraphQL source text, run by the HTTP front before Apollo parses it (Apollo's
// plugin hooks before parsing cannot refuse a request with a client error).

/** Throws HttpError to refuse the request. */
export type SourceCheck = (source: string) => void;

/** The `query` of a POST body or of a GET's query string; undefined for anything else (Apollo refuses it). */
export function graphqlSourceOf(body: unknown, url: URL): string | undefined {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const query = (body as { query?: unknown }).query;
    return typeof query === "string" ? query : undefined;
  }
  return url.searchParams.get("query") ?? undefined;
}
