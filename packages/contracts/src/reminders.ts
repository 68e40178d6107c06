import { z } from "zod";
import type { NotificationType } from "./notifications.ts";

/** The reminder kinds (each a notification type the user can turn off on /settings/notifications). */
export const reminderKinds = ["session_reminder_48h", "session_reminder_3h", "teaching_reminder_24h"] as const;
export type ReminderKind = (typeof reminderKinds)[number] & NotificationType;

/**
 * docs/product.md#constants: how many hours before a session each reminder is due. A reminder is
 * sent while the session is nearer than `leadHours` and further than the next reminder's lead
 * (a student accepted 2 hours ahead gets the 3-hour reminder only).
 */
export const reminderSchedule: Readonly<Record<ReminderKind, { leadHours: number; untilHours: number }>> = {
  session_reminder_48h: { leadHours: 48, untilHours: 3 },
  session_reminder_3h: { leadHours: 3, untilHours: 0 },
  teaching_reminder_24h: { leadHours: 24, untilHours: 0 },
};

/** /seat-release/{token}: the signed "Can't come? Release my seat" link of the 48-hour reminder. */
export const seatReleaseParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/seat-releases/{token}: what the confirmation page shows (nothing is changed). */
export const seatReleaseSchema = z.object({
  class_title: z.string(),
  class_url: z.string(),
  /** The session's start, as an instant (the link expires then). */
  session_starts_at: z.string(),
  /** The start written for people in the forge's own time zone, e.g. "Saturday 12 December 2026, 10:00 (Central European Time)". */
  session_time: z.string(),
  forge_name: z.string().nullable(),
  /** `accepted` while the seat can be released; `withdrawn` once it has been. */
  status: z.string(),
  releasable: z.boolean(),
});
export type SeatRelease = z.infer<typeof seatReleaseSchema>;
export const seatReleaseResponseSchema = z.object({ data: seatReleaseSchema });
