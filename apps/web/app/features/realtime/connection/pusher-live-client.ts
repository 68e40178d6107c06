import type { RealtimeClientConfig } from "@guildforge/contracts";
import type { ChannelAuthorizationHandler } from "pusher-js";
import { REALTIME_CONNECT_TIMEOUT_MS } from "../../../lib/constants";
import type { LiveClient } from "./live-client";

/**
 * pusher-js 8 behind the LiveClient interface, pointed at our own server (or any Pusher-compatible
 * one) from GET /api/realtime/config. Loaded on demand so it never weighs on the first paint nor
 * runs during server rendering.
 */
export async function createPusherLiveClient(
  config: RealtimeClientConfig,
  authorize: ChannelAuthorizationHandler,
): Promise<LiveClient> {
  const { default: Pusher } = await import("pusher-js");
  const tls = config.scheme === "https";
  const pusher = new Pusher(config.key, {
    cluster: "", // unused: wsHost points at the server
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: tls,
    enabledTransports: tls ? ["wss"] : ["ws"],
    disableStats: true,
    // docs/product.md#constants: a connection attempt times out after 10 s (pusher-js then reports "unavailable").
    unavailableTimeout: REALTIME_CONNECT_TIMEOUT_MS,
    channelAuthorization: { customHandler: authorize },
  });

  return {
    get state() {
      return pusher.connection.state;
    },
    connect: () => pusher.connect(),
    disconnect: () => pusher.disconnect(),
    onStateChange(listener) {
      pusher.connection.bind("state_change", listener);
      return () => pusher.connection.unbind("state_change", listener);
    },
    bind(channelName, event, handler) {
      const channel = pusher.channel(channelName) ?? pusher.subscribe(channelName);
      channel.bind(event, handler);
      return () => channel.unbind(event, handler);
    },
    leave: (channelName) => pusher.unsubscribe(channelName),
  };
}
