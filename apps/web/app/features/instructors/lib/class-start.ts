/**
 * A class's first session start on an instructor card, in the venue's time zone (DOMAIN.md:
 * sessions are shown in the venue's zone), short enough for one line beside the city:
 * "Sat 14 Mar, 09:00 PDT" (the card lists upcoming classes; the class page gives the year).
 */
export function formatClassStart(iso: string, timeZone: string | null): string {
  const zone = timeZone || "UTC";
  const instant = new Date(iso);
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: zone,
  }).format(instant);
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
  }).format(instant);
  const abbreviation =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value ?? zone;
  return `${day}, ${time} ${abbreviation}`;
}
