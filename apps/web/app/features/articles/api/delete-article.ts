import { api } from "../../../lib/api";

/** DELETE /api/admin/articles/{id} (204): the article and its cover files. */
export async function deleteArticle(id: number) {
  await api.delete(`/api/admin/articles/${id}`);
}
