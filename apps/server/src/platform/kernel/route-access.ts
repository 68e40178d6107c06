import type { Role } from "@guildforge/contracts";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import type { AuthUser } from "../auth-context.ts";
import { type ErrorText, errors } from "../errors.ts";

/**
 * Who may call a route (decision 202), declared in its options (`config.access`):
 * - "public": anyone;
 * - "signed-in": a session (401 otherwise);
 * - "verified": a session whose email address is verified (403 with the verification body otherwise);
 * - a role list: signed in with one of these roles (403 otherwise);
 * - `{ roles, verified: true }`: both of the above.
 * Object-level rules (whose class, whose forge) stay in the features' policies.
 */
export type Access =
  | "public"
  | "signed-in"
  | "verified"
  | readonly Role[]
  | { readonly roles: readonly Role[]; readonly verified: true };

/** A registered route as the kernel saw it (the route walk tests read these). */
export interface DeclaredRoute {
  method: string;
  url: string;
  /** undefined when the route declared nothing (enforced as "signed-in"). */
  access: Access | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after the kernel, with its declared access. */
    declaredRoutes: readonly DeclaredRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call this route; every route declares it (a test walks them all). */
    access?: Access;
  }
}

/** The 403 of a signed-in user whose email address is not verified yet (docs/product.md#verification-gate). */
export const emailNotVerifiedMessage = /*i18n*/ {
  id: "error.email_not_verified",
  message: "Verify your email address to continue.",
};
export const emailNotVerified = (message: ErrorText = emailNotVerifiedMessage) => errors.forbidden(message);

function rolesOf(access: Exclude<Access, "public" | "signed-in" | "verified">): readonly Role[] {
  return "roles" in access ? access.roles : access;
}

/** The error refusing `user` under `access`, or null when allowed. */
export function accessRefusal(access: Access, user: AuthUser | null): Error | null {
  if (access === "public") return null;
  if (!user) return errors.unauthenticated();
  if (access === "signed-in") return null;
  if (access !== "verified") {
    const roles = rolesOf(access);
    if (!roles.some((r) => user.roles.includes(r))) return errors.forbidden();
    if (!("verified" in access)) return null;
  }
  return user.emailVerified ? null : emailNotVerified();
}

const scopeAccess = Symbol("scopeAccess");
type WithScopeAccess = FastifyInstance & { [scopeAccess]?: Access };

/**
 * Declares the access of routes that a third-party plugin registers in this scope and its children
 * (static files, the API reference page), which take no route config. A route's own `access` wins.
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access) {
  (scope as WithScopeAccess)[scopeAccess] = access;
}

/**
 * The one access check: a route-level onRequest hook, so it runs after the platform's session and
 * CSRF hooks and before the body is read. Public routes get no hook at all.
 */
export function registerRouteAccess(app: FastifyInstance) {
  const routes: DeclaredRoute[] = [];
  app.decorate("declaredRoutes", routes);
  app.addHook("onRoute", function (this: FastifyInstance, route: RouteOptions) {
    const own = route.config?.access ?? (this as WithScopeAccess)[scopeAccess];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, access: own });
    // A missing declaration is enforced as "signed-in" (fail closed); the route walk test names it.
    const access = own ?? "signed-in";
    if (access === "public") return;
    const check: onRequestHookHandler = (req, _reply, done) => {
      const refused = accessRefusal(access, req.user);
      if (refused) return done(refused);
      done();
    };
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [check] : [check, ...(Array.isArray(existing) ? existing : [existing])];
  });
}

/** `req.user` on a route whose access is not "public" (the kernel already refused anyone else). */
export function signedInUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw errors.unauthenticated();
  return req.user;
}
