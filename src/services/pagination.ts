// Relay-style connections: `first` between 1 and 100, opaque cursors (an offset, or a sort key).
import { badInput } from "../errors.js";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export function pageSize(first: number | null | undefined, field = "first"): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw badInput(field, `must be between 1 and ${MAX_PAGE_SIZE} (got ${first})`, { max: MAX_PAGE_SIZE });
  }
  return first;
}

export function encodeCursor(kind: string, value: string | number): string {
  return Buffer.from(`${kind}:${value}`, "utf8").toString("base64url");
}

/** The value inside a cursor made by encodeCursor(kind, …); a bad cursor is the client's error. */
export function decodeCursor(cursor: string, kind: string, field: string): string {
  const decoded = Buffer.from(cursor, "base64url").toString("utf8");
  const prefix = `${kind}:`;
  if (!decoded.startsWith(prefix) || decoded.length === prefix.length) {
    throw badInput(field, "is not a cursor returned by this connection");
  }
  return decoded.slice(prefix.length);
}

export function decodeOffsetCursor(cursor: string, kind: string, field: string): number {
  const n = Number(decodeCursor(cursor, kind, field));
  if (!Number.isInteger(n) || n < 0) throw badInput(field, "is not a cursor returned by this connection");
  return n;
}
