import {
  adminChannel,
  classSeatsChannel,
  newClassesChannel,
  type RealtimeChannelPattern,
  type RealtimeEventName,
  type RealtimeEventPayload,
  userChannel,
} from "@guildforge/contracts";

/**
 * A channel to publish on: its pattern in the contracts' event map (`realtimeEvents`) and its
 * concrete name. The pattern is what types the events and payloads that may go on it.
 */
export interface LiveChannel<P extends RealtimeChannelPattern> {
  readonly pattern: P;
  readonly name: string;
  /**
   * Pushes on this channel are coalesced: the first starts a window of this many ms, later ones
   * in the window replace its payload, and only the latest is sent when it ends.
   */
  readonly coalesceMs?: number;
}

/** The seat-count window of a class channel: a busy class sends at most ~4 updates a second. */
export const classSeatsCoalesceMs = 250;

/** Every channel the server publishes on (docs/product.md#realtime-channels). */
export const liveChannels = {
  /** The public channel of newly published classes. */
  newClasses: { pattern: "new-classes", name: newClassesChannel } as LiveChannel<"new-classes">,
  /** The admins' private channel (the class-request queue's changes). */
  admin: { pattern: "private-admin", name: adminChannel } as LiveChannel<"private-admin">,
  /** One user's private channel (`private-user.{id}`). */
  user: (userId: number): LiveChannel<"private-user.{id}"> => ({
    pattern: "private-user.{id}",
    name: userChannel(userId),
  }),
  /** One class's public seat channel (`class.{id}`), coalesced. */
  classSeats: (classId: number): LiveChannel<"class.{id}"> => ({
    pattern: "class.{id}",
    name: classSeatsChannel(classId),
    coalesceMs: classSeatsCoalesceMs,
  }),
};

/** A live push waiting for its transaction to commit; its payload was type-checked when raised. */
export interface PendingPush {
  channel: string;
  event: string;
  data: unknown;
  coalesceMs?: number;
}

/**
 * Publishes `event` on `channel` after the commit. `C` and `E` are checked against the
 * contracts' event map: an event the channel does not carry, or a payload of the wrong shape,
 * does not compile (broadcast-types.test.ts proves it).
 */
export type Broadcast = <C extends RealtimeChannelPattern, E extends RealtimeEventName<C>>(
  channel: LiveChannel<C>,
  event: E,
  data: RealtimeEventPayload<C, E>,
) => void;
