import type { Roster, RosterStudent } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, Card } from "../../../components/ui";
import { formatClassDateTime } from "../../../lib/format-date";
import { experienceLevelLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import { type MarkPaidAnswer, RosterPayments, SeatPaymentStatus } from "./roster-payments";

const levels = experienceLevelLabels;

/** The "Message" control of a row: the messages feature's button, or a link to the inbox. */
function Contact({ s, classId, renderMessage }: { s: RosterStudent; classId: number; renderMessage?: RenderMessage }) {
  if (renderMessage) return renderMessage(s);
  return (
    <Link
      to={`/messages?user_id=${s.id}&class_id=${classId}`}
      className="inline-flex items-center gap-1 text-ember-300 hover:underline"
    >
      <MessageSquare aria-hidden="true" className="size-4" /> <Trans>Message</Trans>
      <span className="sr-only" data-user-content="">
        {" "}
        {s.name}
      </span>
    </Link>
  );
}

type RenderMessage = (student: RosterStudent) => ReactNode;

/**
 * One class's roster: accepted students with contact and experience, CSV export, messages. A
 * table from 640 px, one card per student below (no clipped columns on a phone, decision 372).
 */
export function RosterTable({
  roster,
  students = roster.students,
  total = roster.students.length,
  footer,
  renderMessage,
  paymentAnswer,
}: {
  roster: Roster;
  /** The students shown (a paged roster passes what it has loaded so far). */
  students?: RosterStudent[];
  /** How many accepted students the class has in all. */
  total?: number;
  /** Under the list: "Load more" for a paged roster. */
  footer?: ReactNode;
  /** "Message" for a student (from the messages feature, composed by the route). */
  renderMessage?: RenderMessage;
  /** The action's answer to a refused "Mark paid" (issue 41): that seat's form opens with its errors. */
  paymentAnswer?: MarkPaidAnswer;
}) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const c = roster.class;
  const classTitle = c.title;
  const csv = `/api/manage/students?format=csv&class_id=${c.id}`;
  const paid = students.some((s) => s.payment);
  return (
    <Card className="space-y-4 p-5" data-testid="roster">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-iron-100">
            <Link to={c.url} className="hover:text-ember-300 hover:underline" data-user-content="">
              {c.title}
            </Link>
          </h2>
          <p className="text-sm text-iron-300">
            {c.starts_at ? (
              <time dateTime={c.starts_at} suppressHydrationWarning>
                {formatClassDateTime(c.starts_at, c.time_zone, locale)}
              </time>
            ) : (
              t`Dates to be announced`
            )}{" "}
            ·{" "}
            {t`${total} / ${c.capacity} seats filled · ${roster.pending_count} pending · ${roster.waitlisted_count} waitlisted`}
          </p>
        </div>
        <a href={csv} className={buttonClasses("secondary", "sm")} download>
          <Download aria-hidden="true" /> <Trans>Download CSV</Trans>
        </a>
      </div>
      {students.length ? (
        <>
          <ul className="space-y-3 sm:hidden" aria-label={t`Accepted students of ${classTitle}`}>
            {students.map((s) => (
              <li
                key={s.application_id}
                className="rounded-lg border border-iron-700 bg-iron-850 p-4"
                data-testid="roster-card"
              >
                <Link
                  to={`/users/${s.slug}`}
                  className="font-semibold text-iron-100 hover:text-ember-300 hover:underline"
                  data-user-content=""
                >
                  {s.name}
                </Link>
                <p className="mt-1 text-sm text-iron-300">
                  <Trans>Experience: {i18n._(levels[s.experience_level])}</Trans>
                </p>
                {s.payment ? (
                  <p className="mt-2">
                    <SeatPaymentStatus payment={s.payment} />
                  </p>
                ) : null}
                <div className="mt-3">
                  <Contact s={s} classId={c.id} renderMessage={renderMessage} />
                </div>
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">
                <Trans>
                  Accepted students of <span data-user-content="">{classTitle}</span>
                </Trans>
              </caption>
              <thead className="border-b border-iron-700 text-iron-300">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    <Trans>Experience</Trans>
                  </th>
                  {paid ? (
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      <Trans>Payment</Trans>
                    </th>
                  ) : null}
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">
                      <Trans>Contact</Trans>
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-iron-800 text-iron-100">
                {students.map((s) => (
                  <tr key={s.application_id}>
                    <td className="py-2 pr-4">
                      <Link
                        to={`/users/${s.slug}`}
                        className="hover:text-ember-300 hover:underline"
                        data-user-content=""
                      >
                        {s.name}
                      </Link>
                    </td>
                    <td className="py-2 pr-4">{i18n._(levels[s.experience_level])}</td>
                    {paid ? (
                      <td className="py-2 pr-4">{s.payment ? <SeatPaymentStatus payment={s.payment} /> : null}</td>
                    ) : null}
                    <td className="py-2">
                      <Contact s={s} classId={c.id} renderMessage={renderMessage} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <RosterPayments roster={roster} students={students} answer={paymentAnswer} />
          {footer}
        </>
      ) : (
        <p className="text-iron-300">
          <Trans>No accepted students yet.</Trans>
        </p>
      )}
    </Card>
  );
}
