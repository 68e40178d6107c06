import { onWantedChannels, publishLiveTopics } from "../../../lib/live-data/live-bus";
import type { LiveClient } from "../connection/live-client";
import { dataBindingsOf } from "./live-data-bindings";

/**
 * Follows the channels open pages ask for (a class page and a manager's queue or roster: the
 * public `class.{id}` of each class shown; the admin queue: `private-admin`, authorised for admins
 * only; a class-request list: the public `new-classes`): subscribes while one is wanted, binding
 * every event the contracts list for it (`dataBindingsOf`), and leaves it when no page wants it
 * any more. Channels in `kept` (a signed-in user's own and new-classes, bound for good by the
 * connection) are neither bound again nor left. Returns the stop function.
 */
export function followPageChannels(
  client: LiveClient,
  publish = publishLiveTopics,
  kept: ReadonlySet<string> = new Set(),
): () => void {
  const bound = new Map<string, Array<() => void>>();
  const release = (channel: string, unbind: Array<() => void>) => {
    for (const off of unbind) off();
    client.leave?.(channel);
  };
  const stop = onWantedChannels((wanted) => {
    for (const [channel, unbind] of bound) {
      if (wanted.has(channel)) continue;
      release(channel, unbind);
      bound.delete(channel);
    }
    for (const channel of wanted) {
      if (bound.has(channel) || kept.has(channel)) continue;
      bound.set(
        channel,
        dataBindingsOf(channel, publish).map((b) => client.bind(b.channel, b.event, b.handle)),
      );
    }
  });
  return () => {
    stop();
    for (const [channel, unbind] of bound) release(channel, unbind);
    bound.clear();
  };
}
