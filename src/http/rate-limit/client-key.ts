// Who a request counts against: its API key when it sends one (x-api-key), else its remote address.
// Keys are hashed, so buckets never hold a secret and a long header makes no long key.
import { createHash } from "node:crypto";

export const API_KEY_HEADER = "x-api-key";

export function clientKey(apiKey: string | undefined | null, remoteAddress: string | undefined | null): string {
  const key = apiKey?.trim();
  if (key) return `key:${createHash("sha256").update(key).digest("base64url").slice(0, 22)}`;
  return `addr:${remoteAddress || "unknown"}`;
}
