import Pusher from "pusher";
import { channelAuthorizer, type PublishOptions, type Realtime } from "./realtime.ts";
import type { AppCredentials } from "./signing.ts";

export interface ExternalPusherOptions {
  host: string;
  port: number;
  scheme: "http" | "https";
}

/**
 * An external Pusher-compatible server (soketi, Laravel Reverb, Pusher Channels): publish through
 * its HTTP API with the `pusher` package; channel auth is signed here with the same credentials.
 */
export function pusherRealtime(app: AppCredentials, target: ExternalPusherOptions): Realtime {
  const client = new Pusher({
    appId: app.appId,
    key: app.key,
    secret: app.secret,
    host: target.host,
    port: String(target.port),
    useTLS: target.scheme === "https",
    timeout: 10_000,
  });
  return {
    driver: "pusher",
    async publish(channel: string, event: string, data: unknown, options: PublishOptions = {}) {
      await client.trigger(channel, event, data, options.exceptSocketId ? { socket_id: options.exceptSocketId } : {});
    },
    authorizeChannel: channelAuthorizer(app),
    // An external server offers no way to drop one session's subscriptions (decision 505).
    async endSessions() {},
    async close() {},
  };
}
