import type { Bus } from "./bus.ts";
import { boundChannelAuthorizer, encodeData, type PublishOptions, type Realtime } from "./realtime.ts";
import { sessionTag } from "./session-binding.ts";
import type { AppCredentials } from "./signing.ts";
import type { PusherServer } from "./ws-server.ts";

/**
 * The bus topic that carries "these sessions ended" (their tags, JSON) to every instance. `#` is
 * outside the channel name alphabet, so no client or publisher can use it.
 */
export const sessionsEndedChannel = "#sessions-ended";

/** Our own Pusher server: publish goes through the bus to the local sockets of every instance. */
export function embeddedRealtime(app: AppCredentials, server: PusherServer, bus: Bus): Realtime {
  bus.subscribe((message) => {
    if (message.channel !== sessionsEndedChannel) return server.deliver(message);
    let tags: unknown;
    try {
      tags = JSON.parse(message.data);
    } catch {
      return;
    }
    if (Array.isArray(tags)) server.endSessions(tags.filter((t): t is string => typeof t === "string"));
  });
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
    authorizeChannel: boundChannelAuthorizer(app),
    async endSessions(sessions) {
      const tags = sessions.flatMap((s) => s.ids.map((id) => sessionTag(app.secret, id)));
      if (tags.length === 0) return;
      // Through the bus like an event: this instance drops them now, the others in Redis's order.
      await bus.publish({ channel: sessionsEndedChannel, event: "sessions.ended", data: JSON.stringify(tags) });
    },
    stats: () => ({ sockets: server.connectionCount, channels: server.channelCount }),
    async close() {
      await server.close();
      await bus.close();
    },
  };
}
