import { notificationPreferencesResponseSchema, type UpdateNotificationPreferences } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** PUT /api/user/notification-preferences: email on/off per notification type. */
export async function saveNotificationPreferences(body: UpdateNotificationPreferences) {
  return notificationPreferencesResponseSchema.parse(await api.put("/api/user/notification-preferences", body)).data;
}
