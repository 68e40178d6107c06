import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Per-minute aggregates of /admin/performance, one row per minute, instance, kind and key: each
 * instance rewrites its own rows of the current minute every few seconds, and readers merge the
 * instances and minutes (counts add up, histogram buckets add up index by index).
 * kind: request (key "GET /api/classes/:id"), query (SQL text), job (queue), exception
 * ("TypeError at src/x.ts:12"), user (user id), vital ("LCP /classes/:id"), server (instance).
 */
export const perfMinutes = pgTable(
  "perf_minutes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    minute: timestamp("minute", { withTimezone: true }).notNull(),
    instance: text("instance").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    failures: integer("failures").notNull().default(0),
    totalMs: doublePrecision("total_ms").notNull().default(0),
    maxMs: doublePrecision("max_ms").notNull().default(0),
    /** Fixed log buckets of the durations (or vital values): { "<bucket index>": count }. */
    buckets: jsonb("buckets").$type<Record<string, number>>().notNull().default({}),
    /** Kind-specific extras: a server's gauges, an exception's last message. */
    data: jsonb("data").$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex("perf_minutes_slot_uq").on(t.minute, t.instance, t.kind, t.key),
    index("perf_minutes_kind_minute_idx").on(t.kind, t.minute),
  ],
);

/** Raw samples of requests slower than SLOW_REQUEST_MS (bounded per flush and trimmed after 7 days). */
export const perfSlowRequests = pgTable(
  "perf_slow_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    instance: text("instance").notNull(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    status: integer("status").notNull(),
    durationMs: doublePrecision("duration_ms").notNull(),
    userId: integer("user_id"),
  },
  (t) => [index("perf_slow_requests_at_idx").on(t.at)],
);
