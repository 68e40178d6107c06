import type { Role } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { accessOf, definePolicy, isAdmin, rule } from "../../platform/authorize.ts";
import { withValues } from "../../platform/errors.ts";

/** What a class-request rule looks at. */
export interface RequestSubject {
  requesterId: number;
  status: string;
  mergedIntoId: number | null;
}

const isPublic = (r: { status: string }) => r.status === "approved" || r.status === "fulfilled";
/** Approved and fulfilled requests are public; the requester and admins see theirs in any status. */
export const visibleTo = (u: AuthUser | null, r: RequestSubject) =>
  isPublic(r) || (!!u && (r.requesterId === u.id || isAdmin(u)));
const hiddenFrom = (r: RequestSubject, u: AuthUser | null) => !visibleTo(u, r);
const notFound = /*i18n*/ { id: "error.class_request_not_found", message: "Class request not found." };

/** Voting and taking a vote back: on a request one may see, while it is approved. */
const voting = {
  allow: visibleTo,
  hidden: () => true,
  notFound,
  conflict: (r: RequestSubject) => {
    if (r.status === "approved") return null;
    return r.status === "fulfilled"
      ? /*i18n*/ { id: "error.voting_closed", message: "Voting has closed: this request has been fulfilled." }
      : /*i18n*/ { id: "error.voting_not_open", message: "Votes open once the request has been approved." };
  },
};

/**
 * The class-requests table (decision 210): any account requests and votes; only the requester
 * edits (while in review or rejected, unless merged); instructors and admins fulfil with a class
 * they teach (admins any); admins review and merge.
 */
export const classRequestRules = {
  create: rule({
    who: "verified",
    unverified: /*i18n*/ {
      id: "error.verify_to_request",
      message: "Verify your email address before requesting a class.",
    },
  }),
  edit: rule<RequestSubject>({
    allow: (u, r) => r.requesterId === u.id,
    hidden: hiddenFrom,
    notFound,
    denied: /*i18n*/ { id: "error.request_edit_requester", message: "Only the requester can edit this request." },
    conflict: (r) => {
      if (r.mergedIntoId !== null)
        return /*i18n*/ {
          id: "error.request_merged_no_edit",
          message: "This request was merged into another and can no longer be edited.",
        };
      if (r.status !== "in_review" && r.status !== "rejected") {
        return withValues(
          /*i18n*/ {
            id: "error.request_no_edit",
            message:
              "A request that is {status, select, approved {approved} other {fulfilled}} can no longer be edited.",
          },
          { status: r.status },
        );
      }
      return null;
    },
  }),
  listOwn: rule({}),
  view: rule<RequestSubject>({ who: "public", public: isPublic, allow: visibleTo, hidden: () => true, notFound }),
  // Decision 506: voting needs a verified email, as requesting does; taking a vote back does not.
  vote: rule<RequestSubject>({
    ...voting,
    who: "verified",
    unverified: /*i18n*/ { id: "error.verify_to_vote", message: "Verify your email address before voting." },
  }),
  unvote: rule<RequestSubject>(voting),
  fulfil: rule({ who: ["instructor", "admin"] as Role[] }),
  /** The class that fulfils a request: one the user teaches (admins any). */
  fulfilWith: rule<{ instructorId: number }>({
    allow: (u, c) => isAdmin(u) || c.instructorId === u.id,
    denied: /*i18n*/ { id: "error.link_own_class", message: "You can only link a class you teach." },
  }),
  adminList: rule({ who: ["admin"] as Role[] }),
  review: rule({ who: ["admin"] as Role[] }),
  merge: rule({ who: ["admin"] as Role[] }),
};

export const classRequestsPolicy = definePolicy(classRequestRules);
/** What each route declares as its access (decision 202). */
export const classRequestsAccess = accessOf(classRequestRules);
