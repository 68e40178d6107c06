import {
  applicationCreatedResponseSchema,
  applicationIdParamsSchema,
  applyClassParamsSchema,
  createApplicationSchema,
  dashboardResponseSchema,
  myApplicationResponseSchema,
  myApplicationsQuerySchema,
  myApplicationsResponseSchema,
  parseClassRef,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth-context.ts";
import { guard } from "../../platform/authorize.ts";
import { errors } from "../../platform/errors.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { applicationsPolicy, applicationRules as policy } from "./applications.policy.ts";
import type { ApplicationsService } from "./applications.service.ts";
import type { createOverviewService } from "./overview.service.ts";

/** OpenAPI fields shared by these routes: all need a signed-in user. */
const doc = (summary: string) => ({ tags: ["Applications"], summary, security: sessionSecurity });

/** `42` or `42-intro-to-knife-making` -> 42 (the class URL form); anything else is a 404. */
function parseClassId(raw: string): number {
  const id = parseClassRef(raw);
  if (id === null) throw errors.notFound("Class not found.");
  return id;
}

/** The `Idempotency-Key` header the SPA's client sends on retried writes (at most 200 chars). */
function idempotencyKey(header: string | string[] | undefined): string | null {
  const v = Array.isArray(header) ? header[0] : header;
  const key = v?.trim();
  if (!key) return null;
  if (key.length > 200) throw errors.badRequest("The Idempotency-Key header is too long.");
  return key;
}

/** The student's side: apply, list, withdraw, and the dashboard. */
export const studentApplicationsRoutes: FastifyPluginAsyncZod<{
  service: ApplicationsService;
  overview: ReturnType<typeof createOverviewService>;
}> = async (app, { service, overview }) => {
  app.post(
    "/classes/:id/applications",
    {
      preValidation: guard(policy.apply),
      schema: {
        ...doc("Verified student: apply for a class (201; 200 with your active application if you have one)"),
        params: applyClassParamsSchema,
        body: createApplicationSchema,
        response: { 200: applicationCreatedResponseSchema, 201: applicationCreatedResponseSchema },
      },
    },
    async (req, reply) => {
      const user = applicationsPolicy.authorize(req.user, "apply");
      const key = idempotencyKey(req.headers["idempotency-key"]);
      const result = await service.apply(user, parseClassId(req.params.id), req.body, key);
      return reply.status(result.created ? 201 : 200).send({ data: result.data });
    },
  );

  app.get(
    "/applications",
    {
      schema: {
        ...doc("The signed-in student's applications (filter by status)"),
        querystring: myApplicationsQuerySchema,
        response: { 200: myApplicationsResponseSchema },
      },
    },
    async (req) => {
      const user = applicationsPolicy.authorize(req.user, "listOwn");
      const data = await service.mine(user, req.query.status);
      return { data, meta: { next_cursor: null, total: data.length } };
    },
  );

  app.post(
    "/applications/:id/withdraw",
    {
      preValidation: guard(policy.withdraw),
      schema: {
        ...doc("Withdraw one's own application (frees the seat)"),
        params: applicationIdParamsSchema,
        response: { 200: myApplicationResponseSchema },
      },
    },
    async (req) => {
      const user = requireUser(req); // the service checks the table's `withdraw` rule on the row
      return { data: await service.withdraw(user, req.params.id) };
    },
  );

  app.get(
    "/dashboard",
    {
      schema: {
        ...doc("The dashboard: upcoming classes and, for teachers, seat counts"),
        response: { 200: dashboardResponseSchema },
      },
    },
    async (req) => {
      const user = applicationsPolicy.authorize(req.user, "dashboard");
      return { data: await overview.dashboard(user) };
    },
  );
};
