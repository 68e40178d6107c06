import { ownProfileResponseSchema } from "@guildforge/contracts";
import { api, type UploadProgress } from "../../../lib/api";

/**
 * POST /api/user/avatar with the image in field `avatar` (multipart). Replacing the photo is
 * idempotent, so the client's retry is safe; errors go to the form, not to a toast.
 */
export async function uploadAvatar(file: File, onProgress?: (p: UploadProgress) => void) {
  const form = new FormData();
  form.append("avatar", file);
  const body = await api.post("/api/user/avatar", undefined, {
    form,
    handleErrors: false,
    onUploadProgress: onProgress,
  });
  return ownProfileResponseSchema.parse(body).data;
}
