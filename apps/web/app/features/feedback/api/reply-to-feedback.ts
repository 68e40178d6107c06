import { feedbackItemResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/admin/feedback/{id}/reply: emails the sender; 422s go to the form. */
export async function replyToFeedback(id: number, message: string) {
  const res = await api.post(`/api/admin/feedback/${id}/reply`, { message }, { handleErrors: false });
  return feedbackItemResponseSchema.parse(res).data;
}
