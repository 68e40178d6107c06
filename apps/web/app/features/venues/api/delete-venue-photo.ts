import { venueResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** DELETE /api/venues/{id}/photos/{key}: the photo and its files go; the forge comes back. */
export async function deleteVenuePhoto(id: number, key: string) {
  return venueResponseSchema.parse(await api.delete(`/api/venues/${id}/photos/${encodeURIComponent(key)}`)).data;
}
