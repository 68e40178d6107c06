import { classRequestResponseSchema, type UpdateClassRequest } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** PATCH /api/class-requests/{id}: the requester, while in_review or rejected (rejected goes back to review). */
export async function updateClassRequest(id: number, body: UpdateClassRequest) {
  return classRequestResponseSchema.parse(await api.patch(`/api/class-requests/${id}`, body)).data;
}
