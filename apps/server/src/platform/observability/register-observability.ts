import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/config.ts";
import type { Database } from "../../db/client.ts";
import { cspReportRoutes } from "./csp-reports.routes.ts";
import { exceptionGroup, exceptionText } from "./exception-group.ts";
import { type KnownPages, knownPages } from "./known-pages.ts";
import { writePerformance } from "./performance-store.repository.ts";
import { type Prometheus, registerPrometheus } from "./prometheus.ts";
import { Recorder } from "./recorder.ts";
import { ServerSampler } from "./server-sampler.ts";
import { listenToStatements } from "./statement-timing.ts";

export interface ObservabilityOptions {
  /** How often the buffer is written to the database (default 5 s). */
  flushMs?: number;
  /** This instance's name on the servers card (default host:pid:random). */
  instance?: string;
}

export interface Performance {
  instance: string;
  pages: KnownPages;
  recorder: Recorder | null;
  /** Writes what the buffer holds now (the timer does it every few seconds; tests call it). */
  flush(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    performance: Performance;
  }
  interface FastifyRequest {
    /** The error this request's handling raised, if any (recorded as an exception when the answer is a 5xx). */
    [failureKey]?: unknown;
    /**
     * The route this request is recorded under when its Fastify route is a catch-all: the SSR
     * handler sets React Router's matched pattern here (decision 323). Null: the Fastify route.
     */
    recordedRoute: string | null;
  }
}

/**
 * The route a request is recorded under: its matched pattern, with the static file routes
 * (@fastify/static registers one per built asset) collapsed into one.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return "(no route)";
  if (pattern.startsWith("/assets/")) return "/assets/*";
  return pattern;
}

/** Where onError leaves the request's error for onResponse, which knows the status answered. */
const failureKey = Symbol("failure");

/** Collapses whitespace and caps a statement's text: what the slow queries card groups by. */
const statementKey = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 1000);

/**
 * /admin/performance's recording (decision 320), registered once by registerPlatform: requests by
 * route pattern, slow statements, jobs, 5xx exceptions and this instance's gauges go into an
 * in-memory buffer flushed every few seconds as per-minute aggregates (`app.performance`, which
 * the performance module's report and vitals beacon use); plus the CSP reports and, with
 * METRICS_TOKEN, Prometheus' /metrics (decision 322).
 */
export async function registerObservability(
  app: FastifyInstance,
  config: Config,
  database: Database,
  options: ObservabilityOptions = {},
) {
  const settings = config.observability;
  const instance = options.instance ?? `${hostname()}:${process.pid}:${randomBytes(2).toString("hex")}`;
  const live = () => (app.hasDecorator("realtime") ? app.realtime.stats?.() : undefined) ?? { sockets: 0, channels: 0 };
  const queued = async () => {
    const queues = await app.jobs.boss.getQueues();
    return queues.reduce((n, q) => n + q.queuedCount, 0);
  };
  const prometheus: Prometheus | null = settings.metricsToken
    ? registerPrometheus(app, settings.metricsToken, live, queued)
    : null;
  const recorder = settings.recording ? new Recorder(() => app.now().getTime()) : null;
  const pages = knownPages();

  app.decorateRequest("recordedRoute", null);
  if (recorder || prometheus) {
    // A callback hook: it runs after every response, so it must cost next to nothing.
    app.addHook("onResponse", (req, reply, done) => {
      const route = req.recordedRoute ?? routeLabel(req.routeOptions.url);
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      prometheus?.observeRequest(req.method, route, status, ms);
      if (recorder) {
        recorder.observe("request", `${req.method} ${route}`, ms, status >= 500);
        // Server errors only (decision 509): the status the caller got decides, not the error's
        // class (an AppError's 404 carries no statusCode). The request is named by its route
        // pattern, data beside the message, never the raw path.
        if (status >= 500 && req[failureKey] !== undefined) {
          const { group, message } = exceptionGroup(req[failureKey]);
          recorder.count("exception", group, { message, request: exceptionText(`${req.method} ${route}`) });
        }
        const userId = req.user?.id ?? null;
        if (userId !== null) recorder.count("user", String(userId));
        if (ms >= settings.slowRequestMs) {
          recorder.slowRequest({ at: app.now(), method: req.method, route, status, durationMs: ms, userId });
        }
      }
      done();
    });
  }

  let flush = async () => {};
  if (recorder) {
    // onError runs before the error handler chooses the status: onResponse records the 5xx.
    app.addHook("onError", (req, _reply, error, done) => {
      req[failureKey] = error;
      done();
    });
    const stopListening = listenToStatements(database, (text, ms) => {
      if (ms >= settings.slowQueryMs) recorder.observe("query", statementKey(text), ms);
    });
    app.jobs.observe((queue, ms, error) => {
      recorder.observe("job", queue, ms, error !== null);
      if (error !== null) {
        const { group, message } = exceptionGroup(error);
        recorder.count("exception", group, { message });
      }
    });
    const sampler = new ServerSampler(live);
    let flushing: Promise<void> | null = null;
    flush = () => {
      flushing ??= (async () => {
        try {
          recorder.gauge("server", instance, { ...sampler.sample() });
          const { slots, slow } = recorder.drain();
          await writePerformance(database.db, instance, slots, slow);
        } catch (err) {
          app.log.warn({ err }, "performance data could not be written; the next flush retries the current minute");
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    };
    const timer = setInterval(() => void flush(), options.flushMs ?? 5000);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      stopListening();
      sampler.stop();
      await flush();
    });
  }

  app.decorate("performance", { instance, pages, recorder, flush: () => flush() });
  await app.register(cspReportRoutes, { prefix: "/api", prometheus });
}
