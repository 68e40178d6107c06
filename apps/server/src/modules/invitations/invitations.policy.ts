import type { Access } from "../../platform/kernel/route-access.ts";

/** Who may do what with instructor invitations. Viewing needs only the token; accepting a verified email. */
export const invitationsPolicy = {
  create: ["admin", "host"],
  view: "public",
  accept: "verified",
} as const satisfies Record<string, Access>;
