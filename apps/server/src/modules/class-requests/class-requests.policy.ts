import type { Role } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import { type AuthUser, requireRole, requireUser } from "../../platform/auth-context.ts";

/**
 * Who may call what. "signed-in" means any account; the service adds the row-level rules
 * (only the requester edits; only the class's instructor or an admin fulfils).
 */
export const classRequestsPolicy = {
  create: "signed-in",
  edit: "signed-in",
  listOwn: "signed-in",
  vote: "signed-in",
  fulfil: ["instructor", "admin"],
  adminList: ["admin"],
  review: ["admin"],
  merge: ["admin"],
} as const satisfies Record<string, "signed-in" | readonly Role[]>;

type Rule = (typeof classRequestsPolicy)[keyof typeof classRequestsPolicy];

/** Throws 401/403 unless the request satisfies the rule; returns the signed-in user. */
export function enforce(req: FastifyRequest, rule: Rule): AuthUser {
  return rule === "signed-in" ? requireUser(req) : requireRole(req, ...rule);
}

/** The same check as a preValidation hook: 401/403 come before any 422 about the body. */
export const guard = (rule: Rule) => async (req: FastifyRequest) => {
  enforce(req, rule);
};
