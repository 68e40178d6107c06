import type { ChatMessage } from "@guildforge/contracts";

export interface ThreadDay {
  /** YYYY-MM-DD (UTC, so the server render and the browser agree). */
  day: string;
  label: string;
  messages: ChatMessage[];
}

const dayOf = (iso: string) => iso.slice(0, 10);

function dayLabel(day: string, today: string): string {
  if (day === today) return "Today";
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day === yesterday.toISOString().slice(0, 10)) return "Yesterday";
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: day.slice(0, 4) === today.slice(0, 4) ? undefined : "numeric",
    timeZone: "UTC",
  });
}

/** Messages (oldest first) grouped under day separators. */
export function groupByDay(messages: readonly ChatMessage[], nowIso: string): ThreadDay[] {
  const today = dayOf(nowIso);
  const days: ThreadDay[] = [];
  for (const message of messages) {
    const day = dayOf(message.sent_at);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, label: dayLabel(day, today), messages: [message] });
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

/** "14:05" (UTC, like every date on the site). */
export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
}

/** The list's time: the clock today, else a short date. */
export function formatListTime(iso: string, nowIso: string): string {
  if (dayOf(iso) === dayOf(nowIso)) return formatClock(iso);
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
