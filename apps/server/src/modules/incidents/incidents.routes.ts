import {
  adminIncidentsQuerySchema,
  adminIncidentsResponseSchema,
  classIncidentsParamsSchema,
  classIncidentsResponseSchema,
  createIncidentSchema,
  incidentClassesResponseSchema,
  incidentResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { incidentsAccess as access } from "./incidents.policy.ts";
import { createIncidentsService } from "./incidents.service.ts";

const doc = (summary: string) => ({ tags: ["Incidents"], summary, security: sessionSecurity });

/** The safety incident log (issue 40 point 6): its managers' side and the admins' list. Never public. */
export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIncidentsService({ db: app.deps.database.db, now: () => app.now() });

  app.get(
    "/manage/incident-classes",
    {
      config: { access: access.listClasses },
      schema: {
        ...doc(
          "The classes one manages with sessions that have started, newest session first: what an incident can be recorded against",
        ),
        response: { 200: incidentClassesResponseSchema },
      },
    },
    async (req) => ({ data: await service.classes(signedInUser(req)) }),
  );

  app.post(
    "/manage/classes/:id/incidents",
    {
      config: { access: access.record },
      schema: {
        ...doc(
          "Record a safety incident (burn, cut, near miss) against a session of a class one manages that has started (`session_starts_at`, one of its sessions' starts); 404 for a class one does not manage; send an Idempotency-Key",
        ),
        params: classIncidentsParamsSchema,
        body: createIncidentSchema,
        response: { 201: incidentResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await service.record(signedInUser(req), req.params.id, req.body, req.idempotencyKey);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    "/manage/classes/:id/incidents",
    {
      config: { access: access.readClass },
      schema: {
        ...doc("A class's safety incidents, newest first, for its instructor, its forge's host and admins"),
        params: classIncidentsParamsSchema,
        response: { 200: classIncidentsResponseSchema },
      },
    },
    async (req) => ({ data: await service.forClass(signedInUser(req), req.params.id) }),
  );

  app.get(
    "/admin/incidents",
    {
      config: { access: access.adminList },
      schema: {
        ...doc(
          "Admin: every safety incident, newest first (cursor paging), with the counts per forge in `meta.by_forge`",
        ),
        querystring: adminIncidentsQuerySchema,
        response: { 200: adminIncidentsResponseSchema },
      },
    },
    async (req) => {
      const page = await service.adminList(signedInUser(req), req.query);
      return {
        data: page.rows,
        meta: { next_cursor: page.nextCursor, total: page.total, by_forge: page.byForge },
      };
    },
  );
};
