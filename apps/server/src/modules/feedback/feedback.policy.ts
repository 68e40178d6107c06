import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

/**
 * The feedback table (decision 310): anyone, signed in or not, sends a bug report, a feature
 * request or a contact message (spam guards in spam-guard.ts); only admins read the inbox,
 * change an item's status and reply to its sender.
 */
export const feedbackRules = {
  send: rule({ who: "public" }),
  inbox: rule({ who: ["admin"] as Role[] }),
  triage: rule({ who: ["admin"] as Role[] }),
  reply: rule<{ email: string | null }>({
    who: ["admin"] as Role[],
    conflict: (item) =>
      item.email
        ? null
        : /*i18n*/ {
            id: "error.feedback_no_email",
            message: "This sender left no email address, so there is no one to reply to.",
          },
  }),
};

export const feedbackPolicy = definePolicy(feedbackRules);
/** What each route declares as its access (decision 202). */
export const feedbackAccess = accessOf(feedbackRules);
