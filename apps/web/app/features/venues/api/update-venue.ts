import { type UpdateVenue, venueResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** PATCH /api/venues/{id} (owner or admin). */
export async function updateVenue(id: number, body: UpdateVenue) {
  return venueResponseSchema.parse(await api.patch(`/api/venues/${id}`, body)).data;
}
