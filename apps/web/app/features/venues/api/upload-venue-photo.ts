import { venuePhotoFields, venueResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/venues/{id}/photos: the image in `photo`, the optional description in `alt` (multipart). */
export async function uploadVenuePhoto(id: number, file: File, alt: string) {
  const form = new FormData();
  if (alt.trim()) form.append(venuePhotoFields.alt, alt.trim());
  form.append(venuePhotoFields.file, file);
  return venueResponseSchema.parse(await api.post(`/api/venues/${id}/photos`, undefined, { form })).data;
}
