import { type StartConversation, sentMessageResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/conversations: starts (201) or reopens (200) the conversation and sends the first message. */
export async function startConversation(body: StartConversation, idempotencyKey: string) {
  return sentMessageResponseSchema.parse(await api.post("/api/conversations", body, { idempotencyKey })).data;
}
