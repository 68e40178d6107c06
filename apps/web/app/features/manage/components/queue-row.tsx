import type { ManageApplication } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { LocalTime } from "../../../components/time/local-time";
import { Card, Checkbox, FormAlert, SubmitButton } from "../../../components/ui";
import { formatClassDateTime } from "../../../lib/format-date";
import { type DecisionAnswer, decisionProblems, recordIdField, useDecisionAnswer } from "../../../lib/forms/decision";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { experienceLevelLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import { RejectDialog } from "./reject-dialog";

const levels = experienceLevelLabels;

/**
 * One application in the queue: who, what they wrote, safety acknowledgement, and the decisions:
 * forms posting to the page's action (decision 535), through the row's fetcher with JavaScript.
 */
export function QueueRow({
  application: a,
  badge,
  selected,
  onSelect,
  message,
}: {
  application: ManageApplication;
  /** The status badge (from the applications feature, composed by the route). */
  badge: ReactNode;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** "Message" the applicant (from the messages feature, composed by the route). */
  message?: ReactNode;
}) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const decidable = a.actions.can_accept || a.actions.can_reject || a.actions.can_waitlist;
  const fetcher = useFetcher<DecisionAnswer>({ key: `application-${a.id}` });
  const decided = useDecisionAnswer(fetcher.data, a.id, "decide");
  const rejected = useDecisionAnswer(fetcher.data, a.id, "reject");
  const sending = fetcher.state !== "idle" ? fetcher.formData?.get("status") : null;
  const busy = Boolean(sending);
  const problem = decisionProblems(decided.answer)[0];
  const studentName = a.student.name;
  return (
    <Card className="space-y-3 p-5" data-testid="queue-row" data-application-id={a.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          {decidable ? (
            <Checkbox
              className="mt-1"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              label={
                <span className="sr-only">
                  <Trans>
                    Select <span data-user-content="">{studentName}</span>
                  </Trans>
                </span>
              }
            />
          ) : null}
          <div>
            <h2 className="text-lg font-semibold text-iron-100">
              <Link
                to={`/users/${a.student.slug}`}
                className="hover:text-ember-300 hover:underline"
                data-user-content=""
              >
                {a.student.name}
              </Link>
            </h2>
          </div>
        </div>
        {badge}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-iron-400">
            <Trans>Class</Trans>
          </dt>
          <dd>
            <Link to={a.class.url} className="text-iron-100 hover:text-ember-300 hover:underline" data-user-content="">
              {a.class.title}
            </Link>
            <span className="text-iron-300">
              {" · "}
              {a.class.starts_at ? (
                <time dateTime={a.class.starts_at} suppressHydrationWarning>
                  {formatClassDateTime(a.class.starts_at, a.class.time_zone, locale)}
                </time>
              ) : (
                t`Dates to be announced`
              )}
            </span>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-iron-400">
            <Trans>Experience</Trans>
          </dt>
          <dd className="text-iron-100">{i18n._(levels[a.experience_level])}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-iron-400">
            <Trans>Safety</Trans>
          </dt>
          <dd className="text-iron-100">
            <Trans>
              Version {a.safety_version} acknowledged <LocalTime iso={a.safety_acknowledged_at} />
            </Trans>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-iron-400">
            <Trans>Applied</Trans>
          </dt>
          <dd className="text-iron-100">
            <LocalTime iso={a.created_at} />
          </dd>
        </div>
        {a.waitlist_position != null ? (
          <div className="flex gap-2">
            <dt className="text-iron-400">
              <Trans>Waitlist</Trans>
            </dt>
            <dd className="text-iron-100">
              {a.waitlist_size != null ? t`#${a.waitlist_position} of ${a.waitlist_size}` : t`#${a.waitlist_position}`}
            </dd>
          </div>
        ) : null}
      </dl>
      {a.message ? (
        <blockquote
          data-user-content=""
          className="rounded-md border-l-4 border-ember-600 bg-iron-800 p-3 text-sm whitespace-pre-line text-iron-200"
        >
          {a.message}
        </blockquote>
      ) : null}
      {a.decision_note ? (
        <p className="text-sm text-iron-300">
          <Trans>
            Decision note: “<span data-user-content="">{a.decision_note}</span>”
          </Trans>
        </p>
      ) : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {decidable || message ? (
        <div className="flex flex-wrap items-start gap-2">
          {a.actions.can_accept || a.actions.can_waitlist ? (
            <fetcher.Form method="post" data-route-action="" className="contents">
              <FormToken scope={`:decide-${a.id}`} />
              <input type="hidden" name={formIntentField} value="decide" />
              <input type="hidden" name={recordIdField} value={a.id} />
              {a.actions.can_accept ? (
                <SubmitButton size="sm" name="status" value="accepted" disabled={busy} pending={sending === "accepted"}>
                  <Trans>Accept</Trans>
                </SubmitButton>
              ) : null}
              {a.actions.can_waitlist ? (
                <SubmitButton
                  size="sm"
                  variant="secondary"
                  name="status"
                  value="waitlisted"
                  disabled={busy}
                  pending={sending === "waitlisted"}
                >
                  <Trans>Waitlist</Trans>
                </SubmitButton>
              ) : null}
            </fetcher.Form>
          ) : null}
          {a.actions.can_reject ? (
            <RejectDialog
              formId={`reject-${a.id}`}
              label={t`Reject…`}
              title={
                <Trans>
                  Reject <span data-user-content="">{studentName}</span>?
                </Trans>
              }
              intent="reject"
              hidden={<input type="hidden" name={recordIdField} value={a.id} />}
              fetcher={fetcher}
              answer={rejected}
              disabled={busy}
            />
          ) : null}
          {message}
        </div>
      ) : null}
    </Card>
  );
}
