import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

/** The users table (decision 210): anyone reads a public profile; the signed-in user edits their own. */
export const userRules = {
  viewPublic: rule({ who: "public" }),
  editOwn: rule({}),
};

export const usersPolicy = definePolicy(userRules);
/** What each route declares as its access (decision 202). */
export const usersAccess = accessOf(userRules);
