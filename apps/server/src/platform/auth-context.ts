import type { Role } from "@guildforge/contracts";

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
