import { myApplicationResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/applications/{id}/withdraw (the student's own, before the first session). */
export async function withdrawApplication(id: number) {
  const res = await api.post(`/api/applications/${id}/withdraw`, undefined, { handleErrors: false });
  return myApplicationResponseSchema.parse(res).data;
}
