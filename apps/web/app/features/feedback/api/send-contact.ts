import { type ContactMessageInput, feedbackCreatedResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/feedback/contact. */
export async function sendContact(body: ContactMessageInput) {
  const res = await api.post("/api/feedback/contact", body, { handleErrors: false });
  return feedbackCreatedResponseSchema.parse(res).data;
}
