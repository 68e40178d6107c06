import {
  type AdminClassRequest,
  type ClassRequest,
  type ClassRequestStatus,
  classUrl,
  type SimilarClassRequest,
  type SkillLevel,
  type ThemeSlug,
} from "@guildforge/contracts";
import type { ClassRequestView } from "./class-requests-read.repository.ts";

/** The requester may edit while in review or rejected, unless it was merged into another. */
export function canEdit(r: { status: string; mergedIntoId: number | null }): boolean {
  return (r.status === "in_review" || r.status === "rejected") && r.mergedIntoId === null;
}

export function presentClassRequest(v: ClassRequestView, viewerId: number | null): ClassRequest {
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
    can_edit: viewerId !== null && viewerId === r.requesterId && canEdit(r),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function presentAdminClassRequest(
  v: ClassRequestView,
  viewerId: number,
  similar: SimilarClassRequest[],
): AdminClassRequest {
  return {
    ...presentClassRequest(v, viewerId),
    requester: { id: v.requester.id, name: v.requester.name, email: v.requester.email },
    similar,
  };
}
