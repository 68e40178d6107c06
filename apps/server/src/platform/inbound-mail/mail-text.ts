import { createHash } from "node:crypto";
import { hasVisibleText } from "@guildforge/contracts";

/**
 * What a mail may bring into the database and the log (issue 36 point 5, decision 507). A reply is
 * text someone else's mail client wrote: it can hold NUL (which PostgreSQL refuses in `text`, and
 * which made the listener answer 451 so senders retried for days), other control characters, bidi
 * overrides that reorder what readers see, and Message-IDs of any length.
 */

/**
 * C0 controls except tab, line feed and carriage return; DEL; C1 controls; lone UTF-16 surrogates
 * (the characters `hasUnsafeCharacters` in packages/contracts refuses in request text), and the
 * bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069).
 */
const unsafeInText =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The reply's text with those characters removed (a reply is never refused for them: they are dropped). */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(unsafeInText, "");
}

/**
 * True when nothing in `text` would show: whitespace, default-ignorable characters (zero-width,
 * Hangul fillers, ...), the braille blank. The same test as a message written on the site
 * (`hasVisibleText` in packages/contracts, decision 510).
 */
export function isBlank(text: string): boolean {
  return !hasVisibleText(text);
}

/** Message-IDs longer than this are stored by digest (PostgreSQL's unique index refuses long keys). */
export const messageIdMaxLength = 250;

/**
 * The Message-ID the reply is stored under, once per mail: the mail's own when it is printable
 * ASCII within `messageIdMaxLength`, else a SHA-256 of it (so a redelivery still matches), and a
 * SHA-256 of the whole mail when it has none.
 */
export function storedMessageId(messageId: string | undefined, raw: Buffer): string {
  const id = messageId?.trim() ?? "";
  if (!id) return `<${createHash("sha256").update(raw).digest("hex")}@digest.invalid>`;
  if (id.length <= messageIdMaxLength && /^[\x21-\x7e]+$/.test(id)) return id;
  return `<${createHash("sha256").update(id).digest("hex")}@id-digest.invalid>`;
}

/** A value from a mail for the log: unsafe characters dropped and cut to `max` characters. */
export function forLog(value: string, max = 100): string {
  const clean = stripUnsafeCharacters(value).replace(/[\r\n\t]/g, " ");
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/**
 * What the log says of an unexpected failure: the error's class and its SQLSTATE or errno code,
 * never its message (a database error's message carries the SQL text and the values: the body).
 */
export function failureSummary(error: unknown): { name: string; code?: string } {
  const names: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { name?: unknown; code?: unknown; cause?: unknown; constructor?: { name?: string } };
    names.push(typeof e.name === "string" ? e.name : (e.constructor?.name ?? typeof current));
    if (!code && typeof e.code === "string" && /^[A-Z0-9_]{1,40}$/.test(e.code)) code = e.code;
    current = e.cause;
  }
  return code ? { name: names.join(" < "), code } : { name: names.join(" < ") };
}

/**
 * True when the database refused the reply's data itself (SQLSTATE class 22, data exception, or
 * 54, program limit exceeded): sending it again would fail again, so the answer is permanent.
 */
export function isDataRefusal(error: unknown): boolean {
  const code = failureSummary(error).code;
  return !!code && /^(22|54)[0-9A-Z]{3}$/.test(code);
}
