import {
  noContentSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readingLanguage } from "../../platform/i18n/request-language.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { createNotificationsService } from "./notifications.service.ts";

/** OpenAPI fields shared by these routes: all need a signed-in user. */
const doc = (summary: string) => ({ tags: ["Notifications"], summary, security: sessionSecurity });

/** docs/product.md#calls notification calls plus the email preferences of /settings/notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationsService(app.deps.database.db);

  app.get(
    "/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc("The latest notifications (at most 50) and the unread count"),
        response: { 200: notificationListResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return { data: await service.list(user.id, (account) => readingLanguage(req, account)) };
    },
  );

  app.get(
    "/notifications/unread-count",
    {
      config: { access: "signed-in" },
      schema: { ...doc("The number of unread notifications"), response: { 200: unreadCountResponseSchema } },
    },
    async (req) => {
      const user = signedInUser(req);
      return { unread_count: await service.unreadCount(user.id) };
    },
  );

  // Static path first in intent: Fastify prefers the static segment over the :id parameter.
  app.patch(
    "/notifications/mark-all-read",
    {
      config: { access: "signed-in" },
      schema: { ...doc("Mark every notification read"), response: { 204: noContentSchema } },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await service.markAllRead(user.id);
      return reply.status(204).send();
    },
  );

  app.patch(
    "/notifications/:id/read",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc("Mark one notification read (idempotent)"),
        params: notificationIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await service.markRead(user.id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/user/notification-preferences",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc("Email preferences per notification type"),
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return { data: await service.preferences(user.id) };
    },
  );

  app.put(
    "/user/notification-preferences",
    {
      config: { access: "signed-in" },
      schema: {
        ...doc("Save the email preferences per notification type"),
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return { data: await service.updatePreferences(user.id, req.body) };
    },
  );
};
