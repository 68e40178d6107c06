import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by the kernel on every route registered inside the /api scope; never set by hand. */
    api?: boolean;
  }
}

/**
 * Marks every route registered in this (the /api) scope, so that platform hooks decide "is this an
 * API call" from the matched route, never from the URL text (decision 200).
 */
export function markApiScope(api: FastifyInstance) {
  api.addHook("onRoute", (route) => {
    route.config = { ...route.config, api: true };
  });
}

/** Whether the request matched a route of the /api scope. Unmatched requests are not API calls. */
export function isApiRoute(req: FastifyRequest): boolean {
  return req.routeOptions.config?.api === true;
}
