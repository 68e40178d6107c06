import { adminChannel } from "@guildforge/contracts/channels";
import { onWantedChannels, publishLiveTopics } from "../../../lib/live-data/live-bus";
import { topicsOfEvent } from "../../../lib/live-data/live-topics";
import type { LiveClient } from "../connection/live-client";

/** The event a class's public seat channel carries. */
export const seatsEvent = "class.seats-changed";
/** The event the admins' channel carries. */
export const adminQueueEvent = "class-request.changed";

/** The event a page channel carries: the admins' queue changes, else a class's seats. */
const eventOf = (channel: string) => (channel === adminChannel ? adminQueueEvent : seatsEvent);

/**
 * Follows the channels open pages ask for (a class page: its public `class.{id}`; the admin
 * queue: `private-admin`, authorised for admins only): subscribes while
 * one is wanted, leaves it when no page wants it any more. Returns the stop function.
 */
export function followPageChannels(client: LiveClient, publish = publishLiveTopics): () => void {
  const bound = new Map<string, () => void>();
  const stop = onWantedChannels((wanted) => {
    for (const [channel, unbind] of bound) {
      if (wanted.has(channel)) continue;
      unbind();
      client.leave?.(channel);
      bound.delete(channel);
    }
    for (const channel of wanted) {
      if (bound.has(channel)) continue;
      bound.set(
        channel,
        client.bind(channel, eventOf(channel), (payload) => publish(topicsOfEvent(eventOf(channel), payload))),
      );
    }
  });
  return () => {
    stop();
    for (const [channel, unbind] of bound) {
      unbind();
      client.leave?.(channel);
    }
    bound.clear();
  };
}
