import type { Role } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import { type AuthUser, requireRole, requireUser } from "../../platform/auth-context.ts";

/** Who may do what with instructor invitations. Viewing needs only the token. */
export const invitationsPolicy = {
  create: ["admin", "host"],
  view: "anyone",
  accept: "signed-in",
} as const satisfies Record<string, "anyone" | "signed-in" | readonly Role[]>;

type Rule = Exclude<(typeof invitationsPolicy)[keyof typeof invitationsPolicy], "anyone">;

export function enforce(req: FastifyRequest, rule: Rule): AuthUser {
  return rule === "signed-in" ? requireUser(req) : requireRole(req, ...rule);
}

export const guard = (rule: Rule) => async (req: FastifyRequest) => {
  enforce(req, rule);
};
