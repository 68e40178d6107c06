import type { Role } from "@guildforge/contracts";
import type { FastifyRequest } from "fastify";
import { errors } from "./errors.ts";

/** Who is making the request. Populated by the session plugin (platform/sessions) on every request. */
export interface AuthUser {
  id: number;
  roles: Role[];
  emailVerified: boolean;
  /** The database id of the session row (not the cookie secret). */
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** null when signed out. Set by the session plugin before any route handler runs. */
    user: AuthUser | null;
  }
}

/** Throws 401 unless signed in. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw errors.unauthenticated();
  return req.user;
}

/** Throws 401 unless signed in, 403 unless the user has one of the roles. */
export function requireRole(req: FastifyRequest, ...anyOf: Role[]): AuthUser {
  const user = requireUser(req);
  if (!anyOf.some((r) => user.roles.includes(r))) throw errors.forbidden();
  return user;
}
