import {
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth-context.ts";
import { createNotificationsService } from "./notifications.service.ts";

/** SPEC s7 notification calls plus the email preferences of /settings/notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationsService(app.deps.database.db);

  app.get("/notifications", { schema: { response: { 200: notificationListResponseSchema } } }, async (req) => {
    const user = requireUser(req);
    return { data: await service.list(user.id) };
  });

  app.get("/notifications/unread-count", { schema: { response: { 200: unreadCountResponseSchema } } }, async (req) => {
    const user = requireUser(req);
    return { unread_count: await service.unreadCount(user.id) };
  });

  // Static path first in intent: Fastify prefers the static segment over the :id parameter.
  app.patch("/notifications/mark-all-read", async (req, reply) => {
    const user = requireUser(req);
    await service.markAllRead(user.id);
    return reply.status(204).send();
  });

  app.patch("/notifications/:id/read", { schema: { params: notificationIdParamsSchema } }, async (req, reply) => {
    const user = requireUser(req);
    await service.markRead(user.id, req.params.id);
    return reply.status(204).send();
  });

  app.get(
    "/user/notification-preferences",
    { schema: { response: { 200: notificationPreferencesResponseSchema } } },
    async (req) => {
      const user = requireUser(req);
      return { data: await service.preferences(user.id) };
    },
  );

  app.put(
    "/user/notification-preferences",
    { schema: { body: updateNotificationPreferencesSchema, response: { 200: notificationPreferencesResponseSchema } } },
    async (req) => {
      const user = requireUser(req);
      return { data: await service.updatePreferences(user.id, req.body) };
    },
  );
};
