import type { Access } from "../../platform/kernel/route-access.ts";

/** Profiles: anyone reads a public profile; only the signed-in user edits their own. */
export const usersPolicy = {
  viewPublic: "public",
  editOwn: "signed-in",
} as const satisfies Record<string, Access>;
