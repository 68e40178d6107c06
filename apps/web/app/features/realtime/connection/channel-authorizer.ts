import type { ChannelAuthorizationHandler } from "pusher-js";
import type { ApiClient } from "../../../lib/api";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";

/**
 * docs/product.md#calls private channel authorisation: a JSON POST /api/broadcasting/auth
 * `{ socket_id, channel_name }` with cookies and the CSRF header (our API client), the JSON answer
 * handed to pusher-js. A failure is passed to the connection layer, never shown as a toast.
 */
export function createChannelAuthorizer(api: Pick<ApiClient, "post">): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    Promise.all([
      lazySchemas(),
      api.post("/api/broadcasting/auth", { socket_id: socketId, channel_name: channelName }, { handleErrors: false }),
    ])
      .then(([{ broadcastingAuthResponseSchema }, body]) => callback(null, broadcastingAuthResponseSchema.parse(body)))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  };
}
