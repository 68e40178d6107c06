import { type CreateReport, reviewWindowDays } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { keysetCursor, type ListPage, pageOf, rowsToRead } from "../../platform/pagination.ts";
import { endAllSessions, type SessionEnds } from "../../platform/sessions/index.ts";
import { messagesPolicy as policy } from "./messages.policy.ts";
import { presentMyReport, presentReport, type ReportInQueue } from "./messages.presenter.ts";
import { messagesRepository as msgs } from "./messages.repository.ts";
import { type ReportRow, reportsRepository as reports } from "./reports.repository.ts";

const statusOf = { dismiss: "dismissed", warn: "warned", suspend: "suspended" } as const;

/** Reports of messages and the admins' moderation queue (decision 265). */
export function createReportsService(deps: {
  db: Db;
  events: EventDispatcher;
  now: () => Date;
  appUrl: string;
  sessionEnds: SessionEnds;
}) {
  const { db } = deps;

  async function present(r: ReportRow) {
    return presentReport(r, r.review_id === null ? await reports.context(db, r.id, r.message_id) : []);
  }

  /** A published review, reported against the student who wrote it (never by that student). */
  async function createReviewReport(user: AuthUser, reviewId: number, reason: string): Promise<number> {
    const review = await reports.reportableReview(db, reviewId, deps.now(), reviewWindowDays);
    if (!review?.published)
      throw errors.notFound(/*i18n*/ { id: "error.review_not_found", message: "Review not found." });
    if (review.student_id === user.id) {
      throw errors.validation(
        "review_id",
        /*i18n*/ {
          id: "error.report_own_review",
          message: "You can only report a review someone else wrote.",
        },
      );
    }
    return reports.insertReviewReport(db, {
      reporterId: user.id,
      reportedUserId: review.student_id,
      reviewId,
      reason,
      createdAt: deps.now(),
    });
  }

  /**
   * Whom a report names (decision 503): a message's author (never the reporter), or for a whole
   * conversation the other person the reporter names (by default the one other member).
   */
  async function reportedUser(user: AuthUser, input: CreateReport, members: number[], author: number | null) {
    const named = input.reported_user_id;
    if (author !== null) {
      if (author === user.id) {
        throw errors.validation(
          "message_id",
          /*i18n*/ {
            id: "error.report_own_message",
            message: "You can only report a message someone else wrote.",
          },
        );
      }
      if (named !== undefined && named !== author) {
        throw errors.validation(
          "reported_user_id",
          /*i18n*/ {
            id: "error.report_message_author",
            message: "A message is reported against the person who wrote it.",
          },
        );
      }
      return author;
    }
    const others = members.filter((id) => id !== user.id);
    if (named !== undefined) {
      if (!others.includes(named)) {
        throw errors.validation(
          "reported_user_id",
          /*i18n*/ {
            id: "error.report_other_person",
            message: "Choose the other person in this conversation.",
          },
        );
      }
      return named;
    }
    if (others.length !== 1)
      throw errors.validation(
        "reported_user_id",
        /*i18n*/ {
          id: "error.report_choose_person",
          message: "Choose the person you are reporting.",
        },
      );
    return others[0] as number;
  }

  return {
    /**
     * A participant reports a message (against its author) or the whole conversation (against the
     * other person); anyone else gets the 404 of a missing message or conversation.
     */
    async create(user: AuthUser, input: CreateReport): Promise<number> {
      policy.authorize(user, "report");
      if (input.review_id !== undefined) return createReviewReport(user, input.review_id, input.reason);
      let conversationId = input.conversation_id;
      let author: number | null = null;
      if (input.message_id !== undefined) {
        const m = await msgs.find(db, input.message_id);
        if (!m || (conversationId !== undefined && m.conversation_id !== conversationId)) {
          throw errors.notFound(/*i18n*/ { id: "error.message_not_found", message: "Message not found." });
        }
        conversationId = m.conversation_id;
        author = m.sender_id;
      }
      const members = await reports.members(db, conversationId as number);
      if (!members.includes(user.id)) {
        throw errors.notFound(
          input.message_id
            ? /*i18n*/ { id: "error.message_not_found", message: "Message not found." }
            : /*i18n*/ { id: "error.conversation_not_found", message: "Conversation not found." },
        );
      }
      return reports.insert(db, {
        reporterId: user.id,
        reportedUserId: await reportedUser(user, input, members, author),
        conversationId: conversationId as number,
        messageId: input.message_id ?? null,
        reason: input.reason,
        createdAt: deps.now(),
      });
    },

    /** The admins' view of one report. */
    async find(id: number) {
      const r = await reports.find(db, id);
      if (!r) throw errors.notFound(/*i18n*/ { id: "error.report_not_found", message: "Report not found." });
      return present(r);
    },

    /** The reporter's view of their own report; anyone else's is a 404, whoever asks. */
    async findMine(user: AuthUser, id: number) {
      const r = await reports.find(db, id);
      if (!r || r.reporter_id !== user.id)
        throw errors.notFound(/*i18n*/ { id: "error.report_not_found", message: "Report not found." });
      return presentMyReport(r);
    },

    async queue(q: { status: "open" | "closed"; cursor?: string; limit: number }): Promise<ListPage<ReportInQueue>> {
      const after = q.cursor ? keysetCursor.decode(q.cursor, "reports", "instant") : undefined;
      const { rows, total } = await reports.list(
        db,
        q.status === "open",
        after ? { at: after.value as string, id: after.id } : undefined,
        rowsToRead(q.limit),
      );
      const page = pageOf(rows, q.limit, (last) =>
        keysetCursor.encode({ sort: "reports", value: new Date(last.created_at).toISOString(), id: last.id }),
      );
      const withContext = await Promise.all(
        page.rows.map(async (report) => ({
          report,
          context: report.review_id === null ? await reports.context(db, report.id, report.message_id) : [],
        })),
      );
      return { rows: withContext, nextCursor: page.nextCursor, total };
    },

    /** dismiss; warn (emails the reported person); suspend (their account: its sessions and live subscriptions end now). */
    async decide(admin: AuthUser, id: number, input: { action: "dismiss" | "warn" | "suspend"; note?: string }) {
      policy.authorize(admin, "moderate");
      const r = await reports.find(db, id);
      if (!r) throw errors.notFound(/*i18n*/ { id: "error.report_not_found", message: "Report not found." });
      const at = deps.now();
      await deps.events.transaction(async (tx, sink) => {
        const decided = await reports.decide(tx, id, {
          status: statusOf[input.action],
          decidedBy: admin.id,
          at,
          note: input.note || null,
        });
        if (!decided)
          throw errors.conflict(
            /*i18n*/ {
              id: "error.report_already_decided",
              message:
                "This report was already {status, select, dismissed {dismissed} warned {warned} suspended {suspended} other {decided}}.",
            },
            { status: r.status },
          );
        if (input.action === "suspend") {
          await reports.suspendUser(tx, r.reported_id, at);
          await endAllSessions(deps.sessionEnds, tx, r.reported_id);
        }
        if (input.action === "warn") {
          const note = input.note ? `\n\n${input.note}` : "";
          const what =
            r.review_id === null
              ? {
                  subject: "A warning about your messages on Guildforge",
                  body: "A message you sent on Guildforge was reported and our team reviewed it. Please keep conversations respectful and about the classes; another report may lead to your account being suspended.",
                }
              : {
                  subject: "A warning about your review on Guildforge",
                  body: `Your review of "${r.review_class_title ?? ""}" on Guildforge was reported and our team reviewed it. Please keep reviews honest, respectful and about the class; another report may lead to your account being suspended.`,
                };
          await sink.email({
            to: r.reported_email,
            subject: what.subject,
            text: `Hello ${r.reported_name},\n\n${what.body}${note}\n\n— Guildforge\n${deps.appUrl}`,
            html: `<p>Hello ${escapeHtml(r.reported_name)},</p><p>${escapeHtml(what.body)}</p>${input.note ? `<p>${escapeHtml(input.note)}</p>` : ""}<p>— Guildforge</p>`,
          });
        }
      });
      return this.find(id);
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export type ReportsService = ReturnType<typeof createReportsService>;
