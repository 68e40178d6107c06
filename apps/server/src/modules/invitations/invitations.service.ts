import { type CreateInvitation, type Invitation, invitationValidDays } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { oncePerKey } from "../../db/once-per-key.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, ValidationError } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { invitationEmail } from "./invitation-email.ts";
import { hashInvitationToken, invitationTokenFor, newInvitationToken } from "./invitation-token.ts";
import { invitationsPolicy as policy } from "./invitations.policy.ts";
import { invitationStatus, presentInvitation } from "./invitations.presenter.ts";
import { invitationsRepository as repo } from "./invitations.repository.ts";

export interface InvitationsDeps {
  db: Db;
  events: EventDispatcher;
  appUrl: string;
  /** Derives the token of a keyed create, so that its retry answers with the same link. */
  appKey: string;
  onRoleGranted?: (tx: Db, userId: number) => Promise<void>;
  now?: () => Date;
}

const dayMs = 24 * 60 * 60 * 1000;

export function createInvitationsService(deps: InvitationsDeps) {
  const now = deps.now ?? (() => new Date());
  const linkFor = (token: string) => `${deps.appUrl}/instructor-invitation/${token}`;

  return {
    /** Creates the invitation and queues its email in one transaction. The inviter gets the link too. */
    /**
     * Creates the invitation and queues its email in one transaction; the inviter gets the link too.
     * With an Idempotency-Key the token is derived from it, so a retry finds the invitation it made
     * and answers with the same link, without a second email.
     */
    /** `language`: the inviter's page's, the email's unless the invited person has an account with one. */
    async create(
      by: AuthUser,
      input: CreateInvitation,
      key: string | null = null,
      language: string | null = null,
    ): Promise<Invitation & { url: string }> {
      const inviterId = by.id;
      const token = key ? invitationTokenFor(deps.appKey, inviterId, key) : newInvitationToken();
      const tokenHash = hashInvitationToken(token);
      const url = linkFor(token);
      // What this key made already (the same token, so the same hash), if this inviter made it.
      const made = async () => {
        const found = await repo.findByTokenHash(deps.db, tokenHash);
        return found && found.inviter.id === inviterId
          ? { ...presentInvitation(found.invitation, found.inviter, now()), url }
          : null;
      };
      return oncePerKey(key, made, async () => {
        if (input.venue_id != null) {
          // The invitation links the instructor to this forge (decision 211): one's own, or any for admins.
          const ownerId = await repo.venueOwner(deps.db, input.venue_id);
          if (ownerId === null)
            throw new ValidationError({
              venue_id: [/*i18n*/ { id: "error.forge_missing", message: "Choose a forge that exists." }],
            });
          if (!policy.can(by, "inviteTo", { ownerId })) {
            throw new ValidationError({
              venue_id: [
                policy.rules.inviteTo.denied ?? /*i18n*/ {
                  id: "error.choose_own_forge",
                  message: "Choose one of your forges.",
                },
              ],
            });
          }
        }
        const existing = await repo.userByEmail(deps.db, input.email);
        if (existing?.roles.includes("instructor"))
          throw errors.conflict(
            /*i18n*/ { id: "error.already_instructor", message: "This person is already an instructor." },
          );
        return deps.events.transaction(async (tx, events) => {
          const inviter = await repo.inviter(tx, inviterId);
          if (!inviter) throw errors.unauthenticated();
          const row = await repo.insert(tx, {
            email: input.email.trim(),
            tokenHash,
            invitedBy: inviterId,
            venueId: input.venue_id ?? null,
            expiresAt: new Date(now().getTime() + invitationValidDays * dayMs),
          });
          await events.email(
            invitationEmail({
              to: row.email,
              inviterName: inviter.name,
              url,
              days: invitationValidDays,
              language: existing?.language ?? language,
            }),
          );
          return { ...presentInvitation(row, inviter, now()), url };
        });
      });
    },

    async show(token: string): Promise<Invitation> {
      const found = await repo.findByTokenHash(deps.db, hashInvitationToken(token));
      if (!found)
        throw errors.notFound(
          /*i18n*/ { id: "error.invitation_invalid", message: "This invitation link is not valid." },
        );
      return presentInvitation(found.invitation, found.inviter, now());
    },

    /** Grants the instructor role to the signed-in user whose email the invitation was sent to. */
    async accept(token: string, user: AuthUser): Promise<Invitation> {
      const userId = user.id;
      return deps.events.transaction(async (tx) => {
        const found = await repo.findByTokenHash(tx, hashInvitationToken(token), true);
        if (!found)
          throw errors.notFound(
            /*i18n*/ { id: "error.invitation_invalid", message: "This invitation link is not valid." },
          );
        const { invitation, inviter } = found;
        const status = invitationStatus(invitation, now());
        if (status === "accepted")
          throw errors.conflict(
            /*i18n*/ { id: "error.invitation_used", message: "This invitation has already been used." },
          );
        if (status === "expired")
          throw errors.conflict(
            /*i18n*/ { id: "error.invitation_expired", message: "This invitation has expired. Ask for a new one." },
          );
        const email = await repo.userEmail(tx, userId);
        policy.authorize(user, "accept", { invitedEmail: invitation.email, userEmail: email });
        if (!(await repo.markAccepted(tx, invitation.id, userId))) {
          throw errors.conflict(
            /*i18n*/ { id: "error.invitation_used", message: "This invitation has already been used." },
          );
        }
        await repo.grantInstructor(tx, userId);
        await deps.onRoleGranted?.(tx, userId);
        return presentInvitation({ ...invitation, acceptedAt: now(), acceptedBy: userId }, inviter, now());
      });
    },
  };
}
