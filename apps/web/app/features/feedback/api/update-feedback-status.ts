import { type FeedbackStatus, feedbackItemResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** PATCH /api/admin/feedback/{id}: new, triaged or done. */
export async function updateFeedbackStatus(id: number, status: FeedbackStatus) {
  return feedbackItemResponseSchema.parse(await api.patch(`/api/admin/feedback/${id}`, { status })).data;
}
