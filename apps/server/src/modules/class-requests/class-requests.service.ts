import type {
  ClassRequest,
  ClassRequestListQuery,
  ClassRequestVote,
  CreateClassRequest,
  UpdateClassRequest,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { type ListPage, offsetCursor } from "../../platform/pagination.ts";
import { classRequestsPolicy as policy } from "./class-requests.policy.ts";
import { presentClassRequest } from "./class-requests.presenter.ts";
import { classRequestsRepository as repo } from "./class-requests.repository.ts";
import { type ClassRequestView, classRequestsReadRepository as read } from "./class-requests-read.repository.ts";
import { announceQueueChange, announceStatusChange } from "./status-events.ts";

/** A retried submit without an Idempotency-Key: same requester and title within this window (decision 114). */
export const duplicateWindowMs = 10 * 60 * 1000;

export interface ClassRequestsDeps {
  db: Db;
  events: EventDispatcher;
  clock?: () => Date;
}

/** Requesting, editing, reading and voting. Status changes live in class-request-review.service.ts. */
export function createClassRequestsService(deps: ClassRequestsDeps) {
  const { db } = deps;
  const now = () => deps.clock?.() ?? new Date();

  async function view(id: number, viewer: AuthUser | null): Promise<ClassRequest> {
    const v = await read.findView(db, id, viewer?.id ?? null);
    if (!v)
      throw errors.notFound(/*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." });
    policy.check(viewer, "view", v.request);
    return presentClassRequest(v, viewer);
  }

  return {
    view,

    /** Starts in_review. Idempotent: the same Idempotency-Key, or the same title within the window, returns the first. */
    async create(user: AuthUser, input: CreateClassRequest, idempotencyKey: string | null): Promise<ClassRequest> {
      if (idempotencyKey) {
        const existing = await repo.findByIdempotencyKey(db, user.id, idempotencyKey);
        if (existing) return view(existing.id, user);
      }
      const since = new Date(now().getTime() - duplicateWindowMs);
      const duplicate = await repo.findRecentDuplicate(db, user.id, input.title, since);
      if (duplicate) return view(duplicate.id, user);
      const row =
        (await deps.events.transaction(async (tx, events) => {
          const inserted = await repo.insert(tx, user.id, input, idempotencyKey);
          if (inserted) announceQueueChange(events, { id: inserted.id, status: "in_review", change: "created" });
          return inserted;
        })) ?? (idempotencyKey ? await repo.findByIdempotencyKey(db, user.id, idempotencyKey) : null);
      if (!row) throw new Error("class request insert returned no row");
      return view(row.id, user);
    },

    /**
     * The requester edits while in_review or rejected; a rejected one goes back to in_review and
     * the requester hears "Class Request Under Review" (docs/product.md#states, #calls; issue 21).
     */
    async update(user: AuthUser, id: number, input: UpdateClassRequest): Promise<ClassRequest> {
      await deps.events.transaction(async (tx, events) => {
        const r = await repo.lock(tx, id);
        if (!r)
          throw errors.notFound(/*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." });
        policy.authorize(user, "edit", r);
        await repo.update(tx, id, input, "in_review");
        announceQueueChange(events, { id, status: "in_review", change: "edited" });
        if (r.status !== "rejected") return;
        const title = input.title ?? r.title;
        await announceStatusChange(tx, events, {
          requestId: id,
          requesterId: r.requesterId,
          title,
          oldStatus: r.status,
          status: "in_review",
          reviewedBy: null,
          message: `Thanks for the changes: "${title}" is back with the team for review.`,
        });
      });
      return view(id, user);
    },

    async mine(user: AuthUser): Promise<ClassRequest[]> {
      return (await read.listByRequester(db, user.id)).map((v) => presentClassRequest(v, user));
    },

    async list(viewer: AuthUser | null, q: ClassRequestListQuery): Promise<ListPage<ClassRequestView>> {
      const offset = offsetCursor.decode(q.cursor);
      const { rows, total } = await read.listPublic(db, {
        viewerId: viewer?.id ?? null,
        sort: q.sort,
        theme: q.theme,
        location: q.location,
        near: q.near,
        mineOnly: q.mine,
        offset,
        limit: q.limit,
      });
      return { rows, nextCursor: offsetCursor.next(offset, rows.length, total), total };
    },

    /** PUT (vote) / DELETE (unvote): idempotent, approved requests only, count recounted under the row lock. */
    async setVote(user: AuthUser, id: number, voted: boolean): Promise<ClassRequestVote> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const r = await repo.lock(tx, id);
        if (!r)
          throw errors.notFound(/*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." });
        policy.authorize(user, voted ? "vote" : "unvote", r);
        const votes = voted ? await repo.addVote(tx, id, user.id) : await repo.removeVote(tx, id, user.id);
        return { id, votes_count: votes, has_voted: voted };
      });
    },
  };
}

export type ClassRequestsService = ReturnType<typeof createClassRequestsService>;
