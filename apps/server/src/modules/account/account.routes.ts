import { accountExportSchema, deleteAccountBodySchema, noContentSchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { endSession, sessionEnds } from "../../platform/sessions/index.ts";
import { accountPolicy, accountAccess as policy } from "./account.policy.ts";
import { deleteAccount } from "./account-deletion.service.ts";
import { presentAccountExport } from "./account-export.presenter.ts";
import { readAccountExport } from "./account-export.repository.ts";

const tags = ["Account"];

/** One's own data: download it as JSON, or delete the account (decision 532). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.deps.database.db,
    mail: app.mail,
    storage: app.storage,
    sessionEnds: sessionEnds(app),
    limiter: app.rateLimiter,
    appUrl: app.deps.config.appUrl,
    now: () => app.now(),
  };

  app.get(
    "/user/export",
    {
      config: { access: policy.exportOwn },
      schema: {
        tags,
        summary: "Everything Guildforge holds about the signed-in person, as a JSON file to download",
        security: sessionSecurity,
        response: { 200: accountExportSchema },
      },
    },
    async (req, reply) => {
      const user = accountPolicy.authorize(req.user, "exportOwn");
      const rows = await readAccountExport(deps.db, user.id);
      if (!rows) throw errors.unauthenticated();
      const at = deps.now();
      const day = at.toISOString().slice(0, 10);
      reply.header("content-disposition", `attachment; filename="guildforge-data-${day}.json"`);
      return presentAccountExport(rows, at, deps.appUrl);
    },
  );

  app.delete(
    "/user",
    {
      config: { access: policy.deleteOwn },
      schema: {
        tags,
        summary: "Delete the account (password to confirm); signs out everywhere and mails a confirmation",
        security: sessionSecurity,
        body: deleteAccountBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      const user = accountPolicy.authorize(req.user, "deleteOwn");
      await deleteAccount(deps, user.id, req.body);
      await endSession(req, reply);
      return reply.status(204).send();
    },
  );
};
