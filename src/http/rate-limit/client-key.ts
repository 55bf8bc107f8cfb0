// Who a request counts against: the keyId of its API key (x-api-key) when it sends a valid one, else
// its remote address. A key that does not verify (made up, badly signed, revoked) is refused, never
// counted by address: otherwise rotating invented keys would escape the address's bucket. With no
// API_KEY_SECRET the header cannot be verified and is ignored: every request counts by address.
import { verifyApiKey, type ApiKeyConfig } from "./api-key.js";

export const API_KEY_HEADER = "x-api-key";
export const INVALID_API_KEY = "INVALID_API_KEY";

export type ClientIdentity = { ok: true; client: string } | { ok: false; message: string };

const REASONS = {
  malformed: "it is not an issued key (rr_<keyId>_<signature>)",
  signature: "its signature does not verify",
  revoked: "it has been revoked",
} as const;

export function identifyClient(apiKey: string | undefined | null, remoteAddress: string | undefined | null, keys: ApiKeyConfig): ClientIdentity {
  const address: ClientIdentity = { ok: true, client: `addr:${remoteAddress || "unknown"}` };
  const presented = apiKey?.trim();
  if (!presented || keys.secrets.length === 0) return address;
  const check = verifyApiKey(presented, keys);
  if (check.kind === "valid") return { ok: true, client: `key:${check.keyId}` };
  return { ok: false, message: `${API_KEY_HEADER}: the API key is not valid: ${REASONS[check.reason]}` };
}
