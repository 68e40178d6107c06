/** Dates of a class, always in the venue's time zone (DOMAIN.md: sessions shown in the venue's zone). */

const fallbackZone = "UTC";

function zoneOrUtc(timeZone: string | null | undefined): string {
  return timeZone || fallbackZone;
}

/** "Sat, 14 Mar 2026" */
export function formatDay(iso: string, timeZone: string | null | undefined): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: zoneOrUtc(timeZone),
  }).format(new Date(iso));
}

/** "09:00" */
export function formatTime(iso: string, timeZone: string | null | undefined): string {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zoneOrUtc(timeZone),
  }).format(new Date(iso));
}

/** The zone's short name at that instant: "PST", "GMT+1". */
export function zoneAbbreviation(iso: string, timeZone: string | null | undefined): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zoneOrUtc(timeZone),
    timeZoneName: "short",
  }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? zoneOrUtc(timeZone);
}

/** "Sat, 14 Mar 2026, 09:00–16:00 PST" (the end day is named when it differs). */
export function formatSession(startsAt: string, endsAt: string, timeZone: string | null | undefined): string {
  const startDay = formatDay(startsAt, timeZone);
  const endDay = formatDay(endsAt, timeZone);
  const end = endDay === startDay ? formatTime(endsAt, timeZone) : `${endDay}, ${formatTime(endsAt, timeZone)}`;
  return `${startDay}, ${formatTime(startsAt, timeZone)}–${end} ${zoneAbbreviation(startsAt, timeZone)}`;
}

/** The offset of a zone at an instant in minutes (east positive), from Intl only. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** An ISO instant -> the `datetime-local` value ("2026-03-14T09:00") in the zone. */
export function toLocalInput(iso: string, timeZone: string | null | undefined): string {
  const zone = zoneOrUtc(timeZone);
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, zone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as wall-clock time in the zone -> an ISO instant with offset "Z".
 * Two passes settle the offset around daylight-saving changes. Returns null for an empty or bad value.
 */
export function fromLocalInput(local: string, timeZone: string | null | undefined): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const zone = zoneOrUtc(timeZone);
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return null;
  let guess = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess).toISOString();
}
