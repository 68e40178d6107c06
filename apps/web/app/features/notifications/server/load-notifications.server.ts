import { notificationListResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJsonOrNull } from "../../../lib/server-api/api-json.server";

/** /notifications: the visitor's notifications, or null when signed out (the route sends them to sign in). */
export async function loadNotifications(context: Readonly<RouterContextProvider>) {
  const body = await loadJsonOrNull(context, "/api/notifications", notificationListResponseSchema, [401]);
  return body?.data ?? null;
}
