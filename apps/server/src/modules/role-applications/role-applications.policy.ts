import type { Access } from "../../platform/kernel/route-access.ts";

/**
 * Who may do what with role applications. Routes declare these as their access ("verified": an account whose email is verified); the service also
 * scopes reads to the applicant's own rows.
 */
export const roleApplicationsPolicy = {
  apply: "verified",
  listOwn: "signed-in",
  listAll: ["admin"],
  decide: ["admin"],
} as const satisfies Record<string, Access>;
