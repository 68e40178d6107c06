import type { MessageReadEvent, MessageSentEvent } from "@guildforge/contracts";
import { userChannel } from "@guildforge/contracts/channels";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";
import { useMessagesStore } from "../stores/messages-store";

interface MessageSinks {
  sent(event: MessageSentEvent): void;
  read(event: MessageReadEvent): void;
}

const storeSinks: MessageSinks = {
  sent: (e) => useMessagesStore.getState().receive(e),
  read: (e) => useMessagesStore.getState().receiveRead(e),
};

/**
 * `message.sent` and `message.read` on the user's private channel (issue 17): into the messages
 * store, which appends to the open thread, moves the list row up and counts the badge. Malformed
 * payloads are dropped.
 */
export function messageLiveBindings(userId: number, sinks: MessageSinks = storeSinks) {
  const channel = userChannel(userId);
  return [
    {
      channel,
      event: "message.sent",
      async handle(payload: unknown) {
        const { parseRealtimeEvent } = await lazySchemas();
        const event = parseRealtimeEvent("private-user.{id}", "message.sent", payload);
        if (event) sinks.sent(event);
      },
    },
    {
      channel,
      event: "message.read",
      async handle(payload: unknown) {
        const { parseRealtimeEvent } = await lazySchemas();
        const event = parseRealtimeEvent("private-user.{id}", "message.read", payload);
        if (event) sinks.read(event);
      },
    },
  ];
}
