import { type CurrentUser, venuesResponseSchema } from "@guildforge/contracts";
import { data, type RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

const managerRoles = ["instructor", "host", "admin"] as const;

/** Only instructors, hosts and admins create classes; others get the 403 screen. */
export function requireClassManager(user: CurrentUser): void {
  if (!user.roles.some((r) => (managerRoles as readonly string[]).includes(r))) {
    throw data(
      { message: "Only instructors, hosts and admins can list classes. Apply to teach from your profile." },
      { status: 403 },
    );
  }
}

/**
 * The forges the class form offers: one's own and those one teaches at by a host's invitation
 * (GET /api/venues?mine=true&teaching=true, decisions 211 and 212; an admin gets every forge).
 */
export async function loadMyVenues(context: Readonly<RouterContextProvider>) {
  return (await loadJson(context, "/api/venues?mine=true&teaching=true&limit=100", venuesResponseSchema)).data;
}
