import type { StartConversation } from "@guildforge/contracts";
import { api } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/** POST /api/conversations: starts (201) or reopens (200) the conversation and sends the first message. */
export async function startConversation(body: StartConversation, idempotencyKey: string) {
  const [res, { sentMessageResponseSchema }] = await Promise.all([
    api.post("/api/conversations", body, { idempotencyKey }),
    lazySchemas(),
  ]);
  return sentMessageResponseSchema.parse(res).data;
}
