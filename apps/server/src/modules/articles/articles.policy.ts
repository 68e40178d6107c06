import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

const admins = ["admin"] as Role[];

/**
 * The articles table: anyone reads published articles (the repository only ever returns those
 * to public reads); admins alone list every status, write, upload covers and preview.
 */
export const articleRules = {
  read: rule({ who: "public" }),
  manage: rule({ who: admins }),
};

export const articlesPolicy = definePolicy(articleRules);
/** What each route declares as its access (decision 202). */
export const articlesAccess = accessOf(articleRules);
