import { calendarFile, sessionUid } from "../../platform/calendar/ical.ts";

export interface CalendarClass {
  id: number;
  title: string;
  summary: string;
  url: string;
  location: string;
  status: string;
  sequence: number;
  sessions: Array<{ starts_at: string; ends_at: string }>;
}

/**
 * GET /api/classes/{id}/calendar.ics: one event per session, with the same UIDs and SEQUENCE as
 * the reminders' .ics and the personal feed (platform/calendar/ical.ts), so a calendar that took
 * the class from any of them updates one event.
 */
export function classCalendar(c: CalendarClass, opts: { host: string; now: Date }): string {
  const sessions = [...c.sessions].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  return calendarFile({
    name: c.title,
    product: "Classes",
    now: opts.now,
    events: sessions.map((s, i) => ({
      uid: sessionUid(opts.host, c.id, i + 1),
      start: new Date(s.starts_at),
      end: new Date(s.ends_at),
      summary: sessions.length > 1 ? `${c.title} (session ${i + 1} of ${sessions.length})` : c.title,
      description: `${c.summary}\n${c.url}`,
      location: c.location,
      url: c.url,
      sequence: c.sequence,
      cancelled: c.status === "cancelled",
    })),
  });
}
