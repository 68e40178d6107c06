import type { RealtimeClientConfig } from "@guildforge/contracts";
import type { ChannelAuthorizationHandler } from "pusher-js";
import { type ApiClient, api as defaultApi } from "../../../lib/api";
import { createChannelAuthorizer } from "./channel-authorizer";
import { createConnectionManager } from "./connection-manager";
import { idleConnection, useConnectionStore } from "./connection-state";
import type { LiveBinding, LiveClient } from "./live-client";
import { createPusherLiveClient } from "./pusher-live-client";
import { loadRealtimeConfig } from "./realtime-config";

export interface LiveConnectionOptions {
  bindings: readonly LiveBinding[];
  onConnected(): void;
  /** Attaches more listeners to the client once it exists (the channels open pages ask for); returns their stop. */
  attach?: (client: LiveClient) => () => void;
  api?: Pick<ApiClient, "get" | "post">;
  createClient?: (config: RealtimeClientConfig, authorize: ChannelAuthorizationHandler) => Promise<LiveClient>;
  network?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
}

/**
 * Opens the signed-in user's live connection (browser only): reads the public config (skipped
 * silently when none), binds every listener, then connects under the docs/product.md#states policy. Its state
 * goes to useConnectionStore. Returns the stop function.
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const api = options.api ?? defaultApi;
  const createClient = options.createClient ?? createPusherLiveClient;
  let stopped = false;
  let stop = () => {};

  void (async () => {
    const config = await loadRealtimeConfig(api);
    if (!config || stopped) return;
    const client = await createClient(config, createChannelAuthorizer(api));
    if (stopped) {
      client.disconnect();
      return;
    }
    const unbind = options.bindings.map((b) => client.bind(b.channel, b.event, b.handle));
    if (options.attach) unbind.push(options.attach(client));
    const manager = createConnectionManager({
      client,
      network: options.network ?? (typeof window === "undefined" ? undefined : window),
      onState: (state) =>
        useConnectionStore.setState((s) => ({ state, everConnected: s.everConnected || state === "connected" })),
      onConnected: options.onConnected,
    });
    useConnectionStore.setState({ active: true, reconnect: manager.forceReconnect });
    manager.start();
    stop = () => {
      for (const off of unbind) off();
      manager.stop();
    };
  })().catch(() => {
    // pusher-js failed to load: live updates stay off, the pages still work
  });

  return () => {
    stopped = true;
    stop();
    useConnectionStore.setState({ ...idleConnection });
  };
}
