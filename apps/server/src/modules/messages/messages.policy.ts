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

/** A message attachment: does the user take part in its conversation, is the conversation reported? */
export interface AttachmentSubject {
  member: boolean;
  reported: boolean;
}

const admins: Role[] = ["admin"];

const member = rule<ConversationSubject>({
  allow: (_u, c) => c.member,
  // Ids of other people's conversations never leak: 404, never 403.
  hidden: (c) => !c.member,
  notFound: /*i18n*/ { id: "error.conversation_not_found", message: "Conversation not found." },
});

/** The messages table (decision 210). */
export const messageRules = {
  list: rule({}),
  // Decision 506: starting (or reopening) a conversation needs a verified email, as requesting a
  // class does; replying in a conversation one is already in does not.
  start: rule<StartSubject>({
    who: "verified",
    unverified: /*i18n*/ {
      id: "error.verify_to_message",
      message: "Verify your email address before messaging someone.",
    },
    allow: (u, s) => !s.self && (hasRole(u, "admin") || s.otherTeaches || s.isMyApplicant),
    denied: /*i18n*/ {
      id: "error.message_who",
      message: "You can message instructors and hosts, and the students of your own classes.",
    },
  }),
  read: member,
  send: member,
  markRead: member,
  block: rule({}),
  report: rule({}),
  moderate: rule({ who: admins }),
  // Decision 380: the two people of the conversation, and admins once a report names it (the
  // report queue shows its messages). Anyone else, signed out included, gets the 404 of a missing file.
  viewAttachment: rule<AttachmentSubject>({
    who: "public",
    allow: (u, a) => a.member || (a.reported && hasRole(u, "admin")),
    hidden: () => true,
    notFound: /*i18n*/ { id: "error.attachment_not_found", message: "This attachment does not exist." },
  }),
};

export const messagesPolicy = definePolicy(messageRules);
/** What each route declares as its access (decision 202). */
export const messagesAccess = accessOf(messageRules);
