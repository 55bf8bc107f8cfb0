// Errors a client can act on. Each carries a stable `extensions.code`; services throw these, the
// GraphQL layer passes them through, and anything else is masked as INTERNAL_SERVER_ERROR.
import { GraphQLError } from "graphql";

export type ErrorCode = "BAD_USER_INPUT" | "NOT_FOUND" | "CONFLICT" | "UNAUTHENTICATED" | "UNSUPPORTED" | "SERVICE_UNAVAILABLE" | "TIMEOUT";

export class ApiError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

/** Bad input: names the argument or input path and what is expected. */
export function badInput(field: string, message: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError("BAD_USER_INPUT", `${field}: ${message}`, { field, ...extra });
}

/** Importing other content under a version that is already published. */
export class ReleaseConflictError extends Error {
  constructor(readonly version: string, readonly storedHash: string, readonly newHash: string) {
    super(
      `rules release ${version} is already published with other content (stored ${storedHash.slice(0, 12)}, new ${newHash.slice(0, 12)}); ` +
        `a published release is immutable: publish the new content under a new version`,
    );
    this.name = "ReleaseConflictError";
  }
}
