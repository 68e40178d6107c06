import { conversationsResponseSchema } from "@guildforge/contracts";
import { api } from "../../../lib/api";

/** GET /api/conversations: newest activity first; `q` searches the other person's name and the class title. */
export async function listConversations(query: { q?: string; cursor?: string | null } = {}) {
  const body = await api.get("/api/conversations", { query: { q: query.q || undefined, cursor: query.cursor } });
  return conversationsResponseSchema.parse(body);
}
