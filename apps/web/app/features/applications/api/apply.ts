import type { CreateApplication } from "@guildforge/contracts";
import { api } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/**
 * POST /api/classes/{id}/applications. The client sends one Idempotency-Key for all retries, so
 * a retried request returns the same application. Refusals stay with the form (no global toast).
 */
export async function applyToClass(classId: number, body: CreateApplication) {
  const [res, { applicationCreatedResponseSchema }] = await Promise.all([
    api.post(`/api/classes/${classId}/applications`, body, { handleErrors: false }),
    lazySchemas(),
  ]);
  return applicationCreatedResponseSchema.parse(res).data;
}
