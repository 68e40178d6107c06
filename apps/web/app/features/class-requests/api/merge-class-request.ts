import { adminClassRequestResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/admin/class-requests/{id}/merge: request {id} goes into {intoId}; its votes move there. */
export async function mergeClassRequest(id: number, intoId: number) {
  return adminClassRequestResponseSchema.parse(
    await api.post(`/api/admin/class-requests/${id}/merge`, { into_id: intoId }),
  ).data;
}
