import { z } from "zod";

/** Environment variables of performance recording, /metrics and tracing (merged into config/env.ts). */
export const observabilityEnvShape = {
  /** Requests slower than this (ms) are kept as slow samples (docs/product.md#constants: 1000). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  /** Database statements slower than this (ms) are recorded with their SQL text (no bindings). */
  SLOW_QUERY_MS: z.coerce.number().int().min(1).max(600_000).default(100),
  /** `off` turns the /admin/performance recording off (the bench compares both). */
  PERFORMANCE_RECORDING: z.enum(["on", "off"]).default("on"),
  /** Bearer token of the Prometheus endpoint /metrics; unset = the endpoint is off (404). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** OTLP/HTTP collector base URL (e.g. http://collector:4318); unset = no tracing SDK is loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** `on` (never in production): GET /api/test/slow?ms= waits, for the browser tests' slow request. */
  PERFORMANCE_SLOW_ROUTE: z.enum(["on", "off"]).default("off"),
};

type ObservabilityEnv = z.infer<z.ZodObject<typeof observabilityEnvShape>>;

export interface ObservabilityConfig {
  recording: boolean;
  slowRequestMs: number;
  slowQueryMs: number;
  metricsToken: string | undefined;
  otlpEndpoint: string | undefined;
  /** The test-only slow route (PERFORMANCE_SLOW_ROUTE=on outside production). */
  slowRoute: boolean;
}

export function resolveObservabilityConfig(env: ObservabilityEnv, isProduction: boolean): ObservabilityConfig {
  return {
    recording: env.PERFORMANCE_RECORDING === "on",
    slowRequestMs: env.SLOW_REQUEST_MS,
    slowQueryMs: env.SLOW_QUERY_MS,
    metricsToken: env.METRICS_TOKEN,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    slowRoute: env.PERFORMANCE_SLOW_ROUTE === "on" && !isProduction,
  };
}
