import { type ChatMessage, type Conversation, classUrl, type MyReport, type Report } from "@guildforge/contracts";
import type { StoredAttachment } from "../../db/schema/index.ts";
import type { ListPage } from "../../platform/pagination.ts";
import { optionalUploadUrl, uploadKeyOf } from "../../platform/storage/upload-key.ts";
import { attachmentUrl } from "./attachments.service.ts";
import type { ConversationRow } from "./conversations.repository.ts";
import type { MessageRow } from "./messages.repository.ts";
import type { ReportMessageRow, ReportRow } from "./reports.repository.ts";
import type { Appended, SendTarget } from "./send.repository.ts";

const iso = (s: string) => new Date(s).toISOString();

/** The list excerpt: the first 140 characters, or "Photo" for images only. */
function excerpt(body: string, attachments: number): string {
  const text = body.replace(/\s+/g, " ").trim();
  if (!text) return attachments > 1 ? `${attachments} photos` : "Photo";
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export function presentConversation(r: ConversationRow): Conversation {
  return {
    id: r.id,
    other: {
      id: r.other_id,
      name: r.other_name,
      avatar_url: optionalUploadUrl(r.other_avatar),
      profile_url: r.other_roles.some((role) => role === "instructor" || role === "host")
        ? `/users/${r.other_slug}`
        : null,
    },
    class:
      r.class_id !== null && r.class_title !== null && r.class_slug !== null
        ? { id: r.class_id, title: r.class_title, url: classUrl(r.class_id, r.class_slug) }
        : null,
    last_message:
      r.last_sender_id !== null && r.last_sent_at !== null
        ? {
            excerpt: excerpt(r.last_body ?? "", r.last_attachments ?? 0),
            sender_id: r.last_sender_id,
            sent_at: iso(r.last_sent_at),
          }
        : null,
    unread_count: r.unread_count,
    updated_at: iso(r.last_message_at),
    blocked_by_me: r.blocked_by_me,
    can_send: !r.blocked_by_me && !r.blocked_by_other,
  };
}

/** A stored /uploads/messages/ URL as the API serves it (decision 380); anything else unchanged. */
function servedUrl(conversationId: number, url: string): string {
  const key = uploadKeyOf(url);
  return key?.startsWith("messages/") ? attachmentUrl(conversationId, key) : url;
}

/** An attachment with its URLs on the authorised route: the stored ones are never served. */
function presentAttachment(conversationId: number, a: StoredAttachment): ChatMessage["attachments"][number] {
  const srcset = (a.srcset ?? "")
    .split(",")
    .filter((entry) => entry.trim() !== "")
    .map((entry) => {
      const [url = "", ...rest] = entry.trim().split(" ");
      return [servedUrl(conversationId, url), ...rest].join(" ");
    })
    .join(", ");
  return {
    url: servedUrl(conversationId, a.url),
    width: a.width,
    height: a.height,
    srcset: a.srcset === null ? null : srcset,
  };
}

/**
 * One message; `readMark` is the recipient's read mark (decision 260): a message is read when
 * the mark reaches it, and its read_at is that mark.
 */
export function presentMessage(m: MessageRow, readMark: Date | null): ChatMessage {
  const sent = new Date(m.sent_at);
  return {
    id: m.id,
    conversation_id: m.conversation_id,
    sender_id: m.sender_id,
    body: m.body,
    attachments: m.attachments.map((a) => presentAttachment(m.conversation_id, a)),
    sent_at: sent.toISOString(),
    read_at: readMark && readMark.getTime() >= sent.getTime() ? readMark.toISOString() : null,
    via: m.via,
  };
}

/** The admins' view of a report (the only answer with the two people's emails). */
export function presentReport(r: ReportRow, context: ReportMessageRow[]): Report {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    reporter: { id: r.reporter_id, name: r.reporter_name, email: r.reporter_email },
    reported_user: { id: r.reported_id, name: r.reported_name, email: r.reported_email },
    conversation_id: r.conversation_id,
    message_id: r.message_id,
    review:
      r.review_id !== null
        ? {
            id: r.review_id,
            rating: r.review_rating ?? 0,
            text: r.review_text ?? "",
            reply: r.review_reply,
            class: {
              id: r.review_class_id ?? 0,
              title: r.review_class_title ?? "",
              url: classUrl(r.review_class_id ?? 0, r.review_class_slug ?? ""),
            },
            hidden: r.review_hidden === true,
          }
        : null,
    context: context.map((m) => ({
      ...presentMessage(m, null),
      author: { id: m.sender_id, name: m.author_name },
      reported: m.reported,
    })),
    created_at: iso(r.created_at),
    decided_at: r.decided_at ? iso(r.decided_at) : null,
    decided_by: r.decider_id !== null ? { id: r.decider_id, name: r.decider_name ?? "" } : null,
  };
}

/** The reporter's view of their report: whom it names and whether it is still open, no email. */
export function presentMyReport(r: ReportRow): MyReport {
  return {
    id: r.id,
    status: r.status === "open" ? "open" : "reviewed",
    reason: r.reason,
    reported_user: { id: r.reported_id, name: r.reported_name },
    conversation_id: r.conversation_id,
    message_id: r.message_id,
    review_id: r.review_id,
    created_at: iso(r.created_at),
  };
}

/**
 * The answer to a send from what the send already read (decision 268): the target's person and
 * class, the appended message as the latest, the counts the append returned; no block stood,
 * or nothing would have been appended.
 */
export function presentAppended(conv: SendTarget, done: Appended) {
  const m = done.message;
  const row: ConversationRow = {
    ...conv,
    last_body: m.body,
    last_attachments: m.attachments.length,
    last_sender_id: m.sender_id,
    last_sent_at: m.sent_at,
    last_message_at: m.sent_at,
    unread_count: done.unreadCount,
    blocked_by_me: false,
    blocked_by_other: false,
  };
  return { conversation: presentConversation(row), message: presentMessage(m, done.otherReadAt) };
}

/** A report in the moderation queue with the messages it covers. */
export interface ReportInQueue {
  report: ReportRow;
  context: ReportMessageRow[];
}

/** The moderation queue's page: `{ data, meta: { next_cursor, total } }`. */
export function presentReportQueue(page: ListPage<ReportInQueue>) {
  return {
    data: page.rows.map((r) => presentReport(r.report, r.context)),
    meta: { next_cursor: page.nextCursor, total: page.total },
  };
}

/** One page of the signed-in person's conversations and their unread messages in all. */
export interface ConversationsPage {
  rows: ConversationRow[];
  nextCursor: string | null;
  unreadTotal: number;
}

/** The conversations list: `{ data, meta: { next_cursor, unread_total } }`. */
export function presentConversationsPage(page: ConversationsPage) {
  return {
    data: page.rows.map(presentConversation),
    meta: { next_cursor: page.nextCursor, unread_total: page.unreadTotal },
  };
}

/** One page of a thread (oldest first) as its reader sees it, with both read marks. */
export interface ThreadPage {
  rows: MessageRow[];
  nextCursor: string | null;
  conversation: ConversationRow;
  viewerId: number;
  readMarks: { mine: Date | null; theirs: Date | null };
}

/** A thread page: each message "Seen" by the other's read mark (or, for theirs, by mine). */
export function presentThreadPage(page: ThreadPage) {
  const { mine, theirs } = page.readMarks;
  const data: ChatMessage[] = page.rows.map((m) => presentMessage(m, m.sender_id === page.viewerId ? theirs : mine));
  return { data, meta: { next_cursor: page.nextCursor, conversation: presentConversation(page.conversation) } };
}
