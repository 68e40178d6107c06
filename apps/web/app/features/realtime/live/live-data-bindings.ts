import { channelPatternOf, liveChannelEvents, newClassesChannel, userChannel } from "@guildforge/contracts/channels";
import { publishLiveTopics } from "../../../lib/live-data/live-bus";
import { topicsOfEvent } from "../../../lib/live-data/live-topics";
import type { LiveBinding } from "../connection/live-client";

/**
 * The one place the browser binds live events for page data (decision 525): every event the
 * contracts list for a channel's pattern (`liveChannelEvents`) goes to the live-data bus as the
 * topics it touches (`topicsOfEvent`); open pages that show one of them reload their loaders
 * (`use-live-page.ts`). [] for a channel no pattern matches.
 */
export function dataBindingsOf(channel: string, publish = publishLiveTopics): LiveBinding[] {
  const pattern = channelPatternOf(channel);
  if (!pattern) return [];
  return liveChannelEvents[pattern].map((event) => ({
    channel,
    event,
    handle: (payload: unknown) => publish(topicsOfEvent(event, payload)),
  }));
}

/** The channels a signed-in user always follows (docs/product.md#roles): their own and new-classes. */
export const alwaysFollowed = (userId: number): string[] => [userChannel(userId), newClassesChannel];

/** Every event of the signed-in user's always-followed channels, as page-data bindings. */
export function liveDataBindings(userId: number, publish = publishLiveTopics): LiveBinding[] {
  return alwaysFollowed(userId).flatMap((channel) => dataBindingsOf(channel, publish));
}
