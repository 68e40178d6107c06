import type { ApplicationDecision, ApplicationStatus, Role } from "@guildforge/contracts";
import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";
import { withValues } from "../../platform/errors.ts";

// The managed-classes scope is shared with the incident log (platform/managed-classes.ts).
export { inManagedScope, type ManagedClasses, managedClassesOf } from "../../platform/managed-classes.ts";

/** A student's own application, for withdrawing. */
export interface OwnApplication {
  studentId: number;
  status: string;
  /** The class's first session; withdrawal closes when it starts. */
  startsAt: Date | string | null;
  now: Date;
}

/** An application as a manager decides it. */
export interface DecisionSubject {
  /** The class is one the user manages (`managedClassesOf`). */
  managed: boolean;
  /** The class's effective status: decisions are open while it is published. */
  classStatus: string;
  status: string;
}

const active: string[] = ["pending", "accepted", "waitlisted"] satisfies ApplicationStatus[];
const managers: Role[] = ["instructor", "host", "admin"];

/** From which statuses each decision may be taken (DOMAIN.md transitions). */
export const allowedFrom: Record<ApplicationDecision["status"], ApplicationStatus[]> = {
  accepted: ["pending", "waitlisted"],
  rejected: ["pending", "waitlisted", "accepted"],
  waitlisted: ["pending", "accepted"],
};

/** What a user cannot see, they cannot decide (404); then the transition rules (409). */
const decision = (to: ApplicationDecision["status"]) =>
  rule<DecisionSubject>({
    who: managers,
    allow: (_u, d) => d.managed,
    hidden: () => true,
    notFound: /*i18n*/ { id: "error.application_not_found", message: "Application not found." },
    conflict: (d) => {
      if (d.classStatus !== "published")
        return withValues(
          /*i18n*/ {
            id: "error.decisions_closed",
            message:
              "This class is {status, select, cancelled {cancelled} completed {completed} other {a draft}}; decisions are closed.",
          },
          { status: d.classStatus },
        );
      if (d.status === to)
        return withValues(
          /*i18n*/ {
            id: "error.application_already",
            message:
              "This application is already {status, select, pending {pending} accepted {accepted} waitlisted {waitlisted} rejected {rejected} withdrawn {withdrawn} other {cancelled}}.",
          },
          { status: to },
        );
      if (!(allowedFrom[to] as string[]).includes(d.status))
        return withValues(
          /*i18n*/ {
            id: "error.application_transition",
            message:
              "A {status, select, pending {pending} accepted {accepted} waitlisted {waitlisted} rejected {rejected} withdrawn {withdrawn} other {cancelled}} application cannot be {to, select, accepted {accepted} rejected {rejected} other {waitlisted}}.",
          },
          { status: d.status, to },
        );
      return null;
    },
  });

/** The applications table (decision 210). */
export const applicationRules = {
  apply: rule({
    who: "verified",
    unverified: /*i18n*/ {
      id: "error.verify_to_apply",
      message: "Verify your email address before applying for a class.",
    },
  }),
  listOwn: rule({}),
  dashboard: rule({}),
  manage: rule({ who: managers }),
  /** Only the student sees their application (404 for others); open while active and before the class starts. */
  withdraw: rule<OwnApplication>({
    allow: (u, a) => a.studentId === u.id,
    hidden: (a, u) => a.studentId !== u?.id,
    notFound: /*i18n*/ { id: "error.application_not_found", message: "Application not found." },
    conflict: (a) => {
      if (!active.includes(a.status))
        return withValues(
          /*i18n*/ {
            id: "error.application_already",
            message:
              "This application is already {status, select, pending {pending} accepted {accepted} waitlisted {waitlisted} rejected {rejected} withdrawn {withdrawn} other {cancelled}}.",
          },
          { status: a.status },
        );
      if (a.startsAt != null && new Date(a.startsAt) <= a.now) {
        return /*i18n*/ {
          id: "error.withdraw_started",
          message: "The class has already started; contact the instructor instead.",
        };
      }
      return null;
    },
  }),
  /** A signed seat-release link (issue 40): the link is the student's authority, signed in or not. */
  releaseByLink: rule({ who: "public" }),
  accepted: decision("accepted"),
  rejected: decision("rejected"),
  waitlisted: decision("waitlisted"),
};

export const applicationsPolicy = definePolicy(applicationRules);
/** What each route declares as its access (decision 202). */
export const applicationsAccess = accessOf(applicationRules);
