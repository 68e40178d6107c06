import {
  attendanceParamsSchema,
  attendanceUpdateSchema,
  checkInRequestSchema,
  checkInResultResponseSchema,
  checkInSessionParamsSchema,
  checkInSessionResponseSchema,
  ticketCodeParamsSchema,
  ticketResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import type { CheckInService } from "./check-in.service.ts";

const staff = ["instructor", "host", "admin"] as const;

/** Tickets and check-in at the forge (issue 40 points 3-4). */
export const checkInRoutes: FastifyPluginAsyncZod<{ service: CheckInService }> = async (app, { service }) => {
  app.get(
    "/tickets/:code",
    {
      config: { access: "public" },
      schema: {
        tags: ["Check-in"],
        summary: "Anyone with the ticket's link: the seat it admits (404 for an unknown code); never cached",
        params: ticketCodeParamsSchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
      return { data: await service.ticket(req.params.code) };
    },
  );

  app.get(
    "/manage/check-in/:sessionId",
    {
      config: { access: staff },
      schema: {
        tags: ["Check-in"],
        summary:
          "A session's check-in screen: its phase and roster with each student's check-in (the class's managers)",
        params: checkInSessionParamsSchema,
        response: { 200: checkInSessionResponseSchema },
      },
    },
    async (req) => ({ data: await service.session(signedInUser(req), req.params.sessionId) }),
  );

  app.post(
    "/manage/check-in/:sessionId",
    {
      config: { access: staff },
      schema: {
        tags: ["Check-in"],
        summary:
          "Check a seat in: a scanned ticket or a student from the roster; once per seat and session; the same scan_id again is answered the same (409 says why a scan is refused)",
        params: checkInSessionParamsSchema,
        body: checkInRequestSchema,
        response: { 200: checkInResultResponseSchema },
      },
    },
    async (req) => ({ data: await service.checkIn(signedInUser(req), req.params.sessionId, req.body) }),
  );

  app.put(
    "/manage/check-in/:sessionId/attendance/:applicationId",
    {
      config: { access: staff },
      schema: {
        tags: ["Check-in"],
        summary: "After the session, for 7 days: mark a student attended or no-show",
        params: attendanceParamsSchema,
        body: attendanceUpdateSchema,
        response: { 200: checkInSessionResponseSchema },
      },
    },
    async (req) => ({
      data: await service.setAttendance(
        signedInUser(req),
        req.params.sessionId,
        req.params.applicationId,
        req.body.status,
      ),
    }),
  );
};
