import {
  applicationDecisionSchema,
  applicationIdParamsSchema,
  bulkApplicationDecisionResponseSchema,
  bulkApplicationDecisionSchema,
  manageApplicationResponseSchema,
  manageApplicationsQuerySchema,
  manageApplicationsResponseSchema,
  rosterClassesResponseSchema,
  rosterCsvSchema,
  rostersQuerySchema,
  rostersResponseSchema,
  teachingClassesQuerySchema,
  teachingClassesResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { applicationsPolicy, applicationsAccess as policy } from "./applications.policy.ts";
import {
  presentManageQueue,
  presentRosterClasses,
  presentRosters,
  presentTeachingClassesPage,
} from "./applications.presenter.ts";
import type { createDecisionsService } from "./decisions.service.ts";
import type { createOverviewService } from "./overview.service.ts";
import { rosterCsv } from "./roster-csv.ts";

/** OpenAPI fields shared by these routes: instructors, hosts and admins only. */
const doc = (summary: string) => ({ tags: ["Manage"], summary, security: sessionSecurity });

/** Instructors', hosts' and admins' side: the queue, decisions, rosters (/manage/*). */
export const manageApplicationsRoutes: FastifyPluginAsyncZod<{
  decisions: ReturnType<typeof createDecisionsService>;
  overview: ReturnType<typeof createOverviewService>;
}> = async (app, { decisions, overview }) => {
  app.get(
    "/manage/applications",
    {
      config: { access: policy.manage },
      schema: {
        ...doc("The applications queue of the classes one manages (filter by class, status)"),
        querystring: manageApplicationsQuerySchema,
        response: { 200: manageApplicationsResponseSchema },
      },
    },
    async (req) => {
      const user = applicationsPolicy.authorize(req.user, "manage");
      return presentManageQueue(await decisions.queue(user, req.query), user);
    },
  );

  app.get(
    "/dashboard/teaching",
    {
      config: { access: policy.manage },
      schema: {
        ...doc("The classes one teaches or hosts that have not ended, soonest first (cursor paging)"),
        querystring: teachingClassesQuerySchema,
        response: { 200: teachingClassesResponseSchema },
      },
    },
    async (req) =>
      presentTeachingClassesPage(
        await overview.teachingClasses(applicationsPolicy.authorize(req.user, "manage"), req.query),
      ),
  );

  app.post(
    "/manage/applications/:id/decision",
    {
      config: { access: policy.manage },
      schema: {
        ...doc("Accept, reject or waitlist an application"),
        params: applicationIdParamsSchema,
        body: applicationDecisionSchema,
        response: { 200: manageApplicationResponseSchema },
      },
    },
    async (req) => ({
      data: await decisions.decide(applicationsPolicy.authorize(req.user, "manage"), req.params.id, req.body),
    }),
  );

  app.post(
    "/manage/applications/decisions",
    {
      config: { access: policy.manage },
      schema: {
        ...doc("Decide several applications at once (reports the refusals)"),
        body: bulkApplicationDecisionSchema,
        response: { 200: bulkApplicationDecisionResponseSchema },
      },
    },
    async (req) => ({ data: await decisions.decideMany(applicationsPolicy.authorize(req.user, "manage"), req.body) }),
  );

  app.get(
    "/manage/roster-classes",
    {
      config: { access: policy.manage },
      schema: {
        ...doc(
          "The classes one manages (all but drafts), soonest first, with their accepted, pending and waitlisted counts: the rosters' and queue's class picker",
        ),
        response: { 200: rosterClassesResponseSchema },
      },
    },
    async (req, reply) => {
      const user = applicationsPolicy.authorize(req.user, "manage");
      return reply.header("cache-control", "no-store").send(presentRosterClasses(await overview.rosterClasses(user)));
    },
  );

  app.get(
    "/manage/students",
    {
      config: { access: policy.manage },
      schema: {
        ...doc(
          "Rosters of the classes one manages; with `class_id`, `limit` and `cursor` pages one roster; `format=csv` with `class_id` downloads one as CSV",
        ),
        querystring: rostersQuerySchema,
        response: {
          200: {
            description: "Rosters as JSON, or one roster as CSV",
            content: { "application/json": { schema: rostersResponseSchema }, "text/csv": { schema: rosterCsvSchema } },
          },
        },
      },
    },
    async (req, reply) => {
      const user = applicationsPolicy.authorize(req.user, "manage");
      if (req.query.format === "csv") {
        if (!req.query.class_id)
          throw errors.validation(
            "class_id",
            /*i18n*/ {
              id: "error.roster_choose_class",
              message: "Choose a class to export its roster.",
            },
          );
        const [roster] = presentRosters(await overview.rosters(user, req.query.class_id), app.payments).data;
        if (!roster) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
        const slug = roster.class.url.split("/").pop() ?? `class-${roster.class.id}`;
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="roster-${slug}.csv"`)
          .header("cache-control", "no-store")
          .send(rosterCsv(roster.students, roster.class.time_zone));
      }
      const { class_id, cursor, limit } = req.query;
      return reply.send(
        rostersResponseSchema.parse(
          presentRosters(await overview.rosters(user, class_id, { cursor, limit }), app.payments),
        ),
      );
    },
  );
};
