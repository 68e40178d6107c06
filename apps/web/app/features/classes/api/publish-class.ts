import { classDetailResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/classes/{id}/publish: the class goes public and `class.created` is announced. */
export async function publishClass(id: number) {
  return classDetailResponseSchema.parse(await api.post(`/api/classes/${id}/publish`, {})).data;
}
