import type { RealtimeClientConfig } from "@guildforge/contracts";
import type { ApiClient } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/**
 * GET /api/realtime/config: the public key and host. null when the server has none configured or
 * cannot say: the connection is then skipped silently (docs/product.md#states).
 */
export async function loadRealtimeConfig(api: Pick<ApiClient, "get">): Promise<RealtimeClientConfig | null> {
  try {
    const [{ realtimeClientConfigSchema }, body] = await Promise.all([
      lazySchemas(),
      api.get("/api/realtime/config", { handleErrors: false }),
    ]);
    const config = realtimeClientConfigSchema.parse(body);
    return config.enabled && config.key && config.host ? config : null;
  } catch {
    return null;
  }
}
