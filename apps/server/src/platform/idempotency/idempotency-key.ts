import { errors } from "../errors.ts";

/** The Idempotency-Key header of a write, if any (the web client sends one per call, kept on retries). */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!raw) return null;
  if (raw.length > 200) throw errors.badRequest("The Idempotency-Key header is too long (at most 200 characters).");
  return raw;
}
