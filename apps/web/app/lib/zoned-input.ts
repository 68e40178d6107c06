/**
 * `datetime-local` inputs read and written in a named time zone: the class form's in the forge's
 * zone (DOMAIN.md: sessions are in the venue's zone), the article editor's schedule in the
 * admin's. Printing dates is lib/format-date.ts's job (decision 361).
 */

const fallbackZone = "UTC";

function zoneOrUtc(timeZone: string | null | undefined): string {
  return timeZone || fallbackZone;
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
