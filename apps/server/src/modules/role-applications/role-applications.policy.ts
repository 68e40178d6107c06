import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

/**
 * The role-applications table (decision 210): any account applies and lists its own (the
 * service scopes reads to the applicant's rows); admins list all and decide.
 */
export const roleApplicationRules = {
  apply: rule({
    who: "verified",
    unverified: /*i18n*/ {
      id: "error.verify_to_apply_role",
      message: "Verify your email address before applying for a role.",
    },
  }),
  listOwn: rule({}),
  listAll: rule({ who: ["admin"] as Role[] }),
  decide: rule({ who: ["admin"] as Role[] }),
};

export const roleApplicationsPolicy = definePolicy(roleApplicationRules);
/** What each route declares as its access (decision 202). */
export const roleApplicationsAccess = accessOf(roleApplicationRules);
