import { adminClassRequestResponseSchema, type ReviewClassRequest } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/admin/class-requests/{id}/review: approve, reject (message), back to review, fulfil (class_id). */
export async function reviewClassRequest(id: number, body: ReviewClassRequest) {
  return adminClassRequestResponseSchema.parse(await api.post(`/api/admin/class-requests/${id}/review`, body)).data;
}
