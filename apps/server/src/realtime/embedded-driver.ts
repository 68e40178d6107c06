import type { Bus } from "./bus.ts";
import { channelAuthorizer, encodeData, type PublishOptions, type Realtime } from "./realtime.ts";
import type { AppCredentials } from "./signing.ts";
import type { PusherServer } from "./ws-server.ts";

/** Our own Pusher server: publish goes through the bus to the local sockets of every instance. */
export function embeddedRealtime(app: AppCredentials, server: PusherServer, bus: Bus): Realtime {
  bus.subscribe((message) => server.deliver(message));
  return {
    driver: "embedded",
    async publish(channel: string, event: string, data: unknown, options: PublishOptions = {}) {
      await bus.publish({
        channel,
        event,
        data: encodeData(data),
        ...(options.exceptSocketId ? { except: options.exceptSocketId } : {}),
      });
    },
    authorizeChannel: channelAuthorizer(app),
    stats: () => ({ sockets: server.connectionCount, channels: server.channelCount }),
    async close() {
      await server.close();
      await bus.close();
    },
  };
}
