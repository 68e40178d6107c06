import { type RealtimeClientConfig, readRealtimeClientConfig } from "@guildforge/contracts/realtime-client-config";
import type { ApiClient } from "../../../lib/api";

/**
 * GET /api/realtime/config: the public key and host. null when the server has none configured or
 * cannot say: the connection is then skipped silently (docs/product.md#states).
 */
export async function loadRealtimeConfig(api: Pick<ApiClient, "get">): Promise<RealtimeClientConfig | null> {
  try {
    // Read without zod (decision 460): a visitor's class page connects right after load.
    const config = readRealtimeClientConfig(await api.get("/api/realtime/config", { handleErrors: false }));
    return config?.enabled && config.key && config.host ? config : null;
  } catch {
    return null;
  }
}
