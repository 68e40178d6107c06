import { classDetailResponseSchema } from "@guildforge/contracts";
import { api, type UploadProgress } from "../../../lib/api";

/**
 * POST /api/classes/{id}/images with the file in field `cover` (multipart; replaces the cover, so
 * the client's retry is safe); errors go to the form, not to a toast.
 */
export async function uploadClassCover(id: number, file: File, onProgress?: (p: UploadProgress) => void) {
  const form = new FormData();
  form.append("cover", file);
  const body = await api.post(`/api/classes/${id}/images`, undefined, {
    form,
    handleErrors: false,
    onUploadProgress: onProgress,
  });
  return classDetailResponseSchema.parse(body).data;
}
