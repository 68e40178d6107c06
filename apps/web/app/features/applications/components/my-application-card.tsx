import type { MyApplication } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { QrCode } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, Card } from "../../../components/ui";
import { formatClassStart } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { waitlistLine } from "../lib/application-status";
import { experienceOptions } from "../lib/apply-form";
import { AddToCalendar } from "./add-to-calendar";
import { ApplicationStatusBadge } from "./application-status-badge";
import { SeatPaymentPanel } from "./seat-payment";
import { WithdrawButton } from "./withdraw-button";

const levelLabel = (i18n: I18n, v: MyApplication["experience_level"]) => {
  const label = experienceOptions.find((o) => o.value === v)?.label;
  return label ? i18n._(label) : v;
};

/** One of the student's applications: class, status, next session, waitlist place, note, withdraw. */
export function MyApplicationCard({
  application: a,
  headingLevel = "h2",
  reviewForm,
}: {
  application: MyApplication;
  headingLevel?: "h2" | "h3";
  /** The review form of an attended seat, composed by the page (features do not import each other). */
  reviewForm?: (application: MyApplication) => ReactNode;
}) {
  const locale = useLocale();
  const Heading = headingLevel;
  const { t, i18n } = useLingui();
  const wait = a.status === "waitlisted" ? waitlistLine(i18n, a.waitlist_position, a.waitlist_size) : null;
  return (
    <Card className="space-y-3 p-5" data-testid="my-application-card" data-application-id={a.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-semibold text-iron-100">
          <Link to={a.class.url} data-user-content="" className="hover:text-ember-300 hover:underline">
            {a.class.title}
          </Link>
        </Heading>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-iron-400">
            <Trans>Starts</Trans>
          </dt>
          <dd className="text-iron-100">
            {a.class.starts_at ? (
              <time dateTime={a.class.starts_at}>{formatClassStart(a.class.starts_at, a.class.time_zone, locale)}</time>
            ) : (
              t`To be announced`
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-iron-400">
            <Trans>Instructor</Trans>
          </dt>
          <dd data-user-content="" className="text-iron-100">
            {a.class.instructor.name}
          </dd>
        </div>
        {a.class.venue ? (
          <div className="flex gap-2">
            <dt className="text-iron-400">
              <Trans>Forge</Trans>
            </dt>
            <dd data-user-content="" className="text-iron-100">
              {a.class.venue.name}
            </dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="text-iron-400">
            <Trans>Your experience</Trans>
          </dt>
          <dd className="text-iron-100">{levelLabel(i18n, a.experience_level)}</dd>
        </div>
      </dl>
      {wait ? <p className="text-sm font-medium text-info-300">{wait}</p> : null}
      {a.attendance ? (
        <p className="text-sm text-iron-300" data-testid="my-attendance">
          {a.attendance.ended === 1 ? (
            a.attendance.attended === 1 ? (
              <Trans>You were there.</Trans>
            ) : (
              <Trans>You were marked as not there.</Trans>
            )
          ) : (
            <Trans>
              You were there for {a.attendance.attended} of {a.attendance.ended} sessions so far.
            </Trans>
          )}
        </p>
      ) : null}
      {a.decision_note ? (
        <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-200">
          <span className="font-semibold">
            <Trans>Note from the instructor:</Trans>
          </span>{" "}
          <span data-user-content="">{a.decision_note}</span>
        </p>
      ) : null}
      {a.payment ? <SeatPaymentPanel application={a} /> : null}
      {a.ticket_url ? (
        <Link to={a.ticket_url} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          <QrCode aria-hidden="true" />
          <Trans>Show ticket</Trans>
        </Link>
      ) : null}
      {a.review?.reviewed ? (
        <p className="text-sm text-iron-300" data-testid="reviewed">
          {a.review.published ? (
            <Trans>Thank you for your review: it is published on the class page.</Trans>
          ) : (
            <Trans>
              Thank you for your review. It is published when the instructor has left their feedback for you, or when
              the review window closes.
            </Trans>
          )}
        </p>
      ) : null}
      {a.review?.feedback ? (
        <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-200">
          <span className="font-semibold">
            <Trans>The instructor's feedback for you:</Trans>
          </span>{" "}
          <span data-user-content="" className="whitespace-pre-line">
            {a.review.feedback}
          </span>
        </p>
      ) : null}
      {a.review?.can_review && reviewForm ? reviewForm(a) : null}
      {a.calendar ? <AddToCalendar calendar={a.calendar} timeZone={a.class.time_zone} /> : null}
      {a.actions.can_withdraw ? (
        <div className="flex justify-end">
          <WithdrawButton application={a} />
        </div>
      ) : null}
    </Card>
  );
}
