import { threadResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** GET /api/conversations/{id}/messages: one page, oldest first within it; `cursor` pages to older messages. */
export async function loadThread(conversationId: number, cursor?: string | null) {
  const body = await api.get(`/api/conversations/${conversationId}/messages`, { query: { cursor } });
  return threadResponseSchema.parse(body);
}
