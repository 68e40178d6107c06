import { instructorsQuerySchema, instructorsResponseSchema } from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { decodeCursor, encodeCursor, presentInstructor } from "./instructors.presenter.ts";
import { instructorsRepository } from "./instructors.repository.ts";

/** GET /api/instructors: public list of instructors with their themes (policy: anyone). */
export const instructorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    "/instructors",
    {
      schema: {
        tags: ["Instructors"],
        summary: "List instructors with their themes (filter by theme, cursor paging)",
        querystring: instructorsQuerySchema,
        response: { 200: instructorsResponseSchema },
      },
    },
    async (req) => {
      const { theme, cursor, limit } = req.query;
      const after = cursor ? decodeCursor(cursor) : undefined;
      if (after === null) throw errors.validation("cursor", "The cursor is not valid.");
      const { rows, total } = await instructorsRepository.list(db, { theme, after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(presentInstructor),
        meta: { next_cursor: rows.length > limit && last ? encodeCursor(last) : null, total },
      };
    },
  );
};
