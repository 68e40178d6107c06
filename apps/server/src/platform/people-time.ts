/** The formatting locale of each language we write in (English keeps the day-month order of en-GB). */
const locales: Record<string, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR" };

/**
 * An instant written for people in a place's time zone, in their language: "Saturday 12 December
 * 2026, 10:00 (Central European Standard Time)", "Samstag, 12. Dezember 2026, 10:00
 * (Mitteleuropäische Normalzeit)". The zone's long name, never its IANA id; without a zone (a class
 * with no forge yet) the time is given in Greenwich Mean Time, named so.
 */
export function peopleTime(at: Date, timeZone: string | null, language: string | null = "en"): string {
  const locale = locales[language ?? "en"] ?? "en-GB";
  const zone = timeZone ?? "Etc/GMT";
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(at);
  const named = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "long" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const english = locale === "en-GB";
  const name = !timeZone && english ? "Greenwich Mean Time" : (named ?? "Greenwich Mean Time");
  return `${day}, ${time} (${name})`;
}

/**
 * The day of an instant in a place's time zone, in the reader's language: "Saturday 12 December
 * 2026", "Samstag, 12. Dezember 2026", "samedi 12 décembre 2026" (Greenwich's day without a zone).
 */
export function peopleDay(at: Date, timeZone: string | null, language: string | null = "en"): string {
  const locale = locales[language ?? "en"] ?? "en-GB";
  return new Intl.DateTimeFormat(locale, {
    timeZone: timeZone ?? "Etc/GMT",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
}
