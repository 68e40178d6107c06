import { type CurrentUser, venuesResponseSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { loadJson } from "../../../lib/server-api/api-json.server";

const managerRoles = ["instructor", "host", "admin"] as const;

/** Only instructors, hosts and admins create classes; others get the 403 screen. */
export async function requireClassManager(user: CurrentUser, context: Readonly<RouterContextProvider>): Promise<void> {
  if (!user.roles.some((r) => (managerRoles as readonly string[]).includes(r))) {
    const i18n = await serverI18n(context, ["classes"]);
    throw data(
      {
        message: i18n._(msg`Only instructors, hosts and admins can list classes. Apply to teach from your profile.`),
      },
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
