import { type CreateVenue, venueResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/venues: lists a forge owned by the signed-in user. */
export async function createVenue(body: CreateVenue) {
  return venueResponseSchema.parse(await api.post("/api/venues", body)).data;
}
