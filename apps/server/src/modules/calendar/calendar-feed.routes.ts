import {
  calendarFeedFileParamsSchema,
  calendarFeedResponseSchema,
  updateCalendarFeedSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { createCalendarFeedService } from "./calendar-feed.service.ts";

const doc = (summary: string) => ({ tags: ["Calendar"], summary });

/** A person's calendar feed (issue 40 point 2): the owner's settings and the feed calendar apps read. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const service = createCalendarFeedService({
    db: app.deps.database.db,
    appKey: config.appKey,
    appUrl: config.appUrl,
    now: () => app.now(),
  });

  app.get(
    "/user/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc("One's calendar feed: on or off, and its links"),
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (req) => ({ data: await service.status(signedInUser(req).id) }),
  );

  app.post(
    "/user/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc(
          "Turn the calendar feed on (`enable`, keeps a working link) or make a new link (`regenerate`, the old one stops)",
        ),
        body: updateCalendarFeedSchema,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return {
        data: req.body.action === "enable" ? await service.enable(user.id) : await service.regenerate(user.id),
      };
    },
  );

  app.delete(
    "/user/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc("Turn the calendar feed off (every link stops; idempotent)"),
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (req) => ({ data: await service.disable(signedInUser(req).id) }),
  );

  app.get(
    "/calendar/:file",
    {
      config: { access: "public" },
      schema: {
        ...doc("The feed a calendar app subscribes to: `{token}.ics` from the owner's link (404 once replaced or off)"),
        params: calendarFeedFileParamsSchema,
      },
    },
    async (req, reply) => {
      const body = await service.file(req.params.file);
      return reply
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex")
        .type("text/calendar; charset=utf-8")
        .send(body);
    },
  );
};
