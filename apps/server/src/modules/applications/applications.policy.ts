import type { Role } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import { type AuthUser, requireRole, requireUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";

/** Who may do what with applications (declarative; the service scopes rows to the user). */
export const applicationsPolicy = {
  apply: "verified",
  listOwn: "signed-in",
  withdraw: "signed-in",
  dashboard: "signed-in",
  manage: ["instructor", "host", "admin"],
} as const satisfies Record<string, "signed-in" | "verified" | readonly Role[]>;

type Rule = (typeof applicationsPolicy)[keyof typeof applicationsPolicy];

/** Throws 401/403 unless the request satisfies the rule; returns the signed-in user. */
export function enforce(req: FastifyRequest, rule: Rule): AuthUser {
  if (rule === "signed-in") return requireUser(req);
  if (rule === "verified") {
    const user = requireUser(req);
    if (!user.emailVerified) throw errors.forbidden("Verify your email address before applying for a class.");
    return user;
  }
  return requireRole(req, ...rule);
}

/** The same check as a preValidation hook: 401/403 come before any 422 about the body. */
export const guard = (rule: Rule) => async (req: FastifyRequest) => {
  enforce(req, rule);
};

const has = (u: AuthUser, r: Role) => u.roles.includes(r);

/**
 * The classes a user manages (DOMAIN.md "Who"): admins all; otherwise the classes they teach and,
 * only if they are a host, the classes at the venues they own (an instructor who owns a venue
 * does not thereby manage other instructors' classes there). This is the one definition: the
 * queue, rosters, CSV, dashboard and every decision filter with `managedClassesWhere(scope)`.
 */
export interface ManagedClasses {
  all: boolean;
  instructorId: number;
  venueOwnerId: number | null;
}

export const managedClassesOf = (u: AuthUser): ManagedClasses => ({
  all: has(u, "admin"),
  instructorId: u.id,
  venueOwnerId: has(u, "host") ? u.id : null,
});
