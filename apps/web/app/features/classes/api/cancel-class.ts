import { classDetailResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/classes/{id}/cancel with the reason students will read. */
export async function cancelClass(id: number, reason: string) {
  return classDetailResponseSchema.parse(await api.post(`/api/classes/${id}/cancel`, { reason })).data;
}
