import type { FeedbackItem, FeedbackKind, FeedbackStatus } from "@guildforge/contracts";
import type { ListPage } from "../../platform/pagination.ts";
import type { FeedbackRecord, FeedbackView } from "./feedback.repository.ts";

/** Where a reply goes: the address the sender gave, else their account's. */
export const replyAddressOf = (v: Pick<FeedbackView, "item" | "user">): string | null =>
  v.item.email ?? v.user?.email ?? null;

/** Where an admin reads an item's screenshot: an authorised route, never /uploads/ (decision 380). */
export const screenshotUrl = (id: number) => `/api/admin/feedback/${id}/screenshot`;

/** The answer to a sent form (201): the stored item's id, kind and status. */
export function presentFeedbackCreated(row: FeedbackRecord) {
  return { data: { id: row.id, kind: row.kind as FeedbackKind, status: row.status as FeedbackStatus } };
}

/** One inbox item. Stored text goes out as it was written: the web renders it as text (inert). */
export function presentFeedback(v: FeedbackView): FeedbackItem {
  const i = v.item;
  const shot =
    i.screenshotKey && i.screenshotWidth && i.screenshotHeight
      ? {
          url: screenshotUrl(i.id),
          width: i.screenshotWidth,
          height: i.screenshotHeight,
          annotations: i.annotations,
        }
      : null;
  return {
    id: i.id,
    kind: i.kind as FeedbackKind,
    status: i.status as FeedbackStatus,
    title: i.title,
    body: i.body,
    name: i.name ?? v.user?.name ?? null,
    email: replyAddressOf(v),
    topic: i.topic,
    user: v.user ? { id: v.user.id, name: v.user.name } : null,
    page_url: i.pageUrl,
    user_agent: i.userAgent,
    viewport: i.viewport,
    screenshot: shot,
    can_reply: replyAddressOf(v) !== null,
    replies: v.replies.map((r) => ({
      id: r.id,
      body: r.body,
      by: r.by ?? "A former admin",
      created_at: r.createdAt.toISOString(),
    })),
    created_at: i.createdAt.toISOString(),
  };
}

/** The admin inbox's page: `{ data, meta: { next_cursor, total } }`. */
export function presentFeedbackPage(page: ListPage<FeedbackView>) {
  return { data: page.rows.map(presentFeedback), meta: { next_cursor: page.nextCursor, total: page.total } };
}
