import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { errors } from "../errors.ts";

export interface Prometheus {
  observeRequest(method: string, route: string, status: number, ms: number): void;
  /** One CSP violation a browser reported to POST /api/csp-reports (decision 411). */
  countCspViolation(directive: string): void;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in Prometheus text format (prom-client): the default process metrics, HTTP request
 * durations by route pattern, reported CSP violations, live sockets and job queue depth. Only registered when METRICS_TOKEN
 * is set (404 otherwise, like any unknown path); 401 unless `Authorization: Bearer <token>`.
 */
export function registerPrometheus(
  app: FastifyInstance,
  token: string,
  live: () => { sockets: number; channels: number },
  queued: () => Promise<number>,
): Prometheus {
  // One registry per app: tests build several apps in one process.
  const registry = new Registry();
  // nodejs_eventloop_lag_* come from perf_hooks.monitorEventLoopDelay at this interval (ms), and
  // each value includes it: a reader subtracts it for the delay itself (bench/soak.ts does).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request durations by method, route pattern and status",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const csp = new Counter({
    name: "guildforge_csp_violations_total",
    help: "Content Security Policy violations browsers reported, by directive",
    labelNames: ["directive"],
    registers: [registry],
  });
  new Gauge({
    name: "guildforge_realtime_sockets",
    help: "Open real-time sockets on this instance",
    registers: [registry],
    collect() {
      this.set(live().sockets);
    },
  });
  new Gauge({
    name: "guildforge_realtime_channels",
    help: "Channels with at least one subscriber on this instance",
    registers: [registry],
    collect() {
      this.set(live().channels);
    },
  });
  new Gauge({
    name: "guildforge_job_queue_depth",
    help: "Jobs waiting in every queue (created or retrying)",
    registers: [registry],
    async collect() {
      this.set(await queued());
    },
  });

  app.get("/metrics", { schema: { hide: true }, config: { access: "public" } }, async (req, reply) => {
    if (!tokenMatches(req.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw errors.unauthenticated("Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.");
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return {
    observeRequest(method, route, status, ms) {
      http.observe({ method, route, status_code: String(status) }, ms / 1000);
    },
    countCspViolation(directive) {
      csp.inc({ directive });
    },
  };
}
