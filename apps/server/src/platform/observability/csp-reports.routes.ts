import { cspReportBodySchema, cspReportContentTypes, cspViolationsOf, noContentSchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../errors.ts";
import { markApiScope } from "../kernel/api-scope.ts";
import type { Prometheus } from "./prometheus.ts";

/** Report posts per address and minute: a page with a violation sends one per blocked thing. */
const reportLimit = { max: 120, windowSeconds: 60 };
const bodyLimit = 64 * 1024;

/** The directives the counter is labelled by (a bounded set: anything else is "other"). */
const directives = new Set([
  "default-src",
  "script-src",
  "script-src-elem",
  "script-src-attr",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "img-src",
  "font-src",
  "connect-src",
  "media-src",
  "object-src",
  "frame-src",
  "child-src",
  "worker-src",
  "manifest-src",
  "frame-ancestors",
  "form-action",
  "base-uri",
  "trusted-types",
  "require-trusted-types-for",
]);

export function directiveLabel(directive: string): string {
  const name = directive.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return directives.has(name) ? name : "other";
}

/** Where the blocked thing came from, without path or query (they may hold personal data). */
export function blockedOrigin(blocked: string): string {
  if (/^[a-z-]{1,20}$/i.test(blocked)) return blocked.toLowerCase(); // inline, eval, self, data, ...
  try {
    const url = new URL(blocked);
    return url.origin === "null" ? `${url.protocol}` : url.origin;
  } catch {
    return blocked === "" ? "(none)" : "(unparsable)";
  }
}

/**
 * POST /api/csp-reports (decision 411): the page CSP's `report-uri` and `report-to` target. Public
 * and without a CSRF token (browsers send none), accepting exactly the two report content types;
 * each violation is counted on /metrics by directive and logged as a warning with the blocked
 * origin. Nothing is stored.
 */
export const cspReportRoutes: FastifyPluginAsyncZod<{ prometheus: Prometheus | null }> = async (
  api,
  { prometheus },
) => {
  markApiScope(api);
  // Both report types are JSON; parsed as such on this route's scope only.
  api.addContentTypeParser([...cspReportContentTypes], { parseAs: "string", bodyLimit }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(errors.badRequest("The report is not valid JSON."), undefined);
    }
  });

  api.post(
    "/csp-reports",
    {
      bodyLimit,
      // Browsers post reports without a token; the Origin / Sec-Fetch-Site checks still apply and
      // only the two report types are accepted as bodies (decision 411).
      config: { access: "public", csrf: false, bodyTypes: cspReportContentTypes },
      schema: {
        tags: ["Performance"],
        summary: "Report Content Security Policy violations (the browser's report-uri / report-to)",
        body: cspReportBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await api.rateLimiter.consume(`csp:${req.ip}`, reportLimit, "Too many reports; try again in a minute.");
      for (const v of cspViolationsOf(req.body)) {
        const directive = directiveLabel(v.directive);
        prometheus?.countCspViolation(directive);
        req.log.warn({ directive, blocked: blockedOrigin(v.blocked) }, "content security policy violation reported");
      }
      return reply.status(204).send();
    },
  );
};
