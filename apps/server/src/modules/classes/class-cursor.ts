import type { ClassSort } from "@guildforge/contracts";
import { ValidationError } from "../../platform/errors.ts";

/** The keyset position after the last row of a page: the sort key's value and the id. */
export interface ClassCursor {
  sort: ClassSort;
  value: string | number;
  id: number;
}

/** Opaque to clients: base64url of a small JSON array. */
export function encodeClassCursor(c: ClassCursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.value, c.id])).toString("base64url");
}

export function decodeClassCursor(raw: string, sort: ClassSort): ClassCursor {
  try {
    const [s, value, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as [string, unknown, unknown];
    if (s !== sort || !Number.isSafeInteger(id) || (typeof value !== "string" && typeof value !== "number")) {
      throw new Error("bad cursor");
    }
    return { sort, value, id: id as number };
  } catch {
    throw new ValidationError({ cursor: ["This page link has expired; start from the first page."] });
  }
}
