import type { MyApplication } from "@guildforge/contracts";
import { Link } from "react-router";
import { Card } from "../../../components/ui";
import { formatClassStart } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { waitlistLine } from "../lib/application-status";
import { experienceOptions } from "../lib/apply-form";
import { ApplicationStatusBadge } from "./application-status-badge";
import { WithdrawButton } from "./withdraw-button";

const levelLabel = (v: MyApplication["experience_level"]) => experienceOptions.find((o) => o.value === v)?.label ?? v;

/** One of the student's applications: class, status, next session, waitlist place, note, withdraw. */
export function MyApplicationCard({
  application: a,
  headingLevel = "h2",
}: {
  application: MyApplication;
  headingLevel?: "h2" | "h3";
}) {
  const locale = useLocale();
  const Heading = headingLevel;
  const wait = a.status === "waitlisted" ? waitlistLine(a.waitlist_position, a.waitlist_size) : null;
  return (
    <Card className="space-y-3 p-5" data-testid="my-application-card" data-application-id={a.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-semibold text-iron-100">
          <Link to={a.class.url} className="hover:text-ember-300 hover:underline">
            {a.class.title}
          </Link>
        </Heading>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-iron-400">Starts</dt>
          <dd className="text-iron-100">
            {a.class.starts_at ? (
              <time dateTime={a.class.starts_at}>{formatClassStart(a.class.starts_at, a.class.time_zone, locale)}</time>
            ) : (
              "To be announced"
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-iron-400">Instructor</dt>
          <dd className="text-iron-100">{a.class.instructor.name}</dd>
        </div>
        {a.class.venue ? (
          <div className="flex gap-2">
            <dt className="text-iron-400">Forge</dt>
            <dd className="text-iron-100">{a.class.venue.name}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="text-iron-400">Your experience</dt>
          <dd className="text-iron-100">{levelLabel(a.experience_level)}</dd>
        </div>
      </dl>
      {wait ? <p className="text-sm font-medium text-info-300">{wait}</p> : null}
      {a.decision_note ? (
        <p className="rounded-md bg-iron-800 p-3 text-sm text-iron-200">
          <span className="font-semibold">Note from the instructor:</span> {a.decision_note}
        </p>
      ) : null}
      {a.actions.can_withdraw ? (
        <div className="flex justify-end">
          <WithdrawButton application={a} />
        </div>
      ) : null}
    </Card>
  );
}
