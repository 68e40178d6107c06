import type { Report } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { LocalTime } from "../../../../components/time/local-time";
import { Badge, type BadgeTone, Card, cx } from "../../../../components/ui";
import { formatDate } from "../../../../lib/format-date";
import type { DecisionAnswer } from "../../../../lib/forms/decision";
import { useLocale } from "../../../../lib/locale";
import { MessageBody } from "../message-body";
import { ReportDecisionDialog } from "./report-decision-dialog";
import { ReportedReview } from "./reported-review";

const statusBadge: Record<Report["status"], { label: MessageDescriptor; tone: BadgeTone }> = {
  open: { label: msg({ message: "Open", context: "report status" }), tone: "ember" },
  dismissed: { label: msg({ message: "Dismissed", context: "report status" }), tone: "neutral" },
  warned: { label: msg({ message: "Warned", context: "report status" }), tone: "warning" },
  suspended: { label: msg({ message: "Suspended", context: "report status" }), tone: "danger" },
};

/**
 * A context message's images: those of a message the report covers (the only ones an admin may
 * open, decision 503), else a note that it had some.
 */
function Photos({ message: m }: { message: Report["context"][number] }) {
  const { t } = useLingui();
  const author = m.author.name;
  const count = m.attachments.length;
  if (!count) return null;
  if (!m.reported) {
    return (
      <p className="mt-1 text-xs text-iron-400">
        <Plural value={count} one="A photo, not part of the report" other="# photos, not part of the report" />
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {m.attachments.map((a) => (
        // A member's photo: people's content, named by who sent it.
        <a
          key={a.url}
          href={a.url}
          target="_blank"
          rel="noopener"
          className="block overflow-hidden rounded-md"
          data-user-content=""
        >
          <img
            src={a.url}
            width={a.width}
            height={a.height}
            alt={t`Sent by ${author}`}
            loading="lazy"
            className="h-24 w-auto object-cover"
          />
        </a>
      ))}
    </div>
  );
}

/** A person of the report: name, and the email admins may see. */
function Person({ label, person }: { label: string; person: Report["reporter"] }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide break-words text-iron-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-iron-100" data-user-content="">
        <span className="font-semibold">{person.name}</span>
        <span className="block text-sm break-words text-iron-300">{person.email}</span>
      </dd>
    </div>
  );
}

/**
 * One report: who reported whom and why, the messages sent up to the report each with its author
 * (the reported ones marked), and the actions, which act on the reported person only.
 */
export function ReportItem({ report: r }: { report: Report }) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<DecisionAnswer>({ key: `report-${r.id}` });
  const badge = statusBadge[r.status];
  const whole = r.message_id === null;
  return (
    <Card data-testid="admin-report">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-iron-400">
            #{r.id} · <time dateTime={r.created_at}>{formatDate(r.created_at, locale)}</time> ·{" "}
            {r.review ? t`a review` : whole ? t`the conversation` : t`a message`}
          </p>
          <h2 className="text-xl font-semibold break-words text-iron-100">
            <Trans>
              <span data-user-content="">{r.reporter.name}</span> reported{" "}
              <span data-user-content="">{r.reported_user.name}</span>
            </Trans>
          </h2>
        </div>
        <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Person label={t`Reported by`} person={r.reporter} />
        <Person label={t`Reported person`} person={r.reported_user} />
      </dl>
      <blockquote
        className="mt-3 border-l-3 border-ember-500/60 pl-3 whitespace-pre-line text-iron-200"
        data-user-content=""
      >
        {r.reason}
      </blockquote>
      <h3 className="mt-5 text-sm font-semibold text-iron-200">
        {r.review
          ? t`The reported review`
          : whole
            ? t`The conversation's last messages before the report`
            : t`The reported message in context`}
      </h3>
      {r.review ? (
        <ReportedReview review={r.review} />
      ) : r.context.length ? (
        <ol className="mt-2 space-y-2 rounded-lg border border-iron-800 bg-iron-950/60 p-3">
          {r.context.map((m) => {
            const marked = !whole && m.reported;
            const byReported = m.author.id === r.reported_user.id;
            return (
              <li
                key={m.id}
                data-testid="report-message"
                className={cx(
                  "rounded-md px-3 py-2 text-sm",
                  marked ? "bg-danger-900 ring-1 ring-danger-400/50" : "bg-iron-900",
                )}
              >
                <p className="text-xs text-iron-400">
                  <span className="font-semibold text-iron-200" data-user-content="">
                    {m.author.name}
                  </span>
                  {byReported ? ` ${t`(reported person)`}` : m.author.id === r.reporter.id ? ` ${t`(reporter)`}` : ""} ·{" "}
                  <LocalTime iso={m.sent_at} />
                  {marked ? (
                    <span className="ml-2 font-semibold text-danger-300">
                      <Trans>Reported message</Trans>
                    </span>
                  ) : null}
                </p>
                {m.body ? (
                  <div className="mt-1 text-iron-100" data-user-content="">
                    <MessageBody body={m.body} />
                  </div>
                ) : null}
                <Photos message={m} />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-iron-400">
          <Trans>No messages to show.</Trans>
        </p>
      )}
      {r.status === "open" ? (
        <div className="mt-5 flex flex-wrap items-start justify-end gap-2">
          {(["dismiss", "warn", "suspend"] as const).map((action) => (
            <ReportDecisionDialog key={action} report={r} action={action} fetcher={fetcher} />
          ))}
        </div>
      ) : r.decided_by ? (
        <p className="mt-4 text-sm text-iron-400">
          <DecidedBy report={r} locale={locale} />
        </p>
      ) : null}
    </Card>
  );
}

/** Who closed a report, and when: "Warned by Ada Ironside on Nov 3, 2026." */
function DecidedBy({ report: r, locale }: { report: Report; locale: string }) {
  if (!r.decided_by) return null;
  const name = <span data-user-content="">{r.decided_by.name}</span>;
  const on = r.decided_at ? <time dateTime={r.decided_at}>{formatDate(r.decided_at, locale)}</time> : null;
  switch (r.status) {
    case "dismissed":
      return on ? (
        <Trans>
          Dismissed by {name} on {on}.
        </Trans>
      ) : (
        <Trans>Dismissed by {name}.</Trans>
      );
    case "warned":
      return on ? (
        <Trans>
          Warned by {name} on {on}.
        </Trans>
      ) : (
        <Trans>Warned by {name}.</Trans>
      );
    case "suspended":
      return on ? (
        <Trans>
          Suspended by {name} on {on}.
        </Trans>
      ) : (
        <Trans>Suspended by {name}.</Trans>
      );
    default:
      return on ? (
        <Trans>
          Closed by {name} on {on}.
        </Trans>
      ) : (
        <Trans>Closed by {name}.</Trans>
      );
  }
}
