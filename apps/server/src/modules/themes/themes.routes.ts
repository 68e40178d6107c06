import { themesResponseSchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { presentThemes } from "./themes.presenter.ts";
import { themesRepository } from "./themes.repository.ts";

/** GET /api/themes: the six themes (docs/product.md#product) with their upcoming class counts. */
export const themesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ["Themes"],
    summary: "The six class themes with their upcoming class counts",
    response: { 200: themesResponseSchema },
  };
  app.get("/themes", { config: { access: "public" }, schema }, async () => {
    const counts = await themesRepository.upcomingCounts(app.deps.database.db);
    return presentThemes(counts);
  });
};
