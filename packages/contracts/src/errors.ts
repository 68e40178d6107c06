import { z } from "zod";

/** docs/product.md#entities "Error body": `{ error: { message, code, status } }`. */
export const errorBodySchema = z.object({
  error: z.object({ message: z.string(), code: z.string(), status: z.number().int() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * docs/product.md#entities "Validation body": HTTP 422 `{ message, errors: { field: [messages] } }`;
 * a refusal a client tells apart without reading its words (they are in the request's language)
 * also names its code by field (`codes: { email: ["email_taken"] }`).
 */
export const validationBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  codes: z.record(z.string(), z.array(z.string())).optional(),
});
export type ValidationBody = z.infer<typeof validationBodySchema>;

/** Client-side error codes of docs/product.md#errors. */
export const clientErrorCodes = [
  "API_ERROR",
  "NETWORK_ERROR",
  "VALIDATION_ERROR",
  "UNKNOWN_ERROR",
  "OFFLINE_ERROR",
] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** Server error codes carried in `error.code`. */
export const serverErrorCodes = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  /** 410: a signed link that has expired (a seat-release link after the session started). */
  "GONE",
  "CSRF_TOKEN_MISMATCH",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  "HEADERS_TOO_LARGE",
  "REQUEST_TIMEOUT",
  "METHOD_NOT_ALLOWED",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;
export type ServerErrorCode = (typeof serverErrorCodes)[number];
