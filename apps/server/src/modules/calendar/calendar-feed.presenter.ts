import type { CalendarFeed } from "@guildforge/contracts";
import type { FeedRow } from "./calendar-feed.repository.ts";
import { signCalendarFeed } from "./calendar-feed-token.ts";

/** The owner's view of their feed: the links only while it is on. */
export function presentCalendarFeed(row: FeedRow | undefined, opts: { appKey: string; appUrl: string }): CalendarFeed {
  if (!row?.enabled) return { enabled: false, https_url: null, webcal_url: null, last_read_at: null };
  const https = `${opts.appUrl}/api/calendar/${signCalendarFeed(opts.appKey, row.userId, row.version)}.ics`;
  return {
    enabled: true,
    https_url: https,
    webcal_url: https.replace(/^https?:\/\//, "webcal://"),
    last_read_at: row.lastReadAt ? row.lastReadAt.toISOString() : null,
  };
}
