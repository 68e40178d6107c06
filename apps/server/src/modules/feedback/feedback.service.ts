import {
  type AdminFeedbackQuery,
  type BugReportInput,
  type ContactMessageInput,
  contactTopicLabels,
  type FeatureRequestInput,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackStatus,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { type ListPage, offsetCursor } from "../../platform/pagination.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";
import { feedbackPolicy } from "./feedback.policy.ts";
import { presentFeedback, replyAddressOf } from "./feedback.presenter.ts";
import { type FeedbackView, type NewFeedback, feedbackRepository as repo } from "./feedback.repository.ts";
import { arrivalNotice, replyEmail } from "./feedback-email.ts";
import { type FormTokenUse, formTokenExpired } from "./form-token.ts";
import type { StoredScreenshot } from "./screenshot.ts";

export interface FeedbackDeps {
  db: Db;
  events: EventDispatcher;
  storage: UploadStorage;
  now: () => Date;
  appUrl: string;
}

const pageSize = 20;
export const noScreenshot = /*i18n*/ { id: "error.no_screenshot", message: "This feedback item has no screenshot." };

const firstLine = (text: string) => (text.split("\n").find((l) => l.trim()) ?? text).trim().slice(0, 120);

/** Sending feedback (anyone) and the admin inbox: every write in one transaction with its events. */
export function createFeedbackService(deps: FeedbackDeps) {
  const { db } = deps;

  /**
   * Stores one item and notifies every admin (email per preference) in the same transaction, which
   * also spends the form token: a replay is refused, and a send that fails leaves it unspent.
   */
  async function store(values: NewFeedback & { kind: FeedbackKind }, from: string, token: FormTokenUse) {
    const notice = arrivalNotice(values.kind, from, values.title);
    const row = await deps.events.transaction(async (tx, events) => {
      if (!(await repo.claimFormToken(tx, token.id, token.expiresAt))) throw formTokenExpired();
      const item = await repo.insert(tx, values);
      for (const adminId of await repo.adminIds(tx)) {
        await events.notify({
          userId: adminId,
          type: "feedback_received",
          ...notice,
          data: { status: "new", url: `/admin/feedback?item=${item.id}`, feedback_id: item.id },
        });
      }
      return item;
    });
    return row;
  }

  async function sender(user: AuthUser | null, email: string | undefined) {
    const account = user ? await repo.userContact(db, user.id) : null;
    return { userId: user?.id ?? null, email: email ?? null, from: account?.name ?? email ?? "a visitor" };
  }

  return {
    /** Whether a form token has been spent on a send already (decision 510). */
    formTokenUsed: (token: FormTokenUse): Promise<boolean> => repo.formTokenUsed(db, token.id),

    /** The reply address a spam limit counts: the one given, else the account's. */
    async senderEmail(user: AuthUser | null, email: string | undefined): Promise<string | null> {
      if (email) return email;
      return user ? ((await repo.userContact(db, user.id))?.email.toLowerCase() ?? null) : null;
    },

    async bugReport(user: AuthUser | null, input: BugReportInput, shot: StoredScreenshot | null, token: FormTokenUse) {
      const s = await sender(user, input.email);
      return store(
        {
          kind: "bug_report",
          userId: s.userId,
          email: s.email,
          title: firstLine(input.description),
          body: input.description,
          pageUrl: input.page_url,
          userAgent: input.user_agent || null,
          viewport: input.viewport || null,
          screenshotKey: shot?.key ?? null,
          screenshotWidth: shot?.width ?? null,
          screenshotHeight: shot?.height ?? null,
          annotations: shot ? input.annotations : [],
        },
        s.from,
        token,
      );
    },

    async featureRequest(user: AuthUser | null, input: FeatureRequestInput, token: FormTokenUse) {
      const s = await sender(user, input.email);
      return store(
        { kind: "feature_request", userId: s.userId, email: s.email, title: input.title, body: input.description },
        s.from,
        token,
      );
    },

    async contact(user: AuthUser | null, input: ContactMessageInput, token: FormTokenUse) {
      return store(
        {
          kind: "contact",
          userId: user?.id ?? null,
          name: input.name,
          email: input.email,
          topic: input.topic,
          title: contactTopicLabels[input.topic],
          body: input.message,
        },
        `${input.name} <${input.email}>`,
        token,
      );
    },

    async inbox(admin: AuthUser | null, q: AdminFeedbackQuery): Promise<ListPage<FeedbackView>> {
      feedbackPolicy.authorize(admin, "inbox");
      const offset = offsetCursor.decode(q.cursor);
      const { rows, total } = await repo.list(db, { kind: q.kind, status: q.status, offset, limit: pageSize });
      return { rows, nextCursor: offsetCursor.next(offset, rows.length, total), total };
    },

    async view(admin: AuthUser | null, id: number): Promise<FeedbackItem> {
      feedbackPolicy.authorize(admin, "inbox");
      const v = await repo.find(db, id);
      if (!v)
        throw errors.notFound(
          /*i18n*/ { id: "error.feedback_not_found", message: "This feedback item does not exist." },
        );
      return presentFeedback(v);
    },

    /** The storage key of an item's screenshot, for admins (decision 380); 404 when it has none. */
    async screenshotKey(admin: AuthUser | null, id: number): Promise<string> {
      feedbackPolicy.authorize(admin, "inbox");
      const key = await repo.screenshotKey(db, id);
      if (!key) throw errors.notFound(noScreenshot);
      return key;
    },

    async setStatus(admin: AuthUser | null, id: number, status: FeedbackStatus): Promise<FeedbackItem> {
      feedbackPolicy.authorize(admin, "triage");
      if (!(await repo.setStatus(db, id, status, deps.now())))
        throw errors.notFound(
          /*i18n*/ { id: "error.feedback_not_found", message: "This feedback item does not exist." },
        );
      return this.view(admin, id);
    },

    /** Emails the reply to the sender and keeps a copy on the item, in one transaction. */
    async reply(admin: AuthUser | null, id: number, message: string): Promise<FeedbackItem> {
      const v = await repo.find(db, id);
      if (!v) {
        feedbackPolicy.authorize(admin, "inbox");
        throw errors.notFound(
          /*i18n*/ { id: "error.feedback_not_found", message: "This feedback item does not exist." },
        );
      }
      const to = replyAddressOf(v);
      const user = feedbackPolicy.authorize(admin, "reply", { email: to });
      await deps.events.transaction(async (tx, events) => {
        await repo.addReply(tx, id, user.id, message, deps.now());
        await events.email(
          replyEmail({
            to: to as string,
            kind: v.item.kind as FeedbackKind,
            title: v.item.title,
            message,
            appUrl: deps.appUrl,
          }),
        );
      });
      return this.view(admin, id);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
