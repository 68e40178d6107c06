import { articlePreviewResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/admin/articles/preview: the Markdown rendered by the public page's own pipeline. */
export async function previewArticle(markdown: string) {
  const body = await api.post("/api/admin/articles/preview", { markdown }, { handleErrors: false });
  return articlePreviewResponseSchema.parse(body).data;
}
