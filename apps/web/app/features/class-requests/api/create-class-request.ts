import { type CreateClassRequest, classRequestResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/class-requests (201, starts in_review; the client sends one Idempotency-Key for its retries). */
export async function createClassRequest(body: CreateClassRequest) {
  return classRequestResponseSchema.parse(await api.post("/api/class-requests", body)).data;
}
