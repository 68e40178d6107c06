import { seatReleaseParamsSchema, seatReleaseResponseSchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../platform/i18n/request-language.ts";
import { applicationsAccess as policy } from "./applications.policy.ts";
import type { SeatReleaseService } from "./seat-release.service.ts";

const doc = (summary: string) => ({ tags: ["Applications"], summary });

/** The 48-hour reminder's "Can't come? Release my seat" link (issue 40 point 1). */
export const seatReleaseRoutes: FastifyPluginAsyncZod<{ service: SeatReleaseService }> = async (app, { service }) => {
  // The session's time is written in the request's language (the page's: x-page-language).
  app.get(
    "/seat-releases/:token",
    {
      config: { access: policy.releaseByLink },
      schema: {
        ...doc("Anyone with the signed link: the seat it releases (404 forged, 410 expired); changes nothing"),
        params: seatReleaseParamsSchema,
        response: { 200: seatReleaseResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await service.view(req.params.token, requestLanguage(req, null)) };
    },
  );

  app.post(
    "/seat-releases/:token",
    {
      config: { access: policy.releaseByLink },
      schema: {
        ...doc("Anyone with the signed link: release the seat (withdraws; the waitlist moves; 409 once released)"),
        params: seatReleaseParamsSchema,
        response: { 200: seatReleaseResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await service.release(req.params.token, requestLanguage(req, null)) };
    },
  );
};
