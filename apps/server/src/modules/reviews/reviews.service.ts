import { type CreateReview, reviewWindowDays } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { isAdmin } from "../../platform/authorize.ts";
import { errors } from "../../platform/errors.ts";
import { dayValue } from "../../platform/i18n/server-i18n.ts";
import { keysetCursor, pageOf, rowsToRead } from "../../platform/pagination.ts";
import { presentOwnReview, presentReview, presentSummary } from "./reviews.presenter.ts";
import { type ReviewClassRow, type ReviewScope, reviewsRepository as repo } from "./reviews.repository.ts";

const day = 86_400_000;
const classNotFound = () => errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
const reviewNotFound = () => errors.notFound(/*i18n*/ { id: "error.review_not_found", message: "Review not found." });

/** When the class's review window opens (its last session's end) and closes, or null without an end. */
export function reviewWindow(endsAt: Date | string | null): { opens: Date; closes: Date } | null {
  if (endsAt == null) return null;
  const opens = new Date(endsAt);
  return { opens, closes: new Date(opens.getTime() + reviewWindowDays * day) };
}

/**
 * Verified reviews (issue 40 point 5). Every refusal is in words and stores nothing: not there
 * (403), too early or too late (409), twice (409); the contract refuses bad ratings and long text (422).
 */
export function createReviewsService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** The class and its open window, or the refusal saying why the window is not open. */
  async function openWindow(classId: number, who: "review" | "feedback"): Promise<ReviewClassRow> {
    const cls = await repo.classById(db, classId);
    if (!cls || cls.status === "draft") throw classNotFound();
    const w = reviewWindow(cls.ends_at);
    const now = deps.now();
    if (cls.status === "cancelled")
      throw errors.conflict(
        /*i18n*/ { id: "error.review_cancelled", message: "This class was cancelled; it cannot be reviewed." },
      );
    if (!w)
      throw errors.conflict(
        /*i18n*/ {
          id: "error.review_not_open",
          message: "{what, select, review {Reviews} other {Feedback}} open when the class's last session ends.",
        },
        { what: who },
      );
    if (now < w.opens)
      throw errors.conflict(
        /*i18n*/ {
          id: "error.review_opens",
          message: "{what, select, review {Reviews} other {Feedback}} open when the class's last session ends ({day}).",
        },
        { what: who, day: dayValue(w.opens, cls.time_zone) },
      );
    if (now >= w.closes)
      throw errors.conflict(
        /*i18n*/ {
          id: "error.review_closed",
          message:
            "{what, select, review {Reviews} other {Feedback}} for this class closed on {day}, {days} days after it ended.",
        },
        { what: who, day: dayValue(w.closes, cls.time_zone), days: reviewWindowDays },
      );
    return cls;
  }

  async function page(scope: ReviewScope, q: { cursor?: string; limit: number }, viewer: AuthUser | null) {
    const now = deps.now();
    const after = q.cursor ? keysetCursor.decode(q.cursor, "reviews", "instant") : undefined;
    const rows = await repo.list(
      db,
      scope,
      now,
      after ? { at: after.value as string, id: after.id } : undefined,
      rowsToRead(q.limit),
    );
    const p = pageOf(rows, q.limit, (last) =>
      keysetCursor.encode({ sort: "reviews", value: new Date(last.created_at).toISOString(), id: last.id }),
    );
    const summary = presentSummary(await repo.summary(db, scope, now));
    return {
      data: p.rows.map((r) => presentReview(r, viewer)),
      meta: { summary, next_cursor: p.nextCursor, total: summary.count },
    };
  }

  return {
    /** The student's review: attended, within the window, once. */
    async create(user: AuthUser, classId: number, body: CreateReview) {
      const cls = await repo.classById(db, classId);
      if (!cls || cls.status === "draft") throw classNotFound();
      const applicationId = await repo.attendedSeat(db, classId, user.id);
      if (applicationId === undefined)
        throw errors.forbidden(
          /*i18n*/ {
            id: "error.review_attended_only",
            message: "Only students marked as attending this class can review it.",
          },
        );
      await openWindow(classId, "review");
      const now = deps.now();
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await repo.lockPair(tx, classId, user.id);
        return repo.insert(tx, {
          classId,
          studentId: user.id,
          applicationId,
          rating: body.rating,
          instruction: body.instruction ?? null,
          safety: body.safety ?? null,
          equipment: body.equipment ?? null,
          text: body.text ?? "",
          at: now,
        });
      });
      if (id === undefined)
        throw errors.conflict(
          /*i18n*/ {
            id: "error.already_reviewed",
            message: "You have already reviewed this class; a review cannot be changed or written twice.",
          },
        );
      const row = await repo.find(db, id, now);
      if (!row) throw reviewNotFound();
      return presentOwnReview(row);
    },

    /** The class's instructor's private note to a student who attended; publishes their review if it is in. */
    async feedback(user: AuthUser, classId: number, studentId: number, text: string) {
      const cls = await repo.classById(db, classId);
      if (!cls || cls.status === "draft" || (cls.instructor_id !== user.id && !isAdmin(user))) throw classNotFound();
      if ((await repo.attendedSeat(db, classId, studentId)) === undefined)
        throw errors.notFound(
          /*i18n*/ { id: "error.did_not_attend", message: "This student did not attend this class." },
        );
      await openWindow(classId, "feedback");
      const now = deps.now();
      const stored = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await repo.lockPair(tx, classId, studentId);
        return repo.insertFeedback(tx, { classId, studentId, authorId: user.id, text, at: now });
      });
      if (!stored)
        throw errors.conflict(
          /*i18n*/ {
            id: "error.already_feedback",
            message: "You have already left feedback for this student in this class.",
          },
        );
      const review = await repo.findFor(db, classId, studentId, now);
      return {
        class_id: classId,
        student_id: studentId,
        text,
        created_at: now.toISOString(),
        published: review?.published_at != null,
      };
    },

    /** The class's instructor replies once, after publication. */
    async reply(user: AuthUser, id: number, text: string) {
      const now = deps.now();
      const r = await repo.find(db, id, now);
      if (!r || r.instructor_id !== user.id || r.hidden_at) throw reviewNotFound();
      if (r.published_at == null)
        throw errors.conflict(
          /*i18n*/ {
            id: "error.reply_not_published",
            message:
              "You can reply once the review is published: when you have left your feedback for this student, or when the review window closes.",
          },
        );
      if (!(await repo.reply(db, id, text, now)))
        throw errors.conflict(
          /*i18n*/ {
            id: "error.already_replied",
            message: "You have already replied to this review; a reply cannot be changed.",
          },
        );
      const row = await repo.find(db, id, now);
      if (!row) throw reviewNotFound();
      return presentReview(row, user);
    },

    /** An admin hides a review with a reason; it leaves every public page and summary. */
    async hide(admin: AuthUser, id: number, reason: string) {
      const now = deps.now();
      const r = await repo.find(db, id, now);
      if (!r) throw reviewNotFound();
      if (!(await repo.hide(db, id, { reason, by: admin.id, at: now })))
        throw errors.conflict(/*i18n*/ { id: "error.review_hidden", message: "This review is already hidden." });
      const row = await repo.find(db, id, now);
      if (!row) throw reviewNotFound();
      return presentOwnReview(row);
    },

    forClass: (classId: number, q: { cursor?: string; limit: number }, viewer: AuthUser | null) =>
      page({ classId }, q, viewer),
    forInstructor: (slug: string, q: { cursor?: string; limit: number }, viewer: AuthUser | null) =>
      page({ instructorSlug: slug }, q, viewer),
    forVenue: (venueId: number, q: { cursor?: string; limit: number }, viewer: AuthUser | null) =>
      page({ venueId }, q, viewer),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
