import type { ServerErrorCode } from "@guildforge/contracts";

/** An error meant for the user: a stable code, an HTTP status, a safe message. */
export class AppError extends Error {
  readonly code: ServerErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, code: ServerErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** A 422 with the validation body (docs/product.md#error-bodies): `{ message, errors: { field: [messages] } }`. */
export class ValidationError extends Error {
  readonly errors: Record<string, string[]>;
  constructor(errors: Record<string, string[]>) {
    // Same rule as the client (docs/product.md#validation): count fields; one field -> its first message.
    const fields = Object.values(errors);
    super(
      fields.length > 1
        ? `Please fix ${fields.length} validation errors`
        : (fields[0]?.[0] ?? "Please check the form for errors"),
    );
    this.errors = errors;
  }
}

export const errors = {
  badRequest: (message = "The request could not be understood.") => new AppError(400, "BAD_REQUEST", message),
  unauthenticated: (message = "Please sign in to continue.") => new AppError(401, "UNAUTHENTICATED", message),
  forbidden: (message = "You do not have permission to do that.") => new AppError(403, "FORBIDDEN", message),
  notFound: (message = "Not found.") => new AppError(404, "NOT_FOUND", message),
  conflict: (message: string) => new AppError(409, "CONFLICT", message),
  gone: (message: string) => new AppError(410, "GONE", message),
  csrf: () => new AppError(419, "CSRF_TOKEN_MISMATCH", "CSRF token mismatch. Refresh the page and try again."),
  unsupportedMediaType: (message = "Send the request body as JSON.") =>
    new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message),
  payloadTooLarge: () => new AppError(413, "PAYLOAD_TOO_LARGE", "The request body is too large."),
  rateLimited: (retryAfterSeconds: number, message = "Too many requests. Please wait a moment and try again.") =>
    new AppError(429, "RATE_LIMITED", message, {
      "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
  unavailable: (message = "The service is temporarily unavailable.") =>
    new AppError(503, "SERVICE_UNAVAILABLE", message),
  validation: (field: string, message: string) => new ValidationError({ [field]: [message] }),
};
