import { adminArticleResponseSchema } from "@guildforge/contracts";
import { api, type UploadProgress } from "../../../lib/api";

/** POST /api/admin/articles/{id}/cover (multipart field `cover`; replaces the old cover). */
export async function uploadArticleCover(id: number, file: File, onProgress?: (p: UploadProgress) => void) {
  const form = new FormData();
  form.append("cover", file);
  const body = await api.post(`/api/admin/articles/${id}/cover`, undefined, {
    form,
    handleErrors: false,
    onUploadProgress: onProgress,
  });
  return adminArticleResponseSchema.parse(body).data;
}
