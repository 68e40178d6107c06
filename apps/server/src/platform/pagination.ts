import { hasUnsafeCharacters, maxInt4 } from "@guildforge/contracts";
import { ValidationError } from "./errors.ts";

/**
 * The one pagination codec (decision 221): keyset cursors (the last row's sort value and id) and
 * offset cursors, both opaque to clients: base64url of a small versioned JSON object. Decoding
 * never trusts the text: anything that is not exactly what this codec wrote for this list and
 * sort (bad base64, bad JSON, wrong types, huge or fractional numbers, unparseable dates, control
 * characters, another sort's cursor) is the 422 body of docs/product.md#validation on `cursor`, before any SQL runs.
 */

/** Ids are PostgreSQL `integer`s (int4): a cursor's id outside 1..2^31-1 would fail in SQL. */
export const MAX_ID = maxInt4;
/** No list is paged this deep; a larger offset is a crafted cursor. */
export const MAX_OFFSET = 1_000_000;
/** A cursor longer than this was not written by this codec. */
export const MAX_CURSOR_LENGTH = 1_000;
const MAX_TEXT = 300;
const VERSION = 1;

const cursorText = /*i18n*/ {
  id: "error.cursor_expired",
  message: "This page link has expired; start from the first page.",
};
export const cursorMessage = cursorText.message;

/** How a keyset's sort value is checked: an ISO instant, a finite number, short text, or none (id only). */
export type KeyKind = "instant" | "number" | "text" | "none";
export type KeyValue = string | number | null;
export interface Keyset {
  sort: string;
  value: KeyValue;
  id: number;
}

const invalid = () => new ValidationError({ cursor: [cursorText] });
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID;

function encode(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ v: VERSION, ...payload })).toString("base64url");
}

/** The JSON object inside a cursor, or a 422. Legacy cursors (no `v`, or the old class array) are accepted. */
function decodeJson(raw: unknown): unknown {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_CURSOR_LENGTH) throw invalid();
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(raw)) throw invalid();
  try {
    return JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
}

function checkValue(kind: KeyKind, value: unknown): KeyValue {
  switch (kind) {
    case "none":
      if (value !== null && value !== undefined) throw invalid();
      return null;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value) || Math.abs(value) > 1e15) throw invalid();
      return value;
    case "instant":
      if (typeof value !== "string" || !isoInstant.test(value) || Number.isNaN(Date.parse(value))) throw invalid();
      return value;
    case "text":
      if (typeof value !== "string" || value.length > MAX_TEXT || hasUnsafeCharacters(value)) throw invalid();
      return value;
  }
}

/** Keyset cursors: `after the row whose (sort value, id) is this`. */
export const keysetCursor = {
  encode(k: Keyset): string {
    return encode({ s: k.sort, k: k.value, id: k.id });
  },

  /** Checks the cursor belongs to `sort` and its value has the sort's kind. */
  decode(raw: unknown, sort: string, kind: KeyKind): Keyset {
    const json = decodeJson(raw);
    let s: unknown;
    let value: unknown;
    let id: unknown;
    if (Array.isArray(json) && json.length === 3) {
      // Before decision 221 the class browse cursor was `[sort, value, id]`; links with it live in URLs.
      [s, value, id] = json;
    } else if (json !== null && typeof json === "object" && !Array.isArray(json)) {
      const o = json as Record<string, unknown>;
      if (o.v !== VERSION) throw invalid();
      ({ s, k: value, id } = o);
    } else {
      throw invalid();
    }
    if (s !== sort || !isId(id)) throw invalid();
    return { sort, value: checkValue(kind, value), id };
  },
};

/** Offset cursors: `skip this many rows` (lists whose order moves while paging, decision 112). */
export const offsetCursor = {
  encode(offset: number): string {
    return encode({ o: offset });
  },

  /** 0 without a cursor. */
  decode(raw: unknown): number {
    if (raw === undefined || raw === "") return 0;
    const json = decodeJson(raw);
    if (json === null || typeof json !== "object" || Array.isArray(json)) throw invalid();
    const o = json as Record<string, unknown>;
    // Cursors written before decision 221 had no version; they live in class-request page URLs.
    if (o.v !== undefined && o.v !== VERSION) throw invalid();
    if (!Number.isSafeInteger(o.o) || (o.o as number) < 0 || (o.o as number) > MAX_OFFSET) throw invalid();
    return o.o as number;
  },

  /** The next page's cursor, or null on the last page. */
  next(offset: number, pageSize: number, total: number): string | null {
    return offset + pageSize < total ? offsetCursor.encode(offset + pageSize) : null;
  },
};

/** How many rows a page of `limit` reads: one more than it shows, to know whether another page follows. */
export const rowsToRead = (limit: number) => limit + 1;

/**
 * The one page builder of every keyset or `limit + 1` list: `rows` were read with
 * `rowsToRead(limit)`; the page is the first `limit` of them, and the next page's cursor (written
 * by `cursorAfter` from the page's last row) exists only when more rows followed.
 */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  cursorAfter: (last: T) => string,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last !== undefined ? cursorAfter(last) : null };
}

/** One page of a list as a service returns it (presenters shape it into `{ data, meta }`). */
export interface ListPage<T> {
  rows: T[];
  /** The next page's cursor, null on the last page. */
  nextCursor: string | null;
  /** Every row of the list, on every page. */
  total: number;
}
