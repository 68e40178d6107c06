import type { Report } from "@guildforge/contracts";
import { LocalTime } from "../../../../components/time/local-time";
import { Badge, type BadgeTone, Card, cx } from "../../../../components/ui";
import { formatDate } from "../../../../lib/format-date";
import { useLocale } from "../../../../lib/locale";
import { MessageBody } from "../message-body";
import { ReportDecisionDialog } from "./report-decision-dialog";

const statusBadge: Record<Report["status"], { label: string; tone: BadgeTone }> = {
  open: { label: "Open", tone: "ember" },
  dismissed: { label: "Dismissed", tone: "neutral" },
  warned: { label: "Warned", tone: "warning" },
  suspended: { label: "Suspended", tone: "danger" },
};

/** One report: who reported whom and why, the messages in context (the reported one marked), and the actions. */
export function ReportItem({ report: r, onChanged }: { report: Report; onChanged: () => void }) {
  const locale = useLocale();
  const badge = statusBadge[r.status];
  return (
    <Card data-testid="admin-report">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-iron-400">
            #{r.id} · {formatDate(r.created_at, locale)} · {r.message_id ? "a message" : "the conversation"}
          </p>
          <h2 className="text-xl font-semibold text-iron-100">
            {r.reporter.name} reported {r.reported_user.name}
          </h2>
          <p className="mt-1 text-sm break-words text-iron-300">{r.reported_user.email}</p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <blockquote className="mt-3 border-l-3 border-ember-500/60 pl-3 whitespace-pre-line text-iron-200">
        {r.reason}
      </blockquote>
      <h3 className="mt-5 text-sm font-semibold text-iron-200">Messages in context</h3>
      {r.context.length ? (
        <ol className="mt-2 space-y-2 rounded-lg border border-iron-800 bg-iron-950/60 p-3">
          {r.context.map((m) => {
            const reported = m.id === r.message_id;
            const sender = m.sender_id === r.reported_user.id ? r.reported_user.name : r.reporter.name;
            return (
              <li
                key={m.id}
                className={cx(
                  "rounded-md px-3 py-2 text-sm",
                  reported ? "bg-danger-900 ring-1 ring-danger-400/50" : "bg-iron-900",
                )}
              >
                <p className="text-xs text-iron-400">
                  <span className="font-semibold text-iron-200">{sender}</span> · <LocalTime iso={m.sent_at} />
                  {reported ? <span className="ml-2 font-semibold text-danger-300">Reported message</span> : null}
                </p>
                <div className="mt-1 text-iron-100">
                  <MessageBody body={m.body || "(photo)"} />
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-iron-400">No messages to show.</p>
      )}
      {r.status === "open" ? (
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          {(["dismiss", "warn", "suspend"] as const).map((action) => (
            <ReportDecisionDialog key={action} report={r} action={action} onDone={onChanged} />
          ))}
        </div>
      ) : r.decided_by ? (
        <p className="mt-4 text-sm text-iron-400">
          {badge.label} by {r.decided_by.name}
          {r.decided_at ? ` on ${formatDate(r.decided_at, locale)}` : ""}.
        </p>
      ) : null}
    </Card>
  );
}
