import { type BulkApplicationDecision, bulkApplicationDecisionResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/manage/applications/decisions: each id decided on its own; failures come back listed. */
export async function decideApplications(body: BulkApplicationDecision) {
  const res = await api.post("/api/manage/applications/decisions", body, { handleErrors: false });
  return bulkApplicationDecisionResponseSchema.parse(res).data;
}
