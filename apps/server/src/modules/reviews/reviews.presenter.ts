import { classUrl, type OwnReview, type RatingSummary, type Review } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import type { ReviewRow, SummaryRow } from "./reviews.repository.ts";

type Ts = string | Date;
const iso = (v: Ts) => new Date(v).toISOString();
const isoOrNull = (v: Ts | null) => (v == null ? null : iso(v));

const aspectsOf = (r: ReviewRow) => ({ instruction: r.instruction, safety: r.safety, equipment: r.equipment });
const replyOf = (r: ReviewRow) => (r.reply && r.replied_at ? { text: r.reply, at: iso(r.replied_at) } : null);

/** A published review as anyone reads it: the reviewer's first name only, always a verified attendee. */
export function presentReview(r: ReviewRow, viewer: AuthUser | null): Review {
  return {
    id: r.id,
    rating: r.rating,
    aspects: aspectsOf(r),
    text: r.text,
    author: { name: r.author_name },
    verified_attendee: true,
    class: { id: r.class_id, title: r.class_title, url: classUrl(r.class_id, r.class_slug) },
    created_at: iso(r.created_at),
    published_at: iso(r.published_at ?? r.created_at),
    reply: replyOf(r),
    can_reply: !!viewer && viewer.id === r.instructor_id && r.reply == null,
    can_report: !!viewer && viewer.id !== r.student_id,
  };
}

export function presentOwnReview(r: ReviewRow): OwnReview {
  return {
    id: r.id,
    class_id: r.class_id,
    rating: r.rating,
    aspects: aspectsOf(r),
    text: r.text,
    created_at: iso(r.created_at),
    published_at: isoOrNull(r.published_at),
    reply: replyOf(r),
    hidden: r.hidden_at ? { at: iso(r.hidden_at), reason: r.hidden_reason ?? "" } : null,
  };
}

/** Average to one decimal (null without reviews) and the distribution, 5 stars first. */
export function presentSummary(s: SummaryRow): RatingSummary {
  return {
    average: s.count ? Math.round((s.sum / s.count) * 10) / 10 : null,
    count: s.count,
    distribution: [
      { stars: 5, count: s.s5 },
      { stars: 4, count: s.s4 },
      { stars: 3, count: s.s3 },
      { stars: 2, count: s.s2 },
      { stars: 1, count: s.s1 },
    ],
  };
}
