import { type ChatMessage, type Conversation, classUrl, type Report } from "@guildforge/contracts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import type { ConversationRow } from "./conversations.repository.ts";
import type { MessageRow } from "./messages.repository.ts";
import type { ReportRow } from "./reports.repository.ts";

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
    attachments: m.attachments.map((a) => ({ url: a.url, width: a.width, height: a.height, srcset: a.srcset })),
    sent_at: sent.toISOString(),
    read_at: readMark && readMark.getTime() >= sent.getTime() ? readMark.toISOString() : null,
    via: m.via,
  };
}

export function presentReport(r: ReportRow, context: ChatMessage[]): Report {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    reporter: { id: r.reporter_id, name: r.reporter_name },
    reported_user: { id: r.reported_id, name: r.reported_name, email: r.reported_email },
    conversation_id: r.conversation_id,
    message_id: r.message_id,
    context,
    created_at: iso(r.created_at),
    decided_at: r.decided_at ? iso(r.decided_at) : null,
    decided_by: r.decider_id !== null ? { id: r.decider_id, name: r.decider_name ?? "" } : null,
  };
}
