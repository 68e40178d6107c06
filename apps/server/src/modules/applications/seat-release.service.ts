import type { ApplicationStatus, SeatRelease } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { errors } from "../../platform/errors.ts";
import type { ServerLanguage, ServerText } from "../../platform/i18n/server-i18n.ts";
import { peopleTime } from "../../platform/people-time.ts";
import { checkSeatRelease, type SeatReleaseClaims } from "../../platform/seat-release-link.ts";
import type { ApplicationsService } from "./applications.service.ts";
import { seatReleaseRepository as repo, type SeatReleaseRow } from "./seat-release.repository.ts";

const invalidLink = () =>
  errors.notFound(
    /*i18n*/ {
      id: "error.seat_release.invalid",
      message:
        "This seat-release link is not valid. Open the whole link from your reminder email, or withdraw from your dashboard.",
    },
  );
const expiredLink = () =>
  errors.gone(
    /*i18n*/ {
      id: "error.seat_release.expired",
      message:
        "This seat-release link has expired: the session has started. Message the instructor if you cannot come.",
    },
  );

/**
 * Why a seat that is not (or no longer) held cannot be released, in words for its student (the
 * application's status is never shown as it is stored).
 */
const noSeatToRelease: Record<Exclude<ApplicationStatus, "accepted">, ServerText> = {
  withdrawn: /*i18n*/ { id: "error.seat_release.withdrawn", message: "You have already released this seat." },
  pending: /*i18n*/ {
    id: "error.seat_release.pending",
    message: "The instructor has not answered your application yet, so there is no seat to release.",
  },
  waitlisted: /*i18n*/ {
    id: "error.seat_release.waitlisted",
    message: "You are on the waitlist for this class, so there is no seat to release.",
  },
  rejected: /*i18n*/ {
    id: "error.seat_release.rejected",
    message: "Your application to this class was not accepted, so there is no seat to release.",
  },
  cancelled: /*i18n*/ {
    id: "error.seat_release.cancelled",
    message: "This class has been cancelled, so there is no seat to release.",
  },
};

/**
 * "Can't come? Release my seat" (issue 40 point 1): the signed link of the 48-hour reminder.
 * Reading it changes nothing; confirming withdraws the seat through the withdrawal of the
 * applications service, so the waitlist moves as it does from the dashboard.
 */
export function createSeatReleaseService(deps: {
  db: Db;
  appKey: string;
  now: () => Date;
  applications: ApplicationsService;
}) {
  async function resolve(token: string): Promise<{ claims: SeatReleaseClaims; start: Date; row: SeatReleaseRow }> {
    const check = checkSeatRelease(deps.appKey, token, deps.now());
    if (!check.ok) throw check.reason === "expired" ? expiredLink() : invalidLink();
    const row = await repo.find(deps.db, check.claims.applicationId, check.expiresAt);
    if (!row) throw invalidLink();
    return { claims: check.claims, start: check.expiresAt, row };
  }

  /** The seat as its page shows it: the session's time in the reader's words (the reminder's own). */
  const present = (row: SeatReleaseRow, language: ServerLanguage): SeatRelease => ({
    class_title: row.classTitle,
    class_url: `/classes/${row.classId}-${row.classSlug}`,
    session_starts_at: row.sessionStartsAt.toISOString(),
    session_time: peopleTime(row.sessionStartsAt, row.timeZone, language),
    forge_name: row.forgeName,
    status: row.status,
    releasable: row.status === "accepted",
  });

  return {
    /** `language`: the request's (the page's, on the page's in-process call). */
    async view(token: string, language: ServerLanguage = "en"): Promise<SeatRelease> {
      return present((await resolve(token)).row, language);
    },

    /** Withdraws the seat; a second confirmation is refused (409), as is an already withdrawn seat. */
    async release(token: string, language: ServerLanguage = "en"): Promise<SeatRelease> {
      const { claims, start, row } = await resolve(token);
      if (row.status !== "accepted") {
        const why = noSeatToRelease[row.status as keyof typeof noSeatToRelease] ?? noSeatToRelease.withdrawn;
        throw errors.conflict(why);
      }
      await deps.applications.withdrawByLink(claims.applicationId);
      const after = await repo.find(deps.db, claims.applicationId, start);
      return present(after ?? row, language);
    },
  };
}
export type SeatReleaseService = ReturnType<typeof createSeatReleaseService>;
