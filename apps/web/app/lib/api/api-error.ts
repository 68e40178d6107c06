import type { ClientErrorCode } from "@guildforge/contracts";

export const OFFLINE_MESSAGE = "You appear to be offline. Please check your connection.";
export const NETWORK_MESSAGE = "Network error. Please check your connection and try again.";
export const UNEXPECTED_MESSAGE = "An unexpected error occurred";

export type ValidationErrors = Record<string, string[]>;

/** The one error type every API call rejects with (docs/product.md#validation, #errors). status is 0 when no response arrived. */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  readonly errors: ValidationErrors | undefined;

  constructor(init: { message: string; code: ClientErrorCode; status: number; errors?: ValidationErrors }) {
    super(init.message);
    this.name = "ApiError";
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** docs/product.md#validation: "Please fix N validation errors" (> 1 field), the first message (1 field), else a generic line. */
export function validationMessage(errors: ValidationErrors): string {
  const fields = Object.keys(errors);
  if (fields.length > 1) return `Please fix ${fields.length} validation errors`;
  const first = fields.length === 1 ? errors[fields[0]!]?.[0] : undefined;
  return first ?? "Please check the form for errors";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asValidationErrors(value: unknown): ValidationErrors | undefined {
  if (!isRecord(value)) return undefined;
  const out: ValidationErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === "string") out[field] = [messages];
  }
  return out;
}

/** Maps an HTTP error response (status + parsed body, if any) to an ApiError. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const errors = asValidationErrors(body.errors);
    if (errors)
      return new ApiError({ message: validationMessage(errors), code: "VALIDATION_ERROR", status: 422, errors });
    const inner = body.error;
    if (isRecord(inner) && typeof inner.message === "string") {
      const innerStatus = typeof inner.status === "number" ? inner.status : status;
      return new ApiError({ message: inner.message, code: "API_ERROR", status: innerStatus });
    }
    if (typeof body.message === "string") return new ApiError({ message: body.message, code: "API_ERROR", status });
  }
  return new ApiError({ message: "", code: "API_ERROR", status });
}

/** Maps a failure without a response (fetch rejected, or anything else thrown) to an ApiError. */
export function apiErrorFromFailure(failure: unknown, online: boolean): ApiError {
  if (isApiError(failure)) return failure;
  if (!online) return new ApiError({ message: OFFLINE_MESSAGE, code: "OFFLINE_ERROR", status: 0 });
  // fetch() rejects with a TypeError when the network fails (DNS, refused, CORS, dropped connection).
  if (failure instanceof TypeError) return new ApiError({ message: NETWORK_MESSAGE, code: "NETWORK_ERROR", status: 0 });
  const message = failure instanceof Error && failure.message ? failure.message : UNEXPECTED_MESSAGE;
  return new ApiError({ message, code: "UNKNOWN_ERROR", status: 0 });
}
