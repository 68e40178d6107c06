import type { CreateReport } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { keysetCursor } from "../../platform/pagination.ts";
import { conversationsRepository as convs } from "./conversations.repository.ts";
import { messagesPolicy as policy } from "./messages.policy.ts";
import { presentMessage, presentReport } from "./messages.presenter.ts";
import { messagesRepository as msgs } from "./messages.repository.ts";
import { type ReportRow, reportsRepository as reports } from "./reports.repository.ts";

const statusOf = { dismiss: "dismissed", warn: "warned", suspend: "suspended" } as const;

/** Reports of messages and the admins' moderation queue (decision 265). */
export function createReportsService(deps: { db: Db; events: EventDispatcher; now: () => Date; appUrl: string }) {
  const { db } = deps;

  async function present(r: ReportRow) {
    const context = await msgs.around(db, r.conversation_id, r.message_id);
    return presentReport(
      r,
      context.map((m) => presentMessage(m, null)),
    );
  }

  return {
    /** A participant reports a message or the whole conversation; the reported person is the other side. */
    async create(user: AuthUser, input: CreateReport): Promise<number> {
      policy.authorize(user, "report");
      let conversationId = input.conversation_id;
      if (input.message_id !== undefined) {
        const m = await msgs.find(db, input.message_id);
        if (!m || (conversationId !== undefined && m.conversation_id !== conversationId)) {
          throw errors.notFound("Message not found.");
        }
        conversationId = m.conversation_id;
      }
      const conv = await convs.findFor(db, conversationId as number, user.id);
      if (!conv) throw errors.notFound(input.message_id ? "Message not found." : "Conversation not found.");
      return reports.insert(db, {
        reporterId: user.id,
        reportedUserId: conv.other_id,
        conversationId: conv.id,
        messageId: input.message_id ?? null,
        reason: input.reason,
      });
    },

    async find(id: number) {
      const r = await reports.find(db, id);
      if (!r) throw errors.notFound("Report not found.");
      return present(r);
    },

    async queue(q: { status: "open" | "closed"; cursor?: string; limit: number }) {
      const after = q.cursor ? keysetCursor.decode(q.cursor, "reports", "instant") : undefined;
      const { rows, total } = await reports.list(
        db,
        q.status === "open",
        after ? { at: after.value as string, id: after.id } : undefined,
        q.limit + 1,
      );
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      const next =
        rows.length > q.limit && last
          ? keysetCursor.encode({ sort: "reports", value: new Date(last.created_at).toISOString(), id: last.id })
          : null;
      return { data: await Promise.all(page.map(present)), meta: { next_cursor: next, total } };
    },

    /** dismiss; warn (emails the reported person); suspend (their account: sessions end at the next request). */
    async decide(admin: AuthUser, id: number, input: { action: "dismiss" | "warn" | "suspend"; note?: string }) {
      policy.authorize(admin, "moderate");
      const r = await reports.find(db, id);
      if (!r) throw errors.notFound("Report not found.");
      const at = deps.now();
      await deps.events.transaction(async (tx, sink) => {
        const decided = await reports.decide(tx, id, {
          status: statusOf[input.action],
          decidedBy: admin.id,
          at,
          note: input.note || null,
        });
        if (!decided) throw errors.conflict(`This report was already ${r.status}.`);
        if (input.action === "suspend") await reports.suspendUser(tx, r.reported_id, at);
        if (input.action === "warn") {
          const note = input.note ? `\n\n${input.note}` : "";
          await sink.email({
            to: r.reported_email,
            subject: "A warning about your messages on Guildforge",
            text: `Hello ${r.reported_name},\n\nA message you sent on Guildforge was reported and our team reviewed it. Please keep conversations respectful and about the classes; another report may lead to your account being suspended.${note}\n\n— Guildforge\n${deps.appUrl}`,
            html: `<p>Hello ${escapeHtml(r.reported_name)},</p><p>A message you sent on Guildforge was reported and our team reviewed it. Please keep conversations respectful and about the classes; another report may lead to your account being suspended.</p>${input.note ? `<p>${escapeHtml(input.note)}</p>` : ""}<p>— Guildforge</p>`,
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
