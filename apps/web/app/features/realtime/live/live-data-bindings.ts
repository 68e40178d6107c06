import { newClassesChannel, userChannel } from "@guildforge/contracts/channels";
import { publishLiveTopics } from "../../../lib/live-data/live-bus";
import { topicsOfEvent } from "../../../lib/live-data/live-topics";
import type { LiveBinding } from "../connection/live-client";

/** The user-channel and new-classes events that change what pages show (issue 21 point 1). */
const userEvents = ["notification.sent", "class-request-status-changed", "message.sent", "message.read"] as const;

/** Every live event that changes a page's data goes to the live-data bus as topics. */
export function liveDataBindings(userId: number, publish = publishLiveTopics): LiveBinding[] {
  const toBus = (event: string) => (payload: unknown) => publish(topicsOfEvent(event, payload));
  return [
    ...userEvents.map((event) => ({ channel: userChannel(userId), event, handle: toBus(event) })),
    { channel: newClassesChannel, event: "class.created", handle: toBus("class.created") },
  ];
}
