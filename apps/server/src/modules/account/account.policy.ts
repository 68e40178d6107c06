import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

/** One's own account data (decision 532): any signed-in person, for their own account only. */
export const accountRules = {
  exportOwn: rule({}),
  deleteOwn: rule({}),
};

export const accountPolicy = definePolicy(accountRules);
export const accountAccess = accessOf(accountRules);
