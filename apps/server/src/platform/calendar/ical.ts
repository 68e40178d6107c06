import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/**
 * One event of a calendar file. The UID names the class and the session's place in it
 * (`sessionUid`), never a session row: sessions are replaced when a class is edited, and a
 * calendar must see the same event move, not a new one (issue 40 point 2).
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** RFC 5545 SEQUENCE: bumped by every change of the class, so a calendar takes the new version. */
  sequence: number;
  cancelled: boolean;
}

/** `class-{id}-session-{n}@{host}`, n counting the class's sessions from 1 in time order. */
export const sessionUid = (host: string, classId: number, ordinal: number) =>
  `class-${classId}-session-${ordinal}@${host}`;

/**
 * Every .ics the app serves (a class's sessions, a reminder's session, a person's feed) is built
 * here with ical-generator: escaping, folding and UTC times are the library's. `ttlSeconds` is a
 * feed's suggested refresh (REFRESH-INTERVAL and X-PUBLISHED-TTL).
 */
export function calendarFile(opts: {
  name: string;
  product: string;
  events: CalendarEvent[];
  now: Date;
  ttlSeconds?: number;
}): string {
  const cal = ical({
    name: opts.name,
    prodId: { company: "Guildforge", product: opts.product, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ...(opts.ttlSeconds ? { ttl: opts.ttlSeconds } : {}),
  });
  for (const e of opts.events) {
    cal.createEvent({
      id: e.uid,
      stamp: opts.now,
      start: e.start,
      end: e.end,
      summary: e.summary,
      description: e.description,
      location: e.location || null,
      url: e.url,
      sequence: e.sequence,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 3.1 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const text = cal.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
