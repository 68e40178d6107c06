import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

const admins: Role[] = ["admin"];

/** /admin/performance is the admins'; the vitals beacon is anyone's (it carries nothing personal). */
export const performanceRules = {
  read: rule({ who: admins }),
  report: rule({ who: "public" }),
};

export const performancePolicy = definePolicy(performanceRules);
export const performanceAccess = accessOf(performanceRules);
