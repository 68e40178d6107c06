/**
 * The one formatter for dates and times (decision 361): Intl in the viewer's locale (lib/locale.ts).
 * Class times (sessions, starts, deadlines) are always in the forge's time zone with its
 * abbreviation ("Sat, Mar 14, 2026, 10:00 AM PDT"); record dates (sent, decided, member since)
 * are calendar days; moments (a notification, an application) are shown in the viewer's zone
 * with its abbreviation by <LocalTime> (components/ui/local-time.tsx). Nothing prints a bare UTC time.
 */

import { remembered } from "../boot/format-seed/format-seed";

export type TimeZone = string | null | undefined;

const fallbackZone = "UTC";
const zoneOf = (zone: TimeZone) => zone || fallbackZone;

const formats = new Map<string, Intl.DateTimeFormat>();
function dtf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * `date` formatted with these options, through the server's seed (decision 470): hydrating a page
 * prints what the server printed without building an Intl formatter.
 */
function formatWith(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  return remembered(`${locale}|${JSON.stringify(options)}|${date.getTime()}`, () => dtf(locale, options).format(date));
}

const dayOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;
const timeOptions = { timeStyle: "short" } as const;

const abbreviationLocales = ["en-US", "en-GB"] as const;

/**
 * The zone's short name at that instant: "PST", "BST", "CET". The letters US or British English
 * use for it (between them they name the zones of North America and Europe); a zone with neither
 * reads as its GMT offset ("GMT+9").
 */
export function zoneAbbreviation(iso: string, zone: TimeZone): string {
  return remembered(`zone|${zoneOf(zone)}|${iso}`, () => computeZoneAbbreviation(iso, zone));
}

function computeZoneAbbreviation(iso: string, zone: TimeZone): string {
  const names = abbreviationLocales.map(
    (locale) =>
      dtf(locale, { timeZone: zoneOf(zone), timeZoneName: "short" })
        .formatToParts(new Date(iso))
        .find((p) => p.type === "timeZoneName")?.value,
  );
  return names.find((n) => n && !/^(GMT|UTC)[+-]/.test(n)) ?? names[0] ?? zoneOf(zone);
}

/** A class day in the forge's zone: "Sat, Mar 14, 2026" (en-US), "Sat 14 Mar 2026" (en-GB). */
export function formatClassDay(iso: string, zone: TimeZone, locale: string): string {
  return formatWith(locale, { ...dayOptions, timeZone: zoneOf(zone) }, new Date(iso));
}

/** A class time of day in the forge's zone, without the zone: "10:00 AM" / "10:00". */
export function formatClassTime(iso: string, zone: TimeZone, locale: string): string {
  return formatWith(locale, { ...timeOptions, timeZone: zoneOf(zone) }, new Date(iso));
}

/** A class instant (a start, a deadline): "Sat, Mar 14, 2026, 10:00 AM PDT". */
export function formatClassDateTime(iso: string, zone: TimeZone, locale: string): string {
  return `${formatClassDay(iso, zone, locale)}, ${formatClassTime(iso, zone, locale)} ${zoneAbbreviation(iso, zone)}`;
}

/** A session: "Sat, Mar 14, 2026, 10:00 AM–5:00 PM PDT" (the end day is named when it differs). */
export function formatSession(startsAt: string, endsAt: string, zone: TimeZone, locale: string): string {
  const startDay = formatClassDay(startsAt, zone, locale);
  const endDay = formatClassDay(endsAt, zone, locale);
  const endTime = formatClassTime(endsAt, zone, locale);
  const end = endDay === startDay ? endTime : `${endDay}, ${endTime}`;
  return `${startDay}, ${formatClassTime(startsAt, zone, locale)}–${end} ${zoneAbbreviation(startsAt, zone)}`;
}

/** A class's first start, or "Dates to be announced" for a class without sessions yet. */
export function formatClassStart(iso: string | null, zone: TimeZone, locale: string): string {
  return iso ? formatClassDateTime(iso, zone, locale) : "Dates to be announced";
}

/**
 * A record's calendar day (when something was sent, requested or reviewed): "Dec 5, 2026". The
 * UTC day, so the server render and the browser print the same text; it carries no time.
 */
export function formatDate(iso: string, locale: string): string {
  return formatWith(locale, { dateStyle: "medium", timeZone: "UTC" }, new Date(iso));
}

/** "December 2026": member since. */
export function formatMonthYear(iso: string, locale: string): string {
  return formatWith(locale, { month: "long", year: "numeric", timeZone: "UTC" }, new Date(iso));
}

/**
 * A moment in a given zone with the zone named: "Nov 22, 2026, 1:52 AM PST". <LocalTime> calls it
 * with the browser's zone once the page runs (the server does not know the viewer's zone).
 */
export function formatMoment(iso: string, zone: TimeZone, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const text = formatWith(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zoneOf(zone) }, date);
  return `${text} ${zoneAbbreviation(iso, zone)}`;
}

/** A class start on a one-line card, without the year: "Sat, Mar 14, 10:00 AM PDT". */
export function formatClassStartShort(iso: string, zone: TimeZone, locale: string): string {
  const day = formatWith(
    locale,
    { weekday: "short", day: "numeric", month: "short", timeZone: zoneOf(zone) },
    new Date(iso),
  );
  return `${day}, ${formatClassTime(iso, zone, locale)} ${zoneAbbreviation(iso, zone)}`;
}

/** The calendar day of an instant in a zone, "2026-11-25": to group and compare days (no text shown). */
export function dayKeyIn(iso: string, zone: TimeZone): string {
  return formatWith(
    "en-CA",
    { year: "numeric", month: "2-digit", day: "2-digit", timeZone: zoneOf(zone) },
    new Date(iso),
  );
}

/** A time of day in a zone, as the locale writes it: "2:05 PM" (en-US), "14:05" (en-GB). */
export function formatClock(iso: string, zone: TimeZone, locale: string): string {
  return formatWith(locale, { timeStyle: "short", timeZone: zoneOf(zone) }, new Date(iso));
}

/** A short day in a zone, without the year: "Nov 25" / "25 Nov". */
export function formatShortDay(iso: string, zone: TimeZone, locale: string): string {
  return formatWith(locale, { month: "short", day: "numeric", timeZone: zoneOf(zone) }, new Date(iso));
}

/** A day heading for a day key (dayKeyIn): "Wednesday, November 25", with the year when asked. */
export function formatDayHeading(dayKey: string, withYear: boolean, locale: string): string {
  return formatWith(
    locale,
    {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: withYear ? "numeric" : undefined,
      timeZone: "UTC", // a day key names a calendar day, not an instant
    },
    new Date(`${dayKey}T12:00:00Z`),
  );
}

/**
 * A session on one line without the year: "Sat, Dec 12, 10:00 AM–4:00 PM CET" (the end day is
 * named when it differs).
 */
export function formatSessionShort(startsAt: string, endsAt: string, zone: TimeZone, locale: string): string {
  const shortDay = (iso: string) =>
    formatWith(locale, { weekday: "short", day: "numeric", month: "short", timeZone: zoneOf(zone) }, new Date(iso));
  const startDay = shortDay(startsAt);
  const endDay = shortDay(endsAt);
  const endTime = formatClassTime(endsAt, zone, locale);
  const end = endDay === startDay ? endTime : `${endDay}, ${endTime}`;
  return `${startDay}, ${formatClassTime(startsAt, zone, locale)}–${end} ${zoneAbbreviation(startsAt, zone)}`;
}

/**
 * The zone's name for people at that instant: "Central European Standard Time", "Pacific Daylight
 * Time" (never its IANA id); its GMT offset where the locale has no name for it.
 */
export function zoneLongName(iso: string, zone: TimeZone, locale: string): string {
  return remembered(`zone-long|${locale}|${zoneOf(zone)}|${iso}`, () => {
    const name = dtf(locale, { timeZone: zoneOf(zone), timeZoneName: "long" })
      .formatToParts(new Date(iso))
      .find((p) => p.type === "timeZoneName")?.value;
    return name ?? zoneAbbreviation(iso, zone);
  });
}

/**
 * A time zone in words, never its IANA id (issue 37 point 7): "Pacific Time (Los Angeles)",
 * "Central European Time (Berlin)"; a zone Intl names only by offset reads as its city.
 */
export function zoneName(zone: string, locale: string): string {
  return remembered(`zone-name|${locale}|${zone}`, () => {
    const city = (zone.split("/").pop() ?? zone).replaceAll("_", " ");
    const generic = dtf(locale, { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(new Date(0))
      .find((p) => p.type === "timeZoneName")?.value;
    if (zone === "UTC" || zone === "Etc/UTC") return "Coordinated Universal Time";
    return generic && !/^GMT/.test(generic) ? `${generic} (${city})` : city;
  });
}
