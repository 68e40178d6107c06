import type { CheckInSession } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { LocalTime } from "../../../components/time/local-time";
import { Avatar, Badge, Card, Container, SubmitButton } from "../../../components/ui";
import { formatClock, formatSession } from "../../../lib/format-date";
import { useFormPending } from "../../../lib/forms/contract-form";
import { FormToken } from "../../../lib/forms/form-token";
import { attendanceStatusLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import { useCheckInScans } from "../hooks/use-check-in-scans";
import type { CheckInAnswer as CheckInAnswerData } from "../server/check-in.server";
import { CheckInAnswer, type ShownAnswer } from "./check-in-answer";
import { TicketScanner } from "./ticket-scanner";

function PhaseLine({ screen }: { screen: CheckInSession }) {
  const locale = useLocale();
  const zone = screen.session.time_zone;
  switch (screen.session.phase) {
    case "before":
      return (
        <Badge tone="warning">
          <Trans>Check-in opens at {formatClock(screen.session.opens_at, zone, locale)}</Trans>
        </Badge>
      );
    case "open":
      return (
        <Badge tone="success">
          <Trans>Check-in open</Trans>
        </Badge>
      );
    case "ended":
      return (
        <Badge tone="info">
          <Trans>Session ended: mark who came</Trans>
        </Badge>
      );
    default:
      return (
        <Badge tone="neutral">
          <Trans>Attendance closed</Trans>
        </Badge>
      );
  }
}

type RosterStudent = CheckInSession["students"][number];

function RosterRow({
  student,
  screen,
  feedbackForm,
}: {
  student: RosterStudent;
  screen: CheckInSession;
  feedbackForm?: (student: RosterStudent) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const pending = useFormPending();
  const phase = screen.session.phase;
  const checkedIn = student.attendance === "attended";
  return (
    <li
      className="flex flex-wrap items-center gap-4 p-4"
      data-testid="check-in-row"
      data-application-id={student.application_id}
    >
      <Avatar url={student.avatar_url} className="size-12 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-iron-50" data-user-content="">
          {student.name}
        </p>
        <p className="text-sm text-iron-300">
          {checkedIn && student.checked_in_at ? (
            student.checked_in_by ? (
              <Trans>
                In at {formatClock(student.checked_in_at, screen.session.time_zone, locale)}, by{" "}
                <span data-user-content="">{student.checked_in_by.name}</span>
              </Trans>
            ) : (
              <Trans>In at {formatClock(student.checked_in_at, screen.session.time_zone, locale)}</Trans>
            )
          ) : student.attendance ? (
            i18n._(attendanceStatusLabels[student.attendance])
          ) : (
            t`Not checked in yet`
          )}
          {student.no_shows > 0 ? (
            <span className="ml-2 text-warning-400">
              {student.no_shows === 1 ? t`1 no-show with you` : t`${student.no_shows} no-shows with you`}
            </span>
          ) : null}
        </p>
      </div>
      {phase === "open" && !checkedIn ? (
        <Form method="post" className="w-full sm:w-auto">
          <FormToken scope={`check-in-${student.application_id}`} />
          <input type="hidden" name="_intent" value="check-in" />
          <input type="hidden" name="application_id" value={student.application_id} />
          <input type="hidden" name="label" value={student.name} />
          <SubmitButton pending={pending} size="lg" className="w-full sm:w-auto">
            <Trans>Check in</Trans>
          </SubmitButton>
        </Form>
      ) : null}
      {phase === "ended" ? (
        <Form method="post" className="flex w-full gap-2 sm:w-auto" aria-label={t`Attendance of ${student.name}`}>
          <FormToken scope={`attendance-${student.application_id}`} />
          <input type="hidden" name="_intent" value="attendance" />
          <input type="hidden" name="application_id" value={student.application_id} />
          {(["attended", "no_show"] as const).map((status) => (
            <SubmitButton
              key={status}
              pending={false}
              name="status"
              value={status}
              size="lg"
              variant={student.attendance === status ? "primary" : "secondary"}
              aria-pressed={student.attendance === status}
              className="flex-1 sm:flex-none"
            >
              {i18n._(attendanceStatusLabels[status])}
            </SubmitButton>
          ))}
        </Form>
      ) : null}
      {(phase === "ended" || phase === "closed") && checkedIn && feedbackForm ? feedbackForm(student) : null}
    </li>
  );
}

/** What the route's action answered a roster button (or the offline queue did). */
export type RosterAnswer =
  | (CheckInAnswerData & { queued?: undefined; label?: undefined })
  | { intent: "check-in"; ok: false; queued: true; label: string; message: string; applicationId: number };

/**
 * A session's check-in screen (issue 40 points 3-4), built for a phone held in a glove: the camera
 * scanner, the last answer in large colours, what waits to be sent, and the roster with big buttons.
 */
export function CheckInScreen({
  screen,
  actionData,
  feedbackForm,
}: {
  screen: CheckInSession;
  actionData: RosterAnswer | undefined;
  /** After the session: the instructor's private feedback to a student who came (the reviews feature, composed by the route). */
  feedbackForm?: (student: RosterStudent) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [camera, setCamera] = useState(false);
  useEffect(() => setCamera(typeof navigator !== "undefined" && !!navigator.mediaDevices), []);

  // A roster button's answer (route action) shows in the same place as a scan's.
  const said = actionData;
  const fromForm: ShownAnswer | null = !said
    ? null
    : said.queued
      ? { kind: "queued", label: said.label ?? "" }
      : said.intent === "check-in" && said.ok
        ? {
            kind: "admitted",
            name: said.result.student.name,
            avatarUrl: said.result.student.avatar_url,
            replayed: said.result.replayed,
          }
        : !said.ok && said.message
          ? { kind: "refused", message: said.message }
          : null;
  const scans = useCheckInScans(screen, fromForm);
  // A new answer of the action replaces whatever the screen showed (React's "state from the previous render").
  const [shownFor, setShownFor] = useState(actionData);
  if (shownFor !== actionData) {
    setShownFor(actionData);
    scans.setAnswer(fromForm);
    if (actionData?.queued) scans.recount();
  }
  const answer = scans.answer;
  const { session } = screen;

  return (
    <Container size="prose" className="space-y-6 py-6 sm:py-10">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-widest text-ember-300">
          <Trans>Check-in</Trans>
        </p>
        <h1 className="font-display text-2xl font-semibold text-iron-50 sm:text-3xl">
          <Link to={screen.class.url} className="hover:underline" data-user-content="">
            {screen.class.title}
          </Link>
        </h1>
        <p className="text-iron-200">
          {session.count > 1 ? (
            <Trans>
              Session {session.index} of {session.count}:{" "}
              <time dateTime={session.starts_at}>
                {formatSession(session.starts_at, session.ends_at, session.time_zone, locale)}
              </time>
            </Trans>
          ) : (
            <time dateTime={session.starts_at}>
              {formatSession(session.starts_at, session.ends_at, session.time_zone, locale)}
            </time>
          )}
          {screen.forge ? (
            <>
              {" · "}
              <span data-user-content="">{screen.forge.name}</span>
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <PhaseLine screen={screen} />
          <p className="text-lg font-semibold text-iron-50" data-testid="check-in-count">
            <Trans>
              {screen.counts.checked_in} of {screen.counts.accepted} checked in
            </Trans>
          </p>
        </div>
      </header>

      {session.phase === "open" && camera ? (
        <TicketScanner onScan={(text) => void scans.scan({ ticket: text })} />
      ) : null}
      <CheckInAnswer answer={answer} />
      {scans.waiting > 0 ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-warning-400">
            {scans.waiting === 1 ? t`1 check-in waits to be sent.` : t`${scans.waiting} check-ins wait to be sent.`}
          </p>
          <button
            type="button"
            onClick={() => void scans.sync()}
            className="min-h-11 rounded-md px-3 font-semibold text-ember-300 underline"
          >
            <Trans>Send now</Trans>
          </button>
        </Card>
      ) : null}
      {scans.late.length ? (
        <Card className="space-y-2 p-4">
          <h2 className="font-semibold text-danger-300">
            <Trans>Sent later and not checked in</Trans>
          </h2>
          <ul className="list-disc pl-5 text-iron-100">
            {scans.late.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      {session.phase === "ended" ? (
        <p className="text-iron-300">
          <Trans>
            Students nobody checked in count as no-shows. Correct it until <LocalTime iso={session.editable_until} />.
          </Trans>
        </p>
      ) : null}

      <section aria-labelledby="roster-heading" className="space-y-3">
        <h2 id="roster-heading" className="text-xl font-semibold text-iron-50">
          <Trans>Roster</Trans>
        </h2>
        {screen.students.length ? (
          <ul className="divide-y divide-iron-800 rounded-lg border border-iron-700 bg-iron-850">
            {screen.students.map((s) => (
              <RosterRow key={s.application_id} student={s} screen={screen} feedbackForm={feedbackForm} />
            ))}
          </ul>
        ) : (
          <p className="text-iron-300">
            <Trans>No accepted students in this class yet.</Trans>
          </p>
        )}
      </section>
    </Container>
  );
}
