import type { RosterStudent } from "@guildforge/contracts";
import { experienceLevelLabels } from "@guildforge/contracts/labels";

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Spreadsheet formula injection guard (OWASP): a value starting with = + - @ (or a tab or
 * carriage return) gets a leading single quote so it is shown as text, never evaluated.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvRow = (fields: string[]) => fields.map(csvField).join(",");

const header = ["Name", "Experience", "Message", "Accepted"];

/**
 * A moment as a person reads it in the forge's time zone, with the zone's name: "Mar 14, 2026,
 * 10:05 AM PDT" (issue 37 point 7: no ISO timestamps, no UTC, no IANA ids in an export). Without a
 * forge the zone is UTC, named as such.
 */
export function csvMoment(iso: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: timeZone ?? "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/**
 * The roster of one class as CSV text (CRLF line ends, header row first); no emails (decision 504).
 * Experience in words, the acceptance time in the forge's zone (decision 530).
 */
export function rosterCsv(students: RosterStudent[], timeZone: string | null): string {
  const lines = [
    csvRow(header),
    ...students.map((s) =>
      csvRow([
        s.name,
        experienceLevelLabels[s.experience_level],
        s.message,
        s.accepted_at ? csvMoment(s.accepted_at, timeZone) : "",
      ]),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
