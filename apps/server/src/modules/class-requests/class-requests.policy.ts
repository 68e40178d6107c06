import type { Access } from "../../platform/kernel/route-access.ts";

/**
 * Who may call what. Routes declare these as their access ("verified": an account whose email is verified); the service adds the row-level rules
 * (only the requester edits; only the class's instructor or an admin fulfils).
 */
export const classRequestsPolicy = {
  create: "verified",
  edit: "signed-in",
  listOwn: "signed-in",
  vote: "signed-in",
  fulfil: ["instructor", "admin"],
  adminList: ["admin"],
  review: ["admin"],
  merge: ["admin"],
} as const satisfies Record<string, Access>;
