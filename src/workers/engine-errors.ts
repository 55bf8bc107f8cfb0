// The two refusals of the engine pool, as client errors with a stable code.
import { HeaderMap } from "@apollo/server";
import { ApiError } from "../errors.js";

/** Every worker is busy and the waiting line is full: 503 with Retry-After, answered at once. */
export function engineBusy(workers: number, queueLimit: number, retryAfterSeconds = 1): ApiError {
  return new ApiError(
    "SERVICE_UNAVAILABLE",
    `resolveChain is busy: ${workers} resolution(s) running and ${queueLimit} waiting, the most the server takes; retry in ${retryAfterSeconds} s`,
    { reason: "BUSY", retryAfterSeconds, http: { status: 503, headers: new HeaderMap([["retry-after", String(retryAfterSeconds)]]) } },
  );
}

/** The task ran (or waited) past the wall-clock deadline: the worker was stopped. */
export function engineTimeout(deadlineMs: number): ApiError {
  return new ApiError(
    "TIMEOUT",
    `resolveChain did not finish within ${deadlineMs} ms and was stopped; try a smaller board or a shorter chain`,
    { deadlineMs },
  );
}
