import type { ErrorEvent, EventHint } from "@sentry/node";
import type { Config } from "../config/config.ts";
import { ValidationError } from "./errors.ts";

type SentryModule = typeof import("@sentry/node");
let sentry: SentryModule | undefined;

/** docs/product.md#constants: trace sample rate 0.1 in production, 0.2 otherwise. */
export function tracesSampleRate(isProduction: boolean): number {
  return isProduction ? 0.1 : 0.2;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof ValidationError) return 422;
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown };
  const s = typeof e.status === "number" ? e.status : e.statusCode;
  return typeof s === "number" ? s : undefined;
}

/** beforeSend: client errors (status 300-499, validation, auth) are the client's, never reported. */
export function dropClientErrors(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  const status = statusOf(hint.originalException);
  if (status !== undefined && status >= 300 && status < 500) return null;
  return event;
}

/**
 * Starts @sentry/node only when SENTRY_DSN is set; without it the SDK is not even loaded.
 * Call once, early in main.ts. Returns whether reporting is on.
 */
export async function initSentry(config: Pick<Config, "isProduction"> & { env: Config["env"] }): Promise<boolean> {
  const dsn = config.env.SENTRY_DSN;
  if (!dsn) return false;
  sentry = await import("@sentry/node");
  sentry.init({
    dsn,
    environment: config.env.NODE_ENV,
    tracesSampleRate: tracesSampleRate(config.isProduction),
    beforeSend: dropClientErrors,
  });
  return true;
}

/** Reports a server-side failure (5xx); a no-op unless initSentry turned reporting on. */
export function reportError(error: unknown, context: { requestId?: string; method?: string; url?: string } = {}) {
  if (!sentry) return;
  const status = statusOf(error);
  if (status !== undefined && status < 500) return;
  sentry.captureException(error, { tags: { request_id: context.requestId }, extra: context });
}

/** Flushes pending reports before the process exits. */
export async function flushSentry(timeoutMs = 2000): Promise<void> {
  await sentry?.close(timeoutMs);
}
