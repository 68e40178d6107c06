import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, isAdmin, rule } from "../../platform/authorize.ts";

/**
 * The invitations table (decision 210): admins and hosts invite, to a forge they own (admins
 * any: the invitation is what links an instructor to a forge, decision 211); viewing needs only
 * the token; the invited address accepts.
 */
export const invitationRules = {
  create: rule({ who: ["admin", "host"] as Role[] }),
  inviteTo: rule<{ ownerId: number }>({
    who: ["admin", "host"] as Role[],
    allow: (u, forge) => isAdmin(u) || forge.ownerId === u.id,
    denied: /*i18n*/ { id: "error.choose_own_forge", message: "Choose one of your forges." },
  }),
  view: rule({ who: "public" }),
  accept: rule<{ invitedEmail: string; userEmail: string | null } | undefined>({
    who: "verified",
    unverified: /*i18n*/ {
      id: "error.verify_to_accept_invitation",
      message: "Verify your email address before accepting an invitation.",
    },
    allow: (_u, s) => !s || s.userEmail?.toLowerCase() === s.invitedEmail.toLowerCase(),
    denied: /*i18n*/ {
      id: "error.invitation_other_email",
      message: "This invitation was sent to another email address. Sign in with that address to accept it.",
    },
  }),
};

export const invitationsPolicy = definePolicy(invitationRules);
/** What each route declares as its access (decision 202). */
export const invitationsAccess = accessOf(invitationRules);
