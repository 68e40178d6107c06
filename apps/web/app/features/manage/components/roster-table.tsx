import type { Roster, RosterStudent } from "@guildforge/contracts";
import { Download, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, Card } from "../../../components/ui";
import { formatDay } from "../../../lib/format-date";

const levels = { none: "None", some: "Some", experienced: "Experienced" } as const;

/** One class's roster: accepted students with contact and experience, CSV export, messages. */
export function RosterTable({
  roster,
  renderMessage,
}: {
  roster: Roster;
  /** "Message" for a student (from the messages feature, composed by the route). */
  renderMessage?: (student: RosterStudent) => ReactNode;
}) {
  const c = roster.class;
  const csv = `/api/manage/students?format=csv&class_id=${c.id}`;
  return (
    <Card className="space-y-4 p-5" data-testid="roster">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-iron-100">
            <Link to={c.url} className="hover:text-ember-300 hover:underline">
              {c.title}
            </Link>
          </h2>
          <p className="text-sm text-iron-300">
            {formatDay(c.starts_at)} · {roster.students.length} / {c.capacity} seats filled · {roster.pending_count}{" "}
            pending · {roster.waitlisted_count} waitlisted
          </p>
        </div>
        <a href={csv} className={buttonClasses("secondary", "sm")} download>
          <Download aria-hidden="true" /> Download CSV
        </a>
      </div>
      {roster.students.length ? (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Accepted students of {c.title}</caption>
            <thead className="border-b border-iron-700 text-iron-300">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Experience
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Contact</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-iron-800 text-iron-100">
              {roster.students.map((s) => (
                <tr key={s.application_id}>
                  <td className="py-2 pr-4">
                    <Link to={`/users/${s.slug}`} className="hover:text-ember-300 hover:underline">
                      {s.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 wrap-anywhere">
                    <a href={`mailto:${s.email}`} className="hover:text-ember-300 hover:underline">
                      {s.email}
                    </a>
                  </td>
                  <td className="py-2 pr-4">{levels[s.experience_level]}</td>
                  <td className="py-2">
                    {renderMessage ? (
                      renderMessage(s)
                    ) : (
                      <Link
                        to={`/messages?user_id=${s.id}&class_id=${c.id}`}
                        className="inline-flex items-center gap-1 text-ember-300 hover:underline"
                      >
                        <MessageSquare aria-hidden="true" className="size-4" /> Message
                        <span className="sr-only"> {s.name}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-iron-300">No accepted students yet.</p>
      )}
    </Card>
  );
}
