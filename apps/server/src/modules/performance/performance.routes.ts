import {
  intQuerySchema,
  noContentSchema,
  performanceQuerySchema,
  performanceResponseSchema,
  vitalsBeaconSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../../platform/errors.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { performanceAccess as policy } from "./performance.policy.ts";
import { presentPerformanceReport } from "./performance.presenter.ts";
import { createPerformanceService } from "./performance.service.ts";

/**
 * Beacons per address and minute (decision 509): a full page load sends one (in-app navigations
 * none), so 12 is brisk reading; counted before the body is read, so refused beacons count too.
 */
export const vitalsLimit = { max: 12, windowSeconds: 60 };

/** The 422 of a beacon naming a page the site does not have. */
export const unknownPageMessage = "This is not the route pattern of one of the site's pages.";

/**
 * GET /api/admin/performance (admins) and POST /api/vitals (the browsers' Web Vitals beacons),
 * over what the platform's recording (`app.performance`, decision 320) keeps.
 */
export const performanceRoutes: FastifyPluginAsyncZod = async (api) => {
  const settings = api.deps.config.observability;
  const { recorder, pages } = api.performance;
  const service = createPerformanceService({
    db: api.deps.database.db,
    now: () => api.now(),
    settings,
    recorder,
    queueDepth: async () => new Map((await api.jobs.boss.getQueues()).map((q) => [q.name, q.queuedCount])),
  });

  // sendBeacon posts a string as text/plain: parsed as JSON here, on this route's scope only.
  api.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: 4096 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(errors.badRequest("The beacon is not valid JSON."), undefined);
    }
  });

  api.post(
    "/vitals",
    {
      bodyLimit: 4096,
      // No session effect and nothing personal stored: no CSRF token (a beacon cannot send one);
      // the Origin / Sec-Fetch-Site checks still refuse cross-site posts (decision 321).
      config: { access: policy.report, csrf: false, beacon: true },
      // Its own, lower rate per address, before the body is parsed or validated (decision 509).
      onRequest: (req, _reply, done) => {
        api.rateLimiter
          .consume(`vitals:${req.ip}`, vitalsLimit, "Too many measurements; try again in a minute.")
          .then(() => done(), done);
      },
      schema: {
        tags: ["Performance"],
        summary: "Report a page view's Core Web Vitals (sendBeacon; text/plain or JSON body)",
        body: vitalsBeaconSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      // Only the patterns of this app's pages: anything else would be a made-up row on the card.
      if (!pages.has(req.body.route)) throw errors.validation("route", unknownPageMessage);
      service.recordVitals(req.body);
      return reply.status(204).send();
    },
  );

  api.get(
    "/admin/performance",
    {
      config: { access: policy.read },
      schema: {
        tags: ["Performance"],
        summary: "Admin: requests, latencies, slow requests and queries, jobs, exceptions, servers and Web Vitals",
        security: sessionSecurity,
        querystring: performanceQuerySchema,
        response: { 200: performanceResponseSchema },
      },
    },
    async (req) => ({ data: presentPerformanceReport(await service.report(req.query.range)) }),
  );

  // Outside production only, when asked for: a request as slow as the browser tests need.
  if (settings.slowRoute) {
    api.get(
      "/test/slow",
      {
        config: { access: policy.report },
        schema: { hide: true, querystring: z.object({ ms: intQuerySchema(0, 5000).default(1100) }) },
      },
      async (req) => {
        await new Promise((resolve) => setTimeout(resolve, req.query.ms));
        return { waited_ms: req.query.ms };
      },
    );
  }
};
