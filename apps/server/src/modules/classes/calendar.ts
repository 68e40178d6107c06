/** RFC 5545 text escaping: backslash, semicolon, comma, newline. */
export function icsEscape(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** 20260501T170000Z */
export function icsUtc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Folds lines longer than 75 octets (continuation lines start with a space). */
export function icsFold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + ch, "utf8") > limit) {
      parts.push(current);
      current = "";
    }
    current += ch;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export interface CalendarClass {
  id: number;
  title: string;
  summary: string;
  url: string;
  location: string;
  status: string;
  sessions: Array<{ id: number; starts_at: string; ends_at: string }>;
}

/** One VEVENT per session, times in UTC, CRLF line endings. */
export function classCalendar(c: CalendarClass, opts: { host: string; now: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Guildforge//Classes//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  c.sessions.forEach((s, i) => {
    const title = c.sessions.length > 1 ? `${c.title} (session ${i + 1} of ${c.sessions.length})` : c.title;
    lines.push(
      "BEGIN:VEVENT",
      `UID:class-${c.id}-session-${s.id}@${opts.host}`,
      `DTSTAMP:${icsUtc(opts.now)}`,
      `DTSTART:${icsUtc(new Date(s.starts_at))}`,
      `DTEND:${icsUtc(new Date(s.ends_at))}`,
      `SUMMARY:${icsEscape(title)}`,
      `DESCRIPTION:${icsEscape(`${c.summary}\n${c.url}`)}`,
      `LOCATION:${icsEscape(c.location)}`,
      `URL:${c.url}`,
      `STATUS:${c.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return `${lines.map(icsFold).join("\r\n")}\r\n`;
}
