// Plain data, no zod (decision 044): the browser's live connection subscribes with these.

/** The public channel every visitor may listen to. */
export const newClassesChannel = "new-classes";
/** The private channel of one user, authorised by POST /api/broadcasting/auth. */
export const userChannel = (userId: number) => `private-user.${userId}`;
/** The public channel of one class's seats (issue 21): every viewer of its page may listen. */
export const classSeatsChannel = (classId: number) => `class.${classId}`;
/** The private channel every admin listens on (issue 21): the class-request queue's changes. */
export const adminChannel = "private-admin";

/**
 * Every live event, per channel pattern: the plain-data list the browser binds from (one place,
 * `features/realtime/live/live-bindings.ts`) and the event x page table is checked against
 * (`live-pages.ts`). Equal to the keys of `realtimeEvents` (realtime-events.test.ts proves it).
 * `new-classes` also carries `class-request.changed` when a request enters or leaves the public
 * /class-requests list (decision 525): the SPEC names no class-request channel.
 */
export const liveChannelEvents = {
  "new-classes": ["class.created", "class-request.changed"],
  "class.{id}": ["class.seats-changed"],
  "private-admin": ["class-request.changed"],
  "private-user.{id}": ["class-request-status-changed", "notification.sent", "message.sent", "message.read"],
} as const;

export type LiveChannelPattern = keyof typeof liveChannelEvents;

/** The pattern of a concrete channel name (`private-user.42` -> `private-user.{id}`); null when none. */
export function channelPatternOf(channel: string): LiveChannelPattern | null {
  if (channel === newClassesChannel) return "new-classes";
  if (channel === adminChannel) return "private-admin";
  if (/^private-user\.\d+$/.test(channel)) return "private-user.{id}";
  if (/^class\.\d+$/.test(channel)) return "class.{id}";
  return null;
}
