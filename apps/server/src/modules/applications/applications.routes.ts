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
import { errors } from "../../platform/errors.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { applicationsPolicy, applicationsAccess as policy } from "./applications.policy.ts";
import {
  presentApplicationCreated,
  presentDashboard,
  presentMyApplication,
  presentMyApplications,
} from "./applications.presenter.ts";
import type { ApplicationsService } from "./applications.service.ts";
import type { createOverviewService } from "./overview.service.ts";

/** OpenAPI fields shared by these routes: all need a signed-in user. */
const doc = (summary: string) => ({ tags: ["Applications"], summary, security: sessionSecurity });

/** `42` or `42-intro-to-knife-making` -> 42 (the class URL form); anything else is a 404. */
function parseClassId(raw: string): number {
  const id = parseClassRef(raw);
  if (id === null) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
  return id;
}

/** The student's side: apply, list, withdraw, and the dashboard. */
export const studentApplicationsRoutes: FastifyPluginAsyncZod<{
  service: ApplicationsService;
  overview: ReturnType<typeof createOverviewService>;
}> = async (app, { service, overview }) => {
  app.post(
    "/classes/:id/applications",
    {
      config: { access: policy.apply },
      schema: {
        ...doc("Verified student: apply for a class (201; 200 with your active application if you have one)"),
        params: applyClassParamsSchema,
        body: createApplicationSchema,
        response: { 200: applicationCreatedResponseSchema, 201: applicationCreatedResponseSchema },
      },
    },
    async (req, reply) => {
      const user = applicationsPolicy.authorize(req.user, "apply");
      const key = req.idempotencyKey;
      const result = await service.apply(user, parseClassId(req.params.id), req.body, key);
      return reply
        .status(result.created ? 201 : 200)
        .send({ data: presentApplicationCreated(result.row, result.place) });
    },
  );

  app.get(
    "/applications",
    {
      config: { access: policy.listOwn },
      schema: {
        ...doc("The signed-in student's applications (filter by status, or by class with `class_id`)"),
        querystring: myApplicationsQuerySchema,
        response: { 200: myApplicationsResponseSchema },
      },
    },
    async (req) => {
      const user = applicationsPolicy.authorize(req.user, "listOwn");
      const list = await service.mine(user, { status: req.query.status, classId: req.query.class_id });
      return presentMyApplications(list, user, app.payments);
    },
  );

  app.post(
    "/applications/:id/withdraw",
    {
      config: { access: policy.withdraw },
      schema: {
        ...doc("Withdraw one's own application (frees the seat)"),
        params: applicationIdParamsSchema,
        response: { 200: myApplicationResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req); // the service checks the table's `withdraw` rule on the row
      const { row, now } = await service.withdraw(user, req.params.id);
      return { data: presentMyApplication(row, user, now, app.payments) };
    },
  );

  app.get(
    "/dashboard",
    {
      config: { access: policy.dashboard },
      schema: {
        ...doc("The dashboard: upcoming classes and, for teachers, seat counts"),
        response: { 200: dashboardResponseSchema },
      },
    },
    async (req) => {
      const user = applicationsPolicy.authorize(req.user, "dashboard");
      return { data: presentDashboard(await overview.dashboard(user), user, app.payments) };
    },
  );
};
