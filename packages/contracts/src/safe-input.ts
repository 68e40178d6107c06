import { z } from "zod";
import { type SchemaMessage, schemaMessage } from "./schema-message.ts";
import { humanMessage } from "./validation-messages.ts";

/**
 * What every request string and number goes through (decision 220): text without control
 * characters, ids within PostgreSQL's `integer`. The schemas refuse hostile input with the
 * 422 body of docs/product.md#validation before any SQL runs (PostgreSQL itself answers NUL in text, or an id past 2^31-1, with
 * an error the server could only report as a 500).
 */

const pageLinkHasExpiredMessage = schemaMessage(
  /*i18n*/ {
    id: "validation.safe-input.page_link_has_expired",
    message: "This page link has expired; start from the first page.",
  },
);

// Installed here, beside the builders every schema uses, so no bundler drops it as unused.
z.config({ customError: humanMessage });

/** PostgreSQL `integer` (int4): every table's id. */
export const maxInt4 = 2_147_483_647;

const controlCharacters = schemaMessage(
  /*i18n*/ {
    id: "validation.safe-input.cant_contain_control_characters",
    message: "This can't contain control characters.",
  },
);
/** The same in English (tests, and any reader of the raw text). */
export const controlCharactersMessage = controlCharacters.error();

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
  z.string(params).refine((s) => !hasUnsafeCharacters(s), controlCharacters);

/** A multi-line request string (descriptions, messages): tab, line feed and carriage return allowed. */
export const safeText = (params?: StringParams) =>
  z.string(params).refine((s) => !hasUnsafeCharacters(s, true), controlCharacters);

/**
 * Bidi embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069): they reorder how the
 * text around them is shown (a name that reads as someone else's, "Trojan Source" text), and no
 * name, title or message needs them (the Unicode bidi algorithm orders mixed scripts by itself).
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/** `s` without bidi embeddings, overrides and isolates. */
export const stripBidiControls = (s: string): string => s.replace(bidiControls, "");

/**
 * What shows nothing on screen: whitespace of every kind, the default-ignorable code points
 * (zero-width space, non-joiner and joiner U+200B-U+200D, word joiner U+2060, BOM U+FEFF, soft
 * hyphen U+00AD, Mongolian vowel separator U+180E, the Hangul fillers U+115F, U+1160, U+3164 and
 * U+FFA0, combining grapheme joiner U+034F, variation selectors, tag characters...) and the
 * braille blank U+2800.
 */
const invisibleCharacters = /[\s\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when `s` holds at least one character that shows. */
export const hasVisibleText = (s: string): boolean => s.replace(invisibleCharacters, "") !== "";

/** The 422 messages of a name, a title and a message that hold only invisible characters. */
export const invisibleTextMessages = {
  name: schemaMessage(
    /*i18n*/ { id: "validation.safe-input.enter_name_visible_letters", message: "Enter a name with visible letters." },
  ),
  title: schemaMessage(
    /*i18n*/ {
      id: "validation.safe-input.enter_title_visible_letters",
      message: "Enter a title with visible letters.",
    },
  ),
  message: schemaMessage(
    /*i18n*/ { id: "validation.safe-input.enter_message_visible_text", message: "Enter a message with visible text." },
  ),
} as const;

const visibleOrEmpty = (s: string) => s === "" || hasVisibleText(s);

/**
 * A one-line text people read as a name or a title (issue 36, decision 510): a `safeString` with
 * bidi controls stripped, trimmed, and refused with `invisibleMessage` when what is left shows
 * nothing (that one message alone: the length checks after it do not run). Empty text passes
 * this check, so the schema's own `.min()` keeps its message.
 */
export const visibleString = (invisibleMessage: SchemaMessage, params?: StringParams) =>
  safeString(params)
    .overwrite(stripBidiControls)
    .trim()
    .refine(visibleOrEmpty, { ...invisibleMessage, abort: true });

/** The same for a multi-line text people read (a message): a `safeText`, bidi controls stripped. */
export const visibleText = (invisibleMessage: SchemaMessage, params?: StringParams) =>
  safeText(params)
    .overwrite(stripBidiControls)
    .trim()
    .refine(visibleOrEmpty, { ...invisibleMessage, abort: true });

/** An id in a JSON body: a whole number from 1 to 2,147,483,647. */
export const idSchema = (
  message: SchemaMessage | string = schemaMessage(
    /*i18n*/ { id: "validation.safe-input.choose_existing_item", message: "Choose an existing item." },
  ),
) => z.number(message).int(message).min(1, message).max(maxInt4, message);

/** An id in a path or query string: digits only (no `1e3`, `0x10`, spaces or signs), within int4. */
export const idParamSchema = (
  message: SchemaMessage | string = schemaMessage(
    /*i18n*/ { id: "validation.safe-input.isnt_valid_id", message: "This isn't a valid id." },
  ),
) =>
  safeString(message)
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= maxInt4, message);

/** A whole number in a query string (page sizes, prices) within `min`..`max`. */
export const intQuerySchema = (
  min: number,
  max: number,
  message = schemaMessage(
    /*i18n*/ { id: "validation.safe-input.whole_number_between", message: "Enter a whole number from {min} to {max}." },
    { min, max },
  ),
) => z.coerce.number(message).int(message).min(min, message).max(max, message);

/** Degrees to 7 decimals (about 1 cm); a subnormal such as 5e-324, which PostgreSQL's float8 refuses, becomes 0. */
const roundDegrees = (v: number) => Math.round(v * 1e7) / 1e7 || 0;

/**
 * A latitude (`limit` 90) or longitude (180) in a JSON body, rounded to 7 decimals before any SQL
 * sees it (the fuzz suite found 5e-324 answered 500, proof/fuzz.ts).
 */
export const degreesSchema = (limit: number, message?: SchemaMessage) =>
  z.number(message).min(-limit, message).max(limit, message).transform(roundDegrees);

/** The same in a query string. */
export const degreesQuerySchema = (limit: number, message?: SchemaMessage) =>
  z.coerce.number(message).min(-limit, message).max(limit, message).transform(roundDegrees);

/** A cursor as the API wrote it (base64url); its contents are checked by the server's codec. */
export const cursorSchema = safeString()
  .max(1000, pageLinkHasExpiredMessage)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, pageLinkHasExpiredMessage);
