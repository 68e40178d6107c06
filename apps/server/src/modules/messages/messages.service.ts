import type { ConversationsQuery, StartConversation } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { insertOncePerKey, oncePerKey } from "../../db/once-per-key.ts";
import type { StoredAttachment } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import type { EventDispatcher, EventSink } from "../../platform/events/dispatcher.ts";
import { liveChannels } from "../../platform/events/live-channels.ts";
import { keysetCursor, pageOf, rowsToRead } from "../../platform/pagination.ts";
import { conversationClassProblem } from "./conversation-class.ts";
import { type ConversationRow, conversationsRepository as convs } from "./conversations.repository.ts";
import { type MessageDigest, scheduleClaimedDigest } from "./message-digest.ts";
import { messagesPolicy as policy } from "./messages.policy.ts";
import {
  type ConversationsPage,
  presentAppended,
  presentConversation,
  presentMessage,
  type ThreadPage,
} from "./messages.presenter.ts";
import { type MessageRow, messagesRepository as msgs } from "./messages.repository.ts";
import { type SendTarget, sendRepository } from "./send.repository.ts";

export interface MessagesDeps {
  db: Db;
  events: EventDispatcher;
  now: () => Date;
  /** Schedules the batched email (the job queue); absent in tests that leave it out. */
  digest?: MessageDigest;
}

/**
 * The message a person gets when they cannot send (decision 262: never says who blocked whom); the
 * same words as starting a conversation with them (decision 530).
 */
export const cannotSendMessage = /*i18n*/ { id: "error.cannot_message", message: "You can't message this person." };
export const youBlockedMessage = /*i18n*/ {
  id: "error.you_blocked",
  message: "You blocked this person. Unblock them to send messages again.",
};
/** Starting a conversation with someone who blocked you (decision 506: neutral, as 262). */
export const cannotMessageMessage = cannotSendMessage;

interface NewMessageInput {
  body: string;
  attachments: StoredAttachment[];
  via: "web" | "email";
  key: string | null;
  emailMessageId: string | null;
}

export function createMessagesService(deps: MessagesDeps) {
  const { db } = deps;

  async function member(user: AuthUser, id: number, action: "read" | "send" | "markRead"): Promise<ConversationRow> {
    const row = await convs.findFor(db, id, user.id);
    policy.check(user, action, { member: !!row });
    return row as ConversationRow;
  }

  /** The conversation for sending, if `user` takes part in it (404 otherwise), with the blocks either way. */
  async function target(user: AuthUser, id: number): Promise<SendTarget> {
    const row = await sendRepository.target(db, id, user.id);
    policy.check(user, "send", { member: !!row });
    return row as SendTarget;
  }

  function assertNotBlocked(t: { blocked_by_me: boolean; blocked_by_other: boolean }) {
    if (t.blocked_by_me) throw errors.forbidden(youBlockedMessage);
    if (t.blocked_by_other) throw errors.forbidden(cannotSendMessage);
  }

  /** Starting a conversation across a block either way (decision 506; the blocked side is not told why). */
  function assertMayStart(blocks: { aBlockedB: boolean; bBlockedA: boolean }) {
    if (blocks.aBlockedB) throw errors.forbidden(youBlockedMessage);
    if (blocks.bBlockedA) throw errors.forbidden(cannotMessageMessage);
  }

  /**
   * Appends a message in the caller's transaction: one statement inserts it unless a block stands
   * (checked inside the transaction, nothing partial is stored), moves the conversation, marks it
   * read for the sender and claims the recipient's digest, which is scheduled only when no digest
   * is pending (decision 267). Both participants get `message.sent` after the commit.
   */
  async function appendIn(
    tx: Db,
    sink: EventSink,
    senderId: number,
    conv: { id: number; other_id: number },
    input: NewMessageInput,
    starting = false,
  ) {
    const at = deps.now();
    const message = {
      conversationId: conv.id,
      senderId,
      body: input.body,
      attachments: input.attachments,
      via: input.via,
      idempotencyKey: input.key,
      emailMessageId: input.emailMessageId,
      createdAt: at,
    };
    const done = await sendRepository.append(tx, message, conv.other_id, !!deps.digest);
    if (!done) {
      const blocks = await convs.blockBetween(tx, senderId, conv.other_id);
      if (starting) assertMayStart(blocks);
      assertNotBlocked({ blocked_by_me: blocks.aBlockedB, blocked_by_other: blocks.bBlockedA });
      throw new Error("message insert failed");
    }
    const m = done.message;
    const payload = {
      conversation_id: m.conversation_id,
      message: { ...presentMessage(m, null), sender: { id: senderId, name: done.senderName } },
    };
    sink.broadcast(liveChannels.user(conv.other_id), "message.sent", payload);
    sink.broadcast(liveChannels.user(senderId), "message.sent", payload);
    if (deps.digest && done.digest) {
      const job = { conversationId: conv.id, userId: conv.other_id };
      await scheduleClaimedDigest(tx, deps.digest, job, done.digest.lastEmailedAt, at);
    }
    return done;
  }

  /** Appends a message in a transaction of its own (a send in an existing conversation). */
  const append = (senderId: number, conv: { id: number; other_id: number }, input: NewMessageInput) =>
    deps.events.transaction((tx, sink) => appendIn(tx, sink, senderId, conv, input));

  /** The answer to a send: the conversation as the sender sees it and the message with "Seen" (one query). */
  async function sentResult(user: AuthUser, conversationId: number, m: MessageRow) {
    const view = await convs.findWithOtherMark(db, conversationId, user.id);
    if (!view)
      throw errors.notFound(/*i18n*/ { id: "error.conversation_not_found", message: "Conversation not found." });
    return { conversation: presentConversation(view.conv), message: presentMessage(m, view.otherReadAt) };
  }

  return {
    async list(user: AuthUser, q: ConversationsQuery): Promise<ConversationsPage> {
      policy.authorize(user, "list");
      const after = q.cursor ? keysetCursor.decode(q.cursor, "activity", "instant") : undefined;
      const rows = await convs.list(db, user.id, {
        q: q.q || undefined,
        after: after ? { at: after.value as string, id: after.id } : undefined,
        limit: rowsToRead(q.limit),
      });
      const page = pageOf(rows, q.limit, (last) =>
        keysetCursor.encode({ sort: "activity", value: new Date(last.last_message_at).toISOString(), id: last.id }),
      );
      return { ...page, unreadTotal: await convs.unreadTotal(db, user.id) };
    },

    unreadCount: (user: AuthUser) => convs.unreadTotal(db, user.id),

    /**
     * Starts (created) or reopens the conversation and sends the first message, once per key
     * (decision 506): who may start it, then its class, then the blocks either way, all before
     * anything is written; the conversation, its members and the first message are then written
     * in one transaction whose insert checks the blocks again, so a refusal, or a block that
     * lands meanwhile, leaves no empty thread, notification or live event behind.
     */
    async start(user: AuthUser, input: StartConversation, key: string | null) {
      const classId = input.class_id ?? null;
      const other = await msgs.person(db, input.user_id);
      if (!other)
        throw errors.validation(
          "user_id",
          /*i18n*/ { id: "error.message_choose_person", message: "Choose who to message." },
        );
      const prior = async (k: string) => {
        const m = await msgs.findByKey(db, user.id, k);
        return m ? { created: false, ...(await sentResult(user, m.conversation_id, m)) } : null;
      };
      return oncePerKey(key, prior, async () => {
        const existing = await convs.findPair(db, user.id, other.id, classId);
        if (existing === undefined) {
          policy.check(user, "start", {
            self: other.id === user.id,
            otherTeaches: other.roles.includes("instructor") || other.roles.includes("host"),
            isMyApplicant:
              (user.roles.includes("instructor") || user.roles.includes("host")) &&
              (await msgs.isApplicantOf(db, user.id, other.id, user.roles.includes("host"))),
          });
        }
        if (classId !== null) {
          const problem = conversationClassProblem(user, other.id, await msgs.classBetween(db, classId, other.id));
          if (problem) throw errors.validation("class_id", problem);
        }
        assertMayStart(await convs.blockBetween(db, user.id, other.id));
        const input1 = { body: input.body, attachments: [], via: "web" as const, key, emailMessageId: null };
        const { opened, done } = await deps.events.transaction(async (tx, sink) => {
          const opened = await convs.open(tx, user.id, other.id, classId);
          const done = await appendIn(tx, sink, user.id, { id: opened.id, other_id: other.id }, input1, true);
          return { opened, done };
        });
        return { created: opened.created, ...(await sentResult(user, opened.id, done.message)) };
      });
    },

    /** The newest page first (oldest first within it); fetching it records that the thread is open. */
    async thread(user: AuthUser, id: number, q: { cursor?: string; limit: number }): Promise<ThreadPage> {
      const conv = await member(user, id, "read");
      const before = q.cursor ? keysetCursor.decode(q.cursor, "sent", "instant") : undefined;
      const rows = await msgs.page(
        db,
        id,
        before ? { at: before.value as string, id: before.id } : undefined,
        rowsToRead(q.limit),
      );
      const page = pageOf(rows, q.limit, (oldest) =>
        keysetCursor.encode({ sort: "sent", value: new Date(oldest.sent_at).toISOString(), id: oldest.id }),
      );
      await convs.markSeen(db, id, user.id, deps.now());
      const [mine, theirs] = [await convs.readMarkOf(db, id, user.id), await convs.readMarkOf(db, id, conv.other_id)];
      return {
        rows: page.rows.reverse(),
        nextCursor: page.nextCursor,
        conversation: conv,
        viewerId: user.id,
        readMarks: { mine, theirs },
      };
    },

    /**
     * Sends a message (attachments already stored), once per Idempotency-Key; `checked` is what
     * `assertCanSend` returned for this request (saves looking the conversation up twice).
     */
    async send(
      user: AuthUser,
      id: number,
      body: string,
      attachments: StoredAttachment[],
      key: string | null,
      checked?: SendTarget,
    ) {
      const conv = checked?.id === id ? checked : await target(user, id);
      const prior = async (k: string) => {
        const m = await msgs.findByKey(db, user.id, k);
        return m && m.conversation_id === id ? sentResult(user, id, m) : null;
      };
      // Insert first: the platform's Idempotency-Key claim already answers retries, so a key
      // seen here again is rare; the unique index catches it and the first message is answered.
      return insertOncePerKey(key, prior, async () =>
        presentAppended(
          conv,
          await append(user.id, conv, { body, attachments, via: "web", key, emailMessageId: null }),
        ),
      );
    },

    /** Checks the user may send here before any upload is decoded (404 outsider, 403 blocked), in one query. */
    async assertCanSend(user: AuthUser, id: number): Promise<SendTarget> {
      const conv = await target(user, id);
      assertNotBlocked(conv);
      return conv;
    },

    /** Marks the other's messages read up to now and tells them live (`message.read`). */
    async markRead(user: AuthUser, id: number) {
      const conv = await member(user, id, "markRead");
      const at = deps.now();
      await deps.events.transaction(async (tx, sink) => {
        await convs.markRead(tx, id, user.id, at);
        sink.broadcast(liveChannels.user(conv.other_id), "message.read", {
          conversation_id: id,
          reader_id: user.id,
          read_at: at.toISOString(),
        });
      });
      return { read_at: (await convs.readMarkOf(db, id, user.id))?.toISOString() ?? null };
    },

    async block(user: AuthUser, otherId: number): Promise<void> {
      policy.authorize(user, "block");
      if (otherId === user.id)
        throw errors.validation(
          "user_id",
          /*i18n*/ { id: "error.block_yourself", message: "You cannot block yourself." },
        );
      if (!(await msgs.person(db, otherId)))
        throw errors.notFound(/*i18n*/ { id: "error.user_not_found", message: "User not found." });
      await convs.block(db, user.id, otherId);
    },

    /** Whether the user blocked `otherId` (a profile's Block / Unblock); never tells whether they were blocked. */
    async blockedByMe(user: AuthUser, otherId: number): Promise<boolean> {
      policy.authorize(user, "block");
      if (otherId !== user.id && !(await msgs.person(db, otherId)))
        throw errors.notFound(/*i18n*/ { id: "error.user_not_found", message: "User not found." });
      return (await convs.blockBetween(db, user.id, otherId)).aBlockedB;
    },

    async unblock(user: AuthUser, otherId: number): Promise<void> {
      policy.authorize(user, "block");
      await convs.unblock(db, user.id, otherId);
    },

    /**
     * A reply that arrived by email (platform/inbound-mail): appended as `userId` via "email",
     * live, exactly once per Message-ID, refused when the user is not in the conversation, is
     * suspended, or either side blocked the other.
     */
    async appendEmailReply(input: {
      conversationId: number;
      userId: number;
      body: string;
      messageId: string;
      /** Images already through the pipeline (the caller deletes them unless "appended"). */
      attachments?: StoredAttachment[];
    }): Promise<"appended" | "duplicate" | "refused"> {
      if (await msgs.findByEmailId(db, input.messageId)) return "duplicate";
      const person = await msgs.person(db, input.userId);
      if (!person || person.suspendedAt) return "refused";
      const conv = await sendRepository.target(db, input.conversationId, input.userId);
      const body = input.body.trim();
      if (!conv || body.length === 0 || body.length > 5000) return "refused";
      try {
        await append(person.id, conv, {
          body,
          attachments: input.attachments ?? [],
          via: "email",
          key: null,
          emailMessageId: input.messageId,
        });
        return "appended";
      } catch (e) {
        if ((e as { code?: string }).code === "FORBIDDEN") return "refused";
        if (await msgs.findByEmailId(db, input.messageId)) return "duplicate";
        throw e;
      }
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
