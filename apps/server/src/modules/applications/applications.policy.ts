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

/** Who may decide on a class's applications and see its roster: a table of rules. */
interface ClassManagers {
  instructorId: number;
  venueOwnerId: number | null;
}
const has = (u: AuthUser, r: Role) => u.roles.includes(r);
export const classManagerRules: Record<string, (u: AuthUser, c: ClassManagers) => boolean> = {
  admin: (u) => has(u, "admin"),
  instructor: (u, c) => c.instructorId === u.id,
  venueHost: (u, c) => has(u, "host") && c.venueOwnerId === u.id,
};

export const managesClass = (u: AuthUser, c: ClassManagers) =>
  Object.values(classManagerRules).some((rule) => rule(u, c));

/** 404 for an application of a class the user does not manage (its existence is not revealed). */
export function enforceManagesClass(u: AuthUser, c: ClassManagers): void {
  if (!managesClass(u, c)) throw errors.notFound("Application not found.");
}
