import {
  type CurrentUser,
  locationTreeResponseSchema,
  venueResponseSchema,
  venuesResponseSchema,
} from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { loadJson, loadJsonOrNull } from "../../../lib/server-api/api-json.server";
import { locationGroups } from "../lib/location-options";

type Context = Readonly<RouterContextProvider>;

/** The roles that may list a forge (hosts, instructors hosting themselves, admins); others see the 403 screen. */
const forgeRoles = ["host", "instructor", "admin"] as const;

export async function requireForgeManager(user: CurrentUser, context: Context): Promise<void> {
  if (!user.roles.some((r) => (forgeRoles as readonly string[]).includes(r))) {
    const i18n = await serverI18n(context, ["venues"]);
    const message = i18n._(msg`Only hosts, instructors and admins list forges. Apply to teach from the Teach page.`);
    throw data({ message }, { status: 403 });
  }
}

/** GET /api/venues?mine=true: the user's forges (every forge for an admin), first 100. */
export async function loadMyForges(context: Context) {
  return (await loadJson(context, "/api/venues?mine=true&limit=100", venuesResponseSchema)).data;
}

/** GET /api/locations as the form's grouped options. */
export async function loadLocationGroups(context: Context) {
  return locationGroups((await loadJson(context, "/api/locations", locationTreeResponseSchema)).data);
}

/** GET /api/venues/{id} for its edit page: 404 when unknown, 403 unless the user may edit it. */
export async function loadEditableForge(context: Context, id: number) {
  const { data: venue } = await loadJson(context, `/api/venues/${id}`, venueResponseSchema);
  if (!venue.can_manage) throw data({ message: "Only this forge's owner or an admin can edit it." }, { status: 403 });
  return venue;
}

/** GET /api/venues/{id} for a page that names the forge: its name and place, or null when unknown (404). */
export async function loadForgeName(context: Context, id: number) {
  const found = await loadJsonOrNull(context, `/api/venues/${id}`, venueResponseSchema, [404]);
  return found ? { id, name: found.data.name, place: found.data.location.name } : null;
}
