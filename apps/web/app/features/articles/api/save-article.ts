import { adminArticleResponseSchema, type CreateArticle, type UpdateArticle } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/admin/articles (201); 422s go to the form, not to a toast. */
export async function createArticle(body: CreateArticle) {
  return adminArticleResponseSchema.parse(await api.post("/api/admin/articles", body, { handleErrors: false })).data;
}

/** PATCH /api/admin/articles/{id}. */
export async function updateArticle(id: number, body: UpdateArticle) {
  return adminArticleResponseSchema.parse(await api.patch(`/api/admin/articles/${id}`, body, { handleErrors: false }))
    .data;
}
