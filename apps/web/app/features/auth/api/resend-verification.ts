import { type MessageResponse, messageResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/email/verification-notification (rate-limited; 429 is handled by the page). */
export async function resendVerification(): Promise<MessageResponse> {
  return messageResponseSchema.parse(
    await api.post("/api/email/verification-notification", undefined, { handleErrors: false }),
  );
}
