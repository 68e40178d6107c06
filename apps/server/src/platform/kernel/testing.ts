import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { markApiScope } from "./api-scope.ts";
import { declareScopeAccess } from "./route-access.ts";

/**
 * Test code only: registers a test's own routes (full `/api/...` paths) as API routes of the app,
 * public unless a route declares its access, so the kernel treats them as it does /api's.
 */
export function testApiRoutes(plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    markApiScope(app);
    declareScopeAccess(app, "public");
    await app.register(plugin);
  };
}
