import type { CalendarFeed } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { calendarFile, sessionUid } from "../../platform/calendar/ical.ts";
import { errors } from "../../platform/errors.ts";
import { translate } from "../../platform/i18n/server-i18n.ts";
import { presentCalendarFeed } from "./calendar-feed.presenter.ts";
import { type FeedSessionRow, calendarFeedRepository as repo } from "./calendar-feed.repository.ts";
import { checkCalendarFeed } from "./calendar-feed-token.ts";

/** How far back the feed keeps sessions (a calendar keeps what it already has). */
const keepDays = 60;
/** The refresh a calendar app is asked for (most poll on their own schedule anyway). */
const refreshSeconds = 3600;

const texts = {
  name: /*i18n*/ { id: "calendar.feed.name", message: "Guildforge classes" },
  session: /*i18n*/ { id: "calendar.feed.session", message: "{title} (session {index} of {count})" },
  teaching: /*i18n*/ { id: "calendar.feed.teaching", message: "Teaching: {title}" },
  cancelled: /*i18n*/ { id: "calendar.feed.cancelled", message: "This class was cancelled." },
  roster: /*i18n*/ { id: "calendar.feed.roster", message: "Your students: {url}" },
};

const invalidFeed = () =>
  errors.notFound(
    /*i18n*/ {
      id: "error.calendar_link_invalid",
      message:
        "This calendar link is not valid: it was turned off or replaced by a newer link. Copy the current link from your notification settings.",
    },
  );

/**
 * A person's calendar feed (issue 40 point 2): turned on, renewed and off from
 * /settings/notifications; read by calendar apps with the secret in its URL. Every session of the
 * classes one holds a seat in or teaches, with the UIDs and SEQUENCE every .ics of a class uses.
 */
export function createCalendarFeedService(deps: { db: Db; appKey: string; appUrl: string; now: () => Date }) {
  const present = (row: Awaited<ReturnType<typeof repo.find>>): CalendarFeed =>
    presentCalendarFeed(row, { appKey: deps.appKey, appUrl: deps.appUrl });

  function event(r: FeedSessionRow, language: string | null, host: string) {
    const t = (text: (typeof texts)[keyof typeof texts], values?: Record<string, string | number>) =>
      translate(language, text, values);
    const url = `${deps.appUrl}/classes/${r.classId}-${r.classSlug}`;
    const title =
      r.sessionCount > 1 ? t(texts.session, { title: r.title, index: r.ordinal, count: r.sessionCount }) : r.title;
    const cancelled = r.classStatus === "cancelled";
    const description = [
      cancelled ? t(texts.cancelled) : null,
      r.summary || null,
      url,
      r.teaching ? t(texts.roster, { url: `${deps.appUrl}/manage/students` }) : null,
    ].filter((x): x is string => x !== null);
    return {
      uid: sessionUid(host, r.classId, r.ordinal),
      start: r.startsAt,
      end: r.endsAt,
      summary: r.teaching ? t(texts.teaching, { title }) : title,
      description: description.join("\n"),
      location: [r.forgeName, r.forgeAddress].filter(Boolean).join(", "),
      url,
      sequence: r.sequence,
      cancelled,
    };
  }

  return {
    async status(userId: number): Promise<CalendarFeed> {
      return present(await repo.find(deps.db, userId));
    },
    async enable(userId: number): Promise<CalendarFeed> {
      return present(await repo.enable(deps.db, userId));
    },
    async regenerate(userId: number): Promise<CalendarFeed> {
      return present(await repo.regenerate(deps.db, userId));
    },
    async disable(userId: number): Promise<CalendarFeed> {
      await repo.disable(deps.db, userId);
      return present(await repo.find(deps.db, userId));
    },

    /** The feed's .ics for `{token}.ics`; 404 for a forged, replaced or turned-off link. */
    async file(fileName: string): Promise<string> {
      if (!fileName.endsWith(".ics")) throw invalidFeed();
      const claims = checkCalendarFeed(deps.appKey, fileName.slice(0, -".ics".length));
      if (!claims) throw invalidFeed();
      const owner = await repo.live(deps.db, claims.userId, claims.version);
      if (!owner) throw invalidFeed();
      const now = deps.now();
      const rows = await repo.sessions(deps.db, claims.userId, new Date(now.getTime() - keepDays * 86_400_000));
      await repo.touch(deps.db, claims.userId, now);
      const host = new URL(deps.appUrl).host;
      return calendarFile({
        name: translate(owner.language, texts.name),
        product: "Feed",
        now,
        ttlSeconds: refreshSeconds,
        events: rows.map((r) => event(r, owner.language, host)),
      });
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
