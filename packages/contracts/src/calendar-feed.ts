import { z } from "zod";

/**
 * A person's calendar feed (issue 40 point 2): every session they hold a seat in or teach, as an
 * iCalendar feed a calendar app subscribes to. The links carry a secret; they are shown only to
 * their owner (GET /api/user/calendar-feed, never cached).
 */
export const calendarFeedSchema = z.object({
  enabled: z.boolean(),
  /** https link (paste into a calendar app's "subscribe by URL"); null while the feed is off. */
  https_url: z.string().nullable(),
  /** The same feed as webcal:// (opens the system's calendar app); null while the feed is off. */
  webcal_url: z.string().nullable(),
  /** When a calendar app last read the feed (ISO instant), null if never. */
  last_read_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = z.object({ data: calendarFeedSchema });

/** GET /api/calendar/{token}.ics: the feed itself, read by calendar apps (no session). */
export const calendarFeedFileParamsSchema = z.object({ file: z.string().min(1).max(220) });

/** POST /api/user/calendar-feed: turn the feed on (idempotent) or make a new link (the old one stops). */
export const calendarFeedActions = ["enable", "regenerate"] as const;
export const updateCalendarFeedSchema = z.object({ action: z.enum(calendarFeedActions) });

/** The settings page's calendar buttons (`calendar=enable|regenerate|disable`): POST or DELETE above. */
export const calendarFeedFormActions = ["enable", "regenerate", "disable"] as const;
export const calendarFeedFormSchema = z.object({ calendar: z.enum(calendarFeedFormActions) });
