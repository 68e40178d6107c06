import { markConversationReadResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** POST /api/conversations/{id}/read: the other person's messages are read up to now (silent: never a toast). */
export async function markConversationRead(conversationId: number) {
  const body = await api.post(`/api/conversations/${conversationId}/read`, undefined, { silent: true });
  return markConversationReadResponseSchema.parse(body).data;
}
