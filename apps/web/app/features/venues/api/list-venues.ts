import { venuesResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** GET /api/venues?mine=true: the forges the signed-in user may list classes at (admins: all). */
export async function listMyVenues() {
  return venuesResponseSchema.parse(await api.get("/api/venues?mine=true&limit=100")).data;
}
