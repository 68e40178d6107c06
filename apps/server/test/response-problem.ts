import type { LightMyRequestResponse } from "fastify";

/**
 * The verdict on one response to a hostile or fuzzed request (decision 220), shared by the
 * hostile-input table and the fuzz proof suite (proof/fuzz.ts): no 5xx, no stack trace or SQL
 * text, and every refusal in the shapes of docs/product.md#errors.
 */

/** Stack frames, source paths and database error text that must never reach a client. */
export const leak =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bselect\b[^.]*\bfrom\s+"?[a-z_]+"?\s+(where|as|join|left|inner|order|limit|group)\b|violates|syntax error|invalid input syntax|out of range for type|drizzle|postgres/i;

/** Why a response is wrong, or null: 5xx, a leak, or a refusal not in the shapes of docs/product.md#errors. */
export function responseProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (leak.test(res.body)) return "stack or SQL text in the body";
  if (!/application\/json/.test(String(res.headers["content-type"] ?? ""))) return "a non-JSON error body";
  let body: {
    message?: unknown;
    errors?: unknown;
    error?: { message?: unknown; code?: unknown; status?: unknown };
  };
  try {
    body = res.json();
  } catch {
    return `an error body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (res.statusCode === 422) {
    const ok =
      typeof body.message === "string" &&
      body.errors !== null &&
      typeof body.errors === "object" &&
      Object.values(body.errors as object).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string"));
    const texts = ok ? [body.message as string, ...Object.values(body.errors as Record<string, string[]>).flat()] : [];
    // zod's own words ("Invalid input: expected string, received number"), not field labels such as
    // "Message received" (a notification type).
    if (ok && !texts.some((m) => /Invalid (input|option)|expected [^,]+, received /.test(m))) return null;
    return `422 body not the validation body of docs/product.md (or raw validator text): ${res.body.slice(0, 200)}`;
  }
  const e = body.error;
  if (!e || typeof e.message !== "string" || typeof e.code !== "string" || e.status !== res.statusCode) {
    return `error body not in the shape of docs/product.md#error-bodies: ${res.body.slice(0, 200)}`;
  }
  return null;
}
