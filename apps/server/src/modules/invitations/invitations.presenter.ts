import type { Invitation } from "@guildforge/contracts";
import type { InvitationRow } from "./invitations.repository.ts";

export function invitationStatus(row: InvitationRow, now: Date): Invitation["status"] {
  if (row.acceptedAt) return "accepted";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
}

/** Never the token or its hash. */
export function presentInvitation(
  row: InvitationRow,
  inviter: { id: number; name: string; slug: string },
  now: Date,
): Invitation {
  return {
    id: row.id,
    email: row.email,
    status: invitationStatus(row, now),
    inviter: { id: inviter.id, name: inviter.name, slug: inviter.slug },
    venue_id: row.venueId,
    expires_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt ? row.acceptedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}
