// API keys for tests: every server the tests start holds TEST_API_KEY_SECRET, and tests mint issued
// keys with it (a made-up x-api-key is refused with 401 INVALID_API_KEY).
import { randomBytes } from "node:crypto";
import { issueApiKey } from "../../src/http/rate-limit/api-key.js";

export const TEST_API_KEY_SECRET = "test-secret-for-riftrules-api-keys";

/** An issued key for `keyId` (default: a fresh one, so a fresh rate-limit bucket). */
export function testApiKey(keyId = `test-${randomBytes(6).toString("hex")}`, secret = TEST_API_KEY_SECRET): string {
  return issueApiKey(keyId, secret);
}
