import type { RosterStudent } from "@guildforge/contracts";

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

const header = ["Name", "Experience", "Message", "Accepted at"];

/** The roster of one class as CSV text (CRLF line ends, header row first); no emails (decision 504). */
export function rosterCsv(students: RosterStudent[]): string {
  const lines = [
    csvRow(header),
    ...students.map((s) => csvRow([s.name, s.experience_level, s.message, s.accepted_at ?? ""])),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
