import {
  type AdminClassRequest,
  type ClassRequest,
  type ClassRequestStatus,
  classUrl,
  type SimilarClassRequest,
  type SkillLevel,
  type ThemeSlug,
} from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import type { ListPage } from "../../platform/pagination.ts";
import { classRequestsPolicy } from "./class-requests.policy.ts";
import type { ClassRequestView } from "./class-requests-read.repository.ts";

/** `can_edit` comes from the class-requests table, the rule the service enforces. */
export function presentClassRequest(v: ClassRequestView, viewer: AuthUser | null): ClassRequest {
  const r = v.request;
  return {
    id: r.id,
    title: r.title,
    theme: r.theme as ThemeSlug,
    description: r.description,
    preferred_location: r.preferredLocation,
    preferred_timeframe: r.preferredTimeframe,
    skill_level: r.skillLevel as SkillLevel,
    status: r.status as ClassRequestStatus,
    review_message: r.reviewMessage,
    reviewed_by: v.reviewer?.id ? { id: v.reviewer.id, name: v.reviewer.name } : null,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    votes_count: r.votesCount,
    has_voted: v.hasVoted,
    requester: { id: v.requester.id, name: v.requester.name },
    fulfilled_class_id: r.fulfilledClassId,
    fulfilled_class_url: v.fulfilledClass?.id ? classUrl(v.fulfilledClass.id, v.fulfilledClass.slug) : null,
    merged_into_id: r.mergedIntoId,
    merged_into: v.mergedInto?.id ? { id: v.mergedInto.id, title: v.mergedInto.title } : null,
    can_edit: classRequestsPolicy.can(viewer, "edit", r),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function presentAdminClassRequest(
  v: ClassRequestView,
  viewer: AuthUser,
  similar: SimilarClassRequest[],
): AdminClassRequest {
  return {
    ...presentClassRequest(v, viewer),
    requester: { id: v.requester.id, name: v.requester.name, email: v.requester.email },
    similar,
  };
}

/** A page of the public list: `{ data, meta: { next_cursor, total } }`, as `viewer` sees each. */
export function presentClassRequestPage(page: ListPage<ClassRequestView>, viewer: AuthUser | null) {
  return {
    data: page.rows.map((v) => presentClassRequest(v, viewer)),
    meta: { next_cursor: page.nextCursor, total: page.total },
  };
}

/** A request in the admin queue with the open requests it resembles. */
export interface ReviewedRequest {
  view: ClassRequestView;
  similar: SimilarClassRequest[];
}

/** A page of the admin queue: `{ data, meta: { next_cursor, total } }`. */
export function presentAdminClassRequestPage(page: ListPage<ReviewedRequest>, admin: AuthUser) {
  return {
    data: page.rows.map((r) => presentAdminClassRequest(r.view, admin, r.similar)),
    meta: { next_cursor: page.nextCursor, total: page.total },
  };
}
