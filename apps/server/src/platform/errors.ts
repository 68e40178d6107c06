import type { ServerErrorCode } from "@guildforge/contracts";
import { type ServerText, type TextRef, type TextValues, textRef, translate } from "./i18n/server-i18n.ts";

/**
 * What an error says: plain English (a message nobody translated yet), or a text of the server's
 * catalog (`/*i18n*\/ { id, message }`) that the error handler renders in the request's language
 * (docs/topics/i18n.md "The API's error messages"). Its English is `message`, byte for byte.
 */
export type ErrorText = string | ServerText;

/** An error meant for the user: a stable code, an HTTP status, a safe message. */
export class AppError extends Error {
  readonly code: ServerErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The message as a reference to the catalog, when it is one: rendered in the reader's language. */
  readonly text: TextRef | undefined;
  constructor(
    status: number,
    code: ServerErrorCode,
    message: ErrorText,
    headers: Record<string, string> = {},
    values?: TextValues,
  ) {
    // A text that carries its values (a policy's conflict: `withValues`) brings them along.
    const all = values ?? (typeof message === "string" ? undefined : (message as { values?: TextValues }).values);
    super(typeof message === "string" ? message : translate("en", message, all));
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.text = typeof message === "string" ? undefined : textRef(message, all);
  }

  /** The message in a language ("en" is `message`). */
  messageIn(language: string): string {
    return this.text ? translate(language, this.text) : this.message;
  }
}

const tooMany = /*i18n*/ { id: "error.validation.many", message: "Please fix {count} validation errors" };
const checkForm = /*i18n*/ { id: "error.validation.none", message: "Please check the form for errors" };

/** docs/product.md#validation: the 422's `message` from its field messages, in a language. */
export function validationSummary(errors: Record<string, string[]>, language = "en"): string {
  const fields = Object.values(errors);
  if (fields.length > 1) return translate(language, tooMany, { count: fields.length });
  return fields[0]?.[0] ?? translate(language, checkForm);
}

/** A field's message: plain English, or a catalog text (with its values) rendered in the reader's language. */
export type FieldText = ErrorText | (ServerText & { values?: TextValues });

/** A catalog text with its values, for a field of a `ValidationError`. */
export const withValues = (text: ServerText, values: TextValues): FieldText => ({ ...text, values });

/**
 * A 422 with the validation body (docs/product.md#error-bodies): `{ message, errors: { field: [messages] } }`,
 * and `codes: { field: [code] }` when the refusal names codes.
 */
export class ValidationError extends Error {
  /** The field messages in English (logs, tests, a request that asks for no language). */
  readonly errors: Record<string, string[]>;
  /** Each field message as a reference to the catalog, when it is one: rendered in the reader's language. */
  readonly texts: Record<string, (TextRef | undefined)[]>;
  /** Stable codes by field for a refusal a client tells apart (the 422's `codes`), never its words. */
  readonly codes: Record<string, string[]> | undefined;
  constructor(errors: Record<string, FieldText[]>, codes?: Record<string, string[]>) {
    const english = englishFields(errors);
    // Same rule as the client (docs/product.md#validation): count fields; one field -> its first message.
    super(validationSummary(english));
    this.errors = english;
    this.codes = codes;
    this.texts = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        messages.map((m) => (typeof m === "string" ? undefined : textRef(m, "values" in m ? m.values : undefined))),
      ]),
    );
  }

  /** One field's refusal: plain English, or a catalog text rendered in the reader's language. */
  static of(field: string, message: ErrorText, values?: TextValues): ValidationError {
    return new ValidationError({
      [field]: [typeof message === "string" || !values ? message : { ...message, values }],
    });
  }

  /** The field messages in a language (a message without a catalog text keeps its English). */
  errorsIn(language: string): Record<string, string[]> {
    if (language === "en") return this.errors;
    return Object.fromEntries(
      Object.entries(this.errors).map(([field, messages]) => {
        const texts = this.texts[field] ?? [];
        return [field, messages.map((m, i) => (texts[i] ? translate(language, texts[i]) : m))];
      }),
    );
  }
}

function englishFields(errors: Record<string, FieldText[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((m) => (typeof m === "string" ? m : translate("en", m, "values" in m ? m.values : undefined))),
    ]),
  );
}

/** The catalogue's own message of each refusal, when the code that refuses names none. */
export const errorTexts = {
  badRequest: /*i18n*/ { id: "error.bad_request", message: "The request could not be understood." },
  unauthenticated: /*i18n*/ { id: "error.unauthenticated", message: "Please sign in to continue." },
  forbidden: /*i18n*/ { id: "error.forbidden", message: "You do not have permission to do that." },
  notFound: /*i18n*/ { id: "error.not_found", message: "Not found." },
  csrf: /*i18n*/ { id: "error.csrf", message: "CSRF token mismatch. Refresh the page and try again." },
  json: /*i18n*/ { id: "error.json_body", message: "Send the request body as JSON." },
  tooLarge: /*i18n*/ { id: "error.payload_too_large", message: "The request body is too large." },
  rateLimited: /*i18n*/ { id: "error.rate_limited", message: "Too many requests. Please wait a moment and try again." },
  unavailable: /*i18n*/ { id: "error.unavailable", message: "The service is temporarily unavailable." },
} satisfies Record<string, ServerText>;

export const errors = {
  badRequest: (message: ErrorText = errorTexts.badRequest, values?: TextValues) =>
    new AppError(400, "BAD_REQUEST", message, {}, values),
  unauthenticated: (message: ErrorText = errorTexts.unauthenticated, values?: TextValues) =>
    new AppError(401, "UNAUTHENTICATED", message, {}, values),
  forbidden: (message: ErrorText = errorTexts.forbidden, values?: TextValues) =>
    new AppError(403, "FORBIDDEN", message, {}, values),
  notFound: (message: ErrorText = errorTexts.notFound, values?: TextValues) =>
    new AppError(404, "NOT_FOUND", message, {}, values),
  conflict: (message: ErrorText, values?: TextValues) => new AppError(409, "CONFLICT", message, {}, values),
  gone: (message: ErrorText, values?: TextValues) => new AppError(410, "GONE", message, {}, values),
  csrf: () => new AppError(419, "CSRF_TOKEN_MISMATCH", errorTexts.csrf),
  unsupportedMediaType: (message: ErrorText = errorTexts.json) => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message),
  payloadTooLarge: () => new AppError(413, "PAYLOAD_TOO_LARGE", errorTexts.tooLarge),
  rateLimited: (retryAfterSeconds: number, message: ErrorText = errorTexts.rateLimited, values?: TextValues) =>
    new AppError(
      429,
      "RATE_LIMITED",
      message,
      { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
      values,
    ),
  unavailable: (message: ErrorText = errorTexts.unavailable) => new AppError(503, "SERVICE_UNAVAILABLE", message),
  validation: (field: string, message: ErrorText, values?: TextValues) => ValidationError.of(field, message, values),
};
