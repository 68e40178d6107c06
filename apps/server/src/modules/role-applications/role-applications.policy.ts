import type { Role } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import { type AuthUser, requireRole, requireUser } from "../../platform/auth-context.ts";

/**
 * Who may do what with role applications. "signed-in" means any account; the service also
 * scopes reads to the applicant's own rows.
 */
export const roleApplicationsPolicy = {
  apply: "signed-in",
  listOwn: "signed-in",
  listAll: ["admin"],
  decide: ["admin"],
} as const satisfies Record<string, "signed-in" | readonly Role[]>;

type Rule = (typeof roleApplicationsPolicy)[keyof typeof roleApplicationsPolicy];

/** Throws 401/403 unless the request satisfies the rule; returns the signed-in user. */
export function enforce(req: FastifyRequest, rule: Rule): AuthUser {
  return rule === "signed-in" ? requireUser(req) : requireRole(req, ...rule);
}

/** The same check as a preValidation hook: 401/403 come before any 422 about the body. */
export const guard = (rule: Rule) => async (req: FastifyRequest) => {
  enforce(req, rule);
};
