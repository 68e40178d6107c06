import { calendarFeedResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /settings/notifications: the person's calendar feed, on or off, with its links (issue 40 point 2). */
export async function loadCalendarFeed(context: Readonly<RouterContextProvider>) {
  return (await loadJson(context, "/api/user/calendar-feed", calendarFeedResponseSchema)).data;
}
