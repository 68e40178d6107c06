import { notificationPreferencesResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /settings/notifications: the visitor's email and in-app choices per notification type. */
export async function loadNotificationPreferences(context: Readonly<RouterContextProvider>) {
  return (await loadJson(context, "/api/user/notification-preferences", notificationPreferencesResponseSchema)).data;
}
