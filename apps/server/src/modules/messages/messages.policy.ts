import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, hasRole, rule } from "../../platform/authorize.ts";

/** Whom a user may start a conversation with (DOMAIN.md "Messages", decision 261). */
export interface StartSubject {
  /** The other person is an instructor or a host. */
  otherTeaches: boolean;
  /** The other person applied to a class the user manages. */
  isMyApplicant: boolean;
  self: boolean;
}

/** A conversation the user may or may not take part in. */
export interface ConversationSubject {
  member: boolean;
}

const admins: Role[] = ["admin"];

const member = rule<ConversationSubject>({
  allow: (_u, c) => c.member,
  // Ids of other people's conversations never leak: 404, never 403.
  hidden: (c) => !c.member,
  notFound: "Conversation not found.",
});

/** The messages table (decision 210). */
export const messageRules = {
  list: rule({}),
  start: rule<StartSubject>({
    allow: (u, s) => !s.self && (hasRole(u, "admin") || s.otherTeaches || s.isMyApplicant),
    denied: "You can message instructors and hosts, and the students of your own classes.",
  }),
  read: member,
  send: member,
  markRead: member,
  block: rule({}),
  report: rule({}),
  moderate: rule({ who: admins }),
};

export const messagesPolicy = definePolicy(messageRules);
/** What each route declares as its access (decision 202). */
export const messagesAccess = accessOf(messageRules);
