import { ValidationError } from "../../platform/errors.ts";

/**
 * Class-request lists page by offset (decision 112): vote counts move while a visitor pages, so
 * a keyset on them is no steadier, and the lists are small. Opaque to clients (base64url JSON).
 */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

export function decodeOffsetCursor(raw: string | undefined): number {
  if (!raw) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as { o: unknown };
    if (typeof o !== "number" || !Number.isSafeInteger(o) || o < 0) throw new Error("bad cursor");
    return o;
  } catch {
    throw new ValidationError({ cursor: ["This page link has expired; start from the first page."] });
  }
}

/** The next page's cursor, or null on the last page. */
export function nextCursor(offset: number, pageSize: number, total: number): string | null {
  return offset + pageSize < total ? encodeOffsetCursor(offset + pageSize) : null;
}
