// API keys are issued, not invented: `rr_<keyId>_<signature>`, the signature an HMAC-SHA256 of the
// keyId under the server secret (API_KEY_SECRET), base64url, first 32 characters (192 bits). Any
// instance holding the secret verifies a key on its own, with no registry to share. Several secrets
// may be configured to rotate them: the first signs, any one verifies. Revoked keyIds are refused.
// Only node:crypto here: the CLI issues keys with this module without starting anything.
import { createHmac, timingSafeEqual } from "node:crypto";

export const API_KEY_PREFIX = "rr_";
/** Letters, digits and hyphens, 1 to 64 of them (no "_": it ends the keyId in a key). */
export const KEY_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
const SIGNATURE_LENGTH = 32;
/** Shortest secret accepted: 16 characters. */
export const MIN_SECRET_LENGTH = 16;

export interface ApiKeyConfig {
  /** Secrets that verify keys; the first signs new ones. Empty: API keys are disabled. */
  secrets: string[];
  /** keyIds refused even with a valid signature. */
  revoked: ReadonlySet<string>;
}

export type ApiKeyCheck =
  | { kind: "valid"; keyId: string }
  | { kind: "invalid"; reason: "malformed" | "signature" | "revoked" };

export class ApiKeyError extends Error {}

function signature(keyId: string, secret: string): string {
  return createHmac("sha256", secret).update(keyId).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

/** The key for `keyId`, signed with the first secret. */
export function issueApiKey(keyId: string, secrets: string | string[]): string {
  const secret = (Array.isArray(secrets) ? secrets : parseSecrets(secrets))[0];
  if (!secret) throw new ApiKeyError("API_KEY_SECRET is not set: keys are signed with it (the server verifies them with the same secret)");
  if (!KEY_ID_PATTERN.test(keyId)) throw new ApiKeyError(`a keyId is 1 to 64 letters, digits or hyphens (got "${keyId}")`);
  return `${API_KEY_PREFIX}${keyId}_${signature(keyId, secret)}`;
}

/** Checks a presented key against every secret, in constant time for each. */
export function verifyApiKey(key: string, config: ApiKeyConfig): ApiKeyCheck {
  if (!key.startsWith(API_KEY_PREFIX)) return { kind: "invalid", reason: "malformed" };
  const rest = key.slice(API_KEY_PREFIX.length);
  const at = rest.indexOf("_");
  const keyId = at < 0 ? "" : rest.slice(0, at);
  const presented = Buffer.from(at < 0 ? "" : rest.slice(at + 1));
  if (!KEY_ID_PATTERN.test(keyId) || presented.length !== SIGNATURE_LENGTH) return { kind: "invalid", reason: "malformed" };
  let matches = false;
  for (const secret of config.secrets) {
    if (timingSafeEqual(presented, Buffer.from(signature(keyId, secret)))) matches = true;
  }
  if (!matches) return { kind: "invalid", reason: "signature" };
  if (config.revoked.has(keyId)) return { kind: "invalid", reason: "revoked" };
  return { kind: "valid", keyId };
}

/** API_KEY_SECRET's comma-separated secrets; each must be at least MIN_SECRET_LENGTH characters. */
export function parseSecrets(raw: string | undefined): string[] {
  const secrets = (raw ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const short = secrets.findIndex((s) => s.length < MIN_SECRET_LENGTH);
  if (short >= 0) throw new ApiKeyError(`API_KEY_SECRET: secret ${short + 1} is shorter than ${MIN_SECRET_LENGTH} characters`);
  return secrets;
}

/** API_KEYS_REVOKED's comma-separated keyIds. */
export function parseRevoked(raw: string | undefined): Set<string> {
  return new Set((raw ?? "").split(",").map((s) => s.trim()).filter(Boolean));
}
