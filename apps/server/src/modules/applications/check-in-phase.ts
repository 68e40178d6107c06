import { attendanceEditableDays, type CheckInSession, checkInOpensHoursBefore } from "@guildforge/contracts";

const hour = 3_600_000;
const day = 24 * hour;

/** The session's check-in phase at `at`: opens 2 hours before, closes at its end; corrections for 7 days. */
export function phaseOf(s: { startsAt: Date; endsAt: Date }, at: Date): CheckInSession["session"]["phase"] {
  const t = at.getTime();
  if (t < s.startsAt.getTime() - checkInOpensHoursBefore * hour) return "before";
  if (t <= s.endsAt.getTime()) return "open";
  if (t <= s.endsAt.getTime() + attendanceEditableDays * day) return "ended";
  return "closed";
}
