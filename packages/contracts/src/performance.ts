import { z } from "zod";
import { safeString } from "./safe-input.ts";
import { type SchemaMessage, schemaMessage, schemaText } from "./schema-message.ts";

/** The Core Web Vitals the browser reports (web-vitals), and Google's good / poor thresholds. */
export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

/** Values at or below `good` are good, above `poor` poor, between them "needs improvement" (web.dev). */
export const vitalThresholds: Record<VitalName, { good: number; poor: number; unit: "ms" | "" }> = {
  LCP: { good: 2500, poor: 4000, unit: "ms" },
  INP: { good: 200, poor: 500, unit: "ms" },
  CLS: { good: 0.1, poor: 0.25, unit: "" },
  FCP: { good: 1800, poor: 3000, unit: "ms" },
  TTFB: { good: 800, poor: 1800, unit: "ms" },
};

export type VitalRating = "good" | "needs-improvement" | "poor";
export function rateVital(name: VitalName, value: number): VitalRating {
  const t = vitalThresholds[name];
  return value <= t.good ? "good" : value <= t.poor ? "needs-improvement" : "poor";
}

const routeMessage = schemaMessage(
  /*i18n*/ {
    id: "validation.performance.send_pages_route_pattern",
    message: "Send the page's route pattern, such as /users/:slug.",
  },
);

/**
 * The range a real measurement falls in, per metric (decision 509): a minute for the timings (a
 * page slower than that has been abandoned), 10 for CLS (a page shifting ten full viewports).
 */
export const vitalRanges: Record<VitalName, { max: number; message: SchemaMessage }> = {
  LCP: {
    max: 60_000,
    message: schemaMessage(
      /*i18n*/ { id: "validation.performance.lcp_must_between_0", message: "LCP must be between 0 and 60,000 ms." },
    ),
  },
  INP: {
    max: 60_000,
    message: schemaMessage(
      /*i18n*/ { id: "validation.performance.inp_must_between_0", message: "INP must be between 0 and 60,000 ms." },
    ),
  },
  CLS: {
    max: 10,
    message: schemaMessage(
      /*i18n*/ { id: "validation.performance.cls_must_between_0", message: "CLS must be between 0 and 10." },
    ),
  },
  FCP: {
    max: 60_000,
    message: schemaMessage(
      /*i18n*/ { id: "validation.performance.fcp_must_between_0", message: "FCP must be between 0 and 60,000 ms." },
    ),
  },
  TTFB: {
    max: 60_000,
    message: schemaMessage(
      /*i18n*/ { id: "validation.performance.ttfb_must_between_0", message: "TTFB must be between 0 and 60,000 ms." },
    ),
  },
};

/**
 * POST /api/vitals: one page view's measurements. The route is the pattern (`/users/:slug`), never
 * the address the visitor saw; nothing else about the visitor is sent. The server accepts only
 * the patterns of its own pages (`?` marks an optional segment: `/messages/:conversationId?`).
 */
export const vitalsBeaconSchema = z.strictObject({
  route: safeString(routeMessage)
    .max(200, routeMessage)
    .regex(/^\/[A-Za-z0-9_:/*.?-]*$/, routeMessage),
  metrics: z
    .array(
      z
        .strictObject({
          name: z.enum(
            vitalNames,
            schemaMessage(
              /*i18n*/ { id: "validation.performance.send_lcp_inp_cls", message: "Send LCP, INP, CLS, FCP or TTFB." },
            ),
          ),
          value: z
            .number(
              schemaMessage(
                /*i18n*/ {
                  id: "validation.performance.send_measured_value_number",
                  message: "Send the measured value as a number.",
                },
              ),
            )
            .min(
              0,
              schemaMessage(
                /*i18n*/ {
                  id: "validation.performance.measurement_cant_negative",
                  message: "A measurement can't be negative.",
                },
              ),
            )
            .max(
              600_000,
              schemaMessage(
                /*i18n*/ {
                  id: "validation.performance.measurement_out_range",
                  message: "This measurement is out of range.",
                },
              ),
            )
            // To 6 decimals (CLS is the finest): a subnormal such as 5e-324 would reach the float8
            // columns of the per-minute flush, which PostgreSQL refuses, losing that minute.
            .transform((v) => Math.round(v * 1e6) / 1e6),
        })
        .superRefine((m, ctx) => {
          const range = vitalRanges[m.name];
          if (m.value > range.max)
            ctx.addIssue({ code: "custom", path: ["value"], message: schemaText(range.message) });
        }),
    )
    .min(
      1,
      schemaMessage(
        /*i18n*/ { id: "validation.performance.send_least_one_measurement", message: "Send at least one measurement." },
      ),
    )
    .max(
      10,
      schemaMessage(
        /*i18n*/ { id: "validation.performance.send_most_10_measurements", message: "Send at most 10 measurements." },
      ),
    ),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

export const performanceRanges = ["1h", "24h", "7d"] as const;
export type PerformanceRange = (typeof performanceRanges)[number];
export const performanceQuerySchema = z.object({
  range: z
    .enum(
      performanceRanges,
      schemaMessage(/*i18n*/ { id: "validation.performance.choose_1h_24h_7d", message: "Choose 1h, 24h or 7d." }),
    )
    .default("1h"),
});

const ms = z.number().nullable();
const userRef = z.object({ id: z.number(), name: z.string() }).nullable();

/** GET /api/admin/performance: every card of /admin/performance for one range. */
export const performanceResponseSchema = z.object({
  data: z.object({
    range: z.enum(performanceRanges),
    generated_at: z.string(),
    slow_request_ms: z.number(),
    slow_query_ms: z.number(),
    step_seconds: z.number(),
    series: z.array(z.object({ t: z.string(), requests: z.number(), errors: z.number() })),
    totals: z.object({ requests: z.number(), errors: z.number() }),
    routes: z.array(
      z.object({
        route: z.string(),
        count: z.number(),
        errors: z.number(),
        p50: ms,
        p95: ms,
        p99: ms,
        max: z.number(),
      }),
    ),
    slow_requests: z.array(
      z.object({
        at: z.string(),
        method: z.string(),
        route: z.string(),
        status: z.number(),
        duration_ms: z.number(),
        user: userRef,
      }),
    ),
    slow_queries: z.array(z.object({ sql: z.string(), count: z.number(), p95: ms, max: z.number() })),
    jobs: z.array(
      z.object({
        queue: z.string(),
        count: z.number(),
        failures: z.number(),
        p95: ms,
        max: z.number(),
        queued: z.number().nullable(),
      }),
    ),
    exceptions: z.array(
      z.object({
        group: z.string(),
        count: z.number(),
        last_seen: z.string(),
        message: z.string().nullable(),
        /** The last request it answered, as method and route pattern (data, never markup; decision 509). */
        request: z.string().nullable(),
      }),
    ),
    servers: z.array(
      z.object({
        instance: z.string(),
        last_seen: z.string(),
        cpu_percent: z.number(),
        memory_mb: z.number(),
        event_loop_p99_ms: z.number(),
        sockets: z.number(),
        channels: z.number(),
      }),
    ),
    vitals: z.array(
      z.object({
        route: z.string(),
        name: z.enum(vitalNames),
        p75: z.number(),
        samples: z.number(),
        rating: z.enum(["good", "needs-improvement", "poor"]),
      }),
    ),
    top_users: z.array(z.object({ user: userRef, requests: z.number() })),
  }),
});
export type PerformanceReport = z.infer<typeof performanceResponseSchema>["data"];
