import { type FeatureRequestInput, feedbackCreatedResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/feedback/feature-requests. */
export async function sendFeatureRequest(body: FeatureRequestInput) {
  const res = await api.post("/api/feedback/feature-requests", body, { handleErrors: false });
  return feedbackCreatedResponseSchema.parse(res).data;
}
