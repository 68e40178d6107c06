import { classDetailResponseSchema, type UpdateClass } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** PATCH /api/classes/{id}: any subset of the fields. */
export async function updateClass(id: number, body: UpdateClass) {
  return classDetailResponseSchema.parse(await api.patch(`/api/classes/${id}`, body)).data;
}
