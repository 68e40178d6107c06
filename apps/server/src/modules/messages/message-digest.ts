import type { Db } from "../../db/client.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { digestRepository as digests } from "./digest.repository.ts";
import { messagesRepository as msgs } from "./messages.repository.ts";

/** The pg-boss queue of the batched `message_received` emails (decision 263). */
export const messageDigestQueue = "messages.digest";
/** No email while the recipient had the thread open this recently. */
export const threadOpenMs = 2 * 60_000;
/** At most one email per conversation and recipient in this window. */
export const digestWindowMs = 15 * 60_000;

export interface DigestJob {
  conversationId: number;
  userId: number;
}

/** The job queue as the digest sees it: send one job after a delay, inside the caller's transaction. */
export interface MessageDigest {
  schedule(tx: Db | null, job: DigestJob, delayMs: number): Promise<void>;
}

/** After a message to `userId`: one pending digest per recipient and conversation, due when the window allows. */
export async function scheduleDigest(tx: Db, port: MessageDigest, conversationId: number, userId: number, now: Date) {
  const claimed = await digests.claim(tx, conversationId, userId, now);
  if (claimed) await scheduleClaimedDigest(tx, port, { conversationId, userId }, claimed.lastEmailedAt, now);
}

/** Schedules the digest a message just claimed (the send path claims in its own statement, decision 267). */
export async function scheduleClaimedDigest(
  tx: Db,
  port: MessageDigest,
  job: DigestJob,
  lastEmailedAt: Date | null,
  now: Date,
) {
  const windowEnd = lastEmailedAt ? lastEmailedAt.getTime() + digestWindowMs - now.getTime() : 0;
  await port.schedule(tx, job, Math.max(threadOpenMs, windowEnd));
}

export interface DigestDeps {
  db: Db;
  events: EventDispatcher;
  now: () => Date;
  port: MessageDigest;
  /** `reply+{token}@{domain}` for the recipient, when replies by email are on (decision 264). */
  replyAddress?: (conversationId: number, recipientId: number) => string | null;
}

const quote = (body: string) => (body.length > 300 ? `${body.slice(0, 299)}…` : body);

/**
 * Runs one digest: while the recipient has the thread open it waits (reschedules); otherwise the
 * other person's messages they have not read and not been emailed become one notification, stored
 * and emailed per their preferences. Returns what it did (for tests and logs).
 */
export async function runDigest(deps: DigestDeps, job: DigestJob): Promise<"sent" | "nothing" | "deferred"> {
  const now = deps.now();
  const state = await digests.state(deps.db, job.conversationId, job.userId);
  if (!state) return "nothing";
  const seenAgo = state.lastSeenAt ? now.getTime() - state.lastSeenAt.getTime() : Number.POSITIVE_INFINITY;
  if (seenAgo < threadOpenMs) {
    await deps.port.schedule(null, job, threadOpenMs - seenAgo);
    return "deferred";
  }
  const marks = [state.lastReadAt, state.lastEmailedAt].filter((d): d is Date => d !== null);
  const since = marks.length ? new Date(Math.max(...marks.map((d) => d.getTime()))) : null;
  const pending = await msgs.fromOtherSince(deps.db, job.conversationId, job.userId, since);
  const sender = pending[0] ? await msgs.person(deps.db, pending[0].sender_id) : undefined;
  return deps.events.transaction(async (tx, sink) => {
    if (pending.length === 0 || !sender) {
      await digests.finish(tx, job.conversationId, job.userId, null);
      return "nothing";
    }
    const lines = pending.map((m) => `${quote(m.body) || "(a photo)"}`).join("\n\n");
    const replyTo = deps.replyAddress?.(job.conversationId, job.userId) ?? undefined;
    await sink.notify({
      userId: job.userId,
      type: "message_received",
      title:
        pending.length === 1 ? `New message from ${sender.name}` : `${pending.length} new messages from ${sender.name}`,
      message: lines,
      data: { status: "unread", url: `/messages/${job.conversationId}`, conversation_id: job.conversationId },
      ...(replyTo ? { replyTo } : {}),
    });
    await digests.finish(tx, job.conversationId, job.userId, now);
    return "sent";
  });
}
