import { api } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/** GET /api/conversations/unread-count (the header badge; silent, and the schema loads lazily: decision 044). */
export async function fetchUnreadMessageCount(): Promise<number> {
  const [{ conversationsUnreadResponseSchema }, raw] = await Promise.all([
    lazySchemas(),
    api.get("/api/conversations/unread-count", { silent: true }),
  ]);
  return conversationsUnreadResponseSchema.parse(raw).unread_count;
}
