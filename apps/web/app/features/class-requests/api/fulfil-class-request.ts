import { classRequestResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/class-requests/{id}/fulfil: the class's instructor or an admin links a published class. */
export async function fulfilClassRequest(id: number, classId: number) {
  return classRequestResponseSchema.parse(await api.post(`/api/class-requests/${id}/fulfil`, { class_id: classId }))
    .data;
}
