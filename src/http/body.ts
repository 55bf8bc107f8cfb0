// Reads a request body with an explicit size limit. A body over the limit is refused with 413 as soon
// as that is known (from Content-Length, or once the bytes read pass the limit) and nothing more of it
// is kept: what still arrives is read and dropped for a short while, so that the client, still
// sending, gets to read the 413 rather than a connection reset, and then the connection is closed.
import type { IncomingMessage } from "node:http";

/** A refusal at the HTTP level (body too large, rate limited, unauthorized), answered as JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More `extensions` for the client, beside `code`. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE";

/** How long the rest of a refused body is read and dropped before the connection is closed. */
export const DISCARD_MS = 2_000;

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limitBytes) throw refuse(req, limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw refuse(req, limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function refuse(req: IncomingMessage, limitBytes: number): HttpError {
  const socket = req.socket;
  const close = setTimeout(() => socket.destroy(), DISCARD_MS);
  close.unref();
  const keep = () => clearTimeout(close);
  req.once("end", keep); // the whole body came in time: the connection may serve the next request
  socket.once("close", keep);
  req.resume(); // flowing with no listener: chunks are dropped as they arrive
  return new HttpError(413, PAYLOAD_TOO_LARGE, `request body is limited to ${limitBytes} bytes`, {}, { limit: "body", max: limitBytes });
}
