import { healthSchema, readySchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: { tags: ["Health"], summary: "Liveness: the process answers", response: { 200: healthSchema } },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["Health"],
        summary: "Readiness: the database and the upload storage answer (503 when one does not)",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_req, reply) => {
      // Storage: a writable uploads folder (local) or a HeadBucket reused for 5 s (s3), see decision 056.
      const [dbOk, storageOk] = await Promise.all([app.deps.database.ping(), app.storage.ping()]);
      const state = (ok: boolean) => (ok ? ("ok" as const) : ("down" as const));
      return reply.status(dbOk && storageOk ? 200 : 503).send({
        status: dbOk && storageOk ? "ready" : "unavailable",
        checks: { database: state(dbOk), storage: state(storageOk) },
      });
    },
  );
};
