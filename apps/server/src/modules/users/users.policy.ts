import type { FastifyRequest } from "fastify";
import { type AuthUser, requireUser } from "../../platform/auth-context.ts";

/** Profiles: anyone reads a public profile; only the signed-in user edits their own. */
export const usersPolicy = {
  viewPublic: "anyone",
  editOwn: "signed-in",
} as const;

type Rule = "signed-in";

export function enforce(req: FastifyRequest, _rule: Rule): AuthUser {
  return requireUser(req);
}

export const guard = (rule: Rule) => async (req: FastifyRequest) => {
  enforce(req, rule);
};
