import { healthSchema, readySchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["Health"], summary: "Liveness: the process answers", response: { 200: healthSchema } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["Health"],
        summary: "Readiness: the database answers (503 when it does not)",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_req, reply) => {
      const dbOk = await app.deps.database.ping();
      return reply
        .status(dbOk ? 200 : 503)
        .send({ status: dbOk ? "ready" : "unavailable", checks: { database: dbOk ? "ok" : "down" } });
    },
  );
};
