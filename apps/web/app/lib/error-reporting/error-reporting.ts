import { SENTRY_TRACES_SAMPLE_RATE_OTHER, SENTRY_TRACES_SAMPLE_RATE_PRODUCTION } from "../constants";
import type { ErrorReportingSettings } from "./error-reporting-settings";
import { shouldReportError } from "./should-report-error";

type SentryModule = typeof import("@sentry/react");

/** docs/product.md#constants: 0.1 in production, 0.2 otherwise. */
export function tracesSampleRate(production: boolean): number {
  return production ? SENTRY_TRACES_SAMPLE_RATE_PRODUCTION : SENTRY_TRACES_SAMPLE_RATE_OTHER;
}

/** Sentry's beforeSend: drops what docs/product.md#errors says is not reported. */
export function beforeSend<E extends { exception?: { values?: { value?: string }[] } }>(
  event: E,
  hint: { originalException?: unknown },
): E | null {
  const original = hint.originalException ?? event.exception?.values?.[0]?.value;
  return original === undefined || shouldReportError(original) ? event : null;
}

let sentry: SentryModule | undefined;

/**
 * Starts browser error reporting, only when the server passed a DSN (SENTRY_DSN_BROWSER, through
 * the root loader: decision 324). The SDK is loaded lazily so that pages without a DSN do not
 * download it. Resolves to whether reporting is active.
 */
export async function initErrorReporting(
  settings: ErrorReportingSettings | undefined,
  load: () => Promise<SentryModule> = () => import("@sentry/react"),
): Promise<boolean> {
  const dsn = settings?.dsn;
  if (!settings || !dsn || typeof window === "undefined") return false;
  const module = await load();
  module.init({
    dsn,
    environment: settings.environment,
    tracesSampleRate: tracesSampleRate(settings.production),
    integrations: [module.browserTracingIntegration()],
    beforeSend,
  });
  sentry = module;
  return true;
}

/** Reports a handled error (it still passes beforeSend); a no-op while reporting is off. */
export function reportError(error: unknown): void {
  sentry?.captureException(error);
}
