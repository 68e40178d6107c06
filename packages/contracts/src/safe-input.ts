import { z } from "zod";
import { humanMessage } from "./messages.ts";

/**
 * What every request string and number goes through (decision 220): text without control
 * characters, ids within PostgreSQL's `integer`. The schemas refuse hostile input with the
 * 422 body of docs/product.md#validation before any SQL runs (PostgreSQL itself answers NUL in text, or an id past 2^31-1, with
 * an error the server could only report as a 500).
 */

// Installed here, beside the builders every schema uses, so no bundler drops it as unused.
z.config({ customError: humanMessage });

/** PostgreSQL `integer` (int4): every table's id. */
export const maxInt4 = 2_147_483_647;

export const controlCharactersMessage = "This can't contain control characters.";

/**
 * True if `s` holds a C0 control (except tab, line feed and carriage return when `multiline`),
 * DEL, a C1 control, or a lone UTF-16 surrogate (not text in any encoding).
 */
export function hasUnsafeCharacters(s: string, multiline = false): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (multiline && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
      return true;
    }
    if (c >= 0x7f && c <= 0x9f) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

type StringParams = Parameters<typeof z.string>[0];

/** A one-line request string: no control characters at all. Chain `.trim()`, `.max()` etc. as usual. */
export const safeString = (params?: StringParams) =>
  z.string(params).refine((s) => !hasUnsafeCharacters(s), controlCharactersMessage);

/** A multi-line request string (descriptions, messages): tab, line feed and carriage return allowed. */
export const safeText = (params?: StringParams) =>
  z.string(params).refine((s) => !hasUnsafeCharacters(s, true), controlCharactersMessage);

/** An id in a JSON body: a whole number from 1 to 2,147,483,647. */
export const idSchema = (message = "Choose an existing item.") =>
  z.number({ error: message }).int(message).min(1, message).max(maxInt4, message);

/** An id in a path or query string: digits only (no `1e3`, `0x10`, spaces or signs), within int4. */
export const idParamSchema = (message = "This isn't a valid id.") =>
  safeString({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= maxInt4, message);

/** A whole number in a query string (page sizes, prices) within `min`..`max`. */
export const intQuerySchema = (min: number, max: number, message = `Enter a whole number from ${min} to ${max}.`) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Degrees to 7 decimals (about 1 cm); a subnormal such as 5e-324, which PostgreSQL's float8 refuses, becomes 0. */
const roundDegrees = (v: number) => Math.round(v * 1e7) / 1e7 || 0;

/**
 * A latitude (`limit` 90) or longitude (180) in a JSON body, rounded to 7 decimals before any SQL
 * sees it (the fuzz suite found 5e-324 answered 500, proof/fuzz.ts).
 */
export const degreesSchema = (limit: number, message?: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).transform(roundDegrees);

/** The same in a query string. */
export const degreesQuerySchema = (limit: number, message?: string) =>
  z.coerce.number({ error: message }).min(-limit, message).max(limit, message).transform(roundDegrees);

/** A cursor as the API wrote it (base64url); its contents are checked by the server's codec. */
export const cursorSchema = safeString()
  .max(1000, "This page link has expired; start from the first page.")
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, "This page link has expired; start from the first page.");
