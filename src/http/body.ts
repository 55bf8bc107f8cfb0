// Reads a request body with an explicit size limit.
import type { IncomingMessage } from "node:http";

/** A refusal at the HTTP level (body too large, rate limited, unauthorized), answered as JSON. */
export class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limitBytes) throw new HttpError(413, "PAYLOAD_TOO_LARGE", `request body is limited to ${limitBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) {
      req.destroy();
      throw new HttpError(413, "PAYLOAD_TOO_LARGE", `request body is limited to ${limitBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
