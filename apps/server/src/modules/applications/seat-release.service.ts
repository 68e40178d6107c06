import type { SeatRelease } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { errors } from "../../platform/errors.ts";
import { peopleTime } from "../../platform/people-time.ts";
import { checkSeatRelease, type SeatReleaseClaims } from "../../platform/seat-release-link.ts";
import type { ApplicationsService } from "./applications.service.ts";
import { seatReleaseRepository as repo, type SeatReleaseRow } from "./seat-release.repository.ts";

const invalidLink = () =>
  errors.notFound(
    "This seat-release link is not valid. Open the whole link from your reminder email, or withdraw from your dashboard.",
  );
const expiredLink = () =>
  errors.gone(
    "This seat-release link has expired: the session has started. Message the instructor if you cannot come.",
  );

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

  const present = (row: SeatReleaseRow): SeatRelease => ({
    class_title: row.classTitle,
    class_url: `/classes/${row.classId}-${row.classSlug}`,
    session_starts_at: row.sessionStartsAt.toISOString(),
    session_time: peopleTime(row.sessionStartsAt, row.timeZone),
    forge_name: row.forgeName,
    status: row.status,
    releasable: row.status === "accepted",
  });

  return {
    async view(token: string): Promise<SeatRelease> {
      return present((await resolve(token)).row);
    },

    /** Withdraws the seat; a second confirmation is refused (409), as is an already withdrawn seat. */
    async release(token: string): Promise<SeatRelease> {
      const { claims, start, row } = await resolve(token);
      if (row.status !== "accepted") {
        throw errors.conflict(
          row.status === "withdrawn"
            ? "You have already released this seat."
            : `This application is ${row.status}; there is no seat to release.`,
        );
      }
      await deps.applications.withdrawByLink(claims.applicationId);
      const after = await repo.find(deps.db, claims.applicationId, start);
      return present(after ?? row);
    },
  };
}
export type SeatReleaseService = ReturnType<typeof createSeatReleaseService>;
