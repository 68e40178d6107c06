import {
  type AdminClassRequest,
  type AdminClassRequestsQuery,
  type ClassRequestStatus,
  classUrl,
  type ReviewClassRequest,
  type SimilarClassRequest,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, ValidationError } from "../../platform/errors.ts";
import type { EventDispatcher, EventSink } from "../../platform/events/dispatcher.ts";
import { type ListPage, offsetCursor } from "../../platform/pagination.ts";
import { classRequestsPolicy } from "./class-requests.policy.ts";
import { presentAdminClassRequest, type ReviewedRequest } from "./class-requests.presenter.ts";
import { classRequestsRepository as repo } from "./class-requests.repository.ts";
import { classRequestsReadRepository as read } from "./class-requests-read.repository.ts";
import { findSimilar } from "./similar.ts";
import { announceStatusChange, classRequestUrl, notifyVoters } from "./status-events.ts";

export interface ClassRequestReviewDeps {
  db: Db;
  events: EventDispatcher;
}

/** The admin queue, reviews, fulfilment and merges: every status change goes through the dispatcher. */
export function createClassRequestReviewService(deps: ClassRequestReviewDeps) {
  const { db } = deps;

  async function adminView(id: number, admin: AuthUser): Promise<AdminClassRequest> {
    const v = await read.findView(db, id, admin.id);
    if (!v)
      throw errors.notFound(/*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." });
    const similar = await similarFor([v.request]);
    return presentAdminClassRequest(v, admin, similar.get(v.request.id) ?? []);
  }

  async function similarFor(
    rows: Array<{ id: number; title: string; theme: string }>,
  ): Promise<Map<number, SimilarClassRequest[]>> {
    const candidates = await read.similarCandidates(db, [...new Set(rows.map((r) => r.theme))]);
    const out = new Map<number, SimilarClassRequest[]>();
    for (const r of rows) {
      out.set(
        r.id,
        findSimilar(r, candidates).map((c) => ({
          id: c.id,
          title: c.title,
          status: c.status as ClassRequestStatus,
          votes_count: c.votesCount,
          merged_into_id: c.mergedIntoId,
        })),
      );
    }
    return out;
  }

  /** Checks the class exists, is published, and (for a non-admin) is taught by the user. */
  async function publishedClass(tx: Db, user: AuthUser, classId: number) {
    const c = await repo.findClass(tx, classId);
    if (!c)
      throw new ValidationError({
        class_id: [/*i18n*/ { id: "error.fulfil_choose_class", message: "Choose a published class." }],
      });
    classRequestsPolicy.authorize(user, "fulfilWith", c);
    if (c.status !== "published")
      throw new ValidationError({
        class_id: [
          /*i18n*/ { id: "error.fulfil_published_only", message: "Only a published class can fulfill a request." },
        ],
      });
    return c;
  }

  /** approved -> fulfilled with the class linked; the requester and every voter are told. */
  async function fulfilIn(tx: Db, events: EventSink, user: AuthUser, id: number, classId: number, message?: string) {
    const r = await repo.lock(tx, id);
    if (!r)
      throw errors.notFound(/*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." });
    const c = await publishedClass(tx, user, classId);
    if (r.status !== "approved") {
      throw errors.conflict(
        r.status === "fulfilled"
          ? /*i18n*/ { id: "error.request_already_fulfilled", message: "This request has already been fulfilled." }
          : /*i18n*/ { id: "error.request_not_approved", message: "Only an approved request can be fulfilled." },
      );
    }
    const url = classUrl(c.id, c.slug);
    await repo.setStatus(tx, id, {
      status: "fulfilled",
      message: message ?? null,
      reviewedBy: user.id,
      fulfilledClassId: c.id,
    });
    await announceStatusChange(tx, events, {
      requestId: id,
      requesterId: r.requesterId,
      title: r.title,
      oldStatus: r.status,
      status: "fulfilled",
      reviewedBy: await repo.userName(tx, user.id),
      message: message ?? `"${c.title}" now fulfills your request. Take a look!`,
      classUrl: url,
    });
    await notifyVoters(events, await repo.voterIds(tx, id), {
      requestId: id,
      requesterId: r.requesterId,
      requestTitle: r.title,
      classTitle: c.title,
      classUrl: url,
    });
  }

  return {
    async queue(admin: AuthUser, q: AdminClassRequestsQuery): Promise<ListPage<ReviewedRequest>> {
      const offset = offsetCursor.decode(q.cursor);
      const { rows, total } = await read.listForAdmin(db, {
        status: q.status,
        theme: q.theme,
        offset,
        limit: q.limit,
        viewerId: admin.id,
      });
      const similar = await similarFor(rows.map((v) => v.request));
      return {
        rows: rows.map((view) => ({ view, similar: similar.get(view.request.id) ?? [] })),
        nextCursor: offsetCursor.next(offset, rows.length, total),
        total,
      };
    },

    adminView,

    /** Sets approved / rejected / in_review (with a message) or fulfilled (with a published class). */
    async review(admin: AuthUser, id: number, input: ReviewClassRequest): Promise<AdminClassRequest> {
      await deps.events.transaction(async (tx, events) => {
        if (input.status === "fulfilled") {
          await fulfilIn(tx, events, admin, id, input.class_id as number, input.message || undefined);
          return;
        }
        const r = await repo.lock(tx, id);
        if (!r)
          throw errors.notFound(/*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." });
        if (r.mergedIntoId !== null)
          throw errors.conflict(
            /*i18n*/ { id: "error.request_merged_into", message: "This request was merged into another." },
          );
        if (r.status === input.status)
          throw errors.conflict(
            /*i18n*/ {
              id: "error.request_already_status",
              message:
                "This request is already {status, select, in_review {in review} approved {approved} rejected {rejected} other {fulfilled}}.",
            },
            { status: input.status },
          );
        const message = input.message || null;
        await repo.setStatus(tx, id, { status: input.status, message, reviewedBy: admin.id, fulfilledClassId: null });
        await announceStatusChange(tx, events, {
          requestId: id,
          requesterId: r.requesterId,
          title: r.title,
          oldStatus: r.status,
          status: input.status,
          reviewedBy: await repo.userName(tx, admin.id),
          message,
        });
      });
      return adminView(id, admin);
    },

    /** POST /api/class-requests/{id}/fulfil by the class's instructor or an admin. */
    async fulfil(user: AuthUser, id: number, classId: number): Promise<void> {
      await deps.events.transaction((tx, events) => fulfilIn(tx, events, user, id, classId));
    },

    /** B (id) into A (intoId): votes move without doubles, B becomes rejected + merged, B's requester is told. */
    async merge(admin: AuthUser, id: number, intoId: number): Promise<AdminClassRequest> {
      if (id === intoId)
        throw new ValidationError({
          into_id: [/*i18n*/ { id: "error.merge_itself", message: "A request cannot be merged into itself." }],
        });
      await deps.events.transaction(async (tx, events) => {
        const locked = await repo.lockMany(tx, [id, intoId]);
        const b = locked.find((r) => r.id === id);
        const a = locked.find((r) => r.id === intoId);
        if (!b)
          throw errors.notFound(/*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." });
        if (!a)
          throw new ValidationError({
            into_id: [/*i18n*/ { id: "error.merge_choose", message: "Choose an existing request to merge into." }],
          });
        if (b.mergedIntoId !== null)
          throw errors.conflict(
            /*i18n*/ { id: "error.request_already_merged", message: "This request was already merged." },
          );
        if (a.mergedIntoId !== null)
          throw new ValidationError({
            into_id: [
              /*i18n*/ {
                id: "error.merge_into_merged",
                message: "That request was itself merged; choose the one it went into.",
              },
            ],
          });
        if (b.status === "fulfilled")
          throw errors.conflict(
            /*i18n*/ { id: "error.fulfilled_no_merge", message: "A fulfilled request cannot be merged." },
          );
        await repo.moveVotes(tx, id, intoId);
        const message = `Merged into "${a.title}", a request for the same class: your request's votes now count there.`;
        await repo.setStatus(tx, id, { status: "rejected", message, reviewedBy: admin.id, mergedIntoId: intoId });
        await announceStatusChange(tx, events, {
          requestId: id,
          requesterId: b.requesterId,
          title: b.title,
          oldStatus: b.status,
          status: "rejected",
          reviewedBy: await repo.userName(tx, admin.id),
          message,
          mergedInto: { id: a.id, title: a.title, url: classRequestUrl(a.id) },
        });
      });
      return adminView(id, admin);
    },
  };
}
