// Requests Node's HTTP parser refuses before any handler runs (oversized headers, malformed HTTP, a
// request that took too long) get the same JSON error shape, with a code, as every other refusal.
import { STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";

const REFUSALS: Record<string, [status: number, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "HEADERS_TOO_LARGE", "request headers are too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "REQUEST_TIMEOUT", "the request was not received in time"],
};

export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, message] = REFUSALS[error.code ?? ""] ?? [400, "BAD_REQUEST", "malformed HTTP request"];
    const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
