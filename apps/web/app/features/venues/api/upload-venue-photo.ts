import { venuePhotoFields, venueResponseSchema } from "@guildforge/contracts";
import { api, type UploadProgress } from "../../../lib/api";

/** POST /api/venues/{id}/photos: the image in `photo`, the optional description in `alt` (multipart). */
export async function uploadVenuePhoto(id: number, file: File, alt: string, onProgress?: (p: UploadProgress) => void) {
  const form = new FormData();
  if (alt.trim()) form.append(venuePhotoFields.alt, alt.trim());
  form.append(venuePhotoFields.file, file);
  return venueResponseSchema.parse(
    await api.post(`/api/venues/${id}/photos`, undefined, { form, onUploadProgress: onProgress }),
  ).data;
}
