import type { ChatMessage } from "@guildforge/contracts";
import { dayKeyIn, formatClock, formatDayHeading, formatShortDay, type TimeZone } from "../../../lib/format-date";

export interface ThreadDay {
  /** YYYY-MM-DD in the viewer's zone. */
  day: string;
  label: string;
  messages: ChatMessage[];
}

function previousDay(dayKey: string): string {
  const d = new Date(`${dayKey}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10); // a day key, never shown
}

/** The words for the two nearest days, in the page's language (English by default). */
export interface DayWords {
  today: string;
  yesterday: string;
}

const englishDays: DayWords = { today: "Today", yesterday: "Yesterday" };

function dayLabel(day: string, today: string, locale: string, words: DayWords): string {
  if (day === today) return words.today;
  if (day === previousDay(today)) return words.yesterday;
  return formatDayHeading(day, day.slice(0, 4) !== today.slice(0, 4), locale);
}

/**
 * Messages (oldest first) grouped under day separators, the days being the viewer's (`zone`; null
 * until the browser knows it, the first render groups by UTC day and shows no clock).
 */
export function groupByDay(
  messages: readonly ChatMessage[],
  nowIso: string,
  zone: TimeZone,
  locale: string,
  words: DayWords = englishDays,
): ThreadDay[] {
  const today = dayKeyIn(nowIso, zone);
  const days: ThreadDay[] = [];
  for (const message of messages) {
    const day = dayKeyIn(message.sent_at, zone);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, label: dayLabel(day, today, locale, words), messages: [message] });
  }
  return days;
}

/** The viewer's newest message the other person has read: where "Seen" goes. */
export function lastSeenMessageId(messages: readonly ChatMessage[], viewerId: number): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m && m.sender_id === viewerId && m.read_at) return m.id;
  }
  return null;
}

/** The list's time in the viewer's zone: the clock today, else a short date. */
export function formatListTime(iso: string, nowIso: string, zone: string, locale: string): string {
  if (dayKeyIn(iso, zone) === dayKeyIn(nowIso, zone)) return formatClock(iso, zone, locale);
  return formatShortDay(iso, zone, locale);
}
